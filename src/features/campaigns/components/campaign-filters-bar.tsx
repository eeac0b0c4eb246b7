import { CodesFilter, DateRangeFields, FilterWarning, SearchField } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { shownStages, stagesPatch, type CampaignFilters } from '../../../lib/campaign-filters';
import { campaignTypeOptions } from '../../../lib/campaign-labels';
import { campaignStageFilterOptions } from '../../../lib/campaign-stage-words';

type Props = {
  filters: CampaignFilters;
  onChange: (patch: Partial<CampaignFilters>) => void;
  onClear: () => void;
};

/** How many filters are set, for the phone's "Filters (n)" button. */
function activeCount(f: CampaignFilters): number {
  return [f.types.length > 0, shownStages(f).length > 0, !!f.from || !!f.to, !!f.search].filter(Boolean)
    .length;
}

export function CampaignFiltersBar({ filters, onChange, onClear }: Props) {
  const rangeEmpty = !!filters.from && !!filters.to && filters.from > filters.to;
  return (
    <FilterPanel
      label="Filter campaigns"
      activeCount={activeCount(filters)}
      onClear={onClear}
      inlineClear="wide"
      footer={
        rangeEmpty ? (
          <FilterWarning>The start date “From” is after “To”, so no campaign can match.</FilterWarning>
        ) : null
      }
    >
      <SearchField
        value={filters.search}
        placeholder="Campaign name"
        className="max-sm:min-w-0"
        onCommit={(search) => onChange({ search })}
      />
      <CodesFilter name="types" options={campaignTypeOptions} value={filters.types} onChange={onChange} />
      {/* By the words of the badges: "Draft" is a draft being built, "In review" and "Cancelled" apart. */}
      <CodesFilter
        name="statuses"
        options={campaignStageFilterOptions}
        value={shownStages(filters)}
        onChange={({ statuses }) => onChange(stagesPatch(statuses))}
      />
      <DateRangeFields
        legend="Start date range"
        from={filters.from}
        to={filters.to}
        onChange={onChange}
        className="flex min-w-0 items-end gap-2"
        fieldClassName="w-40 max-sm:w-auto max-sm:min-w-0 max-sm:flex-1"
      />
    </FilterPanel>
  );
}

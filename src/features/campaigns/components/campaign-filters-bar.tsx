import { X } from 'lucide-react';
import type { CampaignStatusCode, CampaignTypeCode } from '../../../api/contract/campaign';
import { Button } from '../../../components/ui/button';
import { DateField, SearchField } from '../../../components/filter-fields';
import { MultiSelect } from '../../../components/ui/multi-select';
import { hasActiveFilters, type CampaignFilters } from '../../../lib/campaign-filters';
import { campaignStatusOptions, campaignTypeOptions } from '../../../lib/campaign-labels';

type Props = {
  filters: CampaignFilters;
  onChange: (patch: Partial<CampaignFilters>) => void;
  onClear: () => void;
};

export function CampaignFiltersBar({ filters, onChange, onClear }: Props) {
  const rangeEmpty = !!filters.from && !!filters.to && filters.from > filters.to;
  return (
    <div
      role="search"
      aria-label="Filter campaigns"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-4">
        <SearchField
          value={filters.search}
          placeholder="Campaign name"
          onCommit={(search) => onChange({ search })}
        />
        <MultiSelect<CampaignTypeCode>
          label="Type"
          placeholder="All types"
          className="w-44"
          options={campaignTypeOptions}
          value={filters.types}
          onChange={(types) => onChange({ types })}
        />
        <MultiSelect<CampaignStatusCode>
          label="Status"
          placeholder="All statuses"
          className="w-44"
          options={campaignStatusOptions}
          value={filters.statuses}
          onChange={(statuses) => onChange({ statuses })}
        />
        <fieldset className="flex items-end gap-2">
          <legend className="sr-only">Start date range</legend>
          <DateField
            label="From"
            value={filters.from}
            max={filters.to}
            onCommit={(from) => onChange({ from })}
          />
          <DateField label="To" value={filters.to} min={filters.from} onCommit={(to) => onChange({ to })} />
        </fieldset>
        {hasActiveFilters(filters) ? (
          <Button variant="ghost" onClick={onClear}>
            <X className="h-4 w-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
      {rangeEmpty ? (
        <p role="status" className="mt-2 text-sm text-amber-800">
          The start date “From” is after “To”, so no campaign can match.
        </p>
      ) : null}
    </div>
  );
}

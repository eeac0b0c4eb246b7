import type { ReactNode } from 'react';
import { FilterPanel } from '../../../components/filter-panel';
import { CodesFilter, DateRangeFields, FilterWarning, SearchField } from '../../../components/filter-fields';
import type { MultiSelectOption } from '../../../components/ui/multi-select';
import { activeFilterCount, isEmptyRange, type MissionFilters } from '../mission-filters';

type Props = {
  filters: MissionFilters;
  statusOptions: readonly MultiSelectOption<number>[];
  /** Mission types; the filter is offered only when there is more than one. */
  typeOptions: readonly MultiSelectOption<number>[];
  /** The campaign filter (absent when the view is embedded for one campaign). */
  campaignPicker?: ReactNode;
  fixedCampaign?: string;
  onChange: (patch: Partial<MissionFilters>) => void;
  onClear: () => void;
  className?: string;
};

/** The missions' filters: a card on wide screens, a "Filters" button and a sheet on a phone. */
export function MissionsFiltersBar({
  filters,
  statusOptions,
  typeOptions,
  campaignPicker,
  fixedCampaign,
  onChange,
  onClear,
  className,
}: Props) {
  const rangeEmpty = isEmptyRange(filters);
  const week = filters.view === 'week';
  const active = activeFilterCount(filters, fixedCampaign);
  const footer =
    rangeEmpty && !week ? (
      <FilterWarning>“Scheduled from” is after “Scheduled to”, so no mission can match.</FilterWarning>
    ) : week && (filters.from || filters.to) ? (
      <p className="mt-2 text-sm text-slate-600">
        The week calendar shows the chosen week; the date range applies to the table.
      </p>
    ) : null;
  return (
    <FilterPanel
      label="Filter missions"
      activeCount={active}
      onClear={onClear}
      inlineClear="always"
      footer={footer}
      className={className}
    >
      <SearchField
        label="Search locations"
        value={filters.search}
        placeholder="Location name"
        className="min-w-48"
        onCommit={(search) => onChange({ search })}
      />
      <CodesFilter name="statuses" options={statusOptions} value={filters.statuses} onChange={onChange} />
      {typeOptions.length > 1 || filters.types.length > 0 ? (
        <CodesFilter
          name="types"
          className="w-40 max-sm:w-full"
          options={typeOptions}
          value={filters.types}
          onChange={onChange}
        />
      ) : null}
      {campaignPicker}
      {week ? null : (
        <DateRangeFields
          legend="Scheduled date range"
          fromLabel="Scheduled from"
          toLabel="Scheduled to"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
        />
      )}
    </FilterPanel>
  );
}

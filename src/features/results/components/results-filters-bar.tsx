import { useId } from 'react';
import { CodesFilter, SearchField } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { Label, NativeSelect } from '../../../components/ui/input';
import { campaignTypeOptions } from '../../../lib/campaign-labels';
import { campaignStatusFilterOptions } from '../../../lib/campaign-stage-words';
import { RESULT_STATUSES, type ResultsFilters } from '../in-period';

/** The statuses that can have results: drafts have run nowhere. */
const statusOptions = campaignStatusFilterOptions.filter((o) => RESULT_STATUSES.includes(o.value));

function activeCount(f: ResultsFilters): number {
  return [f.types.length > 0, f.statuses.length > 0, !!f.search, !!f.country].filter(Boolean).length;
}

/**
 * The campaign list's filters (name, type, status) and, when the period's campaigns run in more than one
 * country, the country.
 */
export function ResultsFiltersBar({
  filters,
  countries,
  onChange,
  onClear,
}: {
  filters: ResultsFilters;
  countries: Array<{ id: string; name: string }>;
  onChange: (patch: Partial<ResultsFilters>) => void;
  onClear: () => void;
}) {
  const countryId = useId();
  // A country in the address that none of the period's campaigns has stays choosable (and clearable).
  const choices =
    filters.country && !countries.some((c) => c.id === filters.country)
      ? [...countries, { id: filters.country, name: filters.country }]
      : countries;
  return (
    <FilterPanel
      label="Filter campaigns"
      activeCount={activeCount(filters)}
      onClear={onClear}
      inlineClear="wide"
    >
      <SearchField
        value={filters.search}
        placeholder="Campaign name"
        className="max-sm:min-w-0"
        onCommit={(search) => onChange({ search })}
      />
      <CodesFilter name="types" options={campaignTypeOptions} value={filters.types} onChange={onChange} />
      <CodesFilter name="statuses" options={statusOptions} value={filters.statuses} onChange={onChange} />
      {countries.length > 1 || filters.country ? (
        <div>
          <Label htmlFor={countryId}>Country</Label>
          <NativeSelect
            id={countryId}
            className="mt-1 w-44 max-sm:w-full"
            value={filters.country ?? ''}
            onChange={(e) => onChange({ country: e.target.value || undefined })}
          >
            <option value="">All countries</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </FilterPanel>
  );
}

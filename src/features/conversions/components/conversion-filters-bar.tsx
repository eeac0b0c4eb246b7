import { useId } from 'react';
import { CodesFilter, DateRangeFields, FilterWarning, SearchField } from '../../../components/filter-fields';
import { ClearFiltersButton, FilterPanel } from '../../../components/filter-panel';
import { Button } from '../../../components/ui/button';
import {
  activeFilterCount,
  DEFAULT_DAYS,
  defaultPeriod,
  isEmptyPeriod,
  isNarrowed,
  MAX_METRIC_IDS,
  readMetricIds,
  type ConversionFilters,
} from '../conversion-filters';
import { conversionTypeOptions } from '../../../lib/conversion-types';

type Props = {
  filters: ConversionFilters;
  onChange: (patch: Partial<ConversionFilters>) => void;
  onClear: () => void;
};

export function ConversionFiltersBar({ filters, onChange, onClear }: Props) {
  const hintId = useId();
  const def = defaultPeriod();
  const isDefaultPeriod = filters.from === def.from && filters.to === def.to;
  const allTime = !filters.from && !filters.to;
  return (
    <FilterPanel
      label="Filter conversions"
      className="mb-6"
      activeCount={activeFilterCount(filters, def)}
      onClear={onClear}
      footer={
        isEmptyPeriod(filters) ? (
          <FilterWarning>“From” is after “To”, so no conversion can match.</FilterWarning>
        ) : null
      }
    >
      <DateRangeFields legend="Period" from={filters.from} to={filters.to} onChange={onChange} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={isDefaultPeriod}
          onClick={() => onChange(defaultPeriod())}
        >
          Last {DEFAULT_DAYS} days
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={allTime}
          onClick={() => onChange({ from: undefined, to: undefined })}
        >
          All time
        </Button>
      </div>
      <CodesFilter
        name="types"
        className="w-full sm:w-48"
        options={conversionTypeOptions}
        value={filters.types}
        onChange={onChange}
      />
      <SearchField
        label="Metric ids"
        className="min-w-0 flex-1 sm:min-w-56"
        value={filters.metricIds.join(', ')}
        placeholder="For example 13007-first-order"
        describedBy={hintId}
        onCommit={(text) => onChange({ metricIds: readMetricIds(text ?? '') })}
      />
      {isNarrowed(filters) ? <ClearFiltersButton onClear={onClear} /> : null}
      <p id={hintId} className="basis-full text-xs text-slate-500">
        Days in your time zone, both included. A metric is one conversion type of one campaign, such as
        13007-first-order; enter up to {MAX_METRIC_IDS}, separated by commas.
      </p>
    </FilterPanel>
  );
}

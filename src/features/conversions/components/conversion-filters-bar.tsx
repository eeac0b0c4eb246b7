import { X } from 'lucide-react';
import { useId } from 'react';
import type { ConversionType } from '../../../api/contract/tracking';
import { DateField, SearchField } from '../../../components/filter-fields';
import { FilterPanel } from '../../../components/filter-panel';
import { Button } from '../../../components/ui/button';
import { MultiSelect } from '../../../components/ui/multi-select';
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
          <p role="status" className="mt-2 text-sm text-amber-800">
            “From” is after “To”, so no conversion can match.
          </p>
        ) : null
      }
    >
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="sr-only">Period</legend>
        <DateField
          label="From"
          value={filters.from}
          max={filters.to}
          onCommit={(from) => onChange({ from })}
        />
        <DateField label="To" value={filters.to} min={filters.from} onCommit={(to) => onChange({ to })} />
      </fieldset>
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
      <MultiSelect<ConversionType>
        label="Type"
        placeholder="All types"
        className="w-full sm:w-48"
        options={conversionTypeOptions}
        value={filters.types}
        onChange={(types) => onChange({ types })}
      />
      <SearchField
        label="Metric ids"
        className="min-w-0 flex-1 sm:min-w-56"
        value={filters.metricIds.join(', ')}
        placeholder="For example 13007-first-order"
        describedBy={hintId}
        onCommit={(text) => onChange({ metricIds: readMetricIds(text ?? '') })}
      />
      {isNarrowed(filters) ? (
        <Button variant="ghost" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
      <p id={hintId} className="basis-full text-xs text-slate-500">
        Days in your time zone, both included. A metric is one conversion type of one campaign, such as
        13007-first-order; enter up to {MAX_METRIC_IDS}, separated by commas.
      </p>
    </FilterPanel>
  );
}

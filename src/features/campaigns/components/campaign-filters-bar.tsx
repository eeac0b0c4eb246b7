import { X } from 'lucide-react';
import { useId } from 'react';
import type { CampaignStatusCode, CampaignTypeCode } from '../../../api/contract/campaign';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { MultiSelect } from '../../../components/ui/multi-select';
import { isPlainDate } from '../../../lib/dates';
import { useCommittedInput } from '../../../lib/use-committed-input';
import { hasActiveFilters, MAX_SEARCH_LENGTH, type CampaignFilters } from '../campaign-filters';
import { campaignStatusOptions, campaignTypeOptions } from '../campaign-labels';

type Props = {
  filters: CampaignFilters;
  onChange: (patch: Partial<CampaignFilters>) => void;
  onClear: () => void;
};

/** Dates typed digit by digit pass through years like 0002; only a full year is worth a request. */
const acceptDate = (v: string) => v === '' || (isPlainDate(v) && Number(v.slice(0, 4)) >= 1000);

function DateField({
  label,
  value,
  min,
  max,
  onCommit,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onCommit: (v: string | undefined) => void;
}) {
  const id = useId();
  const { text, setText, flush } = useCommittedInput(value ?? '', (v) => onCommit(v || undefined), {
    delayMs: 400,
    accept: acceptDate,
  });
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="mt-1 w-40"
        value={text}
        min={min}
        max={max}
        onChange={(e) => setText(e.target.value)}
        onBlur={flush}
      />
    </div>
  );
}

function SearchField({
  value,
  onCommit,
}: {
  value: string | undefined;
  onCommit: (v: string | undefined) => void;
}) {
  const id = useId();
  const { text, setText, flush } = useCommittedInput(value ?? '', (v) => onCommit(v || undefined), {
    delayMs: 300,
  });
  return (
    <div className="min-w-56 flex-1">
      <Label htmlFor={id}>Search</Label>
      <Input
        id={id}
        type="search"
        className="mt-1"
        placeholder="Campaign name"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            flush();
          }
        }}
      />
    </div>
  );
}

export function CampaignFiltersBar({ filters, onChange, onClear }: Props) {
  const rangeEmpty = !!filters.from && !!filters.to && filters.from > filters.to;
  return (
    <div
      role="search"
      aria-label="Filter campaigns"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-4">
        <SearchField value={filters.search} onCommit={(search) => onChange({ search })} />
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

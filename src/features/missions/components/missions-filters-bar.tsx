import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { MultiSelect, type MultiSelectOption } from '../../../components/ui/multi-select';
import { isPlainDate } from '../../../lib/dates';
import { useCommittedInput } from '../../../lib/use-committed-input';
import { hasActiveFilters, MAX_SEARCH_LENGTH, type MissionFilters } from '../mission-filters';

type Props = {
  filters: MissionFilters;
  statusOptions: readonly MultiSelectOption<number>[];
  /** The campaign filter (absent when the view is embedded for one campaign). */
  campaignPicker?: ReactNode;
  fixedCampaign?: string;
  onChange: (patch: Partial<MissionFilters>) => void;
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
    <div className="min-w-48 flex-1">
      <Label htmlFor={id}>Search locations</Label>
      <Input
        id={id}
        type="search"
        className="mt-1"
        placeholder="Location name"
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

export function MissionsFiltersBar({
  filters,
  statusOptions,
  campaignPicker,
  fixedCampaign,
  onChange,
  onClear,
}: Props) {
  const rangeEmpty = !!filters.from && !!filters.to && filters.from > filters.to;
  const week = filters.view === 'week';
  return (
    <div
      role="search"
      aria-label="Filter missions"
      className="mb-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-end gap-4">
        <SearchField value={filters.search} onCommit={(search) => onChange({ search })} />
        <MultiSelect<number>
          label="Status"
          placeholder="All statuses"
          className="w-44"
          options={statusOptions}
          value={filters.statuses}
          onChange={(statuses) => onChange({ statuses })}
        />
        {campaignPicker}
        {week ? null : (
          <fieldset className="flex items-end gap-2">
            <legend className="sr-only">Scheduled date range</legend>
            <DateField
              label="Scheduled from"
              value={filters.from}
              max={filters.to}
              onCommit={(from) => onChange({ from })}
            />
            <DateField
              label="Scheduled to"
              value={filters.to}
              min={filters.from}
              onCommit={(to) => onChange({ to })}
            />
          </fieldset>
        )}
        {hasActiveFilters(filters, fixedCampaign) ? (
          <Button variant="ghost" onClick={onClear}>
            <X className="h-4 w-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
      {rangeEmpty && !week ? (
        <p role="status" className="mt-2 text-sm text-amber-800">
          “Scheduled from” is after “Scheduled to”, so no mission can match.
        </p>
      ) : null}
      {week && (filters.from || filters.to) ? (
        <p className="mt-2 text-sm text-slate-600">
          The week calendar shows the chosen week; the date range applies to the table.
        </p>
      ) : null}
    </div>
  );
}

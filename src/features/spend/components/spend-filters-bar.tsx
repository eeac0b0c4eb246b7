import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/filter-fields';
import { formatPlainDate } from '../../../lib/dates';
import { useSyncedState } from '../../../lib/use-synced-state';
import { calendarYear, isEmptyPeriod, lastIncludedDay, type SpendFilters } from '../spend-filters';

/** What the chosen period covers, in words: "Jan 1, 2026 to Dec 31, 2026 (both included)". */
export function periodText(filters: SpendFilters): string {
  const last = lastIncludedDay(filters.to);
  if (filters.from && last)
    return `${formatPlainDate(filters.from)} to ${formatPlainDate(last)}, both days included`;
  if (filters.from) return `from ${formatPlainDate(filters.from)} onwards`;
  if (last) return `up to and including ${formatPlainDate(last)}`;
  return 'all time';
}

export function SpendFiltersBar({
  filters,
  onChange,
  now = new Date(),
}: {
  filters: SpendFilters;
  onChange: (patch: Partial<SpendFilters>) => void;
  now?: Date;
}) {
  const draftsId = useId();
  // The URL changes once the navigation has finished; the box shows the click at once.
  const [includeDrafts, setIncludeDrafts] = useSyncedState(filters.includeDrafts);
  const year = now.getFullYear();
  return (
    <div
      role="search"
      aria-label="Spend period"
      className="mb-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start gap-4">
        <DateField
          label="From (inclusive)"
          hint="Campaigns starting on this day count."
          className="w-44"
          value={filters.from}
          onCommit={(from) => onChange({ from })}
        />
        <DateField
          label="To (exclusive)"
          hint="Campaigns starting on this day do not count."
          className="w-44"
          value={filters.to}
          onCommit={(to) => onChange({ to })}
        />
        <div className="flex flex-col gap-2 pt-6">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => onChange(calendarYear(year))}>
              This year
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onChange(calendarYear(year - 1))}>
              Last year
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChange({ from: undefined, to: undefined })}
            >
              All time
            </Button>
          </div>
        </div>
        <div className="flex items-center gap-2 pt-7">
          <input
            id={draftsId}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            checked={includeDrafts}
            onChange={(e) => {
              setIncludeDrafts(e.target.checked);
              onChange({ includeDrafts: e.target.checked });
            }}
          />
          <label htmlFor={draftsId} className="text-sm font-medium text-slate-700">
            Include drafts
          </label>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Campaigns are counted by their start date (a draft without one by the day it was created). The period
        is {periodText(filters)}: “From” is included and “To” is not, so January 1 to January 1 of the next
        year is one whole year.
      </p>
      {isEmptyPeriod(filters) ? (
        <p role="status" className="mt-2 text-sm text-amber-800">
          “From” is not before “To”, so the period holds no day.
        </p>
      ) : null}
    </div>
  );
}

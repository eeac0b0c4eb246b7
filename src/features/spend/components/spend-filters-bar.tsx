import { FilterPanel } from '../../../components/filter-panel';
import { CheckboxField, DateField } from '../../../components/filter-fields';
import { Button } from '../../../components/ui/button';
import { formatPlainDate } from '../../../lib/dates';
import {
  calendarYear,
  defaultSpendPeriod,
  isEmptyPeriod,
  yearSoFar,
  type SpendFilters,
} from '../spend-filters';

/** What the chosen period covers, in words: "Jan 1, 2026 to Nov 23, 2026". */
export function periodText(filters: Pick<SpendFilters, 'from' | 'to'>): string {
  if (filters.from && filters.to && filters.from === filters.to) return formatPlainDate(filters.from);
  if (filters.from && filters.to) return `${formatPlainDate(filters.from)} to ${formatPlainDate(filters.to)}`;
  if (filters.from) return `${formatPlainDate(filters.from)} onwards`;
  if (filters.to) return `up to ${formatPlainDate(filters.to)}`;
  return 'All time';
}

/** The period's two ends, both days counted. */
const periodEnds = [
  { end: 'from', label: 'From', hint: 'The first day counted.' },
  { end: 'to', label: 'To', hint: 'The last day counted.' },
] as const;

export function SpendFiltersBar({
  filters,
  onChange,
  now = new Date(),
}: {
  filters: SpendFilters;
  onChange: (patch: Partial<SpendFilters>) => void;
  now?: Date;
}) {
  const year = now.getFullYear();
  const def = defaultSpendPeriod(now);
  const changedPeriod = filters.from !== def.from || filters.to !== def.to;
  const activeCount = (changedPeriod ? 1 : 0) + (filters.includeDrafts ? 1 : 0);
  const presets: [string, Pick<SpendFilters, 'from' | 'to'>][] = [
    ['Year so far', yearSoFar(now)],
    ['Last year', calendarYear(year - 1)],
    ['All time', { from: undefined, to: undefined }],
  ];
  return (
    <FilterPanel
      label="Spend period"
      activeCount={activeCount}
      onClear={() => onChange({ ...def, includeDrafts: false })}
      footer={
        <div className="mt-3 w-full text-sm text-slate-600 max-sm:mt-0">
          <p>
            <span className="font-medium text-slate-800">{periodText(filters)}</span>
            {filters.from && filters.to ? ', both days included' : ''}
            {filters.includeDrafts ? ' · drafts included' : ''}
          </p>
          {isEmptyPeriod(filters) ? (
            <p role="status" className="mt-1 text-amber-800">
              “From” is after “To”, so the period holds no day.
            </p>
          ) : null}
        </div>
      }
    >
      {periodEnds.map(({ end, label, hint }) => (
        <DateField
          key={end}
          label={label}
          hint={hint}
          className="w-44 max-sm:w-full"
          value={filters[end]}
          onCommit={(day) => onChange({ [end]: day })}
        />
      ))}
      <div className="flex flex-wrap gap-2 sm:pb-6">
        {presets.map(([label, period]) => (
          <Button key={label} variant="secondary" size="sm" onClick={() => onChange(period)}>
            {label}
          </Button>
        ))}
      </div>
      <CheckboxField
        label="Include drafts"
        className="sm:pb-8"
        checked={filters.includeDrafts}
        onChange={(includeDrafts) => onChange({ includeDrafts })}
      />
    </FilterPanel>
  );
}

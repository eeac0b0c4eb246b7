import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { isPlainDate } from '../lib/dates';
import { MAX_SEARCH_LENGTH } from '../lib/search-text';
import { useCommittedInput } from '../lib/use-committed-input';
import { useSyncedState } from '../lib/use-synced-state';
import { Input, Label } from './ui/input';
import { MultiSelect, type MultiSelectOption } from './ui/multi-select';

/**
 * A search box whose value lives in the URL: it commits after the user stops typing (debounced) or at
 * once on Enter. Its accessible name is `label`.
 */
export function SearchField({
  label = 'Search',
  value,
  placeholder,
  onCommit,
  delayMs = 300,
  className,
  describedBy,
}: {
  label?: string;
  value: string | undefined;
  placeholder?: string;
  onCommit: (v: string | undefined) => void;
  delayMs?: number;
  className?: string;
  describedBy?: string;
}) {
  const id = useId();
  const { text, setText, flush } = useCommittedInput(value ?? '', (v) => onCommit(v || undefined), {
    delayMs,
  });
  return (
    <div className={cn('min-w-56 flex-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        className="mt-1"
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        aria-describedby={describedBy}
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

/** Dates typed digit by digit pass through years like 0002; only a full year is worth a request. */
const acceptDate = (v: string) => v === '' || (isPlainDate(v) && Number(v.slice(0, 4)) >= 1000);

/**
 * A date input whose value lives in the URL: it commits a complete date after a pause, or on blur.
 * With `hint`, a line of help below it, tied to the input.
 */
export function DateField({
  label,
  value,
  min,
  max,
  hint,
  className = 'w-40',
  onCommit,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  hint?: string;
  className?: string;
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
        className={cn('mt-1', className)}
        value={text}
        min={min}
        max={max}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={flush}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Two dates bounding each other (the first at most the second), in a fieldset named `legend` for
 * screen readers; `onChange` gets `{ from }` or `{ to }`.
 */
export function DateRangeFields({
  legend,
  fromLabel = 'From',
  toLabel = 'To',
  from,
  to,
  onChange,
  className = 'flex flex-wrap items-end gap-2',
  fieldClassName,
}: {
  legend: string;
  fromLabel?: string;
  toLabel?: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { from?: string; to?: string }) => void;
  className?: string;
  fieldClassName?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      <DateField
        label={fromLabel}
        value={from}
        max={to}
        className={fieldClassName}
        onCommit={(v) => onChange({ from: v })}
      />
      <DateField
        label={toLabel}
        value={to}
        min={from}
        className={fieldClassName}
        onCommit={(v) => onChange({ to: v })}
      />
    </fieldset>
  );
}

/** A line under the filters saying why no row can match ("“From” is after “To”, …"), read out as it shows. */
export function FilterWarning({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-2 text-sm text-amber-800">
      {children}
    </p>
  );
}

/**
 * A check box whose value lives in the URL, its label on its right; it shows the click at once, before the
 * URL has caught up.
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  const [current, setCurrent] = useSyncedState(checked);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        checked={current}
        onChange={(e) => {
          setCurrent(e.target.checked);
          onChange(e.target.checked);
        }}
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
    </div>
  );
}

/** How every list names its filters on statuses and on types. */
const codeFilterWords = {
  statuses: { label: 'Status', placeholder: 'All statuses' },
  types: { label: 'Type', placeholder: 'All types' },
} as const;

/**
 * A list's filter on its `statuses` or `types` (`name`): a multi-select named as on every list, none
 * chosen meaning all. `onChange` gets the patch that sets that one filter.
 */
export function CodesFilter<K extends keyof typeof codeFilterWords, V extends string | number>({
  name,
  options,
  value,
  onChange,
  className = 'w-44 max-sm:w-full',
}: {
  name: K;
  options: readonly MultiSelectOption<V>[];
  value: readonly V[];
  onChange: (patch: Record<K, V[]>) => void;
  className?: string;
}) {
  return (
    <MultiSelect<V>
      {...codeFilterWords[name]}
      className={className}
      options={options}
      value={value}
      onChange={(next) => onChange({ [name]: next } as Record<K, V[]>)}
    />
  );
}

/**
 * A multi-choice filter: a button named by its label opens a popover of checkboxes. Each change applies
 * at once. The button's accessible name is exactly `label`; the current choice is its description.
 */
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { sameItems, useSyncedState } from '../../lib/use-synced-state';
import { cn } from '../../lib/cn';
import { fieldClasses } from './input';

export type MultiSelectOption<V extends string | number> = { value: V; label: string };

type Props<V extends string | number> = {
  label: string;
  options: readonly MultiSelectOption<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  /** Shown when nothing is chosen, e.g. "All types". */
  placeholder: string;
  className?: string;
};

export function MultiSelect<V extends string | number>({
  label,
  options,
  value,
  onChange,
  placeholder,
  className,
}: Props<V>) {
  const id = useId();
  // Shows a change at once, before the owner's value (often the URL) has caught up.
  const [current, setCurrent] = useSyncedState<readonly V[]>(value, sameItems);
  const labelId = `${id}-label`;
  const summaryId = `${id}-summary`;
  const triggerId = `${id}-trigger`;
  const chosen = options.filter((o) => current.includes(o.value));
  const summary =
    chosen.length === 0
      ? placeholder
      : chosen.length <= 2
        ? chosen.map((o) => o.label).join(', ')
        : `${chosen.length} selected`;

  const toggle = (v: V, checked: boolean) => {
    const picked = checked ? [...current, v] : current.filter((x) => x !== v);
    // Keep the options' order so URLs stay stable.
    const next = options.map((o) => o.value).filter((x) => picked.includes(x));
    setCurrent(next);
    onChange(next);
  };

  return (
    <div className={className}>
      {/* A label element names the button without aria-labelledby, so the name ("Type") and the visible
          choice ("All types") never disagree for speech input. */}
      <label id={labelId} htmlFor={triggerId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <Popover.Root>
        <Popover.Trigger
          id={triggerId}
          aria-describedby={summaryId}
          className={cn(fieldClasses, 'mt-1 flex h-10 items-center justify-between gap-2 text-left')}
        >
          <span id={summaryId} className={cn('truncate', chosen.length === 0 && 'text-slate-500')}>
            {summary}
          </span>
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            aria-labelledby={labelId}
            className="z-50 w-56 rounded-md border border-slate-200 bg-white p-2 shadow-lg focus:outline-none"
          >
            <fieldset>
              <legend className="sr-only">{label}</legend>
              <ul className="space-y-0.5">
                {options.map((o) => {
                  const checked = current.includes(o.value);
                  const inputId = `${id}-${String(o.value)}`;
                  return (
                    <li key={String(o.value)}>
                      <label
                        htmlFor={inputId}
                        className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
                      >
                        <input
                          id={inputId}
                          type="checkbox"
                          className="h-4 w-4 rounded border-slate-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                          checked={checked}
                          onChange={(e) => toggle(o.value, e.target.checked)}
                        />
                        {o.label}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            {current.length > 0 ? (
              <button
                type="button"
                className="mt-2 w-full rounded px-2 py-1 text-left text-sm text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                onClick={() => {
                  setCurrent([]);
                  onChange([]);
                }}
              >
                Clear {label.toLowerCase()}
              </button>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

import { useId } from 'react';
import { NativeSelect } from './ui/input';

/** One choice of a phone's "Sort by": its words, and the order it stands for (none: the service's). */
export type SortChoice<S> = { label: string; sort?: S };

/**
 * A list's "Sort by" on a phone, where its table folds into cards and the column headers that sort it are
 * hidden. An order chosen in a column header on a wider screen, not among the choices, is shown as such.
 */
export function PhoneSortSelect<S extends { key: string; dir: 'asc' | 'desc' }>({
  choices,
  sort,
  onSort,
  className = 'mb-4',
}: {
  choices: readonly SortChoice<S>[];
  sort?: S;
  onSort: (sort?: S) => void;
  className?: string;
}) {
  const id = useId();
  const valueOf = (s?: S) => (s ? `${s.key}-${s.dir}` : '');
  const value = valueOf(sort);
  const shown = choices.some((c) => valueOf(c.sort) === value)
    ? choices
    : [...choices, { label: 'As sorted in the table', sort }];
  return (
    <div className={`${className} flex items-center gap-2 sm:hidden`}>
      <label htmlFor={id} className="text-sm text-slate-700">
        Sort by
      </label>
      <NativeSelect
        id={id}
        className="h-9 min-w-0 flex-1"
        value={value}
        onChange={(e) => onSort(shown.find((c) => valueOf(c.sort) === e.target.value)?.sort)}
      >
        {shown.map((c) => (
          <option key={valueOf(c.sort)} value={valueOf(c.sort)}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

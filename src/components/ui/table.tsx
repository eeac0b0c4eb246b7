/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   The roles are written out on purpose: a stacked table (display: block) loses them in some browsers. */
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Whether the element scrolls sideways now (a wide table on a narrow screen), kept current as it or
 * its content changes size.
 */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    // No check now: the observer reports each element once it starts observing, after the browser's
    // layout. Measuring here forced a layout of the whole table before the page's other effects ran.
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * Tables. With `stacked`, a phone (below 640 px) shows each row as a small card: the cell marked
 * `primary` as its title, then every other cell as "label … value" using the cell's `label`, so no
 * row needs sideways scrolling. The roles are written out because a table laid out as blocks loses
 * them in browsers' accessibility trees.
 */
export function Table({ className, stacked, ...props }: ComponentProps<'table'> & { stacked?: boolean }) {
  // A table wider than its box scrolls inside it; keyboard users can then focus the box to scroll it.
  const [ref, scrolls] = useScrollsSideways<HTMLDivElement>();
  const name = props['aria-label'];
  return (
    <div className="min-w-0">
      <div
        ref={ref}
        {...(scrolls
          ? {
              tabIndex: 0,
              role: 'region',
              'aria-label': name ? `${name} (scrolls sideways)` : 'Table (scrolls sideways)',
            }
          : {})}
        className={cn(
          'overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600',
          stacked && 'max-sm:overflow-visible',
        )}
      >
        <table
          role="table"
          className={cn('w-full border-collapse text-left text-sm', stacked && 'stack-table', className)}
          {...props}
        />
      </div>
      {/* Seen, not only told to screen readers: a table cut at the right edge looked complete. */}
      {scrolls ? (
        <p aria-hidden="true" className="mt-1 text-right text-xs text-slate-500">
          Scroll sideways to see every column →
        </p>
      ) : null}
    </div>
  );
}

export function TableHead(props: ComponentProps<'thead'>) {
  return <thead role="rowgroup" className="border-b border-slate-200 bg-slate-50" {...props} />;
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody role="rowgroup" className="divide-y divide-slate-100" {...props} />;
}

/** The totals at a table's foot. */
export function TableFoot({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      role="rowgroup"
      className={cn('border-t-2 border-slate-200 bg-slate-50 font-semibold', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr role="row" className={cn('hover:bg-slate-50', className)} {...props} />;
}

export function TableHeaderCell({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      role={scope === 'row' ? 'rowheader' : 'columnheader'}
      className={cn('px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase', className)}
      {...props}
    />
  );
}

type CellProps = ComponentProps<'td'> & {
  /** The column's name, shown before the value when a `stacked` table folds on a phone. */
  label?: string;
  /** The row's title when a `stacked` table folds on a phone (its name or link). */
  primary?: boolean;
};

export function TableCell({ className, label, primary, ...props }: CellProps) {
  return (
    <td
      role="cell"
      data-label={label}
      data-primary={primary ? '' : undefined}
      className={cn('px-4 py-3 align-middle text-slate-800', className)}
      {...props}
    />
  );
}

/**
 * The routes beside the map, synced both ways: a checkbox per row, sortable columns, hovering a row or
 * focusing its checkbox outlines its polygon and shows its card on the map, and a route selected on the
 * map is scrolled into view inside the table's own box (the page does not move). Only the rows in view are
 * rendered (a search lists up to 500 routes). On a phone the homes and businesses columns fold into a
 * second line under the ZIP and route, so every route's pieces show without scrolling sideways.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, History } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { scrollToShow } from '../reveal-scroll';
import { sortColumns, type RouteSort, type SortColumn } from '../sort';
import type { PlannerRoute, RouteKey } from '../types';
import { numberFormat } from '../../../lib/intl-cache';

const ROW_HEIGHT = 41;
/** Above this many routes only the rows in view are rendered. */
export const VIRTUALISE_ABOVE = 100;
const nf = numberFormat();

const columnTitles: Record<SortColumn, string> = {
  zip: 'ZIP',
  route: 'Route',
  residences: 'Homes',
  businesses: 'Businesses',
  total: 'Pieces',
};
const numeric = (c: SortColumn) => c === 'residences' || c === 'businesses' || c === 'total';
/** Columns a phone shows in the route's cell instead (the ZIP before the code, the counts below it). */
const wideOnly = (c: SortColumn) => c === 'zip' || c === 'residences' || c === 'businesses';

type Props = {
  /** The routes in table order (sorted). */
  routes: readonly PlannerRoute[];
  selected: ReadonlySet<RouteKey>;
  sort: RouteSort | null;
  onSort: (column: SortColumn) => void;
  onToggle: (key: RouteKey) => void;
  hovered: RouteKey | null;
  onHover: (key: RouteKey | null) => void;
  mailed: ReadonlyMap<RouteKey, string[]>;
  /** A route to scroll into view (a new object each time it should scroll). */
  reveal: { key: RouteKey } | null;
  /** A route's checkbox got the keyboard focus (the map outlines it and shows its card). */
  onFocusRoute?: (key: RouteKey | null) => void;
  /** The id of the scrolling box, for a link that skips to it. */
  id?: string;
};

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: SortColumn;
  sort: RouteSort | null;
  onSort: (c: SortColumn) => void;
}) {
  const active = sort?.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn(
        'sticky top-0 z-10 bg-slate-50 px-2 py-2 text-xs font-semibold whitespace-nowrap text-slate-600',
        numeric(column) ? 'text-right' : 'text-left',
        wideOnly(column) && 'hidden sm:table-cell',
      )}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded py-0.5 uppercase hover:text-slate-900',
          focusRing,
        )}
      >
        {columnTitles[column]}
        <Icon className={cn('h-3 w-3', !active && 'opacity-40')} aria-hidden="true" />
      </button>
    </th>
  );
}

export function RoutesTable({
  routes,
  selected,
  sort,
  onSort,
  onToggle,
  hovered,
  onHover,
  mailed,
  reveal,
  onFocusRoute,
  id,
}: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = routes.length > VIRTUALISE_ABOVE;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    enabled: virtual,
    count: routes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 480, height: 480 },
  });

  useEffect(() => {
    if (!reveal) return;
    const index = routes.findIndex((r) => r.key === reveal.key);
    if (index < 0) return;
    const box = scrollRef.current;
    if (!box) return;
    if (virtual) {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      return;
    }
    // Not scrollIntoView: it would scroll the page too (on a phone the table is far below the map).
    const row = box.querySelector(`tr[data-route="${CSS.escape(reveal.key)}"]`);
    if (!row) return;
    const header = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    box.scrollTop += scrollToShow(box.getBoundingClientRect(), row.getBoundingClientRect(), header);
    // Only a new reveal scrolls; the routes changing under it does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  const items = virtual ? virtualizer.getVirtualItems() : routes.map((_, index) => ({ index }));
  const top = virtual ? (virtualizer.getVirtualItems()[0]?.start ?? 0) : 0;
  const bottom = virtual ? virtualizer.getTotalSize() - (virtualizer.getVirtualItems().at(-1)?.end ?? 0) : 0;

  return (
    <div
      ref={scrollRef}
      id={id}
      // A scrolling region must be reachable by keyboard. It is positioned (`relative`) so the hidden texts
      // of rows scrolled out of its box stay inside it: unpositioned, their absolute boxes stretched the
      // page by the table's whole height (2,000 px and more of blank page below the planner).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Routes, scrollable"
      className="relative max-h-[26rem] overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600 lg:max-h-[34rem]"
    >
      <table aria-rowcount={routes.length + 1} className="w-full border-collapse text-sm">
        <caption className="sr-only">Routes in the search</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr aria-rowindex={1}>
            <th scope="col" className="sticky top-0 z-10 w-8 bg-slate-50 px-2 py-2">
              <span className="sr-only">Selected</span>
            </th>
            {sortColumns.map((c) => (
              <SortHeader key={c} column={c} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {top > 0 ? <tr aria-hidden="true" style={{ height: top }} /> : null}
          {items.map((item) => {
            const route = routes[item.index]!;
            const isSelected = selected.has(route.key);
            const mailedBy = mailed.get(route.key);
            return (
              <tr
                key={route.key}
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                data-route={route.key}
                style={{ height: ROW_HEIGHT }}
                onMouseEnter={() => onHover(route.key)}
                onMouseLeave={() => onHover(null)}
                className={cn(
                  isSelected ? 'bg-indigo-50' : 'hover:bg-slate-50',
                  hovered === route.key && 'outline outline-1 -outline-offset-1 outline-slate-500',
                )}
              >
                <td className="px-2">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-indigo-600"
                    checked={isSelected}
                    onChange={() => onToggle(route.key)}
                    onFocus={() => (onFocusRoute ?? onHover)(route.key)}
                    onBlur={() => (onFocusRoute ?? onHover)(null)}
                    aria-label={`Route ${route.croute} in ${route.zip}`}
                  />
                </td>
                <td className="hidden px-2 whitespace-nowrap tabular-nums sm:table-cell">{route.zip}</td>
                <td className="px-2 leading-tight whitespace-nowrap">
                  <span className="font-medium">
                    <span className="tabular-nums sm:hidden">{route.zip} · </span>
                    {route.croute}
                  </span>
                  {mailedBy ? (
                    <span
                      title={`Mailed before: ${mailedBy.join(', ')}`}
                      className="ml-1 inline-flex align-middle"
                    >
                      <History className="h-3.5 w-3.5 text-amber-700" aria-hidden="true" />
                      <span className="sr-only">, mailed before</span>
                    </span>
                  ) : null}
                  <span className="block text-xs text-slate-600 tabular-nums sm:hidden">
                    {nf.format(route.residences)} homes · {nf.format(route.businesses)} businesses
                  </span>
                </td>
                <td className="hidden px-2 text-right tabular-nums sm:table-cell">
                  {nf.format(route.residences)}
                </td>
                <td className="hidden px-2 text-right tabular-nums sm:table-cell">
                  {nf.format(route.businesses)}
                </td>
                <td className="px-2 text-right tabular-nums">{nf.format(route.total)}</td>
              </tr>
            );
          })}
          {bottom > 0 ? <tr aria-hidden="true" style={{ height: bottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}

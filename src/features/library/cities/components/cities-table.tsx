import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties } from 'react';
import type { City } from '../../../../api/contract/city';
import { Badge } from '../../../../components/ui/badge';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TableCell, TableHeaderCell } from '../../../../components/ui/table';
import { cn } from '../../../../lib/cn';
import { VIRTUALIZE_ABOVE } from '../city-filters';
import { stateName } from '../us-states';

const ROW_HEIGHT = 41;
/** The mark of a city with carrier routes in and around it (the planner's coverage line names it too). */
const CARRIER_ROUTES_BADGE = 'Direct-mail routes';
const VIEW_HEIGHT = 560;

function Header() {
  return (
    <thead className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
      <tr aria-rowindex={1}>
        <TableHeaderCell className="sticky left-0 z-[1] bg-slate-50">Name</TableHeaderCell>
        <TableHeaderCell>State</TableHeaderCell>
        <TableHeaderCell>Direct mail</TableHeaderCell>
        <TableHeaderCell>Coordinates</TableHeaderCell>
      </tr>
    </thead>
  );
}

function CityRow({ city, index, style }: { city: City; index: number; style?: CSSProperties }) {
  return (
    <tr aria-rowindex={index + 2} className="hover:bg-slate-50" style={style}>
      {/* The name stays in view when a phone scrolls the table sideways. */}
      <TableCell className="sticky left-0 z-[1] bg-white py-2.5 font-medium text-slate-900">
        {city.name}
      </TableCell>
      <TableCell className="py-2.5">
        <abbr title={stateName(city.state)} className="no-underline">
          {city.state}
        </abbr>
      </TableCell>
      <TableCell className="py-2.5 whitespace-nowrap">
        {city.hasCarrierRoutes ? (
          <Badge tone="success">{CARRIER_ROUTES_BADGE}</Badge>
        ) : city.hasCarrierRoutes === false ? (
          <span className="text-slate-500">No routes</span>
        ) : null}
      </TableCell>
      <TableCell className="py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
        {city.latitude}, {city.longitude}
      </TableCell>
    </tr>
  );
}

const frame = 'overflow-auto rounded-lg border border-slate-200 bg-white';
const tableClasses = 'w-full border-collapse text-left text-sm';

/** A plain table for a short result. */
function PlainCitiesTable({ cities, busy }: { cities: City[]; busy?: boolean }) {
  return (
    <div className={frame}>
      <table aria-busy={busy || undefined} className={cn(tableClasses, busy && 'opacity-60')}>
        <caption className="sr-only">Cities</caption>
        <Header />
        <tbody className="divide-y divide-slate-100">
          {cities.map((c, i) => (
            <CityRow key={c.id} city={c} index={i} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A long result (up to thousands of rows) in a scrolling box that renders only the rows in view plus a
 * few either side; spacer rows keep the scroll height right, `aria-rowcount`/`aria-rowindex` tell
 * assistive technology the true size and position.
 */
function VirtualCitiesTable({ cities, busy }: { cities: City[]; busy?: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: cities.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 800, height: VIEW_HEIGHT },
    getItemKey: (i) => cities[i]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <div
      ref={scrollRef}
      className={frame}
      style={{ maxHeight: VIEW_HEIGHT }}
      // The scroll box must be reachable by keyboard to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`Cities, ${cities.length} rows, scrollable`}
    >
      <table
        aria-busy={busy || undefined}
        aria-rowcount={cities.length + 1}
        className={cn(tableClasses, busy && 'opacity-60')}
      >
        <caption className="sr-only">Cities</caption>
        <Header />
        <tbody className="divide-y divide-slate-100">
          {top > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={4} style={{ height: top, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => (
            <CityRow
              key={item.key}
              city={cities[item.index]!}
              index={item.index}
              style={{ height: ROW_HEIGHT }}
            />
          ))}
          {bottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={4} style={{ height: bottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export function CitiesTable({ cities, busy }: { cities: City[]; busy?: boolean }) {
  return cities.length > VIRTUALIZE_ABOVE ? (
    <VirtualCitiesTable cities={cities} busy={busy} />
  ) : (
    <PlainCitiesTable cities={cities} busy={busy} />
  );
}

export function CitiesTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className={frame} aria-hidden="true">
      <table className={tableClasses}>
        <Header />
        <tbody className="divide-y divide-slate-100">
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              <TableCell>
                <Skeleton className="h-4 w-40" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-4 w-8" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-4 w-24" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-4 w-36" />
              </TableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

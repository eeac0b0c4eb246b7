import type { CardDemographic } from '../card-demographic';
import { routeKindText } from '../route-kind';
import type { PlannerRoute } from '../types';
import { numberFormat } from '../../../lib/intl-cache';

const nf = numberFormat();

/**
 * What a route reaches: its ZIP and code, the kind of route, its homes, businesses and pieces, and the
 * demographic the map is shaded by. Shown where the pointer rests on the map, or at the route when its
 * row of the table has the focus or the pointer.
 */
export function RouteCard({
  route,
  selected,
  mailedBy,
  demographic,
}: {
  route: PlannerRoute;
  selected: boolean;
  mailedBy?: readonly string[];
  demographic?: CardDemographic | null;
}) {
  const kind = routeKindText(route.croute);
  return (
    <div
      data-testid="route-card"
      className="rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg"
    >
      <p className="font-semibold text-slate-900">
        ZIP {route.zip} · Route {route.croute}
      </p>
      {kind ? <p className="text-xs text-slate-600">{kind}</p> : null}
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-slate-700">
        <dt>Homes</dt>
        <dd className="text-right tabular-nums">{nf.format(route.residences)}</dd>
        <dt>Businesses</dt>
        <dd className="text-right tabular-nums">{nf.format(route.businesses)}</dd>
        <dt>Pieces</dt>
        <dd className="text-right font-medium tabular-nums">{nf.format(route.total)}</dd>
        {demographic ? (
          <>
            <dt className="col-span-2 mt-1 text-xs text-slate-600">{demographic.title}, middle household</dt>
            <dd className="col-span-2 text-left">{demographic.value}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-1 text-xs text-slate-600">{selected ? 'Selected' : 'Not selected'}</p>
      {mailedBy?.length ? (
        <p className="mt-1 text-xs text-amber-800">Mailed before: {mailedBy.join(', ')}</p>
      ) : null}
    </div>
  );
}

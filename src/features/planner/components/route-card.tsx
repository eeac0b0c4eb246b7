import type { PlannerRoute } from '../types';
import { numberFormat } from '../../../lib/intl-cache';

const nf = numberFormat();

/** What a route reaches: shown when the pointer rests on it on the map. */
export function RouteCard({
  route,
  selected,
  mailedBy,
}: {
  route: PlannerRoute;
  selected: boolean;
  mailedBy?: readonly string[];
}) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg">
      <p className="font-semibold text-slate-900">
        {route.zip} · Route {route.croute}
      </p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-slate-700">
        <dt>Homes</dt>
        <dd className="text-right tabular-nums">{nf.format(route.residences)}</dd>
        <dt>Businesses</dt>
        <dd className="text-right tabular-nums">{nf.format(route.businesses)}</dd>
        <dt>Total</dt>
        <dd className="text-right font-medium tabular-nums">{nf.format(route.total)}</dd>
      </dl>
      <p className="mt-1 text-xs text-slate-500">{selected ? 'Selected' : 'Not selected'}</p>
      {mailedBy?.length ? (
        <p className="mt-1 text-xs text-amber-800">Mailed before: {mailedBy.join(', ')}</p>
      ) : null}
    </div>
  );
}

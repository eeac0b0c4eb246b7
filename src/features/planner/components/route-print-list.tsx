/**
 * The chosen routes as printed with the plan (on paper only): ZIP, route, kind, homes, businesses and
 * pieces, with their totals. The screen has the interactive table instead.
 */
import { useMemo } from 'react';
import { numberFormat } from '../../../lib/intl-cache';
import { routeKindText } from '../route-kind';
import { piecesOf, selectionTotals } from '../totals';
import { indexRoutes, type PlannerRoute, type RouteKey } from '../types';

const nf = numberFormat();
const cell = 'border-b border-slate-200 px-2 py-1';
const number = `${cell} text-right tabular-nums`;

export function RoutePrintList({
  routes,
  selected,
}: {
  /** The routes in table order. */
  routes: readonly PlannerRoute[];
  selected: ReadonlySet<RouteKey>;
}) {
  const chosen = useMemo(() => routes.filter((r) => selected.has(r.key)), [routes, selected]);
  const totals = useMemo(() => selectionTotals(indexRoutes(chosen), selected), [chosen, selected]);
  return (
    <section className="hidden print:block" data-testid="print-route-list">
      <h2 className="mb-1 text-sm font-semibold text-slate-900">
        Chosen routes ({nf.format(chosen.length)})
      </h2>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-700">No routes are chosen.</p>
      ) : (
        <table className="w-full border-collapse text-xs">
          <thead>
            <tr>
              {['ZIP', 'Route', 'Type'].map((h) => (
                <th key={h} scope="col" className={`${cell} text-left`}>
                  {h}
                </th>
              ))}
              {['Homes', 'Businesses', 'Pieces'].map((h) => (
                <th key={h} scope="col" className={`${cell} text-right`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chosen.map((r) => (
              <tr key={r.key} className="break-inside-avoid">
                <td className={cell}>{r.zip}</td>
                <td className={cell}>{r.croute}</td>
                <td className={cell}>{routeKindText(r.croute)}</td>
                <td className={number}>{nf.format(r.residences)}</td>
                <td className={number}>{nf.format(r.businesses)}</td>
                <td className={number}>{nf.format(piecesOf(r))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" colSpan={3} className={`${cell} text-left`}>
                Total
              </th>
              <td className={number}>{nf.format(totals.residences)}</td>
              <td className={number}>{nf.format(totals.businesses)}</td>
              <td className={number}>{nf.format(totals.pieces)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}

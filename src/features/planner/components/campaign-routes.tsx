/**
 * A direct-mail campaign's routes (its page's Routes tab, handed to the campaign page by the router): the
 * planner's map, read-only, with every route of the campaign filled as chosen and the hover card, a
 * table of the same routes, and the same CSV download as the planner. Routes whose outline the route
 * search did not return are still in the table and the file, and the tab says how many.
 * MapLibre comes with this module, which the router loads only when the tab is opened.
 */
import { useQuery } from '@tanstack/react-query';
import { Download, MapPinned } from 'lucide-react';
import { useMemo, useState } from 'react';
import { QueryErrorState } from '../../../components/query-error-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { downloadCsv } from '../../../lib/csv';
import { numberFormat } from '../../../lib/intl-cache';
import { plannerQueries } from '../api/planner-queries';
import { routeListCsv, routeListFileName } from '../route-csv';
import { selectionTotals } from '../totals';
import { indexRoutes, type RouteKey } from '../types';
import { CampaignRoutesTable } from './campaign-routes-table';
import { RouteMap } from './route-map';

export function CampaignRoutes({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const q = useQuery(plannerQueries.campaignRoutes(campaignId));
  const routes = useMemo(() => q.data?.routes ?? [], [q.data]);
  const byKey = useMemo(() => indexRoutes(routes), [routes]);
  const chosen = useMemo(() => new Set(byKey.keys()), [byKey]);
  const totals = useMemo(() => selectionTotals(byKey, chosen), [byKey, chosen]);
  const [hovered, setHovered] = useState<RouteKey | null>(null);
  const nf = numberFormat();

  if (q.isPending)
    return (
      <div aria-busy="true" className="space-y-3">
        <LoadingStatus label="Loading the campaign's routes…" />
        <Skeleton className="h-6 w-64" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  if (q.isError)
    return (
      <QueryErrorState
        error={q.error}
        what="the campaign's routes"
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  if (routes.length === 0)
    return (
      <EmptyState
        icon={<MapPinned className="h-8 w-8" aria-hidden="true" />}
        title="No carrier routes"
        description="This campaign has no carrier routes chosen. A direct-mail campaign sent to an address list, or a draft whose routes are not picked yet, has none."
      />
    );

  const { withoutOutline } = q.data;
  return (
    <section aria-labelledby="campaign-routes-heading" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="campaign-routes-heading" className="text-base font-semibold text-slate-900">
            Carrier routes
          </h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="campaign-routes-totals">
            {nf.format(totals.routes)} routes · {nf.format(totals.pieces)} pieces (
            {nf.format(totals.residences)} homes and {nf.format(totals.businesses)} businesses)
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => downloadCsv(routeListFileName(campaignName, new Date()), routeListCsv(routes))}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          Download the routes (CSV)
        </Button>
      </div>
      {withoutOutline > 0 ? (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {withoutOutline === routes.length
            ? 'The outlines of these routes could not be found, so the map cannot show them; they are all in the table below.'
            : `${nf.format(withoutOutline)} of the ${nf.format(routes.length)} routes could not be drawn on the map (their outline was not found); they are still in the table below and in the download.`}
        </p>
      ) : null}
      <div className="h-[22rem] sm:h-[28rem]">
        <RouteMap routes={routes} byKey={byKey} selected={chosen} hovered={hovered} onHover={setHovered} />
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-600">
        <span aria-hidden="true" className="h-3 w-4 rounded-sm bg-indigo-600/60" /> The campaign&apos;s
        routes. Point at one for its homes and businesses.
      </p>
      <CampaignRoutesTable routes={routes} hovered={hovered} onHover={setHovered} />
    </section>
  );
}

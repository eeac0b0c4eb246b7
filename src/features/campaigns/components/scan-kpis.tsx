import { useQuery } from '@tanstack/react-query';
import type { ScanAnalytics } from '../../../api/contract/scans';
import { QueryPending, QueryState, SkeletonLines } from '../../../components/query-state';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { formatCount, formatRate } from '../performance/format';

function Kpi({ title, value, hint }: { title: string; value: string; hint: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{title}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/** The three scan figures of a campaign (`/scans`): unique scans, scan conversion rate, flyers distributed. */
export function ScanKpis({ campaignId }: { campaignId: string }) {
  const q = useQuery(campaignInsightQueries.scans(campaignId));
  return (
    <QueryState
      query={q}
      what="the scan figures"
      pending={
        <QueryPending label="Loading scan figures…">
          <div className="grid gap-3 sm:grid-cols-3">
            <SkeletonLines count={3} className="h-24" />
          </div>
        </QueryPending>
      }
    >
      {(scans) => <ScanFigures {...scans} />}
    </QueryState>
  );
}

function ScanFigures({ quantity, cvr, flyers }: ScanAnalytics) {
  return (
    <dl aria-label="Scan figures" className="grid gap-3 sm:grid-cols-3">
      <Kpi
        title={quantity.title || 'Unique scans'}
        value={formatCount(quantity.value)}
        hint="Distinct scans of the flyer’s code"
      />
      <Kpi
        title={cvr.title || 'Scan conversion rate'}
        value={formatRate(cvr)}
        hint="Scans that led to a conversion"
      />
      <Kpi
        title={flyers.title || 'Flyers distributed'}
        value={formatCount(flyers.value)}
        hint="Pieces delivered"
      />
    </dl>
  );
}

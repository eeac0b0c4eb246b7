import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '../../../api/contract/campaign';
import type { ScanAnalytics } from '../../../api/contract/scans';
import { QueryPending, QueryState, SkeletonLines } from '../../../components/query-state';
import { countedOf, NOT_COUNTED, type Counted } from '../../../lib/measurement';
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

type Flags = Pick<Campaign, 'id' | 'scan_data_enabled' | 'conversions_api_enabled'>;

/**
 * The three scan figures of a campaign (`/scans`): unique scans, scan conversion rate, flyers distributed.
 * A figure the campaign does not count reads "Not counted" (the service sends 0 for it), never 0.
 */
export function ScanKpis({ campaign }: { campaign: Flags }) {
  const q = useQuery(campaignInsightQueries.scans(campaign.id));
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
      {(scans) => <ScanFigures {...scans} counted={countedOf(campaign)} />}
    </QueryState>
  );
}

function ScanFigures({ quantity, cvr, flyers, counted }: ScanAnalytics & { counted: Counted }) {
  return (
    <dl aria-label="Scan figures" className="grid gap-3 sm:grid-cols-3">
      <Kpi
        title={quantity.title || 'Unique scans'}
        value={counted.scans ? formatCount(quantity.value) : NOT_COUNTED}
        hint={
          counted.scans
            ? 'Distinct scans of the flyer’s code'
            : 'QR code scans are not counted for this campaign'
        }
      />
      <Kpi
        title={cvr.title || 'Scan conversion rate'}
        value={counted.scans && counted.conversions ? formatRate(cvr) : NOT_COUNTED}
        hint={
          counted.scans && counted.conversions
            ? 'Scans that led to a conversion'
            : counted.scans
              ? 'Conversions are not counted for this campaign'
              : 'Needs scans, which are not counted for this campaign'
        }
      />
      <Kpi
        title={flyers.title || 'Flyers distributed'}
        value={formatCount(flyers.value)}
        hint="Pieces delivered"
      />
    </dl>
  );
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { QueryErrorState } from '../../../components/query-error-state';
import { formatAmount } from '../../../lib/currency';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { campaignQueries } from '../../../queries/campaign-queries';
import { spendQueries } from '../api/spend-queries';
import { MAX_ESTIMATE_CAMPAIGNS, SPENT_STATUSES, campaignActivity, costPer, sumActivity } from '../cost-per';
import { spendFiltersToParams, type SpendFilters } from '../spend-filters';
import type { SpendCurrency } from '../spend-money';
import { campaignsText } from './spend-summary';
import { numberFormat } from '../../../lib/intl-cache';

const nf = numberFormat();

function Estimate({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/**
 * Cost per scan and per conversion over the period, as an estimate: the spend of the campaigns started
 * in it (drafts left out) over the scans and conversions those campaigns have recorded so far.
 */
export function CostPerEstimate({ filters, currency }: { filters: SpendFilters; currency: SpendCurrency }) {
  // Drafts have no scans and no bill yet: the estimate uses the spend without them (the same request as
  // the page's when drafts are left out).
  const spend = useQuery(spendQueries.total(spendFiltersToParams({ ...filters, includeDrafts: false })));
  const list = useQuery(
    campaignQueries.list({
      statuses: [...SPENT_STATUSES],
      from: filters.from,
      to: filters.to,
      first: MAX_ESTIMATE_CAMPAIGNS,
    }),
  );
  const tooMany = list.isSuccess && list.data.totalCount > MAX_ESTIMATE_CAMPAIGNS;
  const ids = list.isSuccess && !tooMany ? list.data.nodes.map((c) => c.id) : [];
  const perf = useQueries({ queries: ids.map((id) => campaignInsightQueries.performance(id)) });
  const money = (n: number | undefined, digits = 2) =>
    n === undefined
      ? '—'
      : currency.code
        ? numberFormat(undefined, {
            style: 'currency',
            currency: currency.code,
            maximumFractionDigits: digits,
          }).format(n)
        : formatAmount(n, undefined);

  let body;
  if (spend.isError || list.isError) {
    const failed = spend.isError ? spend : list;
    body = (
      <QueryErrorState
        className="mt-3"
        error={failed.error}
        what="what the estimate needs"
        onRetry={() => void failed.refetch()}
        retrying={failed.isFetching}
      />
    );
  } else if (spend.isPending || list.isPending) {
    body = <Skeleton className="mt-3 h-20" />;
  } else if (tooMany) {
    body = (
      <p className="mt-2 text-sm text-slate-600">
        This period has {campaignsText(list.data.totalCount)}; the estimate reads each campaign’s scans and
        covers at most {nf.format(MAX_ESTIMATE_CAMPAIGNS)}. Choose a shorter period to see it.
      </p>
    );
  } else if (list.data.totalCount === 0) {
    body = <p className="mt-2 text-sm text-slate-600">No campaign besides drafts starts in this period.</p>;
  } else {
    const loaded = perf.filter((p) => p.isSuccess).length;
    const failed = perf.filter((p) => p.isError);
    if (loaded < ids.length && failed.length === 0) {
      body = (
        <>
          <p role="status" className="mt-2 text-sm text-slate-600">
            Counting scans: {nf.format(loaded)} of {campaignsText(ids.length)}…
          </p>
          <Skeleton className="mt-2 h-20" />
        </>
      );
    } else if (failed.length > 0) {
      body = (
        <QueryErrorState
          className="mt-3"
          error={failed[0]!.error}
          what={`the scans of ${nf.format(failed.length)} of ${campaignsText(ids.length)}`}
          onRetry={() => failed.forEach((p) => void p.refetch())}
          retrying={failed.some((p) => p.isFetching)}
        />
      );
    } else {
      const activity = sumActivity(perf.map((p) => campaignActivity(p.data!)));
      const s = spend.data;
      const perScan = costPer(s.total, activity.scans);
      const perConversion = costPer(s.total, activity.conversions);
      body = (
        <>
          <dl aria-label="Cost estimates" className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Estimate
              label="Cost per scan"
              value={money(perScan)}
              hint={perScan === undefined ? 'No scans yet.' : `${nf.format(activity.scans)} scans`}
            />
            <Estimate
              label="Cost per conversion"
              value={money(perConversion)}
              hint={
                perConversion === undefined
                  ? 'No conversions yet.'
                  : `${nf.format(activity.conversions)} conversions`
              }
            />
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            Worked out as {money(s.total)} spent on the {campaignsText(s.campaigns)} that started in this
            period (drafts left out), divided by the scans and conversions those campaigns have recorded so
            far.
          </p>
          {s.priced < s.campaigns ? (
            <p className="mt-1 text-sm text-amber-800">
              {campaignsText(s.campaigns - s.priced)} without a recorded price{' '}
              {s.campaigns - s.priced === 1 ? 'counts its' : 'count their'} scans but not{' '}
              {s.campaigns - s.priced === 1 ? 'its' : 'their'} cost, so the real costs per scan and per
              conversion are higher.
            </p>
          ) : null}
          {list.data.totalCount !== s.campaigns ? (
            <p className="mt-1 text-sm text-amber-800">
              The campaign list has {campaignsText(list.data.totalCount)} for this period where the spend
              counts {nf.format(s.campaigns)}; the estimate may be off.
            </p>
          ) : null}
        </>
      );
    }
  }

  return (
    <Card aria-labelledby="spend-estimates">
      <CardTitle id="spend-estimates">Cost per scan and per conversion (estimate)</CardTitle>
      {body}
    </Card>
  );
}

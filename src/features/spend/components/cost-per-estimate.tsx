import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { QueryErrorState } from '../../../components/query-error-state';
import { formatAmount } from '../../../lib/currency';
import { MAX_ESTIMATE_CAMPAIGNS } from '../../../lib/cost-per';
import type { SpendCurrency } from '../../../lib/spend-money';
import { useCostEstimate } from '../../../queries/use-cost-estimate';
import type { SpendFilters } from '../spend-filters';
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

/** "3 campaigns do not count their scans" and the like. */
const notCounting = (n: number, what: string) =>
  `${campaignsText(n)} ${n === 1 ? 'does' : 'do'} not count ${what}`;

/**
 * Cost per scan and per conversion over the period, as an estimate: the spend of the campaigns started
 * in it (drafts left out) over the scans and conversions those campaigns have recorded so far
 * (queries/use-cost-estimate.ts, which the results view shows too).
 */
export function CostPerEstimate({ filters, currency }: { filters: SpendFilters; currency: SpendCurrency }) {
  const estimate = useCostEstimate({ from: filters.from, to: filters.to });
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
  switch (estimate.status) {
    case 'error':
      body = (
        <QueryErrorState
          className="mt-3"
          error={estimate.error}
          what={estimate.what}
          onRetry={estimate.retry}
          retrying={estimate.retrying}
        />
      );
      break;
    case 'pending':
      body =
        estimate.of === undefined ? (
          <Skeleton className="mt-3 h-20" />
        ) : (
          <>
            <p role="status" className="mt-2 text-sm text-slate-600">
              Counting scans: {nf.format(estimate.read ?? 0)} of {campaignsText(estimate.of)}…
            </p>
            <Skeleton className="mt-2 h-20" />
          </>
        );
      break;
    case 'too-many':
      body = (
        <p className="mt-2 text-sm text-slate-600">
          This period has {campaignsText(estimate.campaigns)}; the estimate reads each campaign’s scans and
          covers at most {nf.format(MAX_ESTIMATE_CAMPAIGNS)}. Choose a shorter period to see it.
        </p>
      );
      break;
    case 'no-campaigns':
      body = <p className="mt-2 text-sm text-slate-600">No campaign besides drafts starts in this period.</p>;
      break;
    case 'ready': {
      const { spend: s, activity, perScan, perConversion } = estimate;
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
          {estimate.notCountingScans > 0 || estimate.notCountingConversions > 0 ? (
            <p className="mt-1 text-sm text-amber-800">
              {[
                estimate.notCountingScans > 0 ? notCounting(estimate.notCountingScans, 'scans') : '',
                estimate.notCountingConversions > 0
                  ? notCounting(estimate.notCountingConversions, 'conversions')
                  : '',
              ]
                .filter(Boolean)
                .join(' and ')}
              : their cost is in the spend but not their scans or conversions, so the real costs per scan and
              per conversion are lower.
            </p>
          ) : null}
          {estimate.listed !== s.campaigns ? (
            <p className="mt-1 text-sm text-amber-800">
              The campaign list has {campaignsText(estimate.listed)} for this period where the spend counts{' '}
              {nf.format(s.campaigns)}; the estimate may be off.
            </p>
          ) : null}
        </>
      );
      break;
    }
  }

  return (
    <Card aria-labelledby="spend-estimates">
      <CardTitle id="spend-estimates">Cost per scan and per conversion (estimate)</CardTitle>
      {body}
    </Card>
  );
}

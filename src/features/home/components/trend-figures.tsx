import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '../../../api/contract/campaign';
import { QueryErrorState } from '../../../components/query-error-state';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { appPaths } from '../../../lib/app-paths';
import { formatPlainDate } from '../../../lib/dates';
import { homeQueries } from '../api/home-queries';
import {
  campaignTrend,
  relativeChange,
  sumTrends,
  trendCampaignRange,
  TREND_WEEKS,
  type TrendWindows,
} from '../trends';
import { numberFormat } from '../../../lib/intl-cache';

function Change({ recent, previous }: { recent: number; previous: number }) {
  const change = relativeChange(recent, previous);
  if (change === null) {
    return <span className="text-slate-600">New: nothing in the {TREND_WEEKS} weeks before</span>;
  }
  const pct = numberFormat(undefined, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : ArrowRight;
  const tone = change > 0 ? 'text-emerald-700' : change < 0 ? 'text-red-700' : 'text-slate-600';
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {pct} vs the {TREND_WEEKS} weeks before ({numberFormat().format(previous)})
    </span>
  );
}

function Tile({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {children ? <dd className="mt-1 text-xs">{children}</dd> : null}
    </div>
  );
}

function TilesSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <LoadingStatus label={label} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    </div>
  );
}

/**
 * Active campaigns and the last four weeks' flyers, scans and conversions against the four before,
 * across every channel: summed over every campaign that can have run in those weeks, whatever its status
 * now (see `trendCampaignRange`), at most `MAX_TREND_CAMPAIGNS` performance reads.
 */
export function TrendFigures({ windows }: { windows: TrendWindows }) {
  const active = useQuery(homeQueries.activeCount());
  const campaigns = useQuery(homeQueries.trendCampaigns(windows));
  const ids = useMemo(() => (campaigns.data?.nodes ?? []).map((c) => c.id), [campaigns.data]);
  const perf = useQueries({ queries: ids.map((id) => homeQueries.performance(id)) });

  const listError = active.error ?? campaigns.error;
  if (listError) {
    return (
      <QueryErrorState
        error={listError}
        what="your campaigns"
        onRetry={() => {
          if (active.isError) void active.refetch();
          if (campaigns.isError) void campaigns.refetch();
        }}
        retrying={active.isFetching || campaigns.isFetching}
      />
    );
  }
  if (!campaigns.data || !active.data) return <TilesSkeleton label="Loading your figures…" />;

  const failed = perf.filter((r) => r.isError);
  if (failed.length > 0) {
    return (
      <QueryErrorState
        error={failed[0]!.error}
        what={`the performance of ${failed.length} of ${perf.length} campaigns`}
        onRetry={() => failed.forEach((r) => void r.refetch())}
        retrying={perf.some((r) => r.isFetching)}
      />
    );
  }
  const activeCount = active.data.totalCount;
  const range = trendCampaignRange(windows);
  const loading = perf.some((r) => r.isPending);
  const total = loading ? undefined : sumTrends(perf.map((r) => campaignTrend(r.data!, windows)));
  const n = numberFormat();

  return (
    <div>
      <dl aria-label="Figures for the last 4 weeks" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Active campaigns</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{n.format(activeCount)}</dd>
          <dd className="mt-1 text-xs">
            <Link to={appPaths.campaigns({ statuses: [10] })} className="text-indigo-700 hover:underline">
              See active campaigns
            </Link>
          </dd>
        </div>
        {total ? (
          <>
            <Tile label="Flyers distributed" value={n.format(total.recent.distributed)}>
              <Change recent={total.recent.distributed} previous={total.previous.distributed} />
            </Tile>
            <Tile label="Scans" value={n.format(total.recent.scans)}>
              <Change recent={total.recent.scans} previous={total.previous.scans} />
            </Tile>
            <Tile label="Conversions" value={n.format(total.recent.conversions)}>
              <Change recent={total.recent.conversions} previous={total.previous.conversions} />
            </Tile>
          </>
        ) : (
          [0, 1, 2].map((i) => (
            <div key={i} aria-hidden="true">
              <Skeleton className="h-28" />
            </div>
          ))
        )}
      </dl>
      {loading ? <LoadingStatus label="Loading performance figures…" /> : null}
      <p className="mt-2 text-xs text-slate-600">
        {formatPlainDate(windows.recent.from)} – {formatPlainDate(windows.recent.to)} (the last {TREND_WEEKS}{' '}
        full weeks), compared with {formatPlainDate(windows.previous.from)} –{' '}
        {formatPlainDate(windows.previous.to)}.{' '}
        {ids.length === 0
          ? 'No campaign ran in these weeks.'
          : `Covers ${n.format(ids.length)} ${ids.length === 1 ? 'campaign' : 'campaigns'} (active, completed or archived) that started between ${formatPlainDate(range.from)} and ${formatPlainDate(range.to)}${
              campaigns.data.totalCount > ids.length
                ? `: the newest ${n.format(ids.length)} of ${n.format(campaigns.data.totalCount)}, so the figures may be lower than the real ones`
                : ''
            }.`}
        {notCounting(campaigns.data.nodes)}
        {total && total.withoutConversionsByPeriod > 0
          ? ` Conversions leave out ${n.format(total.withoutConversionsByPeriod)} campaign${
              total.withoutConversionsByPeriod === 1 ? '' : 's'
            } that report only total conversions (newspaper inserts).`
          : ''}
      </p>
      <p className="mt-2 text-sm">
        <Link to={appPaths.results()} className="font-medium text-indigo-700 hover:underline">
          See which campaigns worked, side by side
        </Link>
      </p>
    </div>
  );
}

/**
 * " Scans leave out 3 campaigns that do not count them." and the same for conversions: their service
 * figures are zeros that mean "not counted", so the sums hold nothing of theirs.
 */
function notCounting(campaigns: readonly Campaign[]): string {
  const n = numberFormat();
  const scans = campaigns.filter((c) => !c.scan_data_enabled).length;
  const conversions = campaigns.filter((c) => !c.conversions_api_enabled).length;
  const part = (count: number, what: string) =>
    count === 0
      ? ''
      : ` ${what} leave out ${n.format(count)} ${count === 1 ? 'campaign that does' : 'campaigns that do'} not count them.`;
  return part(scans, 'Scans') + part(conversions, 'Conversions');
}

/**
 * The account's cost per scan and per conversion over a period, as an estimate (lib/cost-per.ts): the
 * spend of the campaigns that started in the period, drafts left out, over the scans and conversions
 * those campaigns have recorded so far. The Spend page and the results view both show it from here, with
 * the same reads (the spend without drafts, the campaign list of the period, each campaign's
 * performance), so the same period gives the same figure on both.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Spend } from '../api/contract/spend';
import {
  MAX_ESTIMATE_CAMPAIGNS,
  SPENT_STATUSES,
  campaignActivity,
  costPer,
  sumActivity,
  type Activity,
} from '../lib/cost-per';
import { addDays } from '../lib/dates';
import { campaignInsightQueries } from './campaign-insight-queries';
import { campaignQueries } from './campaign-queries';
import { spendQueries } from './spend-queries';

/** A period of start dates, both days included (`YYYY-MM-DD`); an absent end is open. */
export type EstimateRange = { from?: string; to?: string };

export type CostEstimate =
  | { status: 'pending'; read?: number; of?: number }
  | { status: 'error'; error: unknown; what: string; retry: () => void; retrying: boolean }
  | { status: 'too-many'; campaigns: number }
  | { status: 'no-campaigns' }
  | {
      status: 'ready';
      spend: Spend;
      activity: Activity;
      perScan: number | undefined;
      perConversion: number | undefined;
      /** Campaigns the list has for the period (the spend's own count is `spend.campaigns`). */
      listed: number;
      /** Campaigns whose cost is in the spend but whose scans (or conversions) are not counted. */
      notCountingScans: number;
      notCountingConversions: number;
    };

/** The spend request of the estimate: the period's days, the service's `to` being the day after the last. */
export const estimateSpendParams = (range: EstimateRange) => ({
  from: range.from,
  to: range.to ? addDays(range.to, 1) : undefined,
  includeDrafts: false,
});

export function useCostEstimate(range: EstimateRange): CostEstimate {
  const spend = useQuery(spendQueries.total(estimateSpendParams(range)));
  const list = useQuery(
    campaignQueries.list({
      statuses: [...SPENT_STATUSES],
      from: range.from,
      to: range.to,
      first: MAX_ESTIMATE_CAMPAIGNS,
    }),
  );
  const tooMany = list.isSuccess && list.data.totalCount > MAX_ESTIMATE_CAMPAIGNS;
  const campaigns = list.isSuccess && !tooMany ? list.data.nodes : [];
  const perf = useQueries({ queries: campaigns.map((c) => campaignInsightQueries.performance(c.id)) });

  if (spend.isError || list.isError) {
    const failed = spend.isError ? spend : list;
    return {
      status: 'error',
      error: failed.error,
      what: 'what the estimate needs',
      retry: () => void failed.refetch(),
      retrying: failed.isFetching,
    };
  }
  if (spend.isPending || list.isPending) return { status: 'pending' };
  if (tooMany) return { status: 'too-many', campaigns: list.data.totalCount };
  if (list.data.totalCount === 0) return { status: 'no-campaigns' };
  const failed = perf.filter((p) => p.isError);
  if (failed.length > 0) {
    return {
      status: 'error',
      error: failed[0]!.error,
      what: `the scans of ${failed.length} of ${campaigns.length} campaigns`,
      retry: () => failed.forEach((p) => void p.refetch()),
      retrying: failed.some((p) => p.isFetching),
    };
  }
  const read = perf.filter((p) => p.isSuccess).length;
  if (read < campaigns.length) return { status: 'pending', read, of: campaigns.length };
  const activity = sumActivity(perf.map((p) => campaignActivity(p.data!)));
  return {
    status: 'ready',
    spend: spend.data,
    activity,
    perScan: costPer(spend.data.total, activity.scans),
    perConversion: costPer(spend.data.total, activity.conversions),
    listed: list.data.totalCount,
    notCountingScans: campaigns.filter((c) => !c.scan_data_enabled).length,
    notCountingConversions: campaigns.filter((c) => !c.conversions_api_enabled).length,
  };
}

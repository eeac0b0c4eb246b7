/**
 * The account's cost per scan and per conversion over a period, as an estimate: the spend of the
 * campaigns that started in the period (drafts left out: they have neither scans nor a bill yet) divided
 * by the scans and conversions those campaigns have recorded so far, summed from their performance
 * series. Campaign reads carry no cost, so a campaign without a recorded price adds its scans but not its
 * cost: the estimate is then lower than the real figure, and the page says so.
 */
import { isSummaryPerformance, isVolumePerformance, type Performance } from '../api/contract/performance';

/** At most this many performance requests for the estimate; a period with more campaigns is not estimated. */
export const MAX_ESTIMATE_CAMPAIGNS = 150;

/** Campaign statuses the spend counts without drafts: active, completed and archived. */
export const SPENT_STATUSES = [10, 15, 20] as const;

export type Activity = { scans: number; conversions: number };

const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((a, b) => a + b, 0);

/** What one campaign has recorded so far: every week of the volume shape, or the summary's totals. */
export function campaignActivity(p: Performance): Activity {
  if (isVolumePerformance(p))
    return { scans: sum(p.yAxis.scans?.data), conversions: sum(p.yAxis.conversions?.data) };
  if (isSummaryPerformance(p)) return { scans: p.scans, conversions: p.conversions };
  return { scans: 0, conversions: 0 };
}

export function sumActivity(list: readonly Activity[]): Activity {
  return list.reduce((a, b) => ({ scans: a.scans + b.scans, conversions: a.conversions + b.conversions }), {
    scans: 0,
    conversions: 0,
  });
}

/** Spend over a count, or undefined when there is nothing to divide by. */
export function costPer(spend: number, count: number): number | undefined {
  return count > 0 ? spend / count : undefined;
}

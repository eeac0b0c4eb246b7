/**
 * Home-page figures across campaigns: flyers distributed, scans and conversions over the last four full
 * weeks against the four weeks before, summed from the campaigns' performance series. Pure functions;
 * plain dates (`YYYY-MM-DD`) compared as strings, calendar arithmetic in UTC.
 */
import { isoWeekMonday } from '../../api/contract/iso-week';
import { isSummaryPerformance, isVolumePerformance, type Performance } from '../../api/contract/performance';
import { addDays } from '../../lib/dates';
import { weekStartOf } from '../../lib/week-buckets';

/** At most this many performance requests for the home page. */
export const MAX_TREND_CAMPAIGNS = 40;
export const TREND_WEEKS = 4;
/**
 * How long before the earlier period a campaign may have started and still count: runs last up to a few
 * weeks and scans keep arriving for weeks after the last delivery.
 */
export const TREND_LOOKBACK_WEEKS = 8;
/** Campaign statuses that can carry activity: active, completed and archived (drafts have none). */
export const TREND_STATUSES = [10, 15, 20] as const;

export type DateRange = { from: string; to: string };
export type TrendWindows = { recent: DateRange; previous: DateRange };

/**
 * The last `weeks` full weeks before the week of `today` (Monday to Sunday, both inclusive), and the
 * same number of weeks before those. The running week is left out so both periods are complete.
 */
export function trendWindows(today: string, weeks = TREND_WEEKS): TrendWindows {
  const monday = isoWeekMonday(today);
  const days = weeks * 7;
  return {
    recent: { from: addDays(monday, -days)!, to: addDays(monday, -1)! },
    previous: { from: addDays(monday, -2 * days)!, to: addDays(monday, -days - 1)! },
  };
}

const within = (date: string, r: DateRange) => date >= r.from && date <= r.to;

export type Figures = { distributed: number; scans: number; conversions: number };
export type CampaignTrend = {
  recent: Figures;
  previous: Figures;
  /** False when the response carries no per-period conversions (the summary shape: totals only). */
  conversionsByPeriod: boolean;
};

const zero = (): Figures => ({ distributed: 0, scans: 0, conversions: 0 });

/** One campaign's figures per period. Weekly buckets count by the Monday they start on. */
export function campaignTrend(p: Performance, w: TrendWindows): CampaignTrend {
  const out: CampaignTrend = { recent: zero(), previous: zero(), conversionsByPeriod: true };
  if (isVolumePerformance(p)) {
    p.xAxis.data.forEach((bucket, i) => {
      const start = weekStartOf(bucket);
      if (!start) return;
      const target = within(start, w.recent)
        ? out.recent
        : within(start, w.previous)
          ? out.previous
          : undefined;
      if (!target) return;
      target.distributed += p.yAxis.flyersDistributed?.data[i] ?? 0;
      target.scans += p.yAxis.scans?.data[i] ?? 0;
      target.conversions += p.yAxis.conversions?.data[i] ?? 0;
    });
  } else if (isSummaryPerformance(p)) {
    out.conversionsByPeriod = false;
    for (const day of p.timeline) {
      const target = within(day.date, w.recent)
        ? out.recent
        : within(day.date, w.previous)
          ? out.previous
          : undefined;
      if (!target) continue;
      target.distributed += day.distributed;
      target.scans += day.scans;
    }
  }
  return out;
}

export type AccountTrend = {
  recent: Figures;
  previous: Figures;
  /** Campaigns summed. */
  campaigns: number;
  /** Campaigns whose conversions could not be split by period (left out of the conversion figures). */
  withoutConversionsByPeriod: number;
};

export function sumTrends(trends: readonly CampaignTrend[]): AccountTrend {
  const out: AccountTrend = {
    recent: zero(),
    previous: zero(),
    campaigns: trends.length,
    withoutConversionsByPeriod: 0,
  };
  for (const t of trends) {
    out.recent.distributed += t.recent.distributed;
    out.recent.scans += t.recent.scans;
    out.previous.distributed += t.previous.distributed;
    out.previous.scans += t.previous.scans;
    if (t.conversionsByPeriod) {
      out.recent.conversions += t.recent.conversions;
      out.previous.conversions += t.previous.conversions;
    } else {
      out.withoutConversionsByPeriod += 1;
    }
  }
  return out;
}

/**
 * Relative change from `previous` to `recent` (0.25 is +25 %). Null when there is nothing to compare
 * against (previous 0 and recent above 0: new activity), 0 when both are 0.
 */
export function relativeChange(recent: number, previous: number): number | null {
  if (previous === 0) return recent === 0 ? 0 : null;
  return (recent - previous) / previous;
}

/**
 * The start dates (`from`/`to`, both inclusive) of the campaigns the figures read: every campaign that
 * started before the end of the recent period and at most `TREND_LOOKBACK_WEEKS` weeks before the
 * earlier one, whatever its status now. A campaign that started later cannot have activity in the
 * periods; one that completed or was archived since still counts for the weeks it ran.
 */
export function trendCampaignRange(w: TrendWindows, lookbackWeeks = TREND_LOOKBACK_WEEKS): DateRange {
  return { from: addDays(w.previous.from, -7 * lookbackWeeks)!, to: w.recent.to };
}

/**
 * One campaign's results over a period, from its performance series: flyers distributed (pieces mailed
 * for direct mail), scans and conversions summed over the period's weeks, their rates per 1,000 flyers,
 * and the weekly scans for a sparkline. A figure the service does not count, or does not send, is null
 * with the reason, never 0. Both published shapes are read: the weekly volume shape, and the summary
 * shape (a daily timeline of pieces and scans, conversions only as a total).
 */
import { isoWeekMonday } from '../../api/contract/iso-week';
import { isSummaryPerformance, isVolumePerformance, type Performance } from '../../api/contract/performance';
import type { Counted } from '../../lib/measurement';
import { perThousand } from '../../lib/measurement';
import { weekStartOf } from '../../lib/week-buckets';
import { inPeriod, type Period } from './period';

/** One week of a campaign: what its series say, by the Monday the week starts on. */
export type WeekActivity = { monday: string; flyers: number; scans: number; conversions: number };

export type Measure = 'flyers' | 'scans' | 'conversions';

/**
 * A campaign's series as weeks, oldest first. `has` says which measures the series carries; the summary
 * shape's conversions are a total only (`conversionsTotal`), so they are not by week.
 */
export type WeeklySeries = {
  weeks: WeekActivity[];
  has: Record<Measure, boolean>;
  conversionsTotal?: number;
};

export function weeklySeries(p: Performance): WeeklySeries {
  if (isVolumePerformance(p)) {
    const byMonday = new Map<string, WeekActivity>();
    p.xAxis.data.forEach((bucket, i) => {
      const monday = weekStartOf(bucket);
      if (!monday) return;
      const week = byMonday.get(monday) ?? { monday, flyers: 0, scans: 0, conversions: 0 };
      week.flyers += p.yAxis.flyersDistributed?.data[i] ?? 0;
      week.scans += p.yAxis.scans?.data[i] ?? 0;
      week.conversions += p.yAxis.conversions?.data[i] ?? 0;
      byMonday.set(monday, week);
    });
    return {
      weeks: [...byMonday.values()].sort((a, b) => (a.monday < b.monday ? -1 : 1)),
      has: {
        flyers: !!p.yAxis.flyersDistributed,
        scans: !!p.yAxis.scans,
        conversions: !!p.yAxis.conversions,
      },
    };
  }
  if (isSummaryPerformance(p)) {
    const byMonday = new Map<string, WeekActivity>();
    for (const day of p.timeline) {
      const monday = isoWeekMonday(day.date);
      const week = byMonday.get(monday) ?? { monday, flyers: 0, scans: 0, conversions: 0 };
      week.flyers += day.distributed;
      week.scans += day.scans;
      byMonday.set(monday, week);
    }
    return {
      weeks: [...byMonday.values()].sort((a, b) => (a.monday < b.monday ? -1 : 1)),
      has: { flyers: true, scans: true, conversions: false },
      conversionsTotal: p.conversions,
    };
  }
  return { weeks: [], has: { flyers: false, scans: false, conversions: false } };
}

/**
 * Why a figure is unknown: the campaign does not count it; it is reported only as a campaign total,
 * which cannot be cut to the period; or the service's answer does not carry it.
 */
export type Gap = 'not-counted' | 'total-only' | 'not-sent';

export type CampaignResult = {
  flyers: number | null;
  scans: number | null;
  conversions: number | null;
  gaps: Partial<Record<Measure, Gap>>;
  /** Per 1,000 flyers; null when either figure is unknown or no flyer went out in the period. */
  scanRate: number | null;
  conversionRate: number | null;
  /** Scans of each week of the period, oldest first; null when scans are unknown. */
  weeklyScans: number[] | null;
  /** Anything distributed, scanned or converted in the period. */
  active: boolean;
};

const rate = (count: number | null, flyers: number | null) =>
  count === null || flyers === null ? null : (perThousand(count, flyers) ?? null);

/**
 * The campaign's results over `period`. A week belongs to the period by its Monday (the period is whole
 * weeks). Summary-shape conversions are known for the period only when every day of the campaign's
 * timeline lies inside it (then the total is the period's) or none does (then the period has none).
 */
export function campaignResult(series: WeeklySeries, counted: Counted, period: Period): CampaignResult {
  const weeks = series.weeks.filter((w) => inPeriod(period, w.monday));
  const sum = (m: Measure) => weeks.reduce((s, w) => s + w[m], 0);
  const gaps: CampaignResult['gaps'] = {};
  const known = (m: Measure, countedHere: boolean): number | null => {
    if (!countedHere) gaps[m] = 'not-counted';
    else if (!series.has[m] && !(m === 'conversions' && series.conversionsTotal !== undefined))
      gaps[m] = 'not-sent';
    return gaps[m] ? null : sum(m);
  };
  const flyers = known('flyers', true);
  const scans = known('scans', counted.scans);
  let conversions = known('conversions', counted.conversions);
  if (conversions !== null && !series.has.conversions) {
    const inside = weeks.length;
    if (inside === series.weeks.length) conversions = series.conversionsTotal ?? 0;
    else if (inside === 0) conversions = 0;
    else {
      conversions = null;
      gaps.conversions = 'total-only';
    }
  }
  const byMonday = new Map(weeks.map((w) => [w.monday, w.scans]));
  return {
    flyers,
    scans,
    conversions,
    gaps,
    scanRate: rate(scans, flyers),
    conversionRate: rate(conversions, flyers),
    weeklyScans: scans === null ? null : period.weeks.map((m) => byMonday.get(m) ?? 0),
    active: (flyers ?? 0) + (scans ?? 0) + (conversions ?? 0) > 0,
  };
}

import type { PerformanceSummary, PerformanceVolume } from '../../../src/api/contract/performance';
import type { ScanAnalytics } from '../../../src/api/contract/scans';
import { percentType } from '../../../src/api/contract/scans';
import { daysFromTo, isoWeekLabel, isoWeeksBetween } from '../../domain/calendar';
import { activitySpan, activityTotals, type CampaignActivity } from '../../domain/activity';
import type { OwnedCampaign } from '../../domain/owned-campaign';

/**
 * Which of the two published performance shapes a campaign answers with: newspaper inserts (type 4)
 * report the summary shape (totals, reach and a daily timeline); every other campaign the weekly volume
 * shape. Deterministic, so the dashboard's handling of both can be exercised.
 */
export const usesSummaryShape = (c: Pick<OwnedCampaign, 'type'>) => c.type === 4;

const emptyVolume = (): PerformanceVolume => ({
  xAxis: { label: 'Week', data: [] },
  yAxis: {
    scans: { label: 'Scans', data: [] },
    conversions: { label: 'Conversions', data: [] },
    flyersDistributed: { label: 'Flyers distributed', data: [] },
  },
});

/**
 * Volume shape: one bucket per ISO week (`YYYY-Www`) from the week the campaign started (or first
 * delivered) through the week of its last delivery or scan; weeks without activity are 0. Drafts and
 * campaigns with nothing done yet have no buckets.
 */
export function volumePerformance(c: OwnedCampaign, a: CampaignActivity): PerformanceVolume {
  const span = activitySpan(a);
  if (c.status === 0 || !span) return emptyVolume();
  const first = c.start_date && c.start_date < span.first ? c.start_date : span.first;
  const weeks = isoWeeksBetween(first, span.last);
  const index = new Map(weeks.map((w, i) => [w, i]));
  const out = emptyVolume();
  out.xAxis.data = weeks;
  const zeros = () => weeks.map(() => 0);
  const [scans, conversions, flyers] = [zeros(), zeros(), zeros()];
  for (const [day, qty] of a.delivered) flyers[index.get(isoWeekLabel(day))!]! += qty;
  for (const [day, s] of a.scans) {
    const i = index.get(isoWeekLabel(day))!;
    scans[i]! += s.scans;
    conversions[i]! += s.conversions;
  }
  out.yAxis.scans!.data = scans;
  out.yAxis.conversions!.data = conversions;
  out.yAxis.flyersDistributed!.data = flyers;
  return out;
}

/** Share of delivered pieces that reached a distinct household (inserts: papers actually read). */
export const reachFactor = (campaignId: number) => 0.82 + (campaignId % 13) / 100;

/** Summary shape: totals and one timeline entry per day from the first to the last day with activity. */
export function summaryPerformance(c: OwnedCampaign, a: CampaignActivity): PerformanceSummary {
  const span = activitySpan(a);
  if (c.status === 0 || !span) return { distributed: 0, scans: 0, reach: 0, conversions: 0, timeline: [] };
  const totals = activityTotals(a);
  return {
    distributed: totals.delivered,
    scans: totals.scans,
    reach: Math.round(totals.delivered * reachFactor(c.id)),
    conversions: totals.conversions,
    timeline: daysFromTo(span.first, span.last).map((date) => ({
      date,
      distributed: a.delivered.get(date) ?? 0,
      scans: a.scans.get(date)?.scans ?? 0,
    })),
  };
}

/** Scan KPIs: unique scans, scan conversion rate (percent, 2 decimals) and flyers distributed. */
export function scanAnalytics(c: OwnedCampaign, a: CampaignActivity): ScanAnalytics {
  const t = c.status === 0 ? { delivered: 0, scans: 0, conversions: 0 } : activityTotals(a);
  const cvr = t.scans > 0 ? Math.round((t.conversions / t.scans) * 10_000) / 100 : 0;
  return {
    quantity: { title: 'Unique scans', value: t.scans },
    cvr: { title: 'Scan conversion rate', value: cvr, type: percentType },
    flyers: { title: 'Flyers distributed', value: t.delivered },
  };
}

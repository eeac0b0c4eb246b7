import { describe, expect, it } from 'vitest';
import type { PerformanceSummary, PerformanceVolume } from '../../api/contract/performance';
import { campaignResult, weeklySeries } from './campaign-results';
import { isPeriod, resolvePeriod } from './period';

const TODAY = '2026-11-28';
const period = (() => {
  const p = resolvePeriod({ preset: '4w' }, TODAY); // Nov 2 to Nov 29
  if (!isPeriod(p)) throw new Error('no period');
  return p;
})();
const both = { scans: true, conversions: true };

function volume(
  weeks: Record<string, [flyers: number, scans: number, conversions: number]>,
): PerformanceVolume {
  const buckets = Object.keys(weeks);
  const col = (i: number) => buckets.map((b) => weeks[b]![i]!);
  return {
    xAxis: { label: 'Week', data: buckets },
    yAxis: {
      flyersDistributed: { label: 'Flyers distributed', data: col(0) },
      scans: { label: 'Scans', data: col(1) },
      conversions: { label: 'Conversions', data: col(2) },
    },
  };
}

describe("a campaign's results over a period", () => {
  it('sums the weeks of the period only: not the week before it, the running week so far', () => {
    // W44 starts Oct 26 (before the period), W45 Nov 2 (its first week), W48 Nov 23 (this week).
    const p = volume({
      '2026-W44': [5000, 40, 4],
      '2026-W45': [3000, 20, 2],
      '2026-W46': [0, 30, 3],
      '2026-W48': [1000, 10, 1],
    });
    const r = campaignResult(weeklySeries(p), both, period);
    expect(r).toMatchObject({ flyers: 4000, scans: 60, conversions: 6, gaps: {}, active: true });
    expect(r.scanRate).toBeCloseTo(15);
    expect(r.conversionRate).toBeCloseTo(1.5);
    // One value per week of the period, a week the series skips as 0.
    expect(r.weeklyScans).toEqual([20, 30, 0, 10]);
  });

  it('has zeros, not gaps, for the weeks before a campaign started', () => {
    const r = campaignResult(weeklySeries(volume({ '2026-W47': [2000, 8, 1] })), both, period);
    expect(r.weeklyScans).toEqual([0, 0, 8, 0]);
    expect(r.flyers).toBe(2000);
  });

  it('keeps what the campaign does not count unknown, never 0, and gives it no rate', () => {
    const p = volume({ '2026-W45': [3000, 0, 0] });
    const r = campaignResult(weeklySeries(p), { scans: false, conversions: false }, period);
    expect(r).toMatchObject({
      flyers: 3000,
      scans: null,
      conversions: null,
      scanRate: null,
      conversionRate: null,
      weeklyScans: null,
      gaps: { scans: 'not-counted', conversions: 'not-counted' },
    });
  });

  it('gives no rate without flyers in the period, and knows a series the answer left out is unknown', () => {
    const p = volume({ '2026-W46': [0, 12, 1] });
    expect(campaignResult(weeklySeries(p), both, period).scanRate).toBeNull();
    delete p.yAxis.flyersDistributed;
    const r = campaignResult(weeklySeries(p), both, period);
    expect(r.flyers).toBeNull();
    expect(r.gaps.flyers).toBe('not-sent');
    expect(r.scans).toBe(12);
    expect(r.scanRate).toBeNull();
  });

  it('reads the summary shape by day into weeks; its conversions only when the whole timeline is inside', () => {
    const summary = (days: [string, number, number][], conversions: number): PerformanceSummary => ({
      distributed: days.reduce((s, d) => s + d[1], 0),
      scans: days.reduce((s, d) => s + d[2], 0),
      reach: 0,
      conversions,
      timeline: days.map(([date, distributed, scans]) => ({ date, distributed, scans })),
    });
    const inside = summary(
      [
        ['2026-11-03', 5000, 10],
        ['2026-11-08', 0, 5], // a Sunday: still the week of Nov 2
        ['2026-11-10', 0, 4],
      ],
      3,
    );
    const r = campaignResult(weeklySeries(inside), both, period);
    expect(r).toMatchObject({ flyers: 5000, scans: 19, conversions: 3, weeklyScans: [15, 4, 0, 0] });

    const straddles = summary(
      [
        ['2026-11-01', 5000, 10], // a Sunday before the period
        ['2026-11-03', 0, 5],
      ],
      3,
    );
    const s = campaignResult(weeklySeries(straddles), both, period);
    expect(s).toMatchObject({ scans: 5, conversions: null, conversionRate: null });
    expect(s.gaps.conversions).toBe('total-only');

    const before = summary([['2026-10-20', 5000, 10]], 3);
    expect(campaignResult(weeklySeries(before), both, period)).toMatchObject({
      flyers: 0,
      scans: 0,
      conversions: 0,
      active: false,
    });
  });
});

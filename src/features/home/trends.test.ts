import { describe, expect, it } from 'vitest';
import { isoWeekMonday } from '../../api/contract/iso-week';
import type { PerformanceSummary, PerformanceVolume } from '../../api/contract/performance';
import { campaignTrend, trendCampaignRange, relativeChange, sumTrends, trendWindows } from './trends';

// Thursday 2026-03-19 is in 2026-W12 (Mon 03-16). Recent: W08..W11 (02-16..03-15); previous: W04..W07.
const w = trendWindows('2026-03-19');

describe('trend windows', () => {
  it('finds the Monday of a week', () => {
    expect(isoWeekMonday('2026-03-19')).toBe('2026-03-16');
    expect(isoWeekMonday('2026-03-16')).toBe('2026-03-16');
    expect(isoWeekMonday('2026-03-22')).toBe('2026-03-16');
  });

  it('takes the last four full weeks and the four before, leaving out the running week', () => {
    expect(w).toEqual({
      recent: { from: '2026-02-16', to: '2026-03-15' },
      previous: { from: '2026-01-19', to: '2026-02-15' },
    });
  });
});

const volume: PerformanceVolume = {
  xAxis: { label: 'Week', data: ['2026-W03', '2026-W04', '2026-W07', '2026-W08', '2026-W11', '2026-W12'] },
  yAxis: {
    scans: { label: 'Scans', data: [1000, 1, 2, 3, 4, 1000] },
    conversions: { label: 'Conversions', data: [1000, 1, 0, 1, 1, 1000] },
    flyersDistributed: { label: 'Flyers', data: [1000, 10, 20, 30, 40, 1000] },
  },
};

const summary: PerformanceSummary = {
  distributed: 999,
  scans: 99,
  reach: 900,
  conversions: 9,
  timeline: [
    { date: '2026-01-18', distributed: 500, scans: 50 },
    { date: '2026-01-19', distributed: 5, scans: 1 },
    { date: '2026-03-15', distributed: 7, scans: 2 },
    { date: '2026-03-16', distributed: 500, scans: 50 },
  ],
};

describe('campaign trend', () => {
  it('sums weekly buckets into the two periods, ignoring weeks outside them', () => {
    expect(campaignTrend(volume, w)).toEqual({
      recent: { distributed: 70, scans: 7, conversions: 2 },
      previous: { distributed: 30, scans: 3, conversions: 1 },
      conversionsByPeriod: true,
    });
  });

  it('sums daily timelines by date, and flags that conversions cannot be split', () => {
    expect(campaignTrend(summary, w)).toEqual({
      recent: { distributed: 7, scans: 2, conversions: 0 },
      previous: { distributed: 5, scans: 1, conversions: 0 },
      conversionsByPeriod: false,
    });
  });

  it('adds campaigns up, leaving conversions of the summary shape out and counting them', () => {
    const total = sumTrends([campaignTrend(volume, w), campaignTrend(summary, w)]);
    expect(total).toEqual({
      recent: { distributed: 77, scans: 9, conversions: 2 },
      previous: { distributed: 35, scans: 4, conversions: 1 },
      campaigns: 2,
      withoutConversionsByPeriod: 1,
    });
  });
});

describe('relative change', () => {
  it('is the change against the previous period', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(0, 0)).toBe(0);
    expect(relativeChange(10, 0)).toBeNull();
  });
});

describe('which campaigns the figures cover', () => {
  it('every campaign that started up to 8 weeks before the earlier period and before the recent one ended', () => {
    // A campaign that started 8 weeks before 01-19 may still deliver or be scanned in the periods; one
    // that starts after 03-15 cannot. Status does not matter: completed and archived ones ran too.
    expect(trendCampaignRange(w)).toEqual({ from: '2025-11-24', to: '2026-03-15' });
    expect(trendCampaignRange(w, 2)).toEqual({ from: '2026-01-05', to: '2026-03-15' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  isSummaryPerformance,
  isVolumePerformance,
  performanceSchema,
  performanceSummarySchema,
  performanceVolumeSchema,
} from './performance';

const volume = {
  xAxis: { label: 'Week', data: ['2026-W05', '2026-W06', '2026-W07'] },
  yAxis: {
    scans: { label: 'Scans', data: [12, 40, 31] },
    conversions: { label: 'Conversions', data: [1, 4, 3] },
    flyersDistributed: { label: 'Flyers distributed', data: [900, 2400, 1800] },
  },
};

const summary = {
  distributed: 5100,
  scans: 83,
  reach: 4700,
  conversions: 8,
  timeline: [
    { date: '2026-02-02', distributed: 900, scans: 12 },
    { date: '2026-02-09', distributed: 2400, scans: 40 },
  ],
};

describe('performance volume shape', () => {
  it('parses the weekly buckets and the three volume series', () => {
    expect(performanceVolumeSchema.parse(volume)).toEqual(volume);
  });

  it('drops monetary series and fields', () => {
    const parsed = performanceVolumeSchema.parse({
      ...volume,
      revenue: 1200,
      yAxis: {
        ...volume.yAxis,
        cost: { label: 'Cost', data: [10, 20, 30] },
        revenue: { label: 'Revenue', data: [1, 2, 3] },
        roi: { label: 'ROI', data: [1, 2, 3] },
        cpa: { label: 'CPA', data: [1, 2, 3] },
        margin: { label: 'Margin', data: [1, 2, 3] },
      },
    });
    expect(Object.keys(parsed.yAxis).sort()).toEqual(['conversions', 'flyersDistributed', 'scans']);
    expect(parsed).not.toHaveProperty('revenue');
  });

  it('refuses bucket values that are not YYYY-Www and series misaligned with the buckets', () => {
    const badWeek = { ...volume, xAxis: { label: 'Week', data: ['2026-02-02', '2026-W06', '2026-W07'] } };
    expect(performanceVolumeSchema.safeParse(badWeek).success).toBe(false);
    expect(
      performanceVolumeSchema.safeParse({ ...volume, xAxis: { label: 'Week', data: ['2026-W54', 'a', 'b'] } })
        .success,
    ).toBe(false);
    const misaligned = { ...volume, yAxis: { ...volume.yAxis, scans: { label: 'Scans', data: [1, 2] } } };
    const result = performanceVolumeSchema.safeParse(misaligned);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['yAxis', 'scans', 'data']);
  });
});

describe('performance summary shape', () => {
  it('parses totals and the daily timeline, stripping money', () => {
    const parsed = performanceSummarySchema.parse({ ...summary, cost: 900, revenue: 4000, margin: 0.2 });
    expect(parsed).toEqual(summary);
  });

  it('refuses a bad timeline date', () => {
    const bad = { ...summary, timeline: [{ date: 'Feb 2', distributed: 1, scans: 0 }] };
    expect(performanceSummarySchema.safeParse(bad).success).toBe(false);
  });
});

describe('performanceSchema (either shape)', () => {
  it('accepts both shapes and tells them apart', () => {
    const v = performanceSchema.parse(volume);
    const s = performanceSchema.parse(summary);
    expect(isVolumePerformance(v)).toBe(true);
    expect(isSummaryPerformance(v)).toBe(false);
    expect(isVolumePerformance(s)).toBe(false);
    expect(isSummaryPerformance(s)).toBe(true);
  });

  it('keeps money out of either shape', () => {
    const v = performanceSchema.parse({
      ...volume,
      yAxis: { ...volume.yAxis, cost: { label: 'Cost', data: [1, 2, 3] } },
    });
    expect(isVolumePerformance(v)).toBe(true);
    if (isVolumePerformance(v)) expect(v.yAxis).not.toHaveProperty('cost');
    const s = performanceSchema.parse({ ...summary, spend: 10 });
    expect(s).not.toHaveProperty('spend');
  });

  it('refuses something that is neither', () => {
    expect(performanceSchema.safeParse({ cost: [1, 2] }).success).toBe(false);
  });
});

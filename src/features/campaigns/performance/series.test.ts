import { describe, expect, it } from 'vitest';
import {
  performanceSchema,
  type PerformanceSummary,
  type PerformanceVolume,
} from '../../../api/contract/performance';
import { modelToCsv, summaryToModel, toggleSeries, toModel, volumeToModel } from './series';

const volume: PerformanceVolume = {
  xAxis: { label: 'Week', data: ['2026-W11', '2026-W12'] },
  yAxis: {
    scans: { label: 'Scans', data: [4, 7] },
    conversions: { label: '', data: [1, 2] },
    flyersDistributed: { label: 'Flyers distributed', data: [500, 750] },
  },
};

const summary: PerformanceSummary = {
  distributed: 1200,
  scans: 30,
  reach: 1000,
  conversions: 5,
  timeline: [
    { date: '2026-03-17', distributed: 700, scans: 10 },
    { date: '2026-03-16', distributed: 500, scans: 20 },
  ],
};

describe('performance series shaping', () => {
  it('turns weekly buckets into rows with readable labels and week start dates', () => {
    const m = volumeToModel(volume);
    expect(m.granularity).toBe('week');
    expect(m.series.map((s) => s.key)).toEqual(['scans', 'conversions', 'flyersDistributed']);
    expect(m.series[1]!.label).toBe('Conversions'); // empty label falls back
    expect(m.rows).toEqual([
      {
        bucket: '2026-W11',
        label: 'Week 11, 2026',
        start: '2026-03-09',
        values: { scans: 4, conversions: 1, flyersDistributed: 500 },
      },
      {
        bucket: '2026-W12',
        label: 'Week 12, 2026',
        start: '2026-03-16',
        values: { scans: 7, conversions: 2, flyersDistributed: 750 },
      },
    ]);
  });

  it('keeps only the series the response carries, and never a monetary one', () => {
    const parsed = performanceSchema.parse({
      xAxis: { label: 'Week', data: ['2026-W11'] },
      yAxis: { scans: { label: 'Scans', data: [4] }, revenue: { label: 'Revenue', data: [99] } },
    });
    const m = toModel(parsed);
    expect(m.series.map((s) => s.key)).toEqual(['scans']);
    expect(m.rows[0]!.values).toEqual({ scans: 4 });
  });

  it('turns the summary shape into sorted daily rows with its totals', () => {
    const m = summaryToModel(summary, 'en-US');
    expect(m.granularity).toBe('day');
    expect(m.series.map((s) => s.key)).toEqual(['distributed', 'scans']);
    expect(m.rows.map((r) => r.bucket)).toEqual(['2026-03-16', '2026-03-17']);
    expect(m.rows[0]!.label).toBe('Mar 16, 2026');
    expect(m.rows[0]!.values).toEqual({ distributed: 500, scans: 20 });
    expect(m.totals).toEqual({ distributed: 1200, scans: 30, reach: 1000, conversions: 5 });
    expect(toModel(summary).granularity).toBe('day');
  });

  it('toggles series in model order and never hides the last one', () => {
    const order = ['scans', 'conversions', 'flyersDistributed'] as const;
    expect(toggleSeries(['scans', 'conversions', 'flyersDistributed'], 'conversions', order)).toEqual([
      'scans',
      'flyersDistributed',
    ]);
    expect(toggleSeries(['flyersDistributed'], 'scans', order)).toEqual(['scans', 'flyersDistributed']);
    expect(toggleSeries(['scans'], 'scans', order)).toEqual(['scans']);
  });

  it('writes every series to CSV, with the week and its start date', () => {
    expect(modelToCsv(volumeToModel(volume))).toBe(
      'Week,Week starting,Scans,Conversions,Flyers distributed\r\n' +
        '2026-W11,2026-03-09,4,1,500\r\n' +
        '2026-W12,2026-03-16,7,2,750\r\n',
    );
    expect(modelToCsv(summaryToModel(summary))).toBe(
      'Date,Distributed,Scans\r\n2026-03-16,500,20\r\n2026-03-17,700,10\r\n',
    );
  });
});

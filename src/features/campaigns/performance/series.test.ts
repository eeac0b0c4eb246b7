import { describe, expect, it } from 'vitest';
import {
  performanceSchema,
  type PerformanceSummary,
  type PerformanceVolume,
} from '../../../api/contract/performance';
import { modelToCsv, runningNote, summaryToModel, toModel, volumeToModel } from './series';

/** A day long after the fixtures: every bucket is complete. */
const later = { locale: 'en-US', today: '2026-11-23' };
const words = (s: string) => s.replace(/\s+/g, ' ');

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
  it('turns weekly buckets into rows labelled with dates, never week numbers', () => {
    const m = volumeToModel(volume, later);
    expect(m.granularity).toBe('week');
    expect(m.series.map((s) => s.key)).toEqual(['scans', 'conversions', 'flyersDistributed']);
    expect(m.series[1]!.label).toBe('Conversions'); // empty label falls back
    expect(m.rows.map((r) => ({ ...r, label: words(r.label) }))).toEqual([
      {
        bucket: '2026-W11',
        span: { start: '2026-03-09', end: '2026-03-15' },
        tick: 'Mar 9',
        label: 'Mar 9 – 15',
        partial: false,
        values: { scans: 4, conversions: 1, flyersDistributed: 500 },
      },
      {
        bucket: '2026-W12',
        span: { start: '2026-03-16', end: '2026-03-22' },
        tick: 'Mar 16',
        label: 'Mar 16 – 22',
        partial: false,
        values: { scans: 7, conversions: 2, flyersDistributed: 750 },
      },
    ]);
    expect(m.running).toBeUndefined();
    expect(runningNote(m)).toBeUndefined();
    // Weeks of another year than today's carry their year.
    const nextYear = volumeToModel(volume, { locale: 'en-US', today: '2027-01-06' });
    expect(nextYear.rows[0]!.tick).toBe('Mar 9, 2026');
    expect(words(nextYear.rows[0]!.label)).toBe('Mar 9 – 15, 2026');
    // In the user's locale.
    expect(volumeToModel(volume, { locale: 'fr-FR', today: '2026-11-23' }).rows[1]!.tick).toBe('16 mars');
  });

  it('marks the week holding today as running, with the weekdays so far and a note', () => {
    const wed = volumeToModel(volume, { locale: 'en-US', today: '2026-03-18' });
    expect(wed.rows.map((r) => r.partial)).toEqual([false, true]);
    expect(wed.running).toEqual({ index: 1, daysSoFar: 3, daysInBucket: 7, weekdays: 'Mon–Wed' });
    expect(runningNote(wed)).toBe(
      'This week so far (Mon–Wed, 3 of 7 days): the dashed end of each line is a week still running, not a drop. It fills in until Sunday.',
    );
    const sun = volumeToModel(volume, { locale: 'en-US', today: '2026-03-22' });
    expect(sun.running).toMatchObject({ index: 1, daysSoFar: 7, weekdays: 'Mon–Sun' });
    expect(runningNote(sun)).toMatch(/^This week so far \(Mon–Sun\): .* Its last day is today\.$/);
    // The Monday after, every week is complete.
    const mon = volumeToModel(volume, { locale: 'en-US', today: '2026-03-23' });
    expect(mon.rows.every((r) => !r.partial)).toBe(true);
    expect(mon.running).toBeUndefined();
    // Only ever one running week, even an earlier one (a campaign with weeks after today).
    expect(
      volumeToModel(volume, { locale: 'en-US', today: '2026-03-10' }).rows.map((r) => r.partial),
    ).toEqual([true, false]);
  });

  it('keeps only the series the response carries, and never a monetary one', () => {
    const parsed = performanceSchema.parse({
      xAxis: { label: 'Week', data: ['2026-W11'] },
      yAxis: { scans: { label: 'Scans', data: [4] }, revenue: { label: 'Revenue', data: [99] } },
    });
    const m = toModel(parsed, later);
    expect(m.series.map((s) => s.key)).toEqual(['scans']);
    expect(m.rows[0]!.values).toEqual({ scans: 4 });
  });

  it('turns the summary shape into sorted daily rows with its totals', () => {
    const m = summaryToModel(summary, later);
    expect(m.granularity).toBe('day');
    expect(m.series.map((s) => s.key)).toEqual(['distributed', 'scans']);
    expect(m.rows.map((r) => r.bucket)).toEqual(['2026-03-16', '2026-03-17']);
    expect(m.rows[0]!.label).toBe('Mar 16');
    expect(m.rows[0]!.tick).toBe('Mar 16');
    expect(m.rows[0]!.values).toEqual({ distributed: 500, scans: 20 });
    expect(m.totals).toEqual({ distributed: 1200, scans: 30, reach: 1000, conversions: 5 });
    expect(toModel(summary, later).granularity).toBe('day');
    expect(m.running).toBeUndefined();
  });

  it('marks today as running in the daily shape', () => {
    const m = summaryToModel(summary, { locale: 'en-US', today: '2026-03-17' });
    expect(m.rows.map((r) => r.partial)).toEqual([false, true]);
    expect(m.running).toEqual({ index: 1, daysSoFar: 1, daysInBucket: 1, weekdays: '' });
    expect(runningNote(m)).toMatch(/^Today so far: .*not a drop/);
  });

  it('writes every series to CSV, with the week’s days and whether it is complete', () => {
    expect(modelToCsv(volumeToModel(volume, { locale: 'en-US', today: '2026-03-18' }))).toBe(
      'Week starting,Week ending,Scans,Conversions,Flyers distributed,Complete\r\n' +
        '2026-03-09,2026-03-15,4,1,500,Yes\r\n' +
        '2026-03-16,2026-03-22,7,2,750,"No, week still running"\r\n',
    );
    expect(modelToCsv(summaryToModel(summary, later))).toBe(
      'Date,Distributed,Scans,Complete\r\n2026-03-16,500,20,Yes\r\n2026-03-17,700,10,Yes\r\n',
    );
  });

  it('leaves out what the campaign does not count, rather than draw it as zeros', () => {
    const noScans = volumeToModel(volume, { ...later, counted: { scans: false, conversions: false } });
    expect(noScans.series.map((s) => s.key)).toEqual(['flyersDistributed']);
    expect(noScans.notCounted).toEqual(['scans', 'conversions']);
    expect(modelToCsv(noScans).split('\r\n')[0]).toBe(
      'Week starting,Week ending,Flyers distributed,Complete',
    );
    const noConversions = volumeToModel(volume, { ...later, counted: { scans: true, conversions: false } });
    expect(noConversions.series.map((s) => s.key)).toEqual(['scans', 'flyersDistributed']);
    const daily = summaryToModel(summary, { ...later, counted: { scans: false, conversions: true } });
    expect(daily.series.map((s) => s.key)).toEqual(['distributed']);
    expect(daily.totals).toEqual({ distributed: 1200, scans: null, reach: 1000, conversions: 5 });
    expect(daily.rows[0]!.values).toEqual({ distributed: 500 });
    expect(volumeToModel(volume, later).notCounted).toEqual([]);
  });
});

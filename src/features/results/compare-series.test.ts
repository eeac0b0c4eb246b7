import { describe, expect, it } from 'vitest';
import { campaignResult, type WeeklySeries } from './campaign-results';
import { compareModel, compareToCsv, type CompareInput } from './compare-series';
import { isPeriod, resolvePeriod } from './period';

const TODAY = '2026-11-28';
const period = (() => {
  const p = resolvePeriod({ preset: '4w' }, TODAY); // Nov 2, 9, 16, 23
  if (!isPeriod(p)) throw new Error('no period');
  return p;
})();
const counted = { scans: true, conversions: true };

const series = (weeks: [string, number, number, number][]): WeeklySeries => ({
  weeks: weeks.map(([monday, flyers, scans, conversions]) => ({ monday, flyers, scans, conversions })),
  has: { flyers: true, scans: true, conversions: true },
});

const a: CompareInput = {
  id: '1',
  name: 'Street team',
  counted,
  series: series([
    ['2026-10-26', 1000, 5, 1], // before the period
    ['2026-11-02', 2000, 10, 1],
    ['2026-11-16', 0, 30, 2],
  ]),
};
const b: CompareInput = {
  id: '2',
  name: 'Mailer',
  counted,
  series: series([
    ['2026-11-09', 4000, 8, 0],
    ['2026-11-16', 0, 12, 1],
  ]),
};
const noScans: CompareInput = {
  ...b,
  id: '3',
  name: 'No scans',
  counted: { scans: false, conversions: true },
};

describe('the comparison', () => {
  it('by calendar week: the running rate ends on the rate the results table shows for the period', () => {
    const m = compareModel([a, b], 'rate', 'calendar', period, TODAY, 'en-US');
    expect(m.rows.map((r) => r.label)).toEqual(['Nov 2', 'Nov 9', 'Nov 16', 'Nov 23']);
    expect(m.rows.map((r) => r.partial)).toEqual([false, false, false, true]);
    expect(m.rows.map((r) => r.values['1'])).toEqual([5, 5, 20, 20]);
    expect(m.rows.map((r) => r.values['2'])).toEqual([null, 2, 5, 5]);
    expect(m.rows.at(-1)!.values['1']).toBeCloseTo(campaignResult(a.series, counted, period).scanRate!);
  });

  it("by campaign week: row N is each campaign's Nth week from its first, whatever the period", () => {
    const m = compareModel([a, b], 'scans', 'campaign', period, TODAY, 'en-US');
    expect(m.rows.map((r) => r.label)).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4']);
    expect(m.rows.map((r) => r.values['1'])).toEqual([5, 10, 0, 30]);
    expect(m.rows.map((r) => r.values['2'])).toEqual([8, 12, null, null]);
  });

  it('draws no line for a campaign that does not count the measure, and says why', () => {
    const m = compareModel([a, noScans], 'scans', 'calendar', period, TODAY);
    expect(m.lines.find((l) => l.id === '3')!.missing).toBe('does not count scans');
    expect(m.rows.every((r) => r.values['3'] === null)).toBe(true);
    const conv = compareModel([a, noScans], 'conversions', 'calendar', period, TODAY);
    expect(conv.lines.find((l) => l.id === '3')!.missing).toBeUndefined();
  });

  it('writes the same numbers to CSV, a column per campaign with a line', () => {
    const csv = compareToCsv(
      compareModel([a, noScans], 'rate', 'calendar', period, TODAY),
      'rate',
      'calendar',
    );
    expect(csv.trimEnd().split('\r\n')).toEqual([
      'Week starting,Street team',
      '2026-11-02,5',
      '2026-11-09,5',
      '2026-11-16,20',
      '2026-11-23 (so far),20',
    ]);
  });
});

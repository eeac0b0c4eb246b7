import { describe, expect, it } from 'vitest';
import { campaignActivity, costPer, sumActivity } from './cost-per';

describe('cost per scan and per conversion', () => {
  it('sums every week of the volume shape', () => {
    expect(
      campaignActivity({
        xAxis: { label: 'Week', data: ['2026-W01', '2026-W02'] },
        yAxis: {
          scans: { label: 'Scans', data: [3, 4] },
          conversions: { label: 'Conversions', data: [1, 0] },
          flyersDistributed: { label: 'Flyers', data: [100, 200] },
        },
      }),
    ).toEqual({ scans: 7, conversions: 1 });
  });

  it('counts a missing series as none', () => {
    expect(
      campaignActivity({
        xAxis: { label: 'Week', data: ['2026-W01'] },
        yAxis: { scans: { label: 'Scans', data: [5] } },
      }),
    ).toEqual({ scans: 5, conversions: 0 });
  });

  it('takes the totals of the summary shape', () => {
    expect(
      campaignActivity({ distributed: 900, scans: 40, reach: 700, conversions: 6, timeline: [] }),
    ).toEqual({ scans: 40, conversions: 6 });
  });

  it('sums campaigns and divides spend by the count', () => {
    const total = sumActivity([
      { scans: 10, conversions: 2 },
      { scans: 30, conversions: 3 },
    ]);
    expect(total).toEqual({ scans: 40, conversions: 5 });
    expect(costPer(200, total.scans)).toBe(5);
    expect(costPer(200, total.conversions)).toBe(40);
    expect(costPer(200, 0)).toBeUndefined();
  });
});

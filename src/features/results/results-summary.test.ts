import { describe, expect, it } from 'vitest';
import type { CampaignResult } from './campaign-results';
import { bestCampaigns, channelRates, MIN_RANK_FLYERS, resultsTotals } from './results-summary';

function result(flyers: number | null, scans: number | null, conversions: number | null = 0): CampaignResult {
  const rate = (n: number | null) =>
    n === null || flyers === null || flyers === 0 ? null : (n / flyers) * 1000;
  return {
    flyers,
    scans,
    conversions,
    gaps: {
      ...(scans === null ? { scans: 'not-counted' as const } : {}),
      ...(conversions === null ? { conversions: 'not-counted' as const } : {}),
    },
    scanRate: rate(scans),
    conversionRate: rate(conversions),
    weeklyScans: scans === null ? null : [scans],
    active: true,
  };
}

describe('the results summary', () => {
  it('gives the totals row the rates of the totals, not a mean of the rates', () => {
    const t = resultsTotals([result(1000, 100, 10), result(9000, 10, 0)]);
    expect(t).toMatchObject({ campaigns: 2, flyers: 10_000 });
    expect(t.scans).toMatchObject({ value: 110, flyers: 10_000, campaigns: 2 });
    // The mean of 100 and 1.1 per 1,000 would be 50.6.
    expect(t.scans.rate).toBeCloseTo(11);
    expect(t.conversions.rate).toBeCloseTo(1);
  });

  it('keeps a campaign that does not count a measure out of its total and its base', () => {
    const t = resultsTotals([result(2000, 40, 4), result(8000, null, null), result(1000, 10, null)]);
    expect(t.flyers).toBe(11_000);
    expect(t.scans).toMatchObject({ value: 50, flyers: 3000, campaigns: 2, notCounted: 1, unknown: 0 });
    expect(t.scans.rate).toBeCloseTo(16.67, 1);
    expect(t.conversions).toMatchObject({ value: 4, flyers: 2000, campaigns: 1, notCounted: 2 });
    // A figure known only as a campaign total is left out as unknown, not as not counted.
    const totalOnly = { ...result(5000, 30, null), gaps: { conversions: 'total-only' as const } };
    expect(resultsTotals([totalOnly]).conversions).toMatchObject({ notCounted: 0, unknown: 1, value: 0 });
  });

  it('ranks only campaigns with enough flyers, so a 40-flyer test does not win', () => {
    const rows = [
      { campaign: { name: 'Pilot' }, result: result(40, 3) }, // 75 per 1,000
      { campaign: { name: 'Street team' }, result: result(2475, 77) }, // 31.1
      { campaign: { name: 'Mailer' }, result: result(20_000, 200) }, // 10
      { campaign: { name: 'Not counted' }, result: result(9000, null) },
      { campaign: { name: 'At the bar' }, result: result(MIN_RANK_FLYERS, 12) }, // 12
    ];
    expect(bestCampaigns(rows).map((r) => r.campaign.name)).toEqual(['Street team', 'At the bar', 'Mailer']);
    expect(bestCampaigns(rows, 'scans', 1)[0]!.rate).toBeCloseTo(31.11, 1);
  });

  it('rates each channel by its totals, channels with too few flyers last', () => {
    const rows = [
      { campaign: { type: 1 }, result: result(3000, 90) },
      { campaign: { type: 1 }, result: result(1000, 10) },
      { campaign: { type: 3 }, result: result(20_000, 180) },
      { campaign: { type: 3 }, result: result(5000, null) },
      { campaign: { type: 2 }, result: result(300, 30) },
    ];
    const rates = channelRates(rows);
    expect(rates.map((r) => [r.type, r.campaigns, r.enough])).toEqual([
      [1, 2, true],
      [3, 1, true],
      [2, 1, false],
    ]);
    expect(rates[0]!.rate).toBeCloseTo(25);
    expect(rates[1]!.rate).toBeCloseTo(9);
  });
});

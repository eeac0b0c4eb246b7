import { describe, expect, it } from 'vitest';
import { discoverTiers, MAX_TIER_STEPS } from '../../lib/eddm-tiers';
import { chartExtent, nextTier, tierChartRows, tierFor, type Tier } from './tiers';

const tiers: Tier[] = [
  { key: 1000, perUnitPrice: 0.42 },
  { key: 2500, perUnitPrice: 0.37 },
  { key: 5000, perUnitPrice: 0.33 },
  { key: 10000, perUnitPrice: 0.3 },
];

/** A calculator with floor tiers, recording the volumes it was asked for. */
function fakeCalculator(table: Tier[]) {
  const asked: number[] = [];
  const quoteAt = async (volume: number) => {
    asked.push(volume);
    return { tierApplied: tierFor(table, volume)! };
  };
  return { asked, quoteAt };
}

describe('discoverTiers', () => {
  it('finds every tier by walking down from the top, one request per tier plus one', async () => {
    const calc = fakeCalculator(tiers);
    expect(await discoverTiers(calc.quoteAt)).toEqual(tiers);
    expect(calc.asked).toEqual([10_000_000, 9999, 4999, 2499, 999]);
  });

  it('finds a single tier, and a tier starting at one piece', async () => {
    expect(await discoverTiers(fakeCalculator([{ key: 1000, perUnitPrice: 0.5 }]).quoteAt)).toEqual([
      { key: 1000, perUnitPrice: 0.5 },
    ]);
    const fromOne = [
      { key: 1, perUnitPrice: 1 },
      { key: 100, perUnitPrice: 0.9 },
    ];
    const calc = fakeCalculator(fromOne);
    expect(await discoverTiers(calc.quoteAt)).toEqual(fromOne);
    expect(calc.asked).not.toContain(0);
  });

  it('stops on a service that answers a higher tier below, and never loops forever', async () => {
    let n = 0;
    const climbing = async () => ({ tierApplied: { key: 1000 + n++, perUnitPrice: 0.4 } });
    expect(await discoverTiers(climbing)).toHaveLength(1);
    let key = 10 ** 9;
    const endless = async () => ({ tierApplied: { key: (key -= 7), perUnitPrice: 0.4 } });
    expect(await discoverTiers(endless)).toHaveLength(MAX_TIER_STEPS);
  });

  it('passes a failed quote on', async () => {
    await expect(discoverTiers(async () => Promise.reject(new Error('502')))).rejects.toThrow('502');
  });
});

describe('nextTier', () => {
  it('says how many more pieces reach the next cheaper tier', () => {
    expect(nextTier(tiers, 2400)).toEqual({ current: tiers[0], next: tiers[1], piecesToNext: 100 });
    expect(nextTier(tiers, 2500)).toEqual({ current: tiers[1], next: tiers[2], piecesToNext: 2500 });
    expect(nextTier(tiers, 9999)).toMatchObject({ next: tiers[3], piecesToNext: 1 });
  });

  it('has no next tier at the best tier', () => {
    expect(nextTier(tiers, 10000)).toEqual({ current: tiers[3], next: null, piecesToNext: 0 });
    expect(nextTier(tiers, 10 ** 9)?.next).toBeNull();
  });

  it('below the smallest tier, the smallest is current and the next cheaper one is next', () => {
    expect(nextTier(tiers, 500)).toEqual({ current: tiers[0], next: tiers[1], piecesToNext: 2000 });
  });

  it('skips a tier that does not lower the price', () => {
    const flat = [tiers[0]!, { key: 2000, perUnitPrice: 0.42 }, { key: 3000, perUnitPrice: 0.4 }];
    expect(nextTier(flat, 1500)).toMatchObject({ next: { key: 3000 }, piecesToNext: 1500 });
  });

  it('knows nothing without tiers', () => {
    expect(nextTier([], 500)).toBeNull();
  });
});

describe('tierChartRows', () => {
  it('has a row at every key of any series with each series’ floor price, and a last row for the final step', () => {
    const other: Tier[] = [
      { key: 1000, perUnitPrice: 0.6 },
      { key: 4000, perUnitPrice: 0.5 },
    ];
    expect(tierChartRows({ A: tiers, B: other }, 20000)).toEqual([
      { volume: 1000, A: 0.42, B: 0.6 },
      { volume: 2500, A: 0.37, B: 0.6 },
      { volume: 4000, A: 0.37, B: 0.5 },
      { volume: 5000, A: 0.33, B: 0.5 },
      { volume: 10000, A: 0.3, B: 0.5 },
      { volume: 20000, A: 0.3, B: 0.5 },
    ]);
  });

  it('leaves a series empty below its smallest tier, and never shrinks below the largest key', () => {
    const late: Tier[] = [{ key: 2500, perUnitPrice: 0.9 }];
    const rows = tierChartRows({ A: tiers, L: late }, 100);
    expect(rows[0]).toEqual({ volume: 1000, A: 0.42, L: undefined });
    expect(rows.at(-1)!.volume).toBe(10000);
    expect(tierChartRows({}, 5000)).toEqual([]);
  });

  it('extends past the largest tier and the volume looked at', () => {
    expect(chartExtent([tiers], undefined)).toBe(16000);
    expect(chartExtent([tiers], 70000)).toBe(70000);
  });
});

import { describe, expect, it } from 'vitest';
import type { Adjustment } from '../../api/contract/envelope';
import { eddmQuoteSchema, type EddmFormat, type EddmQuote } from '../../api/contract/quote';
import { eddmTierTables, quoteEddm } from '../../../server/domain/eddm-pricing';
import { boundNotice, tierHint, tierHintText, type Tier } from './tier-hint';

const small: Tier[] = [
  { key: 1000, perUnitPrice: 0.42 },
  { key: 2500, perUnitPrice: 0.37 },
  { key: 5000, perUnitPrice: 0.33 },
  { key: 10000, perUnitPrice: 0.3 },
];

/** A floor-basis quote over `tiers`, with a BOUND_APPLIED adjustment below the smallest tier. */
function quote(requested: number, tiers: Tier[] = small, currency = 'USD'): EddmQuote {
  let tier = tiers[0]!;
  for (const t of tiers) if (t.key <= requested) tier = t;
  const volume = Math.max(requested, tiers[0]!.key);
  const adjustments: Adjustment[] =
    volume === requested
      ? []
      : [
          {
            code: 'BOUND_APPLIED',
            field: 'volume',
            requested,
            applied: volume,
            affects: ['volume', 'total'],
            detail: `${requested} pieces is below the smallest pricing tier.`,
          },
        ];
  return eddmQuoteSchema.parse({
    currency,
    format: 'SMALL',
    volume,
    perUnitPrice: tier.perUnitPrice,
    total: Math.round(volume * tier.perUnitPrice * 100) / 100,
    tierApplied: tier,
    tierBasis: 'floor',
    minimumVolume: tiers[0]!.key,
    complete: adjustments.length === 0,
    adjustments,
  });
}

const bestSeller: Tier[] = [
  { key: 1000, perUnitPrice: 0.47 },
  { key: 2500, perUnitPrice: 0.41 },
  { key: 5000, perUnitPrice: 0.37 },
  { key: 10000, perUnitPrice: 0.34 },
];

describe('tierHint', () => {
  it('names the next cheaper tier, the pieces to reach it, its total and the change in total', () => {
    const hint = tierHint(quote(2000), small);
    expect(hint.volume).toBe(2000);
    expect(hint.current).toEqual({ key: 1000, perUnitPrice: 0.42 });
    expect(hint.bound).toBeNull();
    expect(hint.next).toEqual({
      tier: { key: 2500, perUnitPrice: 0.37 },
      piecesToNext: 500,
      newVolume: 2500,
      perPieceDrop: 0.05,
      newTotal: 925,
      // $925 for 2,500 pieces against $840 for 2,000 now: the larger mailing costs more.
      totalChange: 85,
    });
  });

  it('gives a negative change in total when the larger mailing costs less', () => {
    const hint = tierHint(quote(2400), small);
    expect(hint.next?.piecesToNext).toBe(100);
    expect(hint.next?.totalChange).toBe(925 - 1008);
  });

  it('has no next tier at the best tier, or when no tiers are known', () => {
    expect(tierHint(quote(12_000), small).next).toBeNull();
    expect(tierHint(quote(2000), []).next).toBeNull();
  });

  it('skips a tier at the same unit price and reads tiers in any order', () => {
    const flat: Tier[] = [
      { key: 3000, perUnitPrice: 0.4 },
      { key: 2000, perUnitPrice: 0.5 },
      { key: 1000, perUnitPrice: 0.5 },
    ];
    const sorted = [...flat].sort((a, b) => a.key - b.key);
    const hint = tierHint(quote(1500, sorted), flat);
    expect(hint.next?.tier).toEqual({ key: 3000, perUnitPrice: 0.4 });
    expect(hint.next?.piecesToNext).toBe(1500);
  });

  it('finds the nearest cheaper tier among several, in every order the tiers can come in', () => {
    // From 1,200 pieces at $0.42, three tiers are cheaper (2,500, 5,000 and 10,000): the nearest is 2,500.
    const orders = permutations(small);
    expect(orders).toHaveLength(24);
    for (const order of orders) {
      const hint = tierHint(quote(1200), order);
      expect(hint.next?.tier, JSON.stringify(order)).toEqual({ key: 2500, perUnitPrice: 0.37 });
      expect(hint.next?.piecesToNext).toBe(1300);
    }
    // From 6,000 pieces at $0.33, only the 10,000 tier is cheaper, however the tiers come.
    for (const order of orders) expect(tierHint(quote(6000), order).next?.tier.key).toBe(10000);
  });

  it('below the smallest tier: counts from the requested volume and passes the BOUND_APPLIED adjustment on', () => {
    const q = quote(600);
    const hint = tierHint(q, small);
    expect(hint.volume).toBe(600);
    expect(hint.bound).toEqual({
      requested: 600,
      applied: 1000,
      detail: '600 pieces is below the smallest pricing tier.',
      adjustment: q.adjustments[0],
    });
    // The next tier is the one after the tier the quote applied, 1,900 pieces away from 600.
    expect(hint.next).toMatchObject({ tier: { key: 2500 }, piecesToNext: 1900, totalChange: 925 - 420 });
  });

  it('agrees with the sandbox calculator below the smallest tier', () => {
    const sandboxQuote = eddmQuoteSchema.parse(quoteEddm({ volume: 400, format: 'BEST_SELLER' }));
    const tiers = eddmTierTables.BEST_SELLER.map((t) => ({ key: t.key, perUnitPrice: t.cents / 100 }));
    const hint = tierHint(sandboxQuote, tiers);
    expect(hint.bound?.requested).toBe(400);
    expect(hint.volume).toBe(400);
    expect(hint.next?.tier.key).toBe(tiers[1]!.key);
    expect(hint.next?.piecesToNext).toBe(tiers[1]!.key - 400);
  });
});

/** Every order of `items`. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('boundNotice', () => {
  it('is null without a BOUND_APPLIED adjustment on the volume', () => {
    expect(boundNotice(quote(2000))).toBeNull();
    const other: Adjustment = {
      code: 'INPUT_NOT_MATCHED',
      field: 'format',
      affects: [],
      detail: 'no format',
    };
    expect(boundNotice({ adjustments: [other] })).toBeNull();
  });

  it('keeps unreadable requested or applied values as null, never dropping the notice', () => {
    const odd: Adjustment = {
      code: 'BOUND_APPLIED',
      field: 'volume',
      requested: 'few',
      affects: [],
      detail: 'moved',
    };
    expect(boundNotice({ adjustments: [odd] })).toMatchObject({
      requested: null,
      applied: null,
      detail: 'moved',
    });
  });
});

describe('tierHintText', () => {
  it('the Denver plan: more pieces for less money says so, with the price per piece and the new total', () => {
    // 4,540 Best seller pieces at $0.41 ($1,861.40); 5,000 at $0.37 cost $1,850.00.
    const denver = quote(4540, bestSeller);
    expect(denver.total).toBe(1861.4);
    expect(tierHintText(tierHint(denver, bestSeller), 'en-US')).toBe(
      'At 5,000 pieces each costs $0.37: $1,850.00 in all, $11.40 less than these 4,540 pieces.',
    );
  });

  it('agrees with the sandbox calculator on the Denver plan', () => {
    const tiers = eddmTierTables.BEST_SELLER.map((t) => ({ key: t.key, perUnitPrice: t.cents / 100 }));
    const denver = eddmQuoteSchema.parse(quoteEddm({ volume: 4540, format: 'BEST_SELLER' }));
    expect(tierHintText(tierHint(denver, [...tiers].reverse()), 'en-US')).toBe(
      'At 5,000 pieces each costs $0.37: $1,850.00 in all, $11.40 less than these 4,540 pieces.',
    );
  });

  it('a larger mailing that costs more in all says how much more, and never calls it a saving', () => {
    // 5,171 pieces at $0.37 ($1,913.27); 10,000 at $0.34 cost $3,400.00, $1,486.73 more.
    const text = tierHintText(tierHint(quote(5171, bestSeller), bestSeller), 'en-US');
    expect(text).toBe('At 10,000 pieces each costs $0.34: $3,400.00 in all, $1,486.73 more than now.');
    expect(text).not.toMatch(/sav/i);
  });

  it('never speaks of a saving when the total rises, at any volume of any sandbox format', () => {
    for (const [format, table] of Object.entries(eddmTierTables)) {
      const tiers = table.map((t) => ({ key: t.key, perUnitPrice: t.cents / 100 }));
      for (let volume = 1; volume < tiers.at(-1)!.key; volume += 37) {
        const q = eddmQuoteSchema.parse(quoteEddm({ volume, format: format as EddmFormat }));
        const hint = tierHint(q, tiers);
        const text = tierHintText(hint, 'en-US');
        expect(text, `${format} ${volume}`).not.toMatch(/sav/i);
        if (!hint.next) continue;
        expect(hint.next.newTotal, `${format} ${volume}`).toBe(
          quoteEddm({ volume: hint.next.newVolume, format: format as EddmFormat }).total,
        );
        if (hint.next.totalChange > 0) expect(text).toMatch(/ more than now\.$/);
        else if (hint.next.totalChange < 0) expect(text).toMatch(/ less than these [\d,]+ pieces\.$/);
        else expect(text).toMatch(/the same as now\.$/);
      }
    }
  });

  it('says when the larger mailing costs the same in all', () => {
    const tiers: Tier[] = [
      { key: 1000, perUnitPrice: 0.5 },
      { key: 2000, perUnitPrice: 0.4 },
    ];
    // 1,600 pieces at $0.50 = $800.00 = 2,000 pieces at $0.40.
    expect(tierHintText(tierHint(quote(1600, tiers), tiers), 'en-US')).toBe(
      'At 2,000 pieces each costs $0.40: $800.00 in all, the same as now.',
    );
  });

  it('writes plain numbers for a currency it cannot name, and nothing at the best tier', () => {
    expect(tierHintText(tierHint(quote(2000, small, 'points'), small), 'en-US')).toBe(
      'At 2,500 pieces each costs 0.37: 925.00 in all, 85.00 more than now.',
    );
    expect(tierHintText(tierHint(quote(20_000), small))).toBeNull();
  });
});

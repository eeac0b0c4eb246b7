import { describe, expect, it } from 'vitest';
import type { Adjustment } from '../../api/contract/envelope';
import { eddmQuoteSchema, type EddmQuote } from '../../api/contract/quote';
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

describe('tierHint', () => {
  it('names the next cheaper tier, the pieces to reach it, the saving and the change in total', () => {
    const hint = tierHint(quote(2000), small);
    expect(hint.volume).toBe(2000);
    expect(hint.current).toEqual({ key: 1000, perUnitPrice: 0.42 });
    expect(hint.bound).toBeNull();
    expect(hint.next).toEqual({
      tier: { key: 2500, perUnitPrice: 0.37 },
      piecesToNext: 500,
      newVolume: 2500,
      savingPerPiece: 0.05,
      // 2,500 pieces at $0.42 ($1,050) against at $0.37 ($925).
      saving: 125,
      newTotal: 925,
      // $925 for 2,500 pieces against $840 for 2,000 now.
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
  it('says how many more pieces reach which tier, and the saving', () => {
    expect(tierHintText(tierHint(quote(2000), small), 'en-US')).toBe(
      '500 more pieces reach the 2,500-piece tier at $0.37 a piece, saving $125.00 on the whole mailing.',
    );
  });

  it('adds that the larger mailing costs less, when it does', () => {
    expect(tierHintText(tierHint(quote(2499), small), 'en-US')).toBe(
      '1 more piece reaches the 2,500-piece tier at $0.37 a piece, saving $125.00 on the whole mailing. ' +
        'That mailing would cost $124.58 less than this one in total.',
    );
  });

  it('writes plain numbers for a currency it cannot name, and nothing at the best tier', () => {
    expect(tierHintText(tierHint(quote(2000, small, 'points'), small), 'en-US')).toBe(
      '500 more pieces reach the 2,500-piece tier at 0.37 a piece, saving 125.00 on the whole mailing.',
    );
    expect(tierHintText(tierHint(quote(20_000), small))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { toSearchParams } from './query';
import { parseSpendQuery, spendQuerySchema, spendSchema, type SpendParams } from './spend';

const spend = {
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-04-01T00:00:00.000Z',
  includeDrafts: false,
  campaigns: 42,
  priced: 39,
  total: 128450.75,
  taxes: 10276.06,
  discounts: 1500,
  sources: { extraData: 30, cityMetrics: 9, unpriced: 3 },
  complete: false,
  adjustments: [
    {
      code: 'TRUNCATED',
      field: 'total',
      requested: 42,
      applied: 39,
      affects: ['total', 'taxes'],
      detail: '3 campaigns have no recorded price; the total is lower than the real spend.',
    },
  ],
};

describe('spendSchema', () => {
  it('parses a partial total with its adjustment', () => {
    const parsed = spendSchema.parse(spend);
    expect(parsed.complete).toBe(false);
    expect(parsed.adjustments[0]?.code).toBe('TRUNCATED');
    expect(parsed.priced).toBeLessThan(parsed.campaigns);
  });

  it('accepts open bounds, strips unknown fields and refuses priced above campaigns', () => {
    expect(spendSchema.parse({ ...spend, from: null, to: null, margin: 12000 })).not.toHaveProperty('margin');
    expect(spendSchema.safeParse({ ...spend, priced: 43 }).success).toBe(false);
    expect(spendSchema.safeParse({ ...spend, from: 'last year' }).success).toBe(false);
  });
});

describe('spendQuerySchema', () => {
  it('reads any parseable date and defaults includeDrafts to false', () => {
    expect(spendQuerySchema.parse({ from: '2026-01-01', to: '2026-04-01T00:00:00Z' })).toEqual({
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-04-01T00:00:00.000Z',
      includeDrafts: false,
    });
    expect(spendQuerySchema.parse({ includeDrafts: 'true' }).includeDrafts).toBe(true);
  });

  it('refuses bad dates, bad booleans and an inverted range', () => {
    expect(spendQuerySchema.safeParse({ from: 'someday' }).success).toBe(false);
    expect(spendQuerySchema.safeParse({ includeDrafts: 'yes' }).success).toBe(false);
    expect(spendQuerySchema.safeParse({ from: '2026-05-01', to: '2026-01-01' }).success).toBe(false);
  });

  it('round-trips what the dashboard serialises', () => {
    const params: SpendParams = { from: '2026-01-01T00:00:00.000Z', includeDrafts: true };
    expect(parseSpendQuery(Object.fromEntries(toSearchParams(params))).data).toEqual({
      to: undefined,
      ...params,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { channelRulesQuerySchema, channelRulesSchema, eddmMinimumPieces } from './channel-rules';

const rules = {
  channels: [
    {
      channel: 'ADM',
      campaignType: 3,
      subtype: 'EDDM',
      leadTime: {
        leadTimeKnown: true,
        leadTimeEnforced: true,
        minStartBusinessDays: 10,
        earliestStartDate: '2026-04-20',
      },
      minimums: {
        pieces: { value: 1000, source: 'enforced' },
        budget: { value: null, currency: null, source: 'none' },
      },
      formats: ['SMALL', 'BEST_SELLER', 'LARGE', 'JUMBO', 'OVERSIZED'],
      fulfilment: { value: 'USPS', source: 'unconfirmed' },
      quoting: { calculator: 'quote_eddm' },
    },
  ],
  city: { id: '4671654', name: 'Austin', selfServeTargetable: true },
  asOfDateUtc: '2026-04-03',
};

describe('channelRulesSchema', () => {
  it('parses the channels, the city and the date', () => {
    const parsed = channelRulesSchema.parse(rules);
    expect(parsed).toEqual(rules);
    expect(eddmMinimumPieces(parsed)).toBe(1000);
    expect(eddmMinimumPieces({ ...parsed, channels: [] })).toBeNull();
  });

  it('refuses an unknown source and a bad date; strips unknown fields', () => {
    const badSource = structuredClone(rules);
    (badSource.channels[0]!.minimums.pieces as { source: string }).source = 'maybe';
    expect(channelRulesSchema.safeParse(badSource).success).toBe(false);
    const badDate = structuredClone(rules);
    badDate.channels[0]!.leadTime.earliestStartDate = 'in two weeks';
    expect(channelRulesSchema.safeParse(badDate).success).toBe(false);
    const extra = channelRulesSchema.parse({ ...rules, margin: 0.2 });
    expect(extra).not.toHaveProperty('margin');
  });
});

describe('channelRulesQuerySchema', () => {
  it('requires cityId', () => {
    expect(channelRulesQuerySchema.parse({ cityId: '4671654' })).toEqual({ cityId: '4671654' });
    const missing = channelRulesQuerySchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['cityId']);
    expect(channelRulesQuerySchema.safeParse({ cityId: ['1', '2'] }).success).toBe(false);
  });
});

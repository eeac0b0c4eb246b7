import { describe, expect, it } from 'vitest';
import {
  audienceListQuerySchema,
  audienceListSchema,
  audienceSchema,
  parseAudienceListQuery,
  type AudienceListParams,
} from './audience';
import { toSearchParams } from './query';

const audience = {
  id: '301',
  name: 'Loyalty members 2026',
  client_id: '1',
  status: 'READY',
  address_count: 18250,
};

describe('audienceSchema', () => {
  it('parses an audience and keeps a null address_count as null, never 0', () => {
    expect(audienceSchema.parse(audience)).toEqual(audience);
    const unknown = audienceSchema.parse({ ...audience, status: 'PROCESSING', address_count: null });
    expect(unknown.address_count).toBeNull();
    expect(unknown.address_count).not.toBe(0);
  });

  it('refuses a missing or negative address_count and strips unknown fields', () => {
    const { address_count: _omit, ...noCount } = audience;
    expect(audienceSchema.safeParse(noCount).success).toBe(false);
    expect(audienceSchema.safeParse({ ...audience, address_count: -3 }).success).toBe(false);
    expect(audienceSchema.parse({ ...audience, cost_per_address: 0.4 })).not.toHaveProperty(
      'cost_per_address',
    );
    expect(audienceListSchema.parse({ nodes: [audience], totalCount: 1 }).nodes[0]?.name).toBe(audience.name);
  });
});

describe('audienceListQuerySchema', () => {
  it('parses ids, statuses (in capitals), search and paging', () => {
    expect(
      audienceListQuerySchema.parse({ ids: '301,302', statuses: ['ready', 'FAILED'], search: ' loyal ' }),
    ).toEqual({ ids: ['301', '302'], statuses: ['READY', 'FAILED'], search: 'loyal', first: 50, skip: 0 });
  });

  it('bounds first to 1..500', () => {
    expect(audienceListQuerySchema.safeParse({ first: '501' }).success).toBe(false);
    expect(audienceListQuerySchema.safeParse({ skip: '-1' }).success).toBe(false);
  });

  it('round-trips what the dashboard serialises', () => {
    const params: AudienceListParams = { statuses: ['READY'], search: 'loyal', first: 25, skip: 25 };
    expect(parseAudienceListQuery(Object.fromEntries(toSearchParams(params))).data).toEqual({
      ids: [],
      ...params,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { couponListQuerySchema, couponListSchema } from './coupon';

describe('couponListSchema', () => {
  it('parses rows with only a code and rows with the optional fields', () => {
    const page = couponListSchema.parse({
      nodes: [
        { code: 'SPRING10' },
        {
          code: 'WELCOME5',
          campaignId: '1203',
          description: '5 off the first order',
          redemptions: 37,
          createdAt: '2026-02-01T09:00:00.000Z',
          expiresAt: null,
        },
      ],
      totalCount: 2,
    });
    expect(page.nodes.map((c) => c.code)).toEqual(['SPRING10', 'WELCOME5']);
    expect(page.nodes[1]?.redemptions).toBe(37);
  });

  it('requires a code and strips unknown fields', () => {
    expect(couponListSchema.safeParse({ nodes: [{ description: 'x' }], totalCount: 1 }).success).toBe(false);
    expect(couponListSchema.safeParse({ nodes: [{ code: '' }], totalCount: 1 }).success).toBe(false);
    const page = couponListSchema.parse({ nodes: [{ code: 'A', payoutPerUse: 2 }], totalCount: 1 });
    expect(page.nodes[0]).not.toHaveProperty('payoutPerUse');
  });

  it('pages with first and skip', () => {
    expect(couponListQuerySchema.parse({})).toEqual({ first: 50, skip: 0 });
    expect(couponListQuerySchema.safeParse({ first: '501' }).success).toBe(false);
  });
});

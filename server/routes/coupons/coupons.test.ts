import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import { couponListSchema, type CouponList } from '../../../src/api/contract/coupon';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { performanceSchema, isVolumePerformance } from '../../../src/api/contract/performance';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;
let otherKey: string;
let campaigns: Campaign[];

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function coupons(id: string, query = '', token = key): Promise<CouponList> {
  const res = await get(`/client/campaigns/${id}/coupons?${query}`, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(couponListSchema).parse(res.body).data;
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: new Date('2026-03-15T12:00:00Z') });
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
  campaigns = successEnvelope(campaignListSchema).parse((await get('/client/campaigns?first=500')).body).data
    .nodes;
});
afterAll(() => sb.close());

describe('GET /client/campaigns/:id/coupons', () => {
  it('every launched campaign has codes; codes are unique and carry the campaign id', async () => {
    const seen = new Set<string>();
    for (const c of campaigns.filter((x) => x.status !== 0).slice(0, 80)) {
      const page = await coupons(c.id, 'first=500');
      expect(page.totalCount).toBeGreaterThan(0);
      for (const coupon of page.nodes) {
        expect(coupon.code).toMatch(/^[A-Z0-9-]+$/);
        expect(seen.has(coupon.code)).toBe(false);
        seen.add(coupon.code);
        expect(coupon.campaignId).toBe(c.id);
        expect(coupon.expiresAt ?? null).toBe(c.offer_expiration_date);
      }
    }
  });

  it('redemptions never exceed the campaign’s recorded conversions', async () => {
    for (const c of campaigns.filter((x) => x.status === 15).slice(0, 30)) {
      const page = await coupons(c.id, 'first=500');
      const perf = performanceSchema.parse(
        ((await get(`/client/campaigns/${c.id}/performance`)).body as { data: unknown }).data,
      );
      const conversions = isVolumePerformance(perf)
        ? perf.yAxis.conversions!.data.reduce((a, b) => a + b, 0)
        : perf.conversions;
      expect(page.nodes.reduce((s, x) => s + (x.redemptions ?? 0), 0)).toBeLessThanOrEqual(conversions);
    }
  });

  it('pages with first and skip; the default page is 50', async () => {
    let big: CouponList | undefined;
    let id = '';
    for (const c of campaigns.filter((x) => x.type === 1 && x.status !== 0)) {
      const page = await coupons(c.id);
      if (page.totalCount > 50) {
        big = page;
        id = c.id;
        break;
      }
    }
    expect(big, 'a campaign with more than 50 codes').toBeDefined();
    expect(big!.nodes).toHaveLength(50);
    const all = await coupons(id, 'first=500');
    const pages = [
      await coupons(id, 'first=20'),
      await coupons(id, 'first=20&skip=20'),
      await coupons(id, 'first=500&skip=40'),
    ];
    expect(pages.flatMap((p) => p.nodes)).toEqual(all.nodes);
    expect(await coupons(id, `skip=${all.totalCount}`)).toEqual({ nodes: [], totalCount: all.totalCount });
    for (const q of ['first=0', 'first=501', 'skip=-1', 'first=a']) {
      const res = await get(`/client/campaigns/${id}/coupons?${q}`);
      expect(res.status, q).toBe(400);
      failureEnvelope.parse(res.body);
    }
  });

  it('a campaign that is not the caller’s (or does not exist) gives an empty page, not an error', async () => {
    const theirs = successEnvelope(campaignListSchema).parse(
      (await get('/client/campaigns?first=1&statuses=15', otherKey)).body,
    ).data.nodes[0]!;
    expect((await coupons(theirs.id, '', otherKey)).totalCount).toBeGreaterThan(0);
    expect(await coupons(theirs.id)).toEqual({ nodes: [], totalCount: 0 });
    expect(await coupons('99999999')).toEqual({ nodes: [], totalCount: 0 });
    expect((await get('/client/campaigns/abc/coupons')).status).toBe(400);
  });
});

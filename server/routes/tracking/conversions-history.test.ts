import { describe, expect, it } from 'vitest';
import { couponListSchema } from '../../../src/api/contract/coupon';
import { fillPath } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import {
  conversionMetricId,
  conversionTypes,
  type ConversionRecord,
  type ConversionType,
} from '../../../src/api/contract/tracking';
import { authHeaders } from '../../../test/support/sandbox';
import {
  all,
  allTexts,
  campaigns,
  dbCount,
  FINANCE_FIELDS,
  get,
  key,
  NOW,
  otherKey,
  readAll,
  sb,
  setupConversionsSandbox,
} from './conversions-test-kit';

setupConversionsSandbox();

describe('GET /client/conversions: credentials', () => {
  it('401 without a credential, 403 with an access token', async () => {
    const none = await get('', null);
    expect(none.status).toBe(401);
    failureEnvelope.parse(none.body);
    const access = await get('', sb.credentials.clients[0]!.accessToken);
    expect(access.status).toBe(403);
    failureEnvelope.parse(access.body);
  });
});

describe('GET /client/conversions: the demo history', () => {
  it('holds a realistic history: every conversion of the scan history, tied to launched campaigns', async () => {
    expect(all.length).toBe(await dbCount());
    expect(all.length).toBeGreaterThan(1000);
    const dailyConversions = await sb.db
      .selectFrom('campaign_daily_stats')
      .innerJoin('campaigns', 'campaigns.id', 'campaign_daily_stats.campaign_id')
      .where('campaigns.client_id', '=', '1001')
      .select((eb) => eb.fn.sum<number>('campaign_daily_stats.conversions').as('n'))
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(Number(dailyConversions.n));
    for (const c of all) {
      const campaign = campaigns.get(c.campaignId!);
      expect(campaign, c.campaignId!).toBeDefined();
      expect(campaign!.status).not.toBe(0);
      expect(c.createdAt.slice(0, 10) >= campaign!.start_date!).toBe(true);
      expect(Date.parse(c.createdAt)).toBeLessThanOrEqual(NOW.getTime());
      expect(c.eventName).toBe('conversion');
      expect(conversionTypes).toContain(c.type);
      expect(c.metricId).toBe(conversionMetricId(c.campaignId!, c.type as ConversionType));
      expect(c.currency).toBe('USD');
      expect(Math.round(c.value * 100)).toBeCloseTo(c.value * 100, 6);
      expect(c.value).toBeGreaterThan(0);
      expect(c.userId).toMatch(/^[0-9a-f]{64}$/);
      expect(c.transactionId).toMatch(/^[0-9a-f]{64}$/);
      if (c.coupon === null) expect(c.discount).toBeNull();
      else expect(c.discount).toBeGreaterThan(0);
    }
    expect(new Set(all.map((c) => c.transactionId)).size).toBe(all.length);
    // Customers come back: some user hashes repeat, and a customer's first conversion comes first.
    const byUser = new Map<string, ConversionRecord[]>();
    for (const c of [...all].reverse()) byUser.set(c.userId!, [...(byUser.get(c.userId!) ?? []), c]);
    expect([...byUser.values()].some((l) => l.length > 1)).toBe(true);
    for (const list of byUser.values()) {
      expect(list[0]!.type).toBe('First Order');
      for (const later of list.slice(1)) expect(later.type).toBe('Orders');
    }
  });

  it('the day’s conversions and their value add up to the scan history’s, to the cent', async () => {
    const stats = await sb.db
      .selectFrom('campaign_daily_stats')
      .innerJoin('campaigns', 'campaigns.id', 'campaign_daily_stats.campaign_id')
      .where('campaigns.client_id', '=', '1001')
      .where('campaign_daily_stats.conversions', '>', 0)
      .select(['campaign_id', 'day', 'conversions', 'conversion_value'])
      .execute();
    const sums = new Map<string, { n: number; cents: number }>();
    for (const c of all) {
      const k = `${c.campaignId}:${c.createdAt.slice(0, 10)}`;
      const s = sums.get(k) ?? { n: 0, cents: 0 };
      s.n += 1;
      s.cents += Math.round(c.value * 100);
      sums.set(k, s);
    }
    expect(sums.size).toBe(stats.length);
    for (const s of stats) {
      expect(sums.get(`${s.campaign_id}:${s.day}`)).toEqual({
        n: s.conversions,
        cents: Math.round(s.conversion_value * 100),
      });
    }
  });

  it('each coupon carries as many conversions as its redemptions, all of its own campaign', async () => {
    const withCode = all.filter((c) => c.coupon !== null);
    expect(withCode.length).toBeGreaterThan(100);
    const byCampaign = new Map<string, Map<string, number>>();
    for (const c of withCode) {
      const codes = byCampaign.get(c.campaignId!) ?? new Map<string, number>();
      codes.set(c.coupon!, (codes.get(c.coupon!) ?? 0) + 1);
      byCampaign.set(c.campaignId!, codes);
    }
    for (const [campaignId, codes] of [...byCampaign].slice(0, 40)) {
      const res = await sb.fetch(
        `${fillPath(endpoints.campaignCoupons.path, { id: campaignId })}?first=500`,
        {
          headers: authHeaders(key),
        },
      );
      const page = successEnvelope(couponListSchema).parse(await res.json()).data;
      for (const coupon of page.nodes)
        expect(codes.get(coupon.code) ?? 0, coupon.code).toBe(coupon.redemptions);
      for (const code of codes.keys()) expect(page.nodes.map((n) => n.code)).toContain(code);
    }
  });

  it('client 1’s history is its own: euros, its campaigns, its types', async () => {
    const theirs = await readAll(otherKey);
    expect(theirs.nodes.length).toBe(await dbCount((q) => q, '1002'));
    expect(theirs.nodes.length).toBeGreaterThan(0);
    const ownIds = new Set(all.map((c) => c.id));
    for (const c of theirs.nodes) {
      expect(ownIds.has(c.id)).toBe(false);
      expect(campaigns.has(c.campaignId!)).toBe(false);
      expect(c.currency).toBe('EUR');
      expect(['First Purchase', 'Purchases']).toContain(c.type);
    }
  });
});

describe('GET /client/conversions: never a payout or finance field', () => {
  it('the database holds them (so the curation is real)', async () => {
    expect(await dbCount((q) => q.where('date_paid', 'is not', null))).toBeGreaterThan(100);
    expect(await dbCount((q) => q.where('invoice_url', 'is not', null))).toBeGreaterThan(100);
    expect(await dbCount((q) => q.where('paid_week', 'is not', null))).toBeGreaterThan(100);
    expect(await dbCount((q) => q.where('bonus_disqualified', '=', 1))).toBeGreaterThan(0);
  });

  it('no byte of any page names or carries them', async () => {
    const paid = await sb.db
      .selectFrom('conversions')
      .select(['invoice_url', 'date_paid'])
      .where('client_id', '=', '1001')
      .where('invoice_url', 'is not', null)
      .limit(50)
      .execute();
    const pages = [...allTexts, (await get('type=Orders&limit=500')).text];
    expect(pages.join('').length).toBeGreaterThan(100_000);
    for (const text of pages) {
      for (const field of [
        ...FINANCE_FIELDS,
        'date_paid',
        'paid_week',
        'invoice_url',
        'bonus_disqualified',
      ]) {
        expect(text).not.toContain(field);
      }
      expect(text).not.toContain('billing.doorstep.example');
      expect(text).not.toContain('/invoices/');
      for (const p of paid) expect(text).not.toContain(p.invoice_url!);
    }
    for (const node of all.slice(0, 20)) {
      expect(Object.keys(node).sort()).toEqual(
        [
          'id',
          'eventName',
          'type',
          'value',
          'currency',
          'discount',
          'transactionId',
          'userId',
          'campaignId',
          'metricId',
          'coupon',
          'createdAt',
        ].sort(),
      );
    }
  });
});

import type { SelectQueryBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import { couponListSchema } from '../../../src/api/contract/coupon';
import { fillPath } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import {
  conversionListSchema,
  conversionMetricId,
  conversionTypes,
  parseConversionMetricId,
  trackingEventRecordSchema,
  type ConversionList,
  type ConversionRecord,
  type ConversionType,
} from '../../../src/api/contract/tracking';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import type { DB } from '../../db/types';

const NOW = new Date('2026-03-15T12:00:00Z');
const FINANCE_FIELDS = ['datePaid', 'paidWeek', 'paidYear', 'invoiceUrl', 'bonusDisqualified'];

let sb: Sandbox;
let key: string;
let otherKey: string;
let campaigns: Map<string, Campaign>;
/** Every conversion of client 0, newest first, as the read-back pages it (before any is recorded). */
let all: ConversionRecord[];
let allTexts: string[];

async function get(query: string, token: string | null = key) {
  const res = await sb.fetch(`${endpoints.listConversions.path}?${query}`, {
    headers: token === null ? {} : authHeaders(token),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function list(query = '', token = key): Promise<ConversionList> {
  const res = await get(query, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(conversionListSchema).parse(res.body).data;
}

async function readAll(token = key): Promise<{ nodes: ConversionRecord[]; texts: string[] }> {
  const nodes: ConversionRecord[] = [];
  const texts: string[] = [];
  for (let skip = 0; ; skip += 500) {
    const res = await get(`limit=500&skip=${skip}`, token);
    expect(res.status, res.text).toBe(200);
    texts.push(res.text);
    const page = successEnvelope(conversionListSchema).parse(res.body).data;
    nodes.push(...page.nodes);
    if (page.nodes.length === 0 || nodes.length >= page.totalCount) break;
  }
  return { nodes, texts };
}

type ConversionQuery = SelectQueryBuilder<DB, 'conversions', object>;

/** Conversions of a client in the database matching a condition: counted without the route. */
async function dbCount(where: (q: ConversionQuery) => ConversionQuery = (q) => q, clientId = '1001') {
  const row = await where(sb.db.selectFrom('conversions').where('client_id', '=', clientId))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function recordEvent(body: unknown, token = key) {
  const res = await sb.fetch(endpoints.recordTrackingEvent.path, {
    method: 'POST',
    headers: authHeaders(token),
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return successEnvelope(trackingEventRecordSchema).parse(JSON.parse(text)).data;
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: NOW });
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
  const res = await sb.fetch('/client/campaigns?first=500', { headers: authHeaders(key) });
  campaigns = new Map(
    successEnvelope(campaignListSchema)
      .parse(await res.json())
      .data.nodes.map((c) => [c.id, c]),
  );
  ({ nodes: all, texts: allTexts } = await readAll());
});
afterAll(() => sb.close());

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

describe('GET /client/conversions: filters and paging', () => {
  it('newest first, 50 by default, totalCount of every match', async () => {
    const page = await list();
    expect(page.nodes).toHaveLength(50);
    expect(page.totalCount).toBe(all.length);
    expect(page.nodes).toEqual(all.slice(0, 50));
    for (let i = 1; i < all.length; i++) {
      expect(all[i - 1]!.createdAt >= all[i]!.createdAt, `${i}`).toBe(true);
    }
  });

  it('limit and skip page through the same order', async () => {
    const pages = [await list('limit=20'), await list('limit=20&skip=20'), await list('limit=60&skip=40')];
    expect(pages.flatMap((p) => p.nodes)).toEqual(all.slice(0, 100));
    for (const p of pages) expect(p.totalCount).toBe(all.length);
    expect(await list(`skip=${all.length}`)).toEqual({ nodes: [], totalCount: all.length });
    expect((await list('limit=500')).nodes).toHaveLength(500);
    for (const q of ['limit=0', 'limit=501', 'skip=-1', 'limit=a', 'limit=5&limit=6']) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect(failureEnvelope.parse(res.body).error, q).toMatch(/^Invalid query parameter '(limit|skip)'/);
    }
  });

  it('from and to are inclusive on createdAt; a plain-date to takes in that whole day', async () => {
    const from = '2025-06-01';
    const to = '2025-06-30';
    const inRange = all.filter((c) => c.createdAt.slice(0, 10) >= from && c.createdAt.slice(0, 10) <= to);
    expect(inRange.length).toBeGreaterThan(10);
    const page = await list(`from=${from}&to=${to}&limit=500`);
    expect(page.totalCount).toBe(inRange.length);
    expect(page.nodes).toEqual(inRange);
    expect(page.totalCount).toBe(
      await dbCount((q) =>
        q.where('created_at', '>=', `${from}T00:00:00.000Z`).where('created_at', '<=', `${to}T23:59:59.999Z`),
      ),
    );
    // Timestamps bound exactly: one conversion's own moment is both ends of a range holding it.
    const one = all[200]!;
    const exact = await list(`from=${one.createdAt}&to=${one.createdAt}`);
    expect(exact.nodes.map((n) => n.id)).toContain(one.id);
    expect(exact.nodes.every((n) => n.createdAt === one.createdAt)).toBe(true);
    // from alone, to alone.
    expect((await list(`from=${from}`)).totalCount).toBe(all.filter((c) => c.createdAt >= `${from}T`).length);
    expect((await list(`to=${to}`)).totalCount).toBe(
      all.filter((c) => c.createdAt.slice(0, 10) <= to).length,
    );
    for (const q of ['from=yesterday', 'to=2025-02-30', `from=${to}&to=${from}`]) {
      const res = await get(q);
      expect(res.status, q).toBe(400);
      expect(failureEnvelope.parse(res.body).error).toMatch(/^Invalid query parameter '(from|to)'/);
    }
  });

  it('type: one or more of the nine; another value is 400 naming it', async () => {
    const orders = await list('type=Orders&limit=500');
    expect(orders.totalCount).toBe(all.filter((c) => c.type === 'Orders').length);
    expect(orders.totalCount).toBeGreaterThan(0);
    expect(orders.nodes.every((c) => c.type === 'Orders')).toBe(true);
    const both = await list('type=Orders,First%20Order');
    expect(both.totalCount).toBe(all.length);
    expect((await list('type=Orders&type=Orders')).totalCount).toBe(orders.totalCount);
    expect((await list('type=Purchases')).totalCount).toBe(0);
    const res = await get('type=Refunds');
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).error).toMatch(
      /^Invalid query parameter 'type\[0\]': expected one of/,
    );
  });

  it('metricIds: the campaigns’ metrics (campaign id and type); several, unknown, too many', async () => {
    const metric = all[0]!.metricId!;
    const parsed = parseConversionMetricId(metric)!;
    expect(parsed.campaignId).toBe(all[0]!.campaignId);
    const page = await list(`metricIds=${metric}&limit=500`);
    const expected = all.filter((c) => c.metricId === metric);
    expect(page.totalCount).toBe(expected.length);
    expect(page.nodes).toEqual(expected.slice(0, 500));
    const second = all.find((c) => c.metricId !== metric)!.metricId!;
    const two = await list(`metricIds=${metric},${second}&limit=500`);
    expect(two.totalCount).toBe(all.filter((c) => c.metricId === metric || c.metricId === second).length);
    // A campaign's every conversion: its two metrics.
    const campaignId = all[0]!.campaignId!;
    const ids = conversionTypes.map((t) => conversionMetricId(campaignId, t)).join(',');
    expect((await list(`metricIds=${ids}`)).totalCount).toBe(
      all.filter((c) => c.campaignId === campaignId).length,
    );
    expect(await list('metricIds=999999-orders')).toEqual({ nodes: [], totalCount: 0 });
    // Another client's metric shows nothing of theirs.
    const theirs = (await list('limit=1', otherKey)).nodes[0]!.metricId!;
    expect(await list(`metricIds=${theirs}`)).toEqual({ nodes: [], totalCount: 0 });
    const tooMany = Array.from({ length: 101 }, (_, i) => `${i + 1}-orders`).join(',');
    const res = await get(`metricIds=${tooMany}`);
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).error).toBe(
      "Invalid query parameter 'metricIds': at most 100 metric ids",
    );
  });

  it('filters combine', async () => {
    const metric = all.find((c) => c.type === 'Orders')!.metricId!;
    const from = '2025-01-01';
    const expected = all.filter((c) => c.metricId === metric && c.type === 'Orders' && c.createdAt >= from);
    const page = await list(`metricIds=${metric}&type=Orders&from=${from}&limit=500`);
    expect(page.nodes).toEqual(expected);
    expect((await list(`metricIds=${metric}&type=First%20Order`)).totalCount).toBe(0);
  });
});

describe('GET /client/conversions: a recorded conversion is read back', () => {
  it('with its id, type, value, currency, discount, coupon, campaign and metric; only for its client', async () => {
    const code = all.find((c) => c.coupon !== null)!;
    const rec = await recordEvent({
      eventName: 'conversion',
      type: 'Orders',
      transactionId: 'readback-1',
      value: 19.9,
      currency: 'usd',
      userId: 'reader-1',
      coupon: code.coupon,
      discount: 2.5,
    });
    const page = await list();
    expect(page.totalCount).toBe(all.length + 1);
    expect(page.nodes[0]).toEqual({
      id: rec.id,
      eventName: 'conversion',
      type: 'Orders',
      value: 19.9,
      currency: 'USD',
      discount: 2.5,
      transactionId: rec.transactionId,
      userId: rec.userId,
      campaignId: code.campaignId,
      metricId: conversionMetricId(code.campaignId!, 'Orders'),
      coupon: code.coupon,
      createdAt: rec.createdAt,
    });
    expect((await list(`metricIds=${rec.metricId}&type=Orders`)).nodes.map((n) => n.id)).toContain(rec.id);
    expect((await list(`from=${rec.createdAt}`)).nodes.map((n) => n.id)).toEqual([rec.id]);
    // Client 1 does not see it.
    expect((await readAll(otherKey)).nodes.map((n) => n.id)).not.toContain(rec.id);
  });

  it('without a coupon it has no campaign or metric; signups and other events are not conversions', async () => {
    const before = (await list()).totalCount;
    const rec = await recordEvent({
      eventName: 'conversion',
      type: 'First Purchase',
      transactionId: 'readback-2',
      value: 7,
      currency: 'EUR',
      userId: 'reader-2',
    });
    await recordEvent({ eventName: 'Signups', value: 0, userId: 'reader-3' });
    await recordEvent({ eventName: 'Newsletter', value: 1 });
    const page = await list();
    expect(page.totalCount).toBe(before + 1);
    expect(page.nodes[0]).toMatchObject({
      id: rec.id,
      type: 'First Purchase',
      value: 7,
      currency: 'EUR',
      discount: null,
      coupon: null,
      campaignId: null,
      metricId: null,
    });
    expect((await list('type=First%20Purchase')).nodes.map((n) => n.id)).toEqual([rec.id]);
  });
});

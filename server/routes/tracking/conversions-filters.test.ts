import { describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../src/api/contract/envelope';
import {
  conversionMetricId,
  conversionTypes,
  parseConversionMetricId,
} from '../../../src/api/contract/tracking';
import {
  all,
  dbCount,
  get,
  list,
  otherKey,
  readAll,
  recordEvent,
  setupConversionsSandbox,
} from './conversions-test-kit';

setupConversionsSandbox();

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

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { couponListSchema } from '../../../src/api/contract/coupon';
import { fillPath } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { successEnvelope } from '../../../src/api/contract/envelope';
import { trackingEventRecordSchema } from '../../../src/api/contract/tracking';
import { authHeaders } from '../../../test/support/sandbox';
import {
  conversion,
  counts,
  key,
  otherKey,
  ownCode,
  post,
  record,
  sb,
  setupEventsSandbox,
} from './events-test-kit';

setupEventsSandbox();

describe('POST /tracking/events: the record and what is stored', () => {
  it('answers the spec’s event record for a conversion with a coupon', async () => {
    const before = Date.now();
    const res = await post({ ...conversion, coupon: ownCode.code.toLowerCase() });
    expect(res.status, res.text).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'eventName',
        'value',
        'transactionId',
        'currency',
        'userId',
        'campaignId',
        'metricId',
        'coupon',
        'metadata',
        'createdAt',
        'type',
        'discount',
      ].sort(),
    );
    const rec = trackingEventRecordSchema.parse(data);
    expect(rec).toMatchObject({
      eventName: 'conversion',
      value: 42.5,
      currency: 'USD',
      type: 'First Order',
      discount: 5,
      coupon: ownCode.code,
      campaignId: ownCode.campaignId,
      metricId: `${ownCode.campaignId}-first-order`,
      metadata: conversion.metadata,
    });
    expect(rec.id).toMatch(/^\d+$/);
    expect(rec.userId).toMatch(/^[0-9a-f]{64}$/);
    expect(rec.transactionId).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(rec.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(rec.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(rec.createdAt).toBe(new Date(rec.createdAt).toISOString());
  });

  it('a signup has no currency, transaction or type; its metric is the campaign’s Signups one', async () => {
    const rec = await record({ eventName: 'Signups', value: 0, userId: 'new-user-1', coupon: ownCode.code });
    expect(rec).toMatchObject({
      eventName: 'Signups',
      currency: null,
      transactionId: null,
      type: null,
      discount: null,
      campaignId: ownCode.campaignId,
      metricId: `${ownCode.campaignId}-signups`,
      metadata: {},
    });
    expect(rec.userId).toMatch(/^[0-9a-f]{64}$/);
    const plain = await record({ eventName: 'Signups', value: 0, userId: 'new-user-2' });
    expect(plain).toMatchObject({ campaignId: null, metricId: null, coupon: null });
  });

  it('another event needs only eventName and value; with a coupon it is attributed to the campaign, without a metric', async () => {
    expect(await record({ eventName: 'Newsletter', value: 3 })).toMatchObject({
      eventName: 'Newsletter',
      value: 3,
      userId: null,
      transactionId: null,
      currency: null,
      campaignId: null,
      metricId: null,
    });
    expect(await record({ eventName: 'Store visit', value: -1, coupon: ownCode.code })).toMatchObject({
      campaignId: ownCode.campaignId,
      metricId: null,
      coupon: ownCode.code,
    });
  });

  it('user and transaction ids are stored only as hashes, never in plain text', async () => {
    const userId = 'plain-user-7f3a@example.com';
    const transactionId = 'plain-order-55120';
    const rec = await record({ ...conversion, userId, transactionId, metadata: { note: 'hi' } });
    const res = await post({ ...conversion, userId, transactionId });
    expect(res.text).not.toContain(userId);
    expect(res.text).not.toContain(transactionId);

    const event = await sb.db
      .selectFrom('tracking_events')
      .selectAll()
      .where('id', '=', Number(rec.id))
      .executeTakeFirstOrThrow();
    const conv = await sb.db
      .selectFrom('conversions')
      .selectAll()
      .where('id', '=', Number(rec.id))
      .executeTakeFirstOrThrow();
    expect(event.user_hash).toBe(rec.userId);
    expect(event.transaction_hash).toBe(rec.transactionId);
    expect(conv.user_hash).toBe(rec.userId);
    expect(conv.transaction_hash).toBe(rec.transactionId);
    for (const row of [event, conv]) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(userId);
      expect(text).not.toContain(transactionId);
    }
    // No column of any table holds them.
    for (const table of ['tracking_events', 'conversions', 'tracking_salts']) {
      const rows = await sql`select * from ${sql.table(table)}`.execute(sb.db);
      const text = JSON.stringify(rows.rows);
      expect(text, table).not.toContain(userId);
      expect(text, table).not.toContain(transactionId);
    }
  });

  it('the same id hashes the same within a client, differently for another client and for the other kind', async () => {
    const a = await record({ ...conversion, userId: 'shared-user', transactionId: 'shared-user' });
    const b = await record({ ...conversion, userId: 'shared-user', transactionId: 'tx-2' });
    const c = await record({ eventName: 'Signups', value: 0, userId: 'shared-user' });
    const other = await record(
      { ...conversion, userId: 'shared-user', transactionId: 'shared-user' },
      otherKey,
    );
    const different = await record({ ...conversion, userId: 'another-user' });
    expect(b.userId).toBe(a.userId);
    expect(c.userId).toBe(a.userId);
    expect(other.userId).not.toBe(a.userId);
    expect(other.transactionId).not.toBe(a.transactionId);
    expect(different.userId).not.toBe(a.userId);
    expect(a.transactionId).not.toBe(a.userId);
    expect(b.transactionId).not.toBe(a.transactionId);
    const salts = await sb.db.selectFrom('tracking_salts').select(['client_id', 'salt']).execute();
    expect(new Set(salts.map((s) => s.salt)).size).toBe(salts.length);
    expect(salts.length).toBeGreaterThanOrEqual(2);
  });

  it('stores the event with its metadata; a conversion becomes a conversion with the same id and one more redemption of its coupon', async () => {
    const couponsOf = async () => {
      const res = await sb.fetch(
        `${fillPath(endpoints.campaignCoupons.path, { id: ownCode.campaignId })}?first=500`,
        { headers: authHeaders(key) },
      );
      const page = successEnvelope(couponListSchema).parse(await res.json()).data;
      return page.nodes.find((n) => n.code === ownCode.code)!.redemptions!;
    };
    const redemptions = await couponsOf();
    const rec = await record({ ...conversion, coupon: ownCode.code, metadata: { a: ['1', '2'] } });
    expect(await couponsOf()).toBe(redemptions + 1);
    const event = await sb.db
      .selectFrom('tracking_events')
      .selectAll()
      .where('id', '=', Number(rec.id))
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      client_id: '1001',
      event_name: 'conversion',
      type: 'First Order',
      value: 42.5,
      currency: 'USD',
      discount: 5,
      coupon: ownCode.code,
      campaign_id: Number(ownCode.campaignId),
      metric_id: rec.metricId,
      created_at: rec.createdAt,
    });
    expect(JSON.parse(event.metadata_json)).toEqual({ a: ['1', '2'] });
    const conv = await sb.db
      .selectFrom('conversions')
      .selectAll()
      .where('id', '=', Number(rec.id))
      .executeTakeFirstOrThrow();
    expect(conv).toMatchObject({
      event_id: Number(rec.id),
      client_id: '1001',
      type: 'First Order',
      value: 42.5,
      coupon: ownCode.code,
      date_paid: null,
      invoice_url: null,
      bonus_disqualified: 0,
    });
    // A signup with the code is not a conversion and redeems nothing.
    const before = await counts();
    await record({ eventName: 'Signups', value: 0, userId: 'x', coupon: ownCode.code });
    expect(await couponsOf()).toBe(redemptions + 1);
    expect(await counts()).toEqual({ events: before.events + 1, conversions: before.conversions });
  });

  it('ids are new to events and conversions alike, increasing', async () => {
    const a = await record(conversion);
    const b = await record({ eventName: 'Newsletter', value: 1 });
    const c = await record(conversion);
    expect(Number(b.id)).toBe(Number(a.id) + 1);
    expect(Number(c.id)).toBe(Number(b.id) + 1);
    const maxSeeded = await sb.db
      .selectFrom('conversions')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('event_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(a.id)).toBeGreaterThan(Number(maxSeeded.id));
  });
});

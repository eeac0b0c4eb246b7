import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponListSchema } from '../../../src/api/contract/coupon';
import { fillPath } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import {
  conversionTypes,
  trackingEventRecordSchema,
  type TrackingEventRecord,
} from '../../../src/api/contract/tracking';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;
let otherKey: string;
/** A coupon code of client 0's campaigns (its campaign id), and one of client 1's. */
let ownCode: { code: string; campaignId: string };
let otherCode: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  const [c0, c1] = sb.credentials.clients;
  key = c0!.clientKey;
  otherKey = c1!.clientKey;
  const codeOf = (clientId: string) =>
    sb.db
      .selectFrom('coupons')
      .innerJoin('campaigns', 'campaigns.id', 'coupons.campaign_id')
      .select(['coupons.code', 'coupons.campaign_id'])
      .where('campaigns.client_id', '=', clientId)
      .orderBy('coupons.id')
      .executeTakeFirstOrThrow();
  const own = await codeOf(c0!.clientId);
  ownCode = { code: own.code, campaignId: String(own.campaign_id) };
  otherCode = (await codeOf(c1!.clientId)).code;
});
afterAll(() => sb.close());

let orders = 0;
/**
 * A conversion event. Each use of it is a new order: reading `transactionId` (spreading or sending the
 * object) gives the next order number, because a transaction id already recorded is recorded once.
 */
const conversion = {
  eventName: 'conversion',
  type: 'First Order',
  get transactionId() {
    orders += 1;
    return `order-2026-${String(orders).padStart(6, '0')}`;
  },
  value: 42.5,
  currency: 'USD',
  userId: 'user-981@example.com',
  discount: 5,
  metadata: { channel: 'web', items: ['margherita', 'garlic bread'] },
};

async function post(body: unknown, token: string | null = key) {
  const res = await sb.fetch(endpoints.recordTrackingEvent.path, {
    method: 'POST',
    headers: token === null ? { 'Content-Type': 'application/json' } : authHeaders(token),
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function record(body: unknown, token = key): Promise<TrackingEventRecord> {
  const res = await post(body, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(trackingEventRecordSchema).parse(res.body).data;
}

const counts = async () => {
  const one = async (t: 'tracking_events' | 'conversions') =>
    Number(
      (
        await sb.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { events: await one('tracking_events'), conversions: await one('conversions') };
};

/** Posts a body that must be refused: 400 with the envelope, nothing stored. Returns the error. */
async function refused(body: unknown): Promise<string> {
  const before = await counts();
  const res = await post(body);
  expect(res.status, res.text).toBe(400);
  const { error } = failureEnvelope.parse(res.body);
  expect(await counts()).toEqual(before);
  return error;
}

const without = (field: string, from: Record<string, unknown> = conversion) =>
  Object.fromEntries(Object.entries(from).filter(([k]) => k !== field));

describe('POST /tracking/events: credentials', () => {
  it('401 without a credential, 403 with an access token (a client key is needed)', async () => {
    const none = await post(conversion, null);
    expect(none.status).toBe(401);
    expect(failureEnvelope.parse(none.body).error).toMatch(/credential/i);
    const access = await post(conversion, sb.credentials.clients[0]!.accessToken);
    expect(access.status).toBe(403);
    failureEnvelope.parse(access.body);
    expect(await counts()).toMatchObject({ events: 0 });
  });
});

describe('POST /tracking/events: every refusal is 400 naming the field and the rule', () => {
  it('eventName and value are required of every event (both named when both are missing)', async () => {
    expect(await refused({ value: 1 })).toBe("Invalid body field 'eventName': is required");
    expect(await refused({ eventName: 'Newsletter' })).toBe("Invalid body field 'value': is required");
    expect(await refused({})).toBe(
      "Invalid body field 'eventName': is required; Invalid body field 'value': is required",
    );
    expect(await refused({ eventName: 'Newsletter', value: '3' })).toBe(
      "Invalid body field 'value': expected a number",
    );
    expect(await refused({ eventName: '  ', value: 1 })).toBe(
      "Invalid body field 'eventName': must not be empty",
    );
  });

  it('a signup needs userId', async () => {
    expect(await refused({ eventName: 'Signups', value: 0 })).toBe(
      "Invalid body field 'userId': is required",
    );
  });

  it('a conversion names each missing required field: type, transactionId, value, currency, userId', async () => {
    for (const field of ['type', 'transactionId', 'value', 'currency', 'userId']) {
      expect(await refused(without(field)), field).toBe(`Invalid body field '${field}': is required`);
    }
    const error = await refused({ eventName: 'conversion', value: 1 });
    for (const field of ['type', 'transactionId', 'currency', 'userId']) {
      expect(error).toContain(`Invalid body field '${field}': is required`);
    }
  });

  it('value: at most 2 decimals, not negative, a number', async () => {
    expect(await refused({ ...conversion, value: 42.555 })).toBe(
      "Invalid body field 'value': must have at most 2 decimals",
    );
    expect(await refused({ ...conversion, value: -1 })).toBe(
      "Invalid body field 'value': must not be negative",
    );
    expect(await refused({ ...conversion, value: '42.50' })).toMatch(/^Invalid body field 'value': expected/);
    expect((await record({ ...conversion, value: 42.55 })).value).toBe(42.55);
    expect((await record({ ...conversion, value: 0 })).value).toBe(0);
  });

  it('discount: positive, at most 2 decimals', async () => {
    expect(await refused({ ...conversion, discount: -10 })).toMatch(
      /^Invalid body field 'discount': must be a positive amount/,
    );
    expect(await refused({ ...conversion, discount: 0 })).toMatch(
      /^Invalid body field 'discount': must be a positive/,
    );
    expect(await refused({ ...conversion, discount: 9.999 })).toBe(
      "Invalid body field 'discount': must have at most 2 decimals",
    );
    expect((await record({ ...conversion, discount: 9.99 })).discount).toBe(9.99);
  });

  it('currency: 3 letters of an ISO 4217 code; lower case is read as capitals', async () => {
    for (const currency of ['US$', 'DOLLARS', 'US', '840']) {
      expect(await refused({ ...conversion, currency }), currency).toBe(
        "Invalid body field 'currency': expected a 3-letter ISO 4217 currency code such as USD",
      );
    }
    for (const currency of ['XYZ', 'ABC', 'XAU']) {
      expect(await refused({ ...conversion, currency }), currency).toBe(
        "Invalid body field 'currency': expected an ISO 4217 currency code such as USD or EUR",
      );
    }
    expect((await record({ ...conversion, currency: 'eur' })).currency).toBe('EUR');
    expect((await record({ ...conversion, currency: 'JPY' })).currency).toBe('JPY');
  });

  it('type: one of the nine values (each is accepted)', async () => {
    expect(await refused({ ...conversion, type: 'Refunds' })).toBe(
      `Invalid body field 'type': expected one of ${conversionTypes.join(', ')}`,
    );
    expect(await refused({ ...conversion, type: 'orders' })).toMatch(
      /^Invalid body field 'type': expected one of/,
    );
    expect(conversionTypes).toHaveLength(9);
    for (const type of conversionTypes) expect((await record({ ...conversion, type })).type).toBe(type);
  });

  it('a reserved event name in another case is refused, not recorded as another event', async () => {
    expect(await refused({ ...conversion, eventName: 'Conversion' })).toBe(
      "Invalid body field 'eventName': write it exactly 'conversion'",
    );
    expect(await refused({ eventName: 'signups', value: 1, userId: 'u' })).toBe(
      "Invalid body field 'eventName': write it exactly 'Signups'",
    );
  });

  it('coupon: a code of one of the caller’s campaigns; another client’s or an unknown code is 400 naming it', async () => {
    expect(await refused({ ...conversion, coupon: otherCode })).toBe(
      `Invalid body field 'coupon': '${otherCode}' is not a code of any of your campaigns' coupon lists`,
    );
    expect(await refused({ ...conversion, coupon: 'NOT-A-CODE' })).toBe(
      "Invalid body field 'coupon': 'NOT-A-CODE' is not a code of any of your campaigns' coupon lists",
    );
    expect(await refused({ eventName: 'Signups', value: 0, userId: 'u', coupon: otherCode })).toMatch(
      /^Invalid body field 'coupon': /,
    );
    // The other client may use its own code.
    expect((await record({ ...conversion, coupon: otherCode }, otherKey)).coupon).toBe(otherCode);
  });

  it('metadata: at most 50 entries, keys at most 40 characters, values strings or string arrays of at most 256', async () => {
    const entries = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    expect(await refused({ ...conversion, metadata: entries(51) })).toBe(
      "Invalid body field 'metadata': must have at most 50 entries (has 51)",
    );
    expect(Object.keys((await record({ ...conversion, metadata: entries(50) })).metadata)).toHaveLength(50);

    const long = 'k'.repeat(41);
    expect(await refused({ ...conversion, metadata: { [long]: 'v' } })).toBe(
      `Invalid body field 'metadata.${long}': keys must be 1 to 40 characters long`,
    );
    expect(await refused({ ...conversion, metadata: { '': 'v' } })).toMatch(/keys must be 1 to 40/);
    expect((await record({ ...conversion, metadata: { ['k'.repeat(40)]: 'v' } })).metadata).toEqual({
      ['k'.repeat(40)]: 'v',
    });

    expect(await refused({ ...conversion, metadata: { note: 'x'.repeat(257) } })).toBe(
      "Invalid body field 'metadata.note': must be at most 256 characters",
    );
    expect(await refused({ ...conversion, metadata: { tags: ['ok', 'x'.repeat(257)] } })).toBe(
      "Invalid body field 'metadata.tags[1]': must be at most 256 characters",
    );
    expect((await record({ ...conversion, metadata: { note: 'x'.repeat(256) } })).metadata.note).toHaveLength(
      256,
    );

    for (const value of [5, true, null, { a: 'b' }, [1, 2], ['a', 3]]) {
      expect(await refused({ ...conversion, metadata: { n: value } }), JSON.stringify(value)).toMatch(
        /^Invalid body field 'metadata\.n(\[1\])?': expected/,
      );
    }
    expect(await refused({ ...conversion, metadata: ['a'] })).toMatch(/^Invalid body field 'metadata': /);
    expect(await refused({ ...conversion, metadata: JSON.parse('{"__proto__": "x"}') as unknown })).toBe(
      "Invalid body field 'metadata.__proto__': is not an allowed key",
    );
  });
});

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

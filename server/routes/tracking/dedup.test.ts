/**
 * Retried tracking events are recorded once: a conversion whose transactionId the client already recorded
 * answers the stored record with 200 and adds nothing (no second conversion in the read-back, no second
 * coupon redemption); any event sent again with the same Idempotency-Key is recorded once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponListSchema } from '../../../src/api/contract/coupon';
import { fillPath } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { conversionListSchema, trackingEventRecordSchema } from '../../../src/api/contract/tracking';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;
let otherKey: string;
let coupon: { code: string; campaignId: string };

beforeAll(async () => {
  sb = await startTestSandbox();
  const [c0, c1] = sb.credentials.clients;
  key = c0!.clientKey;
  otherKey = c1!.clientKey;
  const row = await sb.db
    .selectFrom('coupons')
    .innerJoin('campaigns', 'campaigns.id', 'coupons.campaign_id')
    .select(['coupons.code', 'coupons.campaign_id'])
    .where('campaigns.client_id', '=', c0!.clientId)
    .orderBy('coupons.id')
    .executeTakeFirstOrThrow();
  coupon = { code: row.code, campaignId: String(row.campaign_id) };
});
afterAll(() => sb.close());

async function send(body: unknown, opts: { token?: string; idempotencyKey?: string } = {}) {
  const res = await sb.fetch(endpoints.recordTrackingEvent.path, {
    method: 'POST',
    headers: {
      ...authHeaders(opts.token ?? key),
      ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, json: JSON.parse(text) as unknown };
}

async function recorded(body: unknown, opts: { token?: string; idempotencyKey?: string } = {}) {
  const res = await send(body, opts);
  expect(res.status, res.text).toBe(200);
  return { ...res, record: successEnvelope(trackingEventRecordSchema).parse(res.json).data };
}

/** The client's conversions in the read-back whose transaction hash is `hash`. */
async function readBack(hash: string | null, token = key) {
  const res = await sb.fetch(`${endpoints.listConversions.path}?limit=500`, { headers: authHeaders(token) });
  const page = successEnvelope(conversionListSchema).parse(await res.json()).data;
  return page.nodes.filter((n) => n.transactionId === hash);
}

async function redemptions() {
  const res = await sb.fetch(
    `${fillPath(endpoints.campaignCoupons.path, { id: coupon.campaignId })}?first=500`,
    { headers: authHeaders(key) },
  );
  const page = successEnvelope(couponListSchema).parse(await res.json()).data;
  return page.nodes.find((n) => n.code === coupon.code)!.redemptions!;
}

const eventCount = async () =>
  Number(
    (
      await sb.db
        .selectFrom('tracking_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const order = (transactionId: string, extra: Record<string, unknown> = {}) => ({
  eventName: 'conversion',
  type: 'Orders',
  transactionId,
  value: 31.2,
  currency: 'USD',
  userId: 'dedup-user@example.com',
  coupon: coupon.code,
  ...extra,
});

describe('a conversion sent twice (same transactionId)', () => {
  it('is recorded once: the repeat answers the stored record with 200 and redeems nothing more', async () => {
    const before = { redemptions: await redemptions(), events: await eventCount() };
    const first = await recorded(order('dedup-order-1'));
    expect(await redemptions()).toBe(before.redemptions + 1);

    const again = await recorded(order('dedup-order-1'));
    expect(again.record).toEqual(first.record);
    // Even when a retry differs (another value or metadata), the order is the one first recorded.
    const changed = await recorded(order('dedup-order-1', { value: 99, metadata: { retry: '2' } }));
    expect(changed.record).toEqual(first.record);

    expect(await readBack(first.record.transactionId)).toHaveLength(1);
    expect(await redemptions()).toBe(before.redemptions + 1);
    expect(await eventCount()).toBe(before.events + 1);
  });

  it('is per client: another client’s order with the same transactionId is its own', async () => {
    const mine = await recorded(order('dedup-order-2', { coupon: undefined }));
    const theirs = await recorded(order('dedup-order-2', { coupon: undefined }), { token: otherKey });
    expect(theirs.record.id).not.toBe(mine.record.id);
    expect(await readBack(theirs.record.transactionId, otherKey)).toHaveLength(1);
  });

  it('a refused repeat is still refused (an unknown coupon is 400, not the stored record)', async () => {
    await recorded(order('dedup-order-3'));
    const res = await send(order('dedup-order-3', { coupon: 'NO-SUCH-CODE' }));
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.json).error).toMatch(/coupon/);
  });
});

describe('Idempotency-Key on tracking events', () => {
  it('a signup sent again with the same key is recorded once and answered with the first record', async () => {
    const signup = { eventName: 'Signups', value: 0, userId: 'idem-signup@example.com' };
    const before = await eventCount();
    const first = await recorded(signup, { idempotencyKey: 'signup-7' });
    const again = await recorded(signup, { idempotencyKey: 'signup-7' });
    expect(again.record).toEqual(first.record);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await eventCount()).toBe(before + 1);
    // Without a key, the same signup is a new event.
    await recorded(signup);
    expect(await eventCount()).toBe(before + 2);
  });

  it('the same key with another event is 409 and records nothing', async () => {
    await recorded({ eventName: 'Signups', value: 0, userId: 'a' }, { idempotencyKey: 'signup-8' });
    const before = await eventCount();
    const res = await send({ eventName: 'Signups', value: 0, userId: 'b' }, { idempotencyKey: 'signup-8' });
    expect(res.status).toBe(409);
    expect(failureEnvelope.parse(res.json).error).toMatch(/already used with a different request/);
    expect(await eventCount()).toBe(before);
  });
});

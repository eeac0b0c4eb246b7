import { afterAll, beforeAll, expect } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { trackingEventRecordSchema, type TrackingEventRecord } from '../../../src/api/contract/tracking';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

/**
 * What the tracking-event route tests share (events-*.test.ts): a sandbox per test file, a conversion event
 * that is a new order at each use, and helpers that post it and count what is stored. Not a test file.
 */
export let sb: Sandbox;
export let key: string;
export let otherKey: string;
/** A coupon code of client 0's campaigns (its campaign id), and one of client 1's. */
export let ownCode: { code: string; campaignId: string };
export let otherCode: string;

export let orders = 0;
/**
 * A conversion event. Each use of it is a new order: reading `transactionId` (spreading or sending the
 * object) gives the next order number, because a transaction id already recorded is recorded once.
 */
export const conversion = {
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

export async function post(body: unknown, token: string | null = key) {
  const res = await sb.fetch(endpoints.recordTrackingEvent.path, {
    method: 'POST',
    headers: token === null ? { 'Content-Type': 'application/json' } : authHeaders(token),
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

export async function record(body: unknown, token = key): Promise<TrackingEventRecord> {
  const res = await post(body, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(trackingEventRecordSchema).parse(res.body).data;
}

export const counts = async () => {
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
export async function refused(body: unknown): Promise<string> {
  const before = await counts();
  const res = await post(body);
  expect(res.status, res.text).toBe(400);
  const { error } = failureEnvelope.parse(res.body);
  expect(await counts()).toEqual(before);
  return error;
}

export const without = (field: string, from: Record<string, unknown> = conversion) =>
  Object.fromEntries(Object.entries(from).filter(([k]) => k !== field));

/** Starts a sandbox for the file's tests (the clients' keys, a coupon code of each) and closes it after. */
export function setupEventsSandbox(): void {
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
}

import { sql, type Transaction } from 'kysely';
import { fieldError } from '../../../src/api/contract/describe-issues';
import { endpoints } from '../../../src/api/contract/endpoints';
import {
  conversionMetricId,
  isConversionEvent,
  isSignupEvent,
  type ConversionRecord,
  type TrackingEventRecord,
  type TrackingEventRequest,
} from '../../../src/api/contract/tracking';
import type { DB } from '../../db/types';
import { idempotencyStoreOf, keyedRequest, REPLAYED_HEADER } from '../../domain/idempotency';
import { hashTrackingId, newTrackingSalt, type HashedIdKind } from '../../domain/tracking-hash';
import { badRequest } from '../../http/errors';
import type { RouteModule } from '../deps';

type Trx = Transaction<DB>;

/** The caller's tracking salt, made on its first event when the seed did not give it one. */
async function saltOf(trx: Trx, clientId: string, now: string): Promise<string> {
  await trx
    .insertInto('tracking_salts')
    .values({ client_id: clientId, salt: newTrackingSalt(), created_at: now })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('tracking_salts')
    .select('salt')
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * The coupon row an event's `coupon` names: a code of one of the caller's campaigns' coupon lists (read
 * without regard to case: codes are written in capitals), else 400 naming it. Another client's code is
 * refused exactly like an unknown one.
 */
async function couponOf(trx: Trx, clientId: string, code: string) {
  const row = await trx
    .selectFrom('coupons')
    .innerJoin('campaigns', 'campaigns.id', 'coupons.campaign_id')
    .select(['coupons.id', 'coupons.code', 'coupons.campaign_id'])
    .where('campaigns.client_id', '=', clientId)
    .where(sql<string>`upper(coupons.code)`, '=', code.toUpperCase())
    .executeTakeFirst();
  if (!row) {
    throw badRequest(fieldError('coupon', `'${code}' is not a code of any of your campaigns' coupon lists`));
  }
  return row;
}

/** Every id of the events and conversions tables is new to both: a recorded conversion keeps its event's id. */
async function nextId(trx: Trx): Promise<number> {
  const row = await sql<{ id: number | null }>`
    select max(id) as id from (
      select max(id) as id from tracking_events union all select max(id) as id from conversions
    )`.execute(trx);
  return (row.rows[0]?.id ?? 0) + 1;
}

/** The conversion type an event counts as, for its metric: a conversion's type, a signup's `Signups`. */
const metricTypeOf = (e: TrackingEventRequest) =>
  isConversionEvent(e) ? e.type : isSignupEvent(e) ? ('Signups' as const) : null;

/** The record a conversion of the read-back answers as, from its event when it has one. */
async function recordOfConversion(trx: Trx, conversionId: number): Promise<TrackingEventRecord> {
  const c = await trx
    .selectFrom('conversions')
    .selectAll()
    .where('id', '=', conversionId)
    .executeTakeFirstOrThrow();
  const event =
    c.event_id === null
      ? undefined
      : await trx
          .selectFrom('tracking_events')
          .select(['metadata_json', 'event_name'])
          .where('id', '=', c.event_id)
          .executeTakeFirst();
  return {
    id: String(c.event_id ?? c.id),
    eventName: event?.event_name ?? 'conversion',
    value: c.value,
    transactionId: c.transaction_hash,
    currency: c.currency,
    userId: c.user_hash,
    campaignId: c.campaign_id === null ? null : String(c.campaign_id),
    metricId: c.metric_id,
    coupon: c.coupon,
    metadata: event ? (JSON.parse(event.metadata_json) as TrackingEventRecord['metadata']) : {},
    createdAt: c.created_at,
    type: c.type,
    discount: c.discount,
  };
}

/**
 * Records one event against the caller, in the caller's transaction (on disk when answered; a refused
 * event changes nothing). A conversion event also becomes a conversion of the read-back, with the event's
 * id, and counts as one more redemption of its coupon, once per transaction id: a conversion whose
 * transaction id the caller already recorded records nothing and answers the stored record.
 */
async function recordEvent(
  trx: Trx,
  clientId: string,
  e: TrackingEventRequest,
): Promise<TrackingEventRecord> {
  const createdAt = new Date().toISOString();
  const coupon = e.coupon === undefined ? undefined : await couponOf(trx, clientId, e.coupon);
  const salt = await saltOf(trx, clientId, createdAt);
  const hash = (kind: HashedIdKind, id: string | undefined) =>
    id === undefined ? null : hashTrackingId(salt, kind, id);
  const userHash = hash('user', e.userId);
  const transactionHash = hash('transaction', 'transactionId' in e ? e.transactionId : undefined);
  const conversion = isConversionEvent(e) ? e : null;
  if (conversion && transactionHash !== null) {
    const seen = await trx
      .selectFrom('conversions')
      .select('id')
      .where('client_id', '=', clientId)
      .where('transaction_hash', '=', transactionHash)
      .orderBy('id')
      .executeTakeFirst();
    if (seen) return recordOfConversion(trx, seen.id);
  }
  const metricType = metricTypeOf(e);
  const campaignId = coupon?.campaign_id ?? null;
  const metricId =
    campaignId !== null && metricType !== null ? conversionMetricId(campaignId, metricType) : null;
  const id = await nextId(trx);
  const row = {
    id,
    client_id: clientId,
    type: conversion?.type ?? null,
    value: e.value,
    currency: 'currency' in e ? (e.currency ?? null) : null,
    discount: conversion?.discount ?? null,
    user_hash: userHash,
    transaction_hash: transactionHash,
    coupon: coupon?.code ?? null,
    coupon_id: coupon?.id ?? null,
    campaign_id: campaignId,
    metric_id: metricId,
    created_at: createdAt,
  };
  await trx
    .insertInto('tracking_events')
    .values({ ...row, event_name: e.eventName, metadata_json: JSON.stringify(e.metadata ?? {}) })
    .execute();
  if (conversion) {
    await trx
      .insertInto('conversions')
      .values({
        ...row,
        event_id: id,
        type: conversion.type,
        currency: conversion.currency,
        user_hash: userHash!,
        transaction_hash: transactionHash!,
        date_paid: null,
        paid_week: null,
        paid_year: null,
        invoice_url: null,
        bonus_disqualified: 0,
      })
      .execute();
    if (coupon) {
      await trx
        .updateTable('coupons')
        .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
        .where('id', '=', coupon.id)
        .execute();
    }
  }
  return {
    id: String(id),
    eventName: e.eventName,
    value: e.value,
    transactionId: transactionHash,
    currency: row.currency,
    userId: userHash,
    campaignId: campaignId === null ? null : String(campaignId),
    metricId,
    coupon: row.coupon,
    metadata: e.metadata ?? {},
    createdAt,
    type: row.type,
    discount: row.discount,
  };
}

/** The columns a conversion read returns: never the payout and finance ones. */
const conversionColumns = [
  'id',
  'type',
  'value',
  'currency',
  'discount',
  'user_hash',
  'transaction_hash',
  'coupon',
  'campaign_id',
  'metric_id',
  'created_at',
] as const;

/**
 * `POST /tracking/events` and the conversions read-back `GET /client/conversions` (client key). Events
 * are recorded against the caller; the read-back lists only the caller's conversions, newest first.
 */
export const trackingRoutes: RouteModule = (mount, { db }) => {
  // An event sent with an Idempotency-Key is recorded once per key (domain/idempotency.ts).
  const idempotency = idempotencyStoreOf(db);
  mount(endpoints.recordTrackingEvent, async ({ c, auth, body }) =>
    idempotency.once(
      await keyedRequest(c, auth.clientId),
      (trx) => recordEvent(trx, auth.clientId, body),
      () => c.header(REPLAYED_HEADER, 'true'),
    ),
  );

  mount(endpoints.listConversions, async ({ auth, query: q }) => {
    let base = db.selectFrom('conversions').where('client_id', '=', auth.clientId);
    if (q.from) base = base.where('created_at', '>=', q.from);
    if (q.to) base = base.where('created_at', '<=', q.to);
    if (q.metricIds.length > 0) base = base.where('metric_id', 'in', [...new Set(q.metricIds)]);
    if (q.type.length > 0) base = base.where('type', 'in', [...new Set(q.type)]);
    const [{ count } = { count: 0 }] = await base
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    const rows = await base
      .select(conversionColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset(q.skip)
      .execute();
    return {
      nodes: rows.map((r): ConversionRecord => ({
        id: String(r.id),
        eventName: 'conversion',
        type: r.type,
        value: r.value,
        currency: r.currency,
        discount: r.discount,
        transactionId: r.transaction_hash,
        userId: r.user_hash,
        campaignId: r.campaign_id === null ? null : String(r.campaign_id),
        metricId: r.metric_id,
        coupon: r.coupon,
        createdAt: r.created_at,
      })),
      totalCount: Number(count),
    };
  });
};

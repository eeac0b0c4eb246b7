import { describe, expect, it } from 'vitest';
import { toSearchParams } from './query';
import {
  conversionListQuerySchema,
  conversionListSchema,
  conversionTypes,
  isConversionEvent,
  isSignupEvent,
  parseConversionListQuery,
  trackingEventRecordSchema,
  trackingEventRequestSchema,
  type ConversionListParams,
} from './tracking';

const conversion = {
  eventName: 'conversion',
  type: 'First Order',
  transactionId: 'tx-2026-0001',
  value: 42.5,
  currency: 'USD',
  userId: 'user-981',
  coupon: 'SPRING10',
  discount: 10,
  metadata: { channel: 'web', items: ['taco', 'salsa'] },
};

const issuesOf = (body: unknown) => trackingEventRequestSchema.safeParse(body).error?.issues ?? [];
const pathsOf = (body: unknown) => issuesOf(body).map((i) => i.path.join('.'));

describe('trackingEventRequestSchema', () => {
  it('parses a conversion event', () => {
    const parsed = trackingEventRequestSchema.parse(conversion);
    expect(parsed).toEqual(conversion);
    expect(isConversionEvent(parsed)).toBe(true);
    expect(conversionTypes).toHaveLength(9);
  });

  it('parses a signup event with and without a coupon', () => {
    const parsed = trackingEventRequestSchema.parse({ eventName: 'Signups', value: 1, userId: 'user-981' });
    expect(isSignupEvent(parsed)).toBe(true);
    expect(
      trackingEventRequestSchema.parse({ eventName: 'Signups', value: 1, userId: 'u', coupon: 'WELCOME' }),
    ).toMatchObject({ coupon: 'WELCOME' });
    expect(pathsOf({ eventName: 'Signups', value: 1 })).toEqual(['userId']);
  });

  it('accepts other events with eventName and value only', () => {
    expect(trackingEventRequestSchema.parse({ eventName: 'Newsletter', value: 0 })).toEqual({
      eventName: 'Newsletter',
      value: 0,
    });
    expect(pathsOf({ eventName: 'Newsletter' })).toEqual(['value']);
    expect(pathsOf({ value: 3 })).toEqual(['eventName']);
  });

  it('refuses a reserved name in the wrong case', () => {
    expect(issuesOf({ ...conversion, eventName: 'Conversion' })[0]?.message).toMatch(/exactly 'conversion'/);
  });

  it('names each missing field of a conversion', () => {
    expect(pathsOf({ eventName: 'conversion', value: 10 }).sort()).toEqual([
      'currency',
      'transactionId',
      'type',
      'userId',
    ]);
  });

  it('refuses an unknown type, a bad currency and values with more than 2 decimals', () => {
    expect(pathsOf({ ...conversion, type: 'Refunds' })).toEqual(['type']);
    expect(pathsOf({ ...conversion, currency: 'US$' })).toEqual(['currency']);
    expect(pathsOf({ ...conversion, currency: 'DOLLARS' })).toEqual(['currency']);
    expect(pathsOf({ ...conversion, value: 42.555 })).toEqual(['value']);
    expect(trackingEventRequestSchema.parse({ ...conversion, currency: 'eur' })).toMatchObject({
      currency: 'EUR',
    });
  });

  it('requires a positive discount with at most 2 decimals', () => {
    expect(pathsOf({ ...conversion, discount: -10 })).toEqual(['discount']);
    expect(pathsOf({ ...conversion, discount: 0 })).toEqual(['discount']);
    expect(pathsOf({ ...conversion, discount: 9.999 })).toEqual(['discount']);
    expect(trackingEventRequestSchema.parse({ ...conversion, discount: 9.99 })).toMatchObject({
      discount: 9.99,
    });
  });

  it('enforces the metadata limits: 50 entries, keys <= 40, values <= 256', () => {
    const entries = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    expect(trackingEventRequestSchema.safeParse({ ...conversion, metadata: entries(50) }).success).toBe(true);
    expect(pathsOf({ ...conversion, metadata: entries(51) })).toEqual(['metadata']);
    expect(pathsOf({ ...conversion, metadata: { ['k'.repeat(41)]: 'v' } })).toEqual([
      `metadata.${'k'.repeat(41)}`,
    ]);
    expect(
      trackingEventRequestSchema.safeParse({ ...conversion, metadata: { ['k'.repeat(40)]: 'v' } }).success,
    ).toBe(true);
    expect(pathsOf({ ...conversion, metadata: { note: 'x'.repeat(257) } })).toEqual(['metadata.note']);
    expect(pathsOf({ ...conversion, metadata: { tags: ['ok', 'x'.repeat(257)] } })).toEqual([
      'metadata.tags.1',
    ]);
    expect(pathsOf({ ...conversion, metadata: { n: 5 } })).toEqual(['metadata.n']);
  });
});

describe('trackingEventRecordSchema', () => {
  it('parses the record returned on create', () => {
    const record = {
      id: 'evt_1',
      eventName: 'conversion',
      value: 42.5,
      transactionId: 'a1b2c3',
      currency: 'USD',
      userId: 'd4e5f6',
      campaignId: '1203',
      metricId: '77',
      coupon: 'SPRING10',
      metadata: { channel: 'web' },
      createdAt: '2026-04-03T10:00:00.000Z',
    };
    expect(trackingEventRecordSchema.parse(record)).toEqual(record);
    expect(trackingEventRecordSchema.safeParse({ ...record, createdAt: 'now' }).success).toBe(false);
  });
});

describe('conversions read-back', () => {
  const record = {
    id: 'cv_9',
    eventName: 'conversion',
    type: 'Orders',
    value: 18,
    currency: 'USD',
    transactionId: 'hash-tx',
    userId: 'hash-user',
    campaignId: '1203',
    metricId: '77',
    coupon: null,
    createdAt: '2026-04-02T18:30:00.000Z',
  };

  it('strips payout and finance fields', () => {
    const page = conversionListSchema.parse({
      nodes: [
        {
          ...record,
          datePaid: '2026-04-10',
          paidWeek: 15,
          paidYear: 2026,
          invoiceUrl: 'https://billing.example.com/inv/1',
          bonusDisqualified: false,
          payout: 3.5,
        },
      ],
      totalCount: 1,
    });
    expect(page.nodes[0]).toEqual(record);
  });

  it('parses the query with defaults and bounds', () => {
    expect(conversionListQuerySchema.parse({})).toEqual({
      from: undefined,
      to: undefined,
      metricIds: [],
      type: [],
      limit: 50,
      skip: 0,
    });
    expect(conversionListQuerySchema.parse({ type: 'First Order,Orders', metricIds: '7,8' })).toMatchObject({
      type: ['First Order', 'Orders'],
      metricIds: ['7', '8'],
    });
    expect(conversionListQuerySchema.safeParse({ type: 'Refunds' }).success).toBe(false);
    expect(conversionListQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
    expect(conversionListQuerySchema.safeParse({ from: 'yesterday' }).success).toBe(false);
  });

  it('round-trips what the dashboard serialises', () => {
    const params: ConversionListParams = {
      from: '2026-01-01T00:00:00.000Z',
      type: ['Orders'],
      limit: 100,
      skip: 100,
    };
    expect(parseConversionListQuery(Object.fromEntries(toSearchParams(params))).data).toMatchObject(params);
  });
});

import { describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../../src/api/contract/envelope';
import { conversionTypes } from '../../../src/api/contract/tracking';
import {
  conversion,
  counts,
  otherCode,
  otherKey,
  post,
  record,
  refused,
  sb,
  setupEventsSandbox,
  without,
} from './events-test-kit';

setupEventsSandbox();

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

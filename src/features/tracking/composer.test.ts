import { describe, expect, it } from 'vitest';
import { trackingEventRequestSchema } from '../../api/contract/tracking';
import {
  composerSchema,
  emptyComposer,
  inWords,
  metadataOf,
  readAmount,
  toBody,
  type ComposerValues,
} from './composer';

const conversion = (patch: Partial<ComposerValues> = {}): ComposerValues => ({
  ...emptyComposer('USD'),
  transactionId: 'order-1042',
  userId: 'customer-77',
  value: '24.90',
  ...patch,
});

/** The form's problems by field path (`value`, `metadata.0.key`). */
function problems(values: ComposerValues): Record<string, string> {
  const result = composerSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the composer’s body', () => {
  it('reads amounts as typed: digits with a point or a comma, spaces ignored; text stays text', () => {
    expect(readAmount('')).toBeUndefined();
    expect(readAmount(' 24.90 ')).toBe(24.9);
    expect(readAmount('24,5')).toBe(24.5);
    expect(readAmount('1 024.50')).toBe(1024.5);
    expect(readAmount('-10')).toBe(-10);
    expect(readAmount('.5')).toBe(0.5);
    expect(readAmount('ten')).toBe('ten');
    expect(readAmount('1.2.3')).toBe('1.2.3');
  });

  it('builds a conversion with only what was given, currency in capitals, ids trimmed', () => {
    expect(toBody(conversion({ currency: 'eur', userId: '  customer-77 ' }))).toEqual({
      eventName: 'conversion',
      type: 'Orders',
      transactionId: 'order-1042',
      value: 24.9,
      currency: 'EUR',
      userId: 'customer-77',
    });
    const full = toBody(
      conversion({
        coupon: 'SLICE-ATL26-AB12',
        discount: '10',
        metadata: [
          { key: 'page', value: '/menu', list: false },
          { key: '', value: '', list: false },
          { key: 'items', value: 'pizza, soda,, ', list: true },
        ],
      }),
    );
    expect(full).toMatchObject({
      coupon: 'SLICE-ATL26-AB12',
      discount: 10,
      metadata: { page: '/menu', items: ['pizza', 'soda'] },
    });
    // The order of the JSON is the contract's.
    expect(Object.keys(full)).toEqual([
      'eventName',
      'type',
      'transactionId',
      'value',
      'currency',
      'userId',
      'coupon',
      'discount',
      'metadata',
    ]);
  });

  it('builds a signup without the conversion’s fields', () => {
    expect(
      toBody(conversion({ kind: 'Signups', value: '0', currency: 'USD', discount: '5', coupon: 'C-1' })),
    ).toEqual({ eventName: 'Signups', value: 0, userId: 'customer-77', coupon: 'C-1' });
  });

  it('leaves metadata out when every row is empty', () => {
    expect(metadataOf([{ key: ' ', value: '', list: false }])).toBeUndefined();
    expect(toBody(conversion({ metadata: [{ key: '', value: '', list: true }] }))).not.toHaveProperty(
      'metadata',
    );
  });
});

describe('the composer’s checks', () => {
  it('passes a valid conversion, and what it sends is what the contract accepts', () => {
    const values = conversion({ discount: '2.50', metadata: [{ key: 'a', value: 'b', list: false }] });
    const result = composerSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(toBody(values));
    expect(trackingEventRequestSchema.safeParse(result.data).success).toBe(true);
  });

  it('says in plain words what is missing', () => {
    expect(problems(conversion({ transactionId: ' ', userId: '', value: '' }))).toEqual({
      transactionId: 'Enter the transaction id: your order or purchase number.',
      userId: 'Enter the user id: how your systems know this customer.',
      value: 'Enter the value, for example 24.90.',
    });
  });

  it('checks money: digits, at most two decimals, not negative, a positive discount', () => {
    expect(problems(conversion({ value: 'ten' }))).toEqual({
      value: 'Enter an amount in digits, for example 24.90.',
    });
    expect(problems(conversion({ value: '24.999' }))).toEqual({
      value: 'The value must have at most 2 decimals.',
    });
    expect(problems(conversion({ value: '-1' }))).toEqual({ value: 'The value must not be negative.' });
    expect(problems(conversion({ discount: '-10.00' }))).toEqual({
      discount: 'The discount must be a positive amount (ten off is 10.00, not -10.00).',
    });
    expect(problems(conversion({ discount: '0' }))).toHaveProperty('discount');
    expect(problems(conversion({ discount: '1.005' }))).toEqual({
      discount: 'The discount must have at most 2 decimals.',
    });
    // A signup's value is any number.
    expect(problems(conversion({ kind: 'Signups', value: '-1.234' }))).toEqual({});
  });

  it('checks the currency against ISO 4217', () => {
    expect(problems(conversion({ currency: 'US$' }))).toEqual({
      currency: 'Enter a 3-letter ISO 4217 currency code such as USD.',
    });
    expect(problems(conversion({ currency: 'XYZ' }))).toEqual({
      currency: 'Enter an ISO 4217 currency code such as USD or EUR.',
    });
    expect(problems(conversion({ currency: 'jpy' }))).toEqual({});
  });

  it('checks each metadata row against the limits, at the row', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(
      problems(
        conversion({
          metadata: [
            { key: long(41), value: 'a', list: false },
            { key: 'plan', value: long(257), list: false },
            { key: 'plan', value: 'b', list: false },
            { key: '', value: 'orphan', list: false },
            { key: 'tags', value: `ok, ${long(300)}`, list: true },
            { key: long(40), value: long(256), list: false },
          ],
        }),
      ),
    ).toEqual({
      'metadata.0.key': 'Keys are at most 40 characters; this one has 41.',
      'metadata.1.value': 'Values are at most 256 characters; this one has 257.',
      'metadata.2.key': '“plan” is already used in entry 2: each key once.',
      'metadata.3.key': 'Give this entry a key.',
      'metadata.4.value': 'Each item is at most 256 characters; the longest has 300.',
    });
  });

  it('refuses a 51st entry', () => {
    const rows = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, value: 'v', list: false }));
    expect(problems(conversion({ metadata: rows }))).toEqual({ metadata: 'At most 50 entries: remove 1.' });
  });

  it('words the contract’s messages as sentences', () => {
    expect(inWords('value', 'must not be negative')).toBe('The value must not be negative.');
    expect(inWords('currency', 'expected a 3-letter code')).toBe('Enter a 3-letter code.');
    expect(inWords('coupon', 'is required')).toBe('The coupon is required.');
  });
});

import { describe, expect, it } from 'vitest';
import { currencyFromCode, currencyId, flyerCurrency, formatMoney, formatMoneyDelta } from './money';

describe('flyerCurrency', () => {
  it('takes the ISO currency from the country first', () => {
    expect(flyerCurrency('US', '$')).toEqual({ code: 'USD' });
    expect(flyerCurrency('ca', '$')).toEqual({ code: 'CAD' });
    expect(flyerCurrency('FR', '€')).toEqual({ code: 'EUR' });
    expect(flyerCurrency('GB', '£')).toEqual({ code: 'GBP' });
  });

  it('falls back to an unambiguous sign or code, else keeps the sign', () => {
    expect(flyerCurrency('XK', '€')).toEqual({ code: 'EUR' });
    expect(flyerCurrency('ZZ', 'CHF')).toEqual({ code: 'CHF' });
    expect(flyerCurrency('ZZ', 'jpy')).toEqual({ code: 'JPY' });
    // A bare dollar sign is several currencies: shown as sent rather than guessed.
    expect(flyerCurrency('ZZ', '$')).toEqual({ sign: '$' });
    expect(currencyId(flyerCurrency('ZZ', '$'))).toBe('$');
  });
});

describe('formatMoney', () => {
  it('formats in the currency and locale, cents for totals and up to 4 decimals for unit prices', () => {
    expect(formatMoney(1049.58, { code: 'USD' }, { locale: 'en-US' })).toBe('$1,049.58');
    expect(formatMoney(0.42, { code: 'USD' }, { locale: 'en-US', unit: true })).toBe('$0.42');
    expect(formatMoney(0.189, { code: 'USD' }, { locale: 'en-US', unit: true })).toBe('$0.189');
    expect(formatMoney(0.18905, { code: 'USD' }, { locale: 'en-US', unit: true })).toBe('$0.1891');
    expect(formatMoney(1234.5, { code: 'EUR' }, { locale: 'fr-FR' })).toBe('1\u202f234,50\u00a0€');
    expect(formatMoney(12, { code: 'GBP' }, { locale: 'en-GB' })).toBe('£12.00');
  });

  it('prefixes the sign when there is no ISO code', () => {
    expect(formatMoney(5, { sign: '$' }, { locale: 'en-US' })).toBe('$5.00');
  });

  it('reads EDDM currencies as codes when they are codes', () => {
    expect(currencyFromCode('usd')).toEqual({ code: 'USD' });
    expect(currencyFromCode('dollars')).toEqual({ sign: 'dollars' });
  });

  it('signs differences', () => {
    expect(formatMoneyDelta(12, { code: 'USD' }, { locale: 'en-US' })).toBe('+$12.00');
    expect(formatMoneyDelta(-3.5, { code: 'USD' }, { locale: 'en-US' })).toBe('−$3.50');
    expect(formatMoneyDelta(0, { code: 'USD' }, { locale: 'en-US' })).toBe('$0.00');
  });
});

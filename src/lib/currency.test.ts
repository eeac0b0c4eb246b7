import { describe, expect, it } from 'vitest';
import { currencyOfCountry, formatAmount, isCurrencyCode } from './currency';

describe('currency of a country', () => {
  it('knows the countries the service covers, in any case', () => {
    expect(currencyOfCountry('US')).toBe('USD');
    expect(currencyOfCountry('fr')).toBe('EUR');
    expect(currencyOfCountry(' gb ')).toBe('GBP');
    expect(currencyOfCountry('CH')).toBe('CHF');
  });

  it('says nothing for a country it does not know', () => {
    expect(currencyOfCountry('ZZ')).toBeUndefined();
    expect(currencyOfCountry(undefined)).toBeUndefined();
  });

  it('tells currency codes from other text', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('€')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
});

describe('amounts', () => {
  it('formats in the currency and locale; without a currency, a number with two decimals', () => {
    expect(formatAmount(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatAmount(1234.5, 'EUR', 'fr-FR')).toBe('1\u202f234,50\u00a0€');
    expect(formatAmount(1234.5, undefined, 'en-US')).toBe('1,234.50');
  });
});

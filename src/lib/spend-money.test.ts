import { describe, expect, it } from 'vitest';
import { spendCurrency } from './spend-money';

describe('spend currency', () => {
  it('uses the currency the response names', () => {
    expect(spendCurrency('eur', 'US')).toEqual({ code: 'EUR', source: 'response' });
  });

  it('falls back to the account country’s currency', () => {
    expect(spendCurrency(undefined, 'US')).toEqual({ code: 'USD', source: 'account', country: 'US' });
    expect(spendCurrency(undefined, 'fr')).toEqual({ code: 'EUR', source: 'account', country: 'FR' });
    expect(spendCurrency('not money', 'GB')).toEqual({ code: 'GBP', source: 'account', country: 'GB' });
  });

  it('says so when neither is known', () => {
    expect(spendCurrency(undefined, 'ZZ')).toEqual({ code: undefined, source: 'unknown' });
    expect(spendCurrency(undefined, undefined)).toEqual({ code: undefined, source: 'unknown' });
  });
});

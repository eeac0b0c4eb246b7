/**
 * Money on the spend page: `Intl.NumberFormat` in the response's currency and the user's locale. The spec
 * does not list a currency in the spend response; when the service sends one (the sandbox does) it is
 * used, otherwise the currency of the account's country, and the page says which.
 */
import { currencyOfCountry, isCurrencyCode } from './currency';

export type SpendCurrency =
  | { code: string; source: 'response' }
  | { code: string; source: 'account'; country: string }
  | { code: undefined; source: 'unknown' };

/** The currency to show spend in: the response's, else the account country's, else unknown. */
export function spendCurrency(
  responseCurrency: string | undefined,
  countryCode: string | undefined,
): SpendCurrency {
  const fromResponse = responseCurrency?.trim().toUpperCase();
  if (isCurrencyCode(fromResponse)) return { code: fromResponse, source: 'response' };
  const country = countryCode?.trim().toUpperCase() ?? '';
  const byCountry = currencyOfCountry(country);
  if (byCountry) return { code: byCountry, source: 'account', country };
  return { code: undefined, source: 'unknown' };
}

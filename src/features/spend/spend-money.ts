/**
 * Money on the spend page: `Intl.NumberFormat` in the response's currency and the user's locale. The spec
 * does not list a currency in the spend response; when the service sends one (the sandbox does) it is
 * used, otherwise the currency of the account's country, and the page says which.
 */

/** ISO 4217 currency of a country (ISO 3166 alpha-2), for the countries the service covers and a few more. */
const countryCurrencies: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  GB: 'GBP',
  CH: 'CHF',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  AU: 'AUD',
  NZ: 'NZD',
  ...Object.fromEntries(
    [
      'AT',
      'BE',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PT',
      'SI',
      'SK',
    ].map((c) => [c, 'EUR']),
  ),
};

export function isCurrencyCode(code: string | undefined): code is string {
  if (!code || !/^[A-Z]{3}$/.test(code)) return false;
  try {
    new Intl.NumberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

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
  const byCountry = countryCurrencies[country];
  if (byCountry) return { code: byCountry, source: 'account', country };
  return { code: undefined, source: 'unknown' };
}

/** `1234.5` in `USD` -> "$1,234.50" (en-US); without a currency, a plain number with two decimals. */
export function formatMoney(amount: number, currency: string | undefined, locale?: string): string {
  if (!currency)
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      amount,
    );
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

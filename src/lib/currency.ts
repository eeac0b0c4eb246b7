/**
 * Currencies by country: a reference table of ISO 4217 codes (not of prices), for the countries the
 * service covers and their neighbours. Used where a response carries an amount but no currency code.
 */
import { numberFormat } from './intl-cache';

const euro = [
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
];

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
  ...Object.fromEntries(euro.map((c) => [c, 'EUR'])),
};

/** The ISO currency of a country (ISO 3166 alpha-2, any case); undefined when the table has none. */
export const currencyOfCountry = (countryCode: string | undefined): string | undefined =>
  countryCurrencies[countryCode?.trim().toUpperCase() ?? ''];

/** True for a three-letter code `Intl.NumberFormat` can format as a currency. */
export function isCurrencyCode(code: string | undefined): code is string {
  if (!code || !/^[A-Z]{3}$/.test(code)) return false;
  try {
    numberFormat('en', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
}

/** `1234.5` in `USD` -> "$1,234.50" (en-US); without a currency, a plain number with two decimals. */
export function formatAmount(amount: number, currency: string | undefined, locale?: string): string {
  if (!currency)
    return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return numberFormat(locale, { style: 'currency', currency }).format(amount);
}

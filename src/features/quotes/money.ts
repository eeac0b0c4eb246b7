/**
 * Money on the quotes page: always `Intl.NumberFormat` in the quote's own currency and the user's locale.
 * EDDM quotes name their ISO currency. Flyer quotes carry a currency sign and a country: the ISO currency
 * is the country's (a reference table of currencies, not of prices), else read from the sign, else the
 * amount is shown with the sign as sent.
 */
import { currencyOfCountry, isCurrencyCode } from '../../lib/currency';
import { numberFormat } from '../../lib/intl-cache';

/** Unambiguous currency signs. A bare `$` is left out on purpose: it is several currencies. */
const signCurrencies: Readonly<Record<string, string>> = {
  '€': 'EUR',
  '£': 'GBP',
  US$: 'USD',
  CA$: 'CAD',
  C$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  CHF: 'CHF',
  zł: 'PLN',
};

/** A currency to format in: an ISO code, or (unknown code) the sign the service sent. */
export type Currency = { code: string } | { sign: string };

/** The ISO currency of a flyer quote: from the country, else the sign; else the sign itself. */
export function flyerCurrency(countryId: string, currencySign: string): Currency {
  const byCountry = currencyOfCountry(countryId);
  if (byCountry) return { code: byCountry };
  const sign = currencySign.trim();
  const bySign =
    signCurrencies[sign] ?? (isCurrencyCode(sign.toUpperCase()) ? sign.toUpperCase() : undefined);
  return bySign ? { code: bySign } : { sign };
}

/** An EDDM quote's `currency`: a code when it is one, else shown as sent. */
export const currencyFromCode = (currency: string): Currency =>
  isCurrencyCode(currency.trim().toUpperCase())
    ? { code: currency.trim().toUpperCase() }
    : { sign: currency };

/** The ISO code of a currency, or its sign: what comparisons group by. */
export const currencyId = (c: Currency): string => ('code' in c ? c.code : c.sign);

/**
 * Formats `amount`. Totals show cents; unit prices (`unit: true`) keep up to 4 decimals, since a flyer
 * can cost a fraction of a cent more than a rounded figure would say.
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  opts: { unit?: boolean; locale?: string } = {},
): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: opts.unit ? 4 : 2 };
  if ('code' in currency) {
    return numberFormat(opts.locale, {
      style: 'currency',
      currency: currency.code,
      ...digits,
    }).format(amount);
  }
  const number = numberFormat(opts.locale, digits).format(amount);
  return currency.sign ? `${currency.sign}${number}` : number;
}

/** A signed difference: "+$12.00", "−$3.50", "$0.00". */
export function formatMoneyDelta(
  amount: number,
  currency: Currency,
  opts: { unit?: boolean; locale?: string } = {},
) {
  const text = formatMoney(Math.abs(amount), currency, opts);
  if (amount > 0) return `+${text}`;
  if (amount < 0) return `−${text}`;
  return text;
}

/** Whole pieces in the user's locale. */
export const formatCount = (n: number, locale?: string) => numberFormat(locale).format(n);

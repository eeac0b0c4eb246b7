/**
 * The tracking page's words: the currencies offered (the account's first), in the user's language. The
 * conversion types' words are `lib/conversion-types`.
 */
import { displayNames } from '../../lib/intl-cache';

/** Currencies most advertisers sell in; the account's own currency is put first. */
const commonCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'MXN', 'PLN', 'SEK', 'DKK', 'NOK', 'NZD'];

export function currencyChoices(accountCurrency: string | undefined): string[] {
  const first = accountCurrency?.toUpperCase();
  return first ? [first, ...commonCurrencies.filter((c) => c !== first)] : commonCurrencies;
}

/** "USD" -> "USD · US dollar" in the user's language, when the browser knows the name. */
export function currencyLabel(code: string, locale?: string): string {
  try {
    const name = displayNames(locale ? [locale] : undefined, { type: 'currency' }).of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

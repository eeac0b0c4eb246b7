/**
 * The tracking page's words: conversion types for people (the select shows the word and the value sent),
 * and the currencies offered (the account's first).
 */
import type { ConversionType } from '../../api/contract/tracking';
import { displayNames } from '../../lib/intl-cache';

export const conversionTypeWords: Record<ConversionType, string> = {
  Signups: 'Signup',
  Orders: 'Order',
  'First Order': 'First order',
  Purchases: 'Purchase',
  'First Purchase': 'First purchase',
  Redeems: 'Redemption',
  'First Redeem': 'First redemption',
  Eaters: 'Diner',
  'First Eater': 'First-time diner',
};

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

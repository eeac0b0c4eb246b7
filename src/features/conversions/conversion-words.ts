/**
 * The conversions page's words: a row's type for people (the types' own words are `lib/conversion-types`),
 * money in each row's own currency, dates in the user's locale and time zone.
 */
import type { ConversionRecord } from '../../api/contract/tracking';
import { conversionTypeWords, isConversionType } from '../../lib/conversion-types';
import { isCurrencyCode } from '../../lib/currency';
import { dateTimeFormat, numberFormat } from '../../lib/intl-cache';

/** The row's type in words: a known type, a signup, or the type (or event) as recorded. */
export function typeWords(row: Pick<ConversionRecord, 'type' | 'eventName'>): string {
  if (isConversionType(row.type)) return conversionTypeWords[row.type];
  if (row.type) return row.type;
  if (row.eventName === 'Signups') return 'Signup';
  return row.eventName === 'conversion' ? 'Conversion (no type)' : row.eventName;
}

/** An amount in the row's currency ("$24.90"); an unknown code is written after the number. */
export function formatMoney(amount: number, currency: string | null | undefined, locale?: string): string {
  const code = currency?.trim().toUpperCase();
  if (code && isCurrencyCode(code))
    return numberFormat(locale, { style: 'currency', currency: code }).format(amount);
  const n = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return code ? `${n} ${code}` : n;
}

/** A local day `YYYY-MM-DD` as "Mar 5" (or "Mar 5, 2025" with `year`), in the user's locale. */
export function formatDay(day: string, opts: { year?: boolean; locale?: string } = {}): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d);
  return dateTimeFormat(opts.locale, {
    month: 'short',
    day: 'numeric',
    ...(opts.year ? { year: 'numeric' } : {}),
  }).format(date);
}

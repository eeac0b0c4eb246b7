/**
 * The daily chart's data: conversions counted per day (in the user's time zone) and per type, every day
 * of the period present (zero when nothing happened), types in the service's order.
 */
import { conversionTypes, type ConversionRecord } from '../../api/contract/tracking';
import { addDays } from '../../lib/dates';
import { localDay } from './conversion-filters';
import { isConversionType } from '../../lib/conversion-types';
import { typeWords } from './conversion-words';

/** A series key: a conversion type, or `other` for rows without a known one. */
export type SeriesKey = string;
const OTHER = 'other';

export type DailySeries = {
  /** Every day from the first to the last, `YYYY-MM-DD`. */
  days: { day: string; counts: Record<SeriesKey, number> }[];
  /** The series present, in order, with their words. */
  series: { key: SeriesKey; label: string; total: number }[];
  total: number;
  /** The sum of values per currency (rows without a currency under ''). */
  valueByCurrency: { currency: string; value: number }[];
};

/** Days beyond this many are not filled in with zeros (an all-time view of years). */
const MAX_FILLED_DAYS = 1_000;

const keyOf = (row: ConversionRecord): SeriesKey => (isConversionType(row.type) ? row.type : OTHER);

export function dailySeries(
  rows: readonly ConversionRecord[],
  period: { from?: string; to?: string },
): DailySeries {
  const byDay = new Map<string, Record<SeriesKey, number>>();
  const totals = new Map<SeriesKey, number>();
  const values = new Map<string, number>();
  let otherLabel: string | undefined;
  for (const row of rows) {
    const ms = Date.parse(row.createdAt);
    if (Number.isNaN(ms)) continue;
    const day = localDay(new Date(ms));
    const key = keyOf(row);
    if (key === OTHER) otherLabel = otherLabel === undefined ? typeWords(row) : 'Other';
    const counts = byDay.get(day) ?? {};
    counts[key] = (counts[key] ?? 0) + 1;
    byDay.set(day, counts);
    totals.set(key, (totals.get(key) ?? 0) + 1);
    const currency = row.currency?.trim().toUpperCase() ?? '';
    values.set(currency, Math.round(((values.get(currency) ?? 0) + row.value) * 100) / 100);
  }

  const seen = [...byDay.keys()].sort();
  const first = period.from ?? seen[0];
  const last = period.to ?? seen.at(-1);
  let dayList: string[] = [];
  if (first && last && first <= last) {
    for (let d: string | undefined = first; d && d <= last; d = addDays(d, 1)) {
      dayList.push(d);
      if (dayList.length > MAX_FILLED_DAYS) {
        dayList = seen.filter((s) => s >= first && s <= last);
        break;
      }
    }
  }

  const keys = [...conversionTypes.filter((t) => totals.has(t)), ...(totals.has(OTHER) ? [OTHER] : [])];
  return {
    days: dayList.map((day) => {
      const counts = byDay.get(day) ?? {};
      return { day, counts: Object.fromEntries(keys.map((k) => [k, counts[k] ?? 0])) };
    }),
    series: keys.map((key) => ({
      key,
      label: key === OTHER ? (otherLabel ?? 'Other') : typeWords({ type: key, eventName: 'conversion' }),
      total: totals.get(key) ?? 0,
    })),
    total: [...totals.values()].reduce((a, b) => a + b, 0),
    valueByCurrency: [...values]
      .map(([currency, value]) => ({ currency, value }))
      .sort((a, b) => b.value - a.value),
  };
}

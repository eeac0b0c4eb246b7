/**
 * The CSV of the filtered conversions, written by the app's one CSV writer (src/lib/csv.ts: RFC 4180
 * quoting, CRLF lines, and text a spreadsheet would run as a formula escaped, on every line of a cell).
 * Amounts are plain numbers with their currency in a column of its own; times are ISO 8601 in UTC, as the
 * service recorded them.
 */
import type { ConversionRecord } from '../../api/contract/tracking';
import type { ConversionFilters } from './conversion-filters';
import { toCsv } from '../../lib/csv';
import { typeWords } from './conversion-words';

export const csvColumns = [
  'Recorded at (UTC)',
  'Type',
  'Value',
  'Currency',
  'Discount',
  'Coupon',
  'Campaign id',
  'Metric id',
  'Transaction id (hashed)',
  'User id (hashed)',
  'Event id',
] as const;

export function conversionsCsv(rows: readonly ConversionRecord[]): string {
  const data = rows.map((r) => [
    r.createdAt,
    typeWords(r),
    r.value,
    r.currency,
    r.discount,
    r.coupon,
    r.campaignId,
    r.metricId,
    r.transactionId,
    r.userId,
    r.id,
  ]);
  return toCsv(csvColumns, data);
}

/** `conversions-2026-03-01-to-2026-03-30.csv`, `conversions-all-time.csv`. */
export function csvFileName(filters: Pick<ConversionFilters, 'from' | 'to'>): string {
  if (!filters.from && !filters.to) return 'conversions-all-time.csv';
  return `conversions-${filters.from ?? 'start'}-to-${filters.to ?? 'today'}.csv`;
}

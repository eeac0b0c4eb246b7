/**
 * Dates for display. Plain dates (`YYYY-MM-DD`) are calendar dates: they are formatted in UTC so they never
 * shift a day in the user's time zone. Timestamps are instants and are shown in the user's time zone.
 * `locale` defaults to the user's (undefined lets Intl pick it).
 */
import { dateTimeFormat } from './intl-cache';
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch at UTC midnight of a plain date, or undefined when it is not one. */
export function plainDateToUtc(date: string): number | undefined {
  const m = PLAIN_DATE.exec(date);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    return undefined;
  return ms;
}

export function isPlainDate(value: string): boolean {
  return plainDateToUtc(value) !== undefined;
}

/** `2025-03-01` -> "Mar 1, 2025" (en-US), the same day everywhere. Unparseable input is returned as is. */
export function formatPlainDate(date: string, locale?: string | string[]): string {
  const ms = plainDateToUtc(date);
  if (ms === undefined) return date;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
}

/** An ISO timestamp in the user's time zone, date and time. Unparseable input is returned as is. */
export function formatTimestamp(iso: string, locale?: string | string[], timeZone?: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms);
}

/** A plain date plus whole days, as a plain date (calendar arithmetic in UTC). */
export function addDays(date: string, days: number): string | undefined {
  const ms = plainDateToUtc(date);
  if (ms === undefined) return undefined;
  return new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day of an ISO timestamp in the user's time zone. Unparseable input is returned as is. */
export function formatTimestampDate(iso: string, locale?: string | string[], timeZone?: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(ms);
}

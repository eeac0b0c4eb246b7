/**
 * ISO week buckets of the performance series (`YYYY-Www`, e.g. `2026-W12`): parsing, the days a week
 * runs (Monday to Sunday), which bucket is still running today, and dates for people ("Nov 16",
 * "Nov 16 – 22") in the user's locale. Calendar arithmetic in UTC, so a week never shifts a day.
 */
import { mondayOfIsoWeek } from '../api/contract/iso-week';
import { addDays, plainDateToUtc } from './dates';
import { dateTimeFormat } from './intl-cache';

const DAY_MS = 86_400_000;

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** `2026-W12` -> {year: 2026, week: 12}; undefined when it is not a week that exists in that year. */
export function parseIsoWeek(bucket: string): { year: number; week: number } | undefined {
  const m = ISO_WEEK.exec(bucket);
  if (!m) return undefined;
  const year = Number(m[1]);
  const week = Number(m[2]);
  if (week < 1 || week > isoWeeksInYear(year)) return undefined;
  return { year, week };
}

/** 52 or 53: a year has 53 ISO weeks when it starts or ends on a Thursday. */
export function isoWeeksInYear(year: number): number {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const dec31 = new Date(Date.UTC(year, 11, 31)).getUTCDay();
  return jan1 === 4 || dec31 === 4 ? 53 : 52;
}

/** The Monday a bucket starts on, or undefined for a bucket that is not an ISO week. */
export function weekStartOf(bucket: string): string | undefined {
  const w = parseIsoWeek(bucket);
  return w ? mondayOfIsoWeek(w.year, w.week) : undefined;
}

/** The Sunday a bucket's week ends on, or undefined for a bucket that is not an ISO week. */
export function weekEndOf(bucket: string): string | undefined {
  const start = weekStartOf(bucket);
  return start ? addDays(start, 6) : undefined;
}

/** A stretch of plain dates, both ends inclusive: a week (Monday to Sunday) or a single day. */
export type DaySpan = { start: string; end: string };

/**
 * Which of `spans` is still running on `today` (the user's day, `YYYY-MM-DD`): the one that holds today,
 * so its figures are a part of the week (or day) and will still grow. Undefined when every span is over
 * (a campaign whose activity ended before this week). Plain dates compare as strings.
 */
export function runningSpanIndex(spans: readonly (DaySpan | undefined)[], today: string): number | undefined {
  const i = spans.findIndex((s) => s !== undefined && s.start <= today && today <= s.end);
  return i < 0 ? undefined : i;
}

/** How many days of `span` have begun by `today`, today included (1 on its first day), at most its length. */
export function daysSoFar(span: DaySpan, today: string): number {
  const start = plainDateToUtc(span.start);
  const end = plainDateToUtc(span.end);
  const now = plainDateToUtc(today);
  if (start === undefined || end === undefined || now === undefined || now < start) return 0;
  return Math.round((Math.min(now, end) - start) / DAY_MS) + 1;
}

/** Whether dates of `spans` need their year to be read right: they cross a year, or are not this year. */
export function spansNeedYear(spans: readonly (DaySpan | undefined)[], today: string): boolean {
  const years = new Set<string>([today.slice(0, 4)]);
  for (const s of spans) if (s) years.add(s.start.slice(0, 4)).add(s.end.slice(0, 4));
  return years.size > 1;
}

const utcFormat = (locale: string | string[] | undefined, opts: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, { ...opts, timeZone: 'UTC' });

/** A short day for an axis, in the user's locale: "Nov 16" ("16 nov." in French), with the year if asked. */
export function formatShortDay(date: string, locale?: string | string[], withYear = false): string {
  const ms = plainDateToUtc(date);
  if (ms === undefined) return date;
  return utcFormat(locale, { month: 'short', day: 'numeric', year: withYear ? 'numeric' : undefined }).format(
    ms,
  );
}

/** A span as the locale writes a range: "Nov 16 – 22", "Nov 30 – Dec 6", a single day as "Nov 16". */
export function formatDaySpan(span: DaySpan, locale?: string | string[], withYear = false): string {
  const a = plainDateToUtc(span.start);
  const b = plainDateToUtc(span.end);
  if (a === undefined || b === undefined) return span.start;
  const f = utcFormat(locale, { month: 'short', day: 'numeric', year: withYear ? 'numeric' : undefined });
  return a === b ? f.format(a) : f.formatRange(a, b);
}

/** The weekdays from a span's first day to `today` in the locale's short form: "Mon–Wed", or "Mon". */
export function formatWeekdaysSoFar(span: DaySpan, today: string, locale?: string | string[]): string {
  const a = plainDateToUtc(span.start);
  const n = daysSoFar(span, today);
  if (a === undefined || n === 0) return '';
  const f = utcFormat(locale, { weekday: 'short' });
  const first = f.format(a);
  return n === 1 ? first : `${first}–${f.format(a + (n - 1) * DAY_MS)}`;
}

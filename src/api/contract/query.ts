import { refuse, z } from './zod';
import { documentedAs, integerParam } from './wire-schema';

/**
 * Query parameters arrive as strings; a parameter may be repeated. Raw values are `string | string[]`.
 * These helpers turn them into typed values, so the sandbox validates with the same schemas the
 * dashboard uses to build its requests.
 */
export type RawQuery = Record<string, string | string[] | undefined>;

const asArray = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A list parameter: comma-separated values, repeated parameters, or both. */
export const qList = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    z.transform((v: unknown) =>
      asArray(v)
        .flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]))
        .map((s) => (typeof s === 'string' ? s.trim() : s))
        .filter((s) => s !== ''),
    ),
    z.array(item),
  );

/** A single-valued parameter; a repeated one is refused rather than guessed at. */
export const qSingle = <T extends z.ZodMiniType>(inner: T) =>
  z.pipe(
    z.transform((v: unknown, ctx) => {
      if (Array.isArray(v)) {
        if (v.length > 1) return refuse(ctx, 'given more than once');
        return v[0];
      }
      return v;
    }),
    inner,
  );

/** An integer parameter within bounds, with a default. */
export const qInt = (min: number, max: number, def: number) =>
  documentedAs(
    qSingle(
      z.pipe(
        z.optional(
          z.pipe(
            z.pipe(z.string().check(z.regex(/^-?\d+$/, 'expected a whole number')), z.transform(Number)),
            z
              .number()
              .check(z.int(), z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`)),
          ),
        ),
        z.transform((n) => n ?? def),
      ),
    ),
    { input: integerParam(min, max, def) },
  );

/** Non-negative offset. */
export const qSkip = () => qInt(0, Number.MAX_SAFE_INTEGER, 0);

/** The paging most lists take: `first` 1..500 (default 50) items from `skip`. */
export const qPaging = () => ({ first: qInt(1, 500, 50), skip: qSkip() });

/** The values given under a list parameter and under its alias, each once. */
export const withAlias = <T>(values: readonly T[], alias: readonly T[]): T[] => [
  ...new Set([...values, ...alias]),
];

/** A boolean parameter: `true`/`false`/`1`/`0`. */
export const qBool = (def: boolean) =>
  documentedAs(
    qSingle(
      z.pipe(
        z.optional(z.enum(['true', 'false', '1', '0'], { message: 'expected true or false' })),
        z.transform((s) => (s === undefined ? def : s === 'true' || s === '1')),
      ),
    ),
    {
      input: { type: 'boolean', default: def, description: '`true` or `false` (`1` and `0` are read too).' },
    },
  );

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The month (1-12) a name or an abbreviation of at least 3 letters stands for: "June", "Sept", "nov.". */
function monthOf(name: string): number | undefined {
  const n = name.toLowerCase().replace(/\.$/, '');
  const i = n.length < 3 ? -1 : months.findIndex((m) => m.startsWith(n));
  return i === -1 ? undefined : i + 1;
}

const isRealDay = (y: number, m: number, d: number) =>
  m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();

export type DateParam = {
  /** The instant: midnight UTC for a plain date. */
  instant: Date;
  /** The calendar day, `YYYY-MM-DD` (UTC). */
  day: string;
  /** True when only a day was given (no time of day). */
  dateOnly: boolean;
};

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const SLASH_DATE = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const MONTH_DAY_YEAR = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?),?\s+(\d{4})$/i;

/**
 * Reads a date parameter. Accepted: `2026-01-31`; an ISO timestamp (`2026-01-31T09:30:00Z`, an offset,
 * or none, which is read as UTC); `2026/1/31`; and written dates such as `January 31, 2026` or
 * `31 Jan 2026` (a trailing "UTC" or "GMT" is allowed). Days must exist on the calendar; a bare number
 * or anything else is refused. The result never depends on the machine's time zone.
 *
 * The instant must fall within the years 1000 to 9999 (UTC): only those print as four-digit ISO text,
 * which the service compares as text. `9999-12-31T23:00:00-05:00` (year 10000 in UTC) is refused like
 * any unreadable date.
 */
export function parseDateParam(input: string): DateParam | null {
  const parsed = readDate(input.trim().replace(/\s+(?:UTC|GMT)$/i, ''));
  const year = parsed?.instant.getUTCFullYear();
  return year !== undefined && year >= 1000 && year <= 9999 ? parsed : null;
}

function readDate(s: string): DateParam | null {
  // Years before 1000 never get as far as Date.UTC, which would read 0-99 as 1900-1999.
  const day = (y: number, m: number, d: number): DateParam | null =>
    y >= 1000 && isRealDay(y, m, d)
      ? { instant: new Date(Date.UTC(y, m - 1, d)), day: `${y}-${pad(m)}-${pad(d)}`, dateOnly: true }
      : null;

  const iso = ISO_DATE_TIME.exec(s);
  if (iso) {
    const [, y, m, d, hh, mm, ss, frac, zone] = iso;
    const date = day(Number(y), Number(m), Number(d));
    if (!date || hh === undefined) return date;
    if (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59) return null;
    const ms = frac ? Math.round(Number(`0${frac}`) * 1000) : 0;
    let at = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss ?? 0), ms);
    if (zone && zone.toUpperCase() !== 'Z') {
      const sign = zone.startsWith('-') ? -1 : 1;
      const [oh, om] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
      if (oh > 23 || om > 59) return null;
      at -= sign * (oh * 60 + om) * 60_000;
    }
    const instant = new Date(at);
    return { instant, day: instant.toISOString().slice(0, 10), dateOnly: false };
  }
  const slash = SLASH_DATE.exec(s);
  if (slash) return day(Number(slash[1]), Number(slash[2]), Number(slash[3]));
  const mdy = MONTH_DAY_YEAR.exec(s);
  if (mdy) {
    const m = monthOf(mdy[1]!);
    return m ? day(Number(mdy[3]), m, Number(mdy[2])) : null;
  }
  const dmy = DAY_MONTH_YEAR.exec(s);
  if (dmy) {
    const m = monthOf(dmy[2]!);
    return m ? day(Number(dmy[3]), m, Number(dmy[1])) : null;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

const DATE_MESSAGE = 'expected a date such as 2026-01-31 (or a timestamp such as 2026-01-31T09:30:00Z)';

/** A date parameter read with `parseDateParam`, turned into what the caller needs. */
const qDateWith = <T>(pick: (d: DateParam) => T) =>
  documentedAs(
    qSingle(
      z.optional(
        z.pipe(
          z.string(),
          z.transform((s, ctx) => {
            const parsed = parseDateParam(s);
            if (parsed) return pick(parsed);
            return refuse(ctx, DATE_MESSAGE);
          }),
        ),
      ),
    ),
    {
      input: {
        anyOf: [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date-time' },
        ],
        description:
          'A date (`2026-01-31`) or a timestamp (`2026-01-31T09:30:00Z`); `2026/1/31` and `January 31, 2026` are read too.',
      },
    },
  );

/** A date (or timestamp); normalised to its `YYYY-MM-DD` day (UTC). */
export const qDate = () => qDateWith((d) => d.day);

/** A date or timestamp; normalised to an ISO timestamp (a plain date is the start of that day, UTC). */
export const qTimestamp = () => qDateWith((d) => d.instant.toISOString());

/** The end of a range: a timestamp as given, a plain date as the last millisecond of that day (UTC). */
export const qRangeEnd = () =>
  qDateWith((d) =>
    d.dateOnly ? new Date(d.instant.getTime() + 86_400_000 - 1).toISOString() : d.instant.toISOString(),
  );

/** Free text; empty means absent. */
export const qText = () =>
  qSingle(
    z.pipe(
      z.optional(z.string().check(z.maxLength(200, 'must be at most 200 characters'))),
      z.transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim())),
    ),
  );

/** Serialise typed values back into query parameters (lists comma-joined, empty values left out). */
export function toSearchParams(params: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out.set(key, value.join(','));
    } else out.set(key, String(value));
  }
  return out;
}

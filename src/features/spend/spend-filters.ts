/**
 * The spend page keeps its period and the drafts choice in the URL:
 * `?from=2026-01-01&to=2026-06-30&drafts=true`. Both dates are the user's: `from` is the first day counted
 * and `to` the last day counted (both included). The service's `to` is exclusive, so the request sends the
 * day after (`spendFiltersToParams`); the URL never holds the service's form.
 * With neither given the page shows the year so far (January 1 to today); `?from=` (empty) means all time.
 * Anything unreadable falls back to the default rather than failing the page.
 */
import type { SpendParams } from '../../api/contract/spend';
import { addDays, isPlainDate } from '../../lib/dates';

export type SpendFilters = {
  /** First day counted, `YYYY-MM-DD`. */
  from?: string;
  /** Last day counted (included), `YYYY-MM-DD`. */
  to?: string;
  includeDrafts: boolean;
};

const readDate = (value: string | null) => {
  const v = value?.trim();
  return v && isPlainDate(v) && Number(v.slice(0, 4)) >= 1000 ? v : undefined;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today in the user's time zone, as a plain date. */
export function localToday(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** January 1 to December 31 of `year`, both included. */
export function calendarYear(year: number): { from: string; to: string } {
  return { from: `${pad(year, 4)}-01-01`, to: `${pad(year, 4)}-12-31` };
}

/** The year so far: January 1 of this year to today, both included (in the user's time zone). */
export function yearSoFar(now: Date = new Date()): { from: string; to: string } {
  return { from: `${pad(now.getFullYear(), 4)}-01-01`, to: localToday(now) };
}

/** The default period: the year so far. */
export function defaultSpendPeriod(now: Date = new Date()) {
  return yearSoFar(now);
}

export function parseSpendFilters(params: URLSearchParams, now: Date = new Date()): SpendFilters {
  const from = readDate(params.get('from'));
  const to = readDate(params.get('to'));
  const drafts = params.get('drafts')?.trim().toLowerCase();
  const includeDrafts = drafts === 'true' || drafts === '1';
  // No period in the URL: the default. An empty `from=` (written for "all time") keeps both ends open.
  if (!params.has('from') && !params.has('to')) return { ...defaultSpendPeriod(now), includeDrafts };
  return { from, to, includeDrafts };
}

/**
 * The URL form. The default period is left out so the plain page has a plain URL; a period with one open
 * end is written as it is (an absent `from` or `to` is then unbounded).
 */
export function spendFiltersToSearchParams(filters: SpendFilters, now: Date = new Date()): URLSearchParams {
  const out = new URLSearchParams();
  const def = defaultSpendPeriod(now);
  const isDefault = filters.from === def.from && filters.to === def.to;
  if (!isDefault) {
    if (filters.from) out.set('from', filters.from);
    if (filters.to) out.set('to', filters.to);
    if (!filters.from && !filters.to) out.set('from', '');
  }
  if (filters.includeDrafts) out.set('drafts', 'true');
  return out;
}

/**
 * The service's `to` for a last day included: the day after (the service counts up to, not including,
 * its `to`). Undefined stays undefined (an open end).
 */
export function exclusiveEnd(lastDay: string | undefined): string | undefined {
  return lastDay ? addDays(lastDay, 1) : undefined;
}

/**
 * The `GET /client/spend` request: `from` as it is, `to` the day after the last day included. Plain dates
 * are sent as they are (the service reads them as UTC days).
 */
export function spendFiltersToParams(filters: SpendFilters): SpendParams {
  return {
    from: filters.from,
    to: exclusiveEnd(filters.to),
    includeDrafts: filters.includeDrafts,
  };
}

/** True when the period can hold no day (`from` after the last day `to`). */
export function isEmptyPeriod(filters: SpendFilters): boolean {
  return !!filters.from && !!filters.to && filters.from > filters.to;
}

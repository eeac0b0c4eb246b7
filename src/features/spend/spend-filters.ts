/**
 * The spend page keeps its period and the drafts choice in the URL:
 * `?from=2026-01-01&to=2027-01-01&drafts=true`. `from` is inclusive and `to` exclusive, like the service.
 * With neither given the page shows this calendar year (from January 1 to January 1 of the next year);
 * `?from=` (empty) means all time.
 * Anything unreadable falls back to the default rather than failing the page.
 */
import type { SpendParams } from '../../api/contract/spend';
import { addDays, isPlainDate } from '../../lib/dates';

export type SpendFilters = {
  /** Inclusive, `YYYY-MM-DD`. */
  from?: string;
  /** Exclusive, `YYYY-MM-DD`. */
  to?: string;
  includeDrafts: boolean;
};

const readDate = (value: string | null) => {
  const v = value?.trim();
  return v && isPlainDate(v) && Number(v.slice(0, 4)) >= 1000 ? v : undefined;
};

/** January 1 of `year` to January 1 of the next year. */
export function calendarYear(year: number): { from: string; to: string } {
  const pad = (y: number) => String(y).padStart(4, '0');
  return { from: `${pad(year)}-01-01`, to: `${pad(year + 1)}-01-01` };
}

/** The default period: this calendar year (in the user's time zone). */
export function defaultSpendPeriod(now: Date = new Date()) {
  return calendarYear(now.getFullYear());
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

/** The `GET /client/spend` request. Plain dates are sent as they are (the service reads them as UTC days). */
export function spendFiltersToParams(filters: SpendFilters): SpendParams {
  return {
    from: filters.from,
    to: filters.to,
    includeDrafts: filters.includeDrafts,
  };
}

/** The last day the period includes (`to` is exclusive), or undefined for an open end. */
export function lastIncludedDay(to: string | undefined): string | undefined {
  return to ? addDays(to, -1) : undefined;
}

/** True when the period can hold nothing (`from` on or after `to`). */
export function isEmptyPeriod(filters: SpendFilters): boolean {
  return !!filters.from && !!filters.to && filters.from >= filters.to;
}

/**
 * Spend by month: the chosen period cut into calendar months, one spend request each. The service places
 * a campaign at one instant (its start date, an undated draft at its creation), so the months partition
 * the period's campaigns and their totals add up to the period's total. Pure functions; plain dates
 * (`YYYY-MM-DD`) compared as strings, calendar arithmetic in UTC.
 */
import type { Spend } from '../../api/contract/spend';
import { addDays, plainDateToUtc } from '../../lib/dates';
import { dateTimeFormat } from '../../lib/intl-cache';

/** At most this many months (one request each); a longer period is not split. */
export const MAX_MONTHS = 36;

export type SpendMonth = {
  /** `YYYY-MM`. */
  key: string;
  /** First day counted. */
  from: string;
  /** Last day counted (included). */
  to: string;
  /** False when the period starts or ends inside this month. */
  whole: boolean;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The last day of the month of `date`. */
export function lastDayOfMonth(date: string): string {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next = m === 12 ? `${pad(y + 1, 4)}-01-01` : `${pad(y, 4)}-${pad(m + 1)}-01`;
  return addDays(next, -1)!;
}

/** The months between `from` and `to` (both included), clipped to the period. */
export function monthsOf(from: string, to: string): SpendMonth[] {
  if (plainDateToUtc(from) === undefined || plainDateToUtc(to) === undefined || from > to) return [];
  const out: SpendMonth[] = [];
  let first = `${from.slice(0, 7)}-01`;
  while (first <= to) {
    const last = lastDayOfMonth(first);
    const start = first < from ? from : first;
    const end = last > to ? to : last;
    out.push({ key: first.slice(0, 7), from: start, to: end, whole: start === first && end === last });
    first = addDays(last, 1)!;
  }
  return out;
}

/** Why a period is not split by month, or undefined when it is. */
export function whyNoMonths(from: string | undefined, to: string | undefined): 'open' | 'long' | undefined {
  if (!from || !to) return 'open';
  return monthsOf(from, to).length > MAX_MONTHS ? 'long' : undefined;
}

/** "Nov 2026"; a month the period cuts: "Nov 1 – 23, 2026". In the user's locale. */
export function monthLabel(month: SpendMonth, locale?: string | string[]): string {
  const utc = (d: string) => plainDateToUtc(d)!;
  if (month.whole)
    return dateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      utc(month.from),
    );
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(utc(month.from), utc(month.to));
}

/** Money is added in cents so a dozen months add up exactly. */
const cents = (n: number) => Math.round(n * 100);

export type MonthsSum = { total: number; campaigns: number; priced: number };

export function sumMonths(months: readonly Pick<Spend, 'total' | 'campaigns' | 'priced'>[]): MonthsSum {
  let total = 0;
  let campaigns = 0;
  let priced = 0;
  for (const m of months) {
    total += cents(m.total);
    campaigns += m.campaigns;
    priced += m.priced;
  }
  return { total: total / 100, campaigns, priced };
}

/** Whether the months add up to the period's figures (total to the cent, and the campaigns counted). */
export function monthsMatchPeriod(sum: MonthsSum, period: Pick<Spend, 'total' | 'campaigns' | 'priced'>) {
  return (
    cents(sum.total) === cents(period.total) &&
    sum.campaigns === period.campaigns &&
    sum.priced === period.priced
  );
}

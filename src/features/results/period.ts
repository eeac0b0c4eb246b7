/**
 * The results view's period: whole weeks, Monday to Sunday, as the performance series buckets them. A
 * preset counts back from the week holding today (which is counted so far); a custom range is widened to
 * the whole weeks it touches, so a week cut by its edge is counted whole, never in part, and the page says
 * so. Pure functions of plain dates (`YYYY-MM-DD`, calendar arithmetic in UTC).
 */
import { isoWeekMonday } from '../../api/contract/iso-week';
import { addDays, isPlainDate } from '../../lib/dates';
import { numberFormat } from '../../lib/intl-cache';
import { formatShortDay, spansNeedYear } from '../../lib/week-buckets';

export type PresetId = '4w' | '3m' | '12m' | 'year';

/** The presets, in the order the page offers them; `weeks` counts back from this week. */
export const periodPresets: ReadonlyArray<{ id: PresetId; label: string; weeks?: number }> = [
  { id: '4w', label: 'Last 4 weeks', weeks: 4 },
  { id: '3m', label: 'Last 3 months', weeks: 13 },
  { id: '12m', label: 'Last 12 months', weeks: 52 },
  { id: 'year', label: 'This year' },
];

export type PeriodChoice = { preset: PresetId } | { preset: 'custom'; from: string; to: string };

export const DEFAULT_PERIOD: PeriodChoice = { preset: '3m' };

export type Period = {
  /** The Monday of the first week. */
  from: string;
  /** The Sunday of the last week. */
  to: string;
  /** The Monday of every week, oldest first. */
  weeks: string[];
  /** The week holding today is the last one: its figures are the week so far. */
  running: boolean;
  /** A custom range's own days, when whole weeks had to be added around them. */
  widenedFrom?: { from: string; to: string };
};

export type PeriodProblem = 'reversed' | 'future';

const RANGE = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/** `?period=3m`, or a custom range `?period=2026-06-03..2026-07-15`; anything else is the default. */
export function readPeriodChoice(value: string | null): PeriodChoice {
  const v = value?.trim() ?? '';
  const preset = periodPresets.find((p) => p.id === v);
  if (preset) return { preset: preset.id };
  const m = RANGE.exec(v);
  if (m && isPlainDate(m[1]!) && isPlainDate(m[2]!)) return { preset: 'custom', from: m[1]!, to: m[2]! };
  return DEFAULT_PERIOD;
}

/** The URL form of a choice; the default is left out (undefined). */
export function writePeriodChoice(choice: PeriodChoice): string | undefined {
  if (choice.preset === 'custom') return `${choice.from}..${choice.to}`;
  return choice.preset === DEFAULT_PERIOD.preset ? undefined : choice.preset;
}

function weeksFrom(firstMonday: string, lastMonday: string): string[] {
  const out: string[] = [];
  for (let m = firstMonday; m <= lastMonday; m = addDays(m, 7)!) out.push(m);
  return out;
}

/**
 * The weeks a choice covers on `today` (the user's day). A custom range that ends after this week stops at
 * this week (later weeks have nothing yet); one that starts after it, or ends before it starts, is a
 * problem the page explains instead of showing nothing.
 */
export function resolvePeriod(choice: PeriodChoice, today: string): Period | { problem: PeriodProblem } {
  const thisMonday = isoWeekMonday(today);
  let first: string;
  let last = thisMonday;
  if (choice.preset === 'custom') {
    if (choice.from > choice.to) return { problem: 'reversed' };
    first = isoWeekMonday(choice.from);
    if (first > thisMonday) return { problem: 'future' };
    const toMonday = isoWeekMonday(choice.to);
    last = toMonday < thisMonday ? toMonday : thisMonday;
  } else if (choice.preset === 'year') {
    first = isoWeekMonday(`${today.slice(0, 4)}-01-01`);
  } else {
    const weeks = periodPresets.find((p) => p.id === choice.preset)!.weeks!;
    first = addDays(thisMonday, -7 * (weeks - 1))!;
  }
  const weeks = weeksFrom(first, last);
  const period: Period = { from: first, to: addDays(last, 6)!, weeks, running: last === thisMonday };
  if (choice.preset === 'custom') {
    const askedTo = choice.to < period.to ? choice.to : period.to;
    if (choice.from !== period.from || askedTo !== period.to)
      period.widenedFrom = { from: choice.from, to: askedTo };
  }
  return period;
}

export const isPeriod = (p: Period | { problem: PeriodProblem }): p is Period => 'weeks' in p;

/** Two days as the page writes them, with years only where they are needed ("Aug 31 to Nov 29"). */
export function daysText(from: string, to: string, today: string, locale?: string | string[]): string {
  const withYear = spansNeedYear([{ start: from, end: to }], today);
  return `${formatShortDay(from, locale, withYear)} to ${formatShortDay(to, locale, withYear)}`;
}

/** The period in words: "13 weeks, Aug 31 to Nov 29". */
export function periodWords(period: Period, today: string, locale?: string | string[]): string {
  const n = period.weeks.length;
  return `${numberFormat(locale).format(n)} ${n === 1 ? 'week' : 'weeks'}, ${daysText(period.from, period.to, today, locale)}`;
}

/** Whether `day` is one of the period's days. */
export const inPeriod = (period: Pick<Period, 'from' | 'to'>, day: string) =>
  day >= period.from && day <= period.to;

import { isoWeekMonday, isoWeekOf } from '../../src/api/contract/iso-week';

/** Calendar helpers shared by reads and the seed. Everything is UTC. */
export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a Date (UTC). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Midnight UTC of a `YYYY-MM-DD` day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export const addDaysTo = (day: string, days: number) =>
  isoDay(new Date(dayStart(day).getTime() + days * DAY_MS));

/** The ISO 8601 week of a day, as `YYYY-Www` (the performance series' bucket label). */
export function isoWeekLabel(day: string): string {
  const week = isoWeekOf(day);
  if (!week) throw new Error(`isoWeekLabel: '${day}' is not a calendar day`);
  return `${week.year}-W${String(week.week).padStart(2, '0')}`;
}

/** Every ISO week from the week of `first` to the week of `last`, both included, in order. */
export function isoWeeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let monday = isoWeekMonday(first); monday <= last; monday = addDaysTo(monday, 7))
    weeks.push(isoWeekLabel(monday));
  return weeks;
}

/** Every day from `first` to `last`, both included. */
export function daysFromTo(first: string, last: string): string[] {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDaysTo(d, 1)) days.push(d);
  return days;
}

const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/** The day `n` business days (Monday to Friday) after `day`; weekends are skipped, holidays are not modelled. */
export function addBusinessDays(day: string, n: number): string {
  let d = dayStart(day);
  let left = n;
  while (left > 0) {
    d = new Date(d.getTime() + DAY_MS);
    if (!isWeekend(d)) left -= 1;
  }
  return isoDay(d);
}

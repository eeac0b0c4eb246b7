/** Calendar helpers shared by reads and the seed. Everything is UTC. */
export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a Date (UTC). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Midnight UTC of a `YYYY-MM-DD` day. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export const addDaysTo = (day: string, days: number) =>
  isoDay(new Date(dayStart(day).getTime() + days * DAY_MS));

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
export const daysBetween = (a: string, b: string) =>
  Math.round((dayStart(b).getTime() - dayStart(a).getTime()) / DAY_MS);

/** The ISO 8601 week of a day, as `YYYY-Www` (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(day: string | Date): string {
  const d =
    typeof day === 'string'
      ? dayStart(day)
      : new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  // The Thursday of this week decides the week's year.
  const thursday = new Date(d.getTime() + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (`YYYY-MM-DD`) of the ISO week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = dayStart(day).getUTCDay() || 7;
  return addDaysTo(day, 1 - weekday);
}

/** Every ISO week from the week of `first` to the week of `last`, both included, in order. */
export function isoWeeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDaysTo(monday, 7))
    weeks.push(isoWeekOf(monday));
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

/**
 * ISO 8601 weeks of plain dates (`YYYY-MM-DD`): weeks start on Monday and week 1 holds the year's first
 * Thursday. The performance series buckets by these weeks (`2026-W12`), so the service and the dashboard
 * share one reading of them. Calendar arithmetic in UTC: a week never shifts a day.
 */
const DAY_MS = 86_400_000;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a real calendar day, in ms; undefined for anything else (`2026-02-30`, `soon`). */
function utcMidnight(date: string): number | undefined {
  const m = PLAIN_DATE.exec(date);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : undefined;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the ISO week `date` falls in; input that is not a calendar day is returned as is. */
export function isoWeekMonday(date: string): string {
  const ms = utcMidnight(date);
  if (ms === undefined) return date;
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(ms - weekday * DAY_MS);
}

/** ISO week-numbering year and week of a calendar day (`2026-01-01` is in 2026-W01). */
export function isoWeekOf(date: string): { year: number; week: number } | undefined {
  const monday = utcMidnight(isoWeekMonday(date));
  if (monday === undefined) return undefined;
  // The Thursday of the week decides the week's year.
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  return { year, week: Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1 };
}

/** The Monday of ISO week `week` of `year`: week 1 is the week holding January 4. */
export function mondayOfIsoWeek(year: number, week: number): string {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return dayOf(jan4 - weekday * DAY_MS + (week - 1) * 7 * DAY_MS);
}

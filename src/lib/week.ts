/**
 * Week math for the missions calendar. Weeks are ISO weeks (Monday to Sunday) of plain dates
 * (`YYYY-MM-DD`, calendar arithmetic in UTC, so they never shift). Turning a day into instants and an
 * instant into a day uses the user's time zone: a mission at 23:30 local time on Sunday belongs to Sunday
 * for the user, whatever its UTC date.
 */
import { addDays } from './dates';

/** The seven plain dates, Monday to Sunday, of the week starting `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i) ?? monday);
}

/** Today's date in the user's time zone. */
export function localToday(now: Date = new Date()): string {
  return localDateOf(now.getTime());
}

/** The user's calendar day of an instant (ms or ISO string), `YYYY-MM-DD`; undefined when unparseable. */
export function localDateOf(instant: number | string): string {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The instant the user's day `date` starts (local midnight), as milliseconds. */
function localMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/**
 * The instants bounding `days` whole days from `start` in the user's time zone, for a request whose `from`
 * and `to` are both inclusive: from local midnight of `start` to the last millisecond before local
 * midnight `days` days later. Daylight-saving changes inside the range are handled by the calendar.
 */
export function weekBounds(start: string, days = 7): { from: string; to: string } {
  const end = addDays(start, days) ?? start;
  return {
    from: new Date(localMidnight(start)).toISOString(),
    to: new Date(localMidnight(end) - 1).toISOString(),
  };
}

/**
 * Items grouped by the user's day of `at(item)`, one group per day of the week starting `monday`, each
 * sorted by time. Items outside the week are left out.
 */
export function groupByDay<T>(
  items: readonly T[],
  monday: string,
  at: (item: T) => string,
): { date: string; items: T[] }[] {
  const days = weekDays(monday);
  const groups = new Map(days.map((d) => [d, [] as T[]]));
  for (const item of items) groups.get(localDateOf(at(item)))?.push(item);
  return days.map((date) => ({
    date,
    items: groups.get(date)!.sort((a, b) => Date.parse(at(a)) - Date.parse(at(b))),
  }));
}

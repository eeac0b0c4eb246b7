/**
 * How a mission's times read in the table, in the user's locale and time zone (both can be given, for
 * tests). A run is checked in and out on the day it is scheduled, so those times are shown without the
 * date unless the day differs.
 */
import { dateTimeFormat } from '../../lib/intl-cache';
type Zone = { locale?: string | string[]; timeZone?: string };

const dayKey = (ms: number, { timeZone }: Zone) =>
  dateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(ms);

/** "Feb 27, 2027" and "6:30 PM": the scheduled start as a date line and a time line. */
export function scheduledParts(iso: string, zone: Zone = {}): { date: string; time: string } | undefined {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  return {
    date: dateTimeFormat(zone.locale, { dateStyle: 'medium', timeZone: zone.timeZone }).format(ms),
    time: dateTimeFormat(zone.locale, { timeStyle: 'short', timeZone: zone.timeZone }).format(ms),
  };
}

/**
 * When the distributor checked in and out: "6:32 – 9:10 PM" on the scheduled day; with dates when either
 * falls on another day; "In at 6:32 PM, not out yet" while the run is under way; undefined before it
 * starts (the cell says "Not yet").
 */
export function checkWindowText(
  m: { time_range_start: string; check_in_time: string | null; checkout_time: string | null },
  zone: Zone = {},
): string | undefined {
  if (!m.check_in_time) return undefined;
  const inMs = Date.parse(m.check_in_time);
  if (Number.isNaN(inMs)) return m.check_in_time;
  const scheduled = Date.parse(m.time_range_start);
  const outMs = m.checkout_time ? Date.parse(m.checkout_time) : undefined;
  const sameDay = (ms: number) => Number.isNaN(scheduled) || dayKey(ms, zone) === dayKey(scheduled, zone);
  const onScheduledDay = sameDay(inMs) && (outMs === undefined || Number.isNaN(outMs) || sameDay(outMs));
  const fmt = dateTimeFormat(
    zone.locale,
    onScheduledDay
      ? { timeStyle: 'short', timeZone: zone.timeZone }
      : { dateStyle: 'medium', timeStyle: 'short', timeZone: zone.timeZone },
  );
  if (outMs === undefined) return `In at ${fmt.format(inMs)}, not out yet`;
  if (Number.isNaN(outMs) || outMs < inMs) return `In at ${fmt.format(inMs)}`;
  return fmt.formatRange(inMs, outMs);
}

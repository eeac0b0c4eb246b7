/**
 * Fast UTC formatting for the seed's large tables (Date#toISOString is a costly runtime call when made
 * tens of thousands of times). Produces exactly what `new Date(ms).toISOString()` does for whole
 * milliseconds between the years 1970 and 9999.
 */
const DAY = 86_400_000;
const dayCache = new Map<number, string>();
const two = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));

/** `YYYY-MM-DD` of day number `n` (days since 1970-01-01). */
export function dayString(n: number): string {
  let s = dayCache.get(n);
  if (s === undefined) {
    s = new Date(n * DAY).toISOString().slice(0, 10);
    dayCache.set(n, s);
  }
  return s;
}

export const dayNumber = (ms: number) => Math.floor(ms / DAY);

/** `YYYY-MM-DD` of a timestamp in milliseconds. */
export const dayOfMs = (ms: number) => dayString(Math.floor(ms / DAY));

/** `YYYY-MM-DDTHH:mm:ss.sssZ` of a whole-millisecond timestamp. */
export function isoTime(ms: number): string {
  const d = Math.floor(ms / DAY);
  let r = ms - d * DAY;
  const h = Math.floor(r / 3_600_000);
  r -= h * 3_600_000;
  const m = Math.floor(r / 60_000);
  r -= m * 60_000;
  const s = Math.floor(r / 1000);
  r -= s * 1000;
  const milli = r === 0 ? '000' : r < 10 ? `00${r}` : r < 100 ? `0${r}` : String(r);
  return `${dayString(d)}T${two[h]}:${two[m]}:${two[s]}.${milli}Z`;
}

/** Date helpers for the seed; all UTC. */
export const DAY_MS = 86_400_000;

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

/** Midnight UTC of the day of `d`. */
export const startOfDayUtc = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** `YYYY-MM-DD` (UTC). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
export const maxDate = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

import { z } from './zod';

/** Plain date, `YYYY-MM-DD`. */
export const isoDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD'), z.meta({ format: 'date' }));

/** ISO 8601 timestamp (UTC in the spec; any offset is accepted when reading). */
export const isoTimestamp = z.string().check(
  z.refine((s) => !Number.isNaN(Date.parse(s)), 'expected an ISO 8601 timestamp'),
  z.meta({ format: 'date-time' }),
);

/** Record identifiers are strings. */
export const recordId = z.string().check(z.minLength(1));

/** Numeric record identifiers (campaign ids) travel as strings of digits. */
export const numericId = z.string().check(z.regex(/^\d+$/, 'expected a numeric id'));

/** A plain date that exists on the calendar (`2026-02-30` is refused); for dates a caller sends. */
export const calendarDate = z.string().check(
  z.refine((s) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'expected a real calendar date as YYYY-MM-DD'),
  z.meta({ format: 'date' }),
);

/**
 * Error text for a request field of the wrong type: "is required" when it is absent, otherwise what was
 * expected. Pass as the params of `z.string(...)`, `z.number(...)`, `z.array(...)`, `z.enum(...)`.
 */
export const requiredAs = (expected: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `expected ${expected}`),
});

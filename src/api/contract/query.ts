import { z } from 'zod';

/**
 * Query parameters arrive as strings; a parameter may be repeated. Raw values are `string | string[]`.
 * These helpers turn them into typed values, so the sandbox validates with the same schemas the
 * dashboard uses to build its requests.
 */
export type RawQuery = Record<string, string | string[] | undefined>;

const asArray = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** A list parameter: comma-separated values, repeated parameters, or both. */
export const qList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      asArray(v)
        .flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]))
        .map((s) => (typeof s === 'string' ? s.trim() : s))
        .filter((s) => s !== ''),
    z.array(item),
  );

/** A single-valued parameter; a repeated one is refused rather than guessed at. */
export const qSingle = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v, ctx) => {
    if (Array.isArray(v)) {
      if (v.length > 1) {
        ctx.addIssue({ code: 'custom', message: 'given more than once' });
        return z.NEVER;
      }
      return v[0];
    }
    return v;
  }, inner);

/** An integer parameter within bounds, with a default. */
export const qInt = (min: number, max: number, def: number) =>
  qSingle(
    z
      .string()
      .regex(/^-?\d+$/, 'expected a whole number')
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .optional()
      .transform((n) => n ?? def),
  );

/** Non-negative offset. */
export const qSkip = () => qInt(0, Number.MAX_SAFE_INTEGER, 0);

/** A boolean parameter: `true`/`false`/`1`/`0`. */
export const qBool = (def: boolean) =>
  qSingle(
    z
      .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
      .optional()
      .transform((s) => (s === undefined ? def : s === 'true' || s === '1')),
  );

/** Any parseable date; normalised to `YYYY-MM-DD` (UTC). */
export const qDate = () =>
  qSingle(
    z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date such as 2026-01-31')
      .transform((s) => new Date(s).toISOString().slice(0, 10))
      .optional(),
  );

/** Any parseable date or timestamp; normalised to an ISO timestamp (UTC). */
export const qTimestamp = () =>
  qSingle(
    z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'expected a date or timestamp such as 2026-01-31')
      .transform((s) => new Date(s).toISOString())
      .optional(),
  );

/** Free text; empty means absent. */
export const qText = () =>
  qSingle(
    z
      .string()
      .max(200, 'must be at most 200 characters')
      .optional()
      .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim())),
  );

/** Serialise typed values back into query parameters (lists comma-joined, empty values left out). */
export function toSearchParams(params: Record<string, unknown>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out.set(key, value.join(','));
    } else out.set(key, String(value));
  }
  return out;
}

/**
 * Readers of values found in the URL (search params, parts of a shared link). Anything unreadable reads
 * as undefined, so the caller falls back to its default rather than failing the page.
 */

/** A whole number >= 1 written in digits (surrounding spaces allowed), or undefined. */
export function readPositiveInt(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

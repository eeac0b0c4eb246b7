import { sql } from 'kysely';

/** A numeric id string as stored: canonical decimal within the safe-integer range, else no row has it. */
export function toStoredId(id: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * `column in (ids)` for id strings, as one bound JSON parameter however many ids there are; an id no row
 * can have (`0`, `007`, too large) matches nothing.
 */
export const idIn = (column: string, ids: readonly string[]) => {
  const stored = [...new Set(ids.map(toStoredId).filter((n): n is number => n !== null))];
  return sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(stored)}))`;
};

/**
 * Small readers shared by the library pages' URL <-> filter functions. Anything unreadable in the URL is
 * ignored (the default is used) rather than failing the page.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../lib/search-text';

/** A page's filters as its URL holds them: read, written (defaults left out), and those of an empty URL. */
export type UrlFilters<F> = {
  read: (params: URLSearchParams) => F;
  write: (filters: F) => URLSearchParams;
  empty: F;
};

/** Trimmed, capped search text; empty means none. */
export function readSearch(value: string | null): string | undefined {
  const text = value?.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return text ? text : undefined;
}

/** `value` when it is one of `allowed` (compared case-insensitively), in `allowed`'s spelling. */
export function readChoice<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  if (value === null) return undefined;
  const wanted = value.trim().toUpperCase();
  return allowed.find((a) => a.toUpperCase() === wanted);
}

/** "POSTCARD_6X9" -> "Postcard 6×9", "REAL_ESTATE" -> "Real estate", "DOOR_HANGER" -> "Door hanger". */
export function humanizeCode(code: string): string {
  const trimmed = code.trim();
  if (trimmed === '') return code;
  const dims = /^([A-Za-z]+)_(\d+(?:_\d+)?)[xX](\d+(?:_\d+)?)$/.exec(trimmed);
  if (dims) {
    const kind = dims[1]!.charAt(0).toUpperCase() + dims[1]!.slice(1).toLowerCase();
    const a = dims[2]!.replace('_', '.');
    const b = dims[3]!.replace('_', '.');
    return `${kind} ${a}×${b}`;
  }
  // Words read in lower case; tokens with digits (A5, 3D) keep their capitals.
  const words = trimmed
    .split('_')
    .filter(Boolean)
    .map((w) => (/\d/.test(w) ? w.toUpperCase() : w.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A page's route loader: reads the filters from the URL asked for and starts `prefetch` with them, without
 * waiting for it (the page shows its skeleton until the data is in).
 */
export function prefetchingLoader<F>(
  read: (params: URLSearchParams) => F,
  prefetch: (filters: F) => Promise<void>,
) {
  return ({ request }: LoaderFunctionArgs) => {
    void prefetch(read(new URL(request.url).searchParams));
    return null;
  };
}

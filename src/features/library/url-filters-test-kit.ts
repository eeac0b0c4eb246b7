import { expect, it } from 'vitest';
import type { UrlFilters } from './url-params';

/**
 * The two tests every library page's URL filters pass: an empty URL gives the defaults (and the defaults
 * a plain URL), and `filters` written as `query` read back the same.
 */
export function itKeepsFiltersInTheUrl<F>(
  { read, write, empty }: UrlFilters<F>,
  roundTrip: { filters: F; query: string },
  names = { defaults: 'gives the defaults for an empty URL', roundTrip: 'round-trips every filter' },
) {
  it(names.defaults, () => {
    expect(read(new URLSearchParams(''))).toEqual(empty);
    expect(write(empty).toString()).toBe('');
  });

  it(names.roundTrip, () => {
    const qs = write(roundTrip.filters);
    expect(qs.toString()).toBe(roundTrip.query);
    expect(read(qs)).toEqual(roundTrip.filters);
  });
}

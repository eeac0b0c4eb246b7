import {
  splitCitySearch,
  type City,
  type CityList,
  type CityListQuery,
} from '../../../src/api/contract/city';
import type { Adjustment } from '../../../src/api/contract/envelope';
import { hasRoutesAt } from '../../domain/carrier-routes';
import { foldName, MIN_POPULATION, usCities, type CityEntry } from '../../domain/cities';

const toCity = (c: CityEntry): City => ({
  id: c.id,
  name: c.name,
  state: c.state,
  nameWithState: `${c.name}, ${c.state}`,
  country_id: 'US',
  country_name: 'United States',
  latitude: c.latitude,
  longitude: c.longitude,
  hasCarrierRoutes: hasRoutesAt(Number(c.latitude), Number(c.longitude)),
});

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * Searches the targetable cities. `search` is a name (a case- and accent-insensitive substring) or
 * 'Name, ST'; an explicit `state` wins over a state parsed from `search` (the note says so). Sorted by
 * population, largest first, then name. A page that does not hold every match is `complete: false` with
 * a TRUNCATED adjustment saying how to read the rest.
 */
export function searchCities(q: CityListQuery): CityList {
  const parsed = q.search ? splitCitySearch(q.search) : undefined;
  const state = q.state ?? parsed?.state;
  const needle = parsed ? foldName(parsed.name) : '';
  const matches = usCities().filter(
    (c) => (!state || c.state === state) && (!needle || c.folded.includes(needle)),
  );
  const page = matches.slice(q.skip, q.skip + q.first);
  const total = matches.length;
  const hasNextPage = q.skip + page.length < total;
  const complete = page.length === total;

  const adjustments: Adjustment[] = [];
  if (!complete) {
    const from = Math.min(q.skip + 1, total);
    adjustments.push({
      code: 'TRUNCATED',
      field: 'nodes',
      requested: total,
      applied: page.length,
      affects: ['nodes'],
      detail:
        page.length === 0
          ? `No cities on this page: skip=${q.skip} is past the last of ${fmt(total)} matches.`
          : `Returned cities ${fmt(from)}–${fmt(q.skip + page.length)} of ${fmt(total)} matches.` +
            (hasNextPage ? ` Read on with skip=${q.skip + page.length}, or narrow the search.` : ''),
    });
  }
  const notes = [`US places with at least ${fmt(MIN_POPULATION)} inhabitants (GeoNames), largest first.`];
  if (q.state && parsed?.state && parsed.state !== q.state) {
    notes.push(`The state parameter (${q.state}) was used instead of ${parsed.state} from the search.`);
  }
  if (total === 0) notes.push('No city matches; check the spelling or search by the start of the name.');
  return {
    nodes: page.map(toCity),
    totalCount: total,
    returnedCount: page.length,
    hasNextPage,
    complete,
    adjustments,
    note: notes.join(' '),
  };
}

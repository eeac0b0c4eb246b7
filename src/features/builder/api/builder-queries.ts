/**
 * The wizard's own reads (TkDodo-style factories; every input of a fetch is in its key): the routes
 * around a draft's zone with their demographics, and the cities a street draft was saved with when the
 * service's read-back does not list them. The lists its steps choose from (designs, templates, saved
 * audiences, cities, demographic attributes) are the shared factories of `src/queries/`, under the keys
 * the library reads them with. A draft's own reads sit under the campaign's detail key, so the builder's
 * writes (`campaignMutations`) make them stale and they are read again after every save; what it was
 * targeted with is `campaignInsightQueries.draftTargeting`.
 */
import { queryOptions } from '@tanstack/react-query';
import { carrierRouteLimits } from '../../../api/contract/carrier-route';
import type { City } from '../../../api/contract/city';
import type { DistributionLocation } from '../../../api/contract/draft-targeting';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import { campaignQueries } from '../../../queries/campaign-queries';

/** Routes and cities change rarely: fresh for ten minutes. */
const STALE_MS = 10 * 60_000;

/** A saved city zone ("Austin, TX" at its centre) read back as the city it names, or null when none matches. */
async function cityOfZone(zone: DistributionLocation, signal: AbortSignal): Promise<City | null> {
  const list = await callApi(endpoints.listCities, { query: { search: zone.name, first: 50 }, signal });
  const named = list.nodes.filter((c) => c.nameWithState.toLowerCase() === zone.name.trim().toLowerCase());
  if (named.length === 0) return null;
  const distance = (c: City) => Math.hypot(Number(c.latitude) - zone.lat, Number(c.longitude) - zone.lng);
  return named.reduce((best, c) => (distance(c) < distance(best) ? c : best));
}

export const builderQueries = {
  all: () => ['builder'] as const,
  /**
   * For a service whose read-back has no `cities` (the spec does not name it; the sandbox sends it): the
   * cities a street draft was saved with, from its city zones ("Name, ST" with their centre), each
   * resolved through the city search, in the saved order. Zones that no longer match a city are counted
   * in `unmatched`.
   */
  citiesOfZones: (id: string, zones: readonly DistributionLocation[]) => {
    const wanted = zones.map((z) => ({ name: z.name, lat: z.lat, lng: z.lng }));
    return queryOptions({
      queryKey: [...campaignQueries.details(), id, 'saved-cities', wanted] as const,
      queryFn: async ({ signal }) => {
        const found = await Promise.all(zones.map((z) => cityOfZone(z, signal)));
        const seen = new Set<string>();
        const cities = found.filter((c): c is City => {
          if (!c || seen.has(c.id)) return false;
          seen.add(c.id);
          return true;
        });
        return { cities, unmatched: found.filter((c) => c === null).length };
      },
      staleTime: STALE_MS,
    });
  },
  /**
   * The routes around a draft's zone with their demographics (residences split by age, income, household
   * size), to say how many homes on the chosen routes match the chosen attributes. The zone's radius a
   * little widened (routes reach past it), within the search's limits.
   */
  routeDemographics: (zone: Pick<DistributionLocation, 'lat' | 'lng' | 'radius'>) => {
    const query = {
      lat: Math.round(zone.lat * 1e5) / 1e5,
      lng: Math.round(zone.lng * 1e5) / 1e5,
      radius: Math.min(
        carrierRouteLimits.radiusMax,
        Math.max(500, Math.ceil((zone.radius * 1.25) / 100) * 100),
      ),
      first: carrierRouteLimits.firstMax,
      includeDemographics: true,
    };
    return queryOptions({
      queryKey: [...builderQueries.all(), 'route-demographics', query] as const,
      queryFn: ({ signal }) => callApi(endpoints.searchCarrierRoutes, { query, signal }),
      staleTime: STALE_MS,
    });
  },
};

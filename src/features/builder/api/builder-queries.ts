/**
 * The wizard's reads (TkDodo-style factories; every input of a fetch is in its key): the lists its steps
 * choose from (demographic attributes, saved audiences, cities, designs, templates) and the cities a street
 * draft was saved with. A draft's own reads sit under the campaign's detail key, so the builder's writes
 * (`campaignMutations`) make them stale and they are read again after every save; what it was targeted
 * with is `campaignInsightQueries.draftTargeting`.
 */
import { queryOptions } from '@tanstack/react-query';
import { carrierRouteLimits } from '../../../api/contract/carrier-route';
import type { City } from '../../../api/contract/city';
import type { DesignListParams } from '../../../api/contract/design';
import type { DistributionLocation } from '../../../api/contract/draft-targeting';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import { campaignQueries } from '../../../queries/campaign-queries';

/** Lists that change rarely (attributes, templates): fresh for ten minutes. */
const STALE_MS = 10 * 60_000;

/** How many cities a search shows. */
export const CITY_SEARCH_SIZE = 10;
/** Designs per page in the creative step. */
export const DESIGN_PAGE_SIZE = 12;
/** Most designs read at once (the service's largest page), so those that fit the draft can all come first. */
export const DESIGNS_READ_WHOLE = 100;
/** Most saved audiences read at once (the service's maximum page). */
export const AUDIENCES_MAX = 500;

function designParams(params: DesignListParams): DesignListParams {
  const out: DesignListParams = { pageSize: params.pageSize ?? DESIGN_PAGE_SIZE };
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.format) out.format = params.format;
  if (params.status) out.status = params.status.toUpperCase();
  if (params.sort) out.sort = params.sort;
  if (params.page && params.page > 1) out.page = params.page;
  return out;
}

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
   * The cities a street draft was saved with, read back from its city zones (the read-back names them
   * "Name, ST" with their centre): each resolved through the city search, in the saved order. Zones
   * that no longer match a city are counted in `unmatched`.
   */
  savedCities: (id: string, zones: readonly DistributionLocation[]) => {
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
  demographicAttributes: () =>
    queryOptions({
      queryKey: [...builderQueries.all(), 'demographic-attributes'] as const,
      queryFn: ({ signal }) => callApi(endpoints.demographicAttributes, { signal }),
      staleTime: STALE_MS,
    }),
  /** The client's saved audiences (address lists), all of them up to the service's maximum page. */
  audiences: () =>
    queryOptions({
      queryKey: [...builderQueries.all(), 'audiences', { first: AUDIENCES_MAX }] as const,
      queryFn: ({ signal }) => callApi(endpoints.listAudiences, { query: { first: AUDIENCES_MAX }, signal }),
    }),
  /** Cities whose name matches `search` ("Austin" or "Austin, TX"). */
  cities: (search: string) => {
    const query = { search: search.trim(), first: CITY_SEARCH_SIZE };
    return queryOptions({
      queryKey: [...builderQueries.all(), 'cities', query] as const,
      queryFn: ({ signal }) => callApi(endpoints.listCities, { query, signal }),
      staleTime: STALE_MS,
    });
  },
  designs: (params: DesignListParams = {}) => {
    const query = designParams(params);
    return queryOptions({
      queryKey: [...builderQueries.all(), 'designs', query] as const,
      queryFn: ({ signal }) => callApi(endpoints.listDesigns, { query, signal }),
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
  templates: () =>
    queryOptions({
      queryKey: [...builderQueries.all(), 'design-templates'] as const,
      queryFn: ({ signal }) => callApi(endpoints.listDesignTemplates, { signal }),
      staleTime: STALE_MS,
    }),
};

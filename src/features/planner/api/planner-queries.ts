/**
 * The planner's reads (TkDodo-style factories; every input of a fetch is in its key): the geocoder, the
 * routes within a radius, best fit, the city of a searched place and its channel rules, the demographic
 * attributes, the routes the client's past direct-mail campaigns targeted and how those campaigns
 * responded, and one campaign's routes with their outlines.
 */
import { queryOptions } from '@tanstack/react-query';
import { carrierRouteLimits, type CarrierRoute } from '../../../api/contract/carrier-route';
import type { DistributionLocation, TargetedRoute } from '../../../api/contract/draft-targeting';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import { COVERAGE_CITIES_READ } from '../coverage';
import { ROUTE_SEARCH_GC_MS } from '../route-search-cache';
import { cityOfLabel, nearestCity } from '../place-city';
import type { PlanPoint } from '../../../lib/plan-url';
import { responseTotals, type ResponseTotals } from '../past-response';
import { routeKey, toPlannerRoute, type PlannerRoute, type RouteKey } from '../types';

/** Routes, cities and rules change rarely: fresh for ten minutes. */
const STALE_MS = 10 * 60_000;

/** Direct-mail campaigns (type 3) that went out or are going out: active, completed, archived. */
export const MAILED_CAMPAIGN_TYPE = 3;
export const MAILED_CAMPAIGN_STATUSES = [10, 15, 20] as const;
/** Most past campaigns read for "previously mailed" (one targeting read each). */
export const MAILED_CAMPAIGNS_MAX = 20;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * What a search for routes asks besides where: their outlines always, and who lives on them only when
 * asked (the map is shaded by it): without, the answer is several times smaller.
 */
const routeDetails = (demographics: boolean) => ({
  includePaths: true,
  ...(demographics ? { includeDemographics: true } : {}),
});

export type RouteSearch = PlanPoint & { radius: number };

/** Names of the campaigns that targeted each route. */
export type MailedRoutes = Map<RouteKey, string[]>;

/** A past direct-mail campaign and the routes it targeted. */
/** A past direct-mail campaign: the routes it mailed, and whether it counts scans (its past response). */
export type MailedCampaign = { id: string; name: string; routes: RouteKey[]; scansCounted: boolean };

export const plannerQueries = {
  all: () => ['planner'] as const,
  geocode: (q: string) =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'geocode', q.trim()] as const,
      queryFn: ({ signal }) => callApi(endpoints.geocode, { query: { q: q.trim() }, signal }),
      staleTime: STALE_MS,
    }),
  /** The routes within `radius` metres, nearest first (at most 500), with `routeDetails`. */
  routes: ({ lat, lng, radius, demographics = false }: RouteSearch & { demographics?: boolean }) => {
    const query = {
      lat: round5(lat),
      lng: round5(lng),
      radius: Math.round(radius),
      first: carrierRouteLimits.firstMax,
      ...routeDetails(demographics),
    };
    return queryOptions({
      queryKey: [...plannerQueries.all(), 'routes', query] as const,
      queryFn: ({ signal }) => callApi(endpoints.searchCarrierRoutes, { query, signal }),
      staleTime: STALE_MS,
      gcTime: ROUTE_SEARCH_GC_MS,
    });
  },
  /** The routes nearest the point until their homes reach `volume`. */
  bestFit: ({
    lat,
    lng,
    volume,
    demographics = false,
  }: PlanPoint & { volume: number; demographics?: boolean }) => {
    const query = {
      lat: round5(lat),
      lng: round5(lng),
      volume: Math.round(volume),
      ...routeDetails(demographics),
    };
    return queryOptions({
      queryKey: [...plannerQueries.all(), 'best-fit', query] as const,
      queryFn: ({ signal }) => callApi(endpoints.bestFitCarrierRoutes, { query, signal }),
      staleTime: STALE_MS,
      gcTime: ROUTE_SEARCH_GC_MS,
    });
  },
  /** The city a searched place lies in (from its label, nearest of that name), or null when none is found. */
  cityOf: (label: string, point: PlanPoint) => {
    const city = cityOfLabel(label);
    const at = { lat: round5(point.lat), lng: round5(point.lng) };
    return queryOptions({
      queryKey: [...plannerQueries.all(), 'city-of', city, at] as const,
      queryFn: async ({ signal }) => {
        if (!city) return null;
        const list = await callApi(endpoints.listCities, {
          query: { search: city.name, state: city.state, first: 50 },
          signal,
        });
        return nearestCity(list.nodes, at);
      },
      staleTime: STALE_MS,
    });
  },
  /** The largest cities, for the ones the service marks as having carrier routes. */
  coveredCities: () =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'covered-cities'] as const,
      queryFn: async ({ signal }) => {
        const list = await callApi(endpoints.listCities, { query: { first: COVERAGE_CITIES_READ }, signal });
        return list.nodes.filter((c) => c.hasCarrierRoutes);
      },
      staleTime: 60 * 60_000,
    }),
  channelRules: (cityId: string) =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'channel-rules', cityId] as const,
      queryFn: ({ signal }) => callApi(endpoints.channelRules, { query: { cityId }, signal }),
      staleTime: STALE_MS,
    }),
  /**
   * The client's own past direct-mail campaigns and the routes each targeted: its newest
   * `MAILED_CAMPAIGNS_MAX` active, completed or archived direct-mail campaigns, one targeting read each
   * (cached for the session).
   */
  mailedCampaigns: () =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'mailed-campaigns'] as const,
      queryFn: ({ signal }) => readMailedCampaigns(signal),
      staleTime: 30 * 60_000,
    }),
  /** The routes of `mailedCampaigns`, each with the names of the campaigns that targeted it. */
  mailedRoutes: () =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'mailed-campaigns'] as const,
      queryFn: ({ signal }) => readMailedCampaigns(signal),
      staleTime: 30 * 60_000,
      select: mailedRoutesOf,
    }),
  /**
   * The scans and pieces distributed of each campaign, by id, from its performance figures (one read
   * each); null for a campaign whose figures could not be read.
   */
  campaignResponses: (campaignIds: readonly string[]) =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'campaign-responses', [...campaignIds]] as const,
      queryFn: async ({ signal }) =>
        new Map(
          await Promise.all(
            campaignIds.map(async (id): Promise<[string, ResponseTotals | null]> => {
              try {
                const performance = await callApi(endpoints.campaignPerformance, { params: { id }, signal });
                return [id, responseTotals(performance)];
              } catch {
                // One unreadable campaign leaves the others' figures in place.
                return [id, null];
              }
            }),
          ),
        ),
      staleTime: 30 * 60_000,
    }),
  /**
   * One campaign's routes with their outlines: its targeting (routes and map zones, no outlines), then
   * the route search around each zone (or, without zones, around each ZIP's point) for the outlines,
   * matched by ZIP and route. Routes whose outline was not found are kept, without one.
   */
  campaignRoutes: (campaignId: string) =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'campaign-routes', campaignId] as const,
      queryFn: async ({ signal, client }): Promise<CampaignRoutes> => {
        const targeting = await callApi(endpoints.campaignDraftTargeting, {
          params: { id: campaignId },
          signal,
        });
        const wanted = new Map(targeting.routes.map((r) => [routeKey(r.zip, r.croute), r]));
        const found = new Map<RouteKey, PlannerRoute>();
        const take = (nodes: readonly CarrierRoute[]) => {
          for (const node of nodes) {
            const key = routeKey(node.zip, node.croute);
            if (wanted.has(key) && !found.has(key)) found.set(key, toPlannerRoute(node));
          }
        };
        const searchAround = (point: PlanPoint, radius: number) =>
          client
            .fetchQuery(plannerQueries.routes({ ...point, radius: Math.min(radius, MAX_SEARCH_RADIUS) }))
            .then((page) => take(page.nodes));
        await Promise.all(
          targeting.distributionLocations.map((zone) =>
            searchAround(zone, Math.max(zone.radius, MIN_ZONE_SEARCH_RADIUS)),
          ),
        );
        // Routes the zones did not reach (or a campaign without zones): around their ZIP's point.
        const zips = [...new Set([...wanted].filter(([key]) => !found.has(key)).map(([, r]) => r.zip))];
        await Promise.all(
          zips.slice(0, ZIP_SEARCHES_MAX).map(async (zip) => {
            const places = await client.fetchQuery(plannerQueries.geocode(zip));
            const at = places.nodes.find((p) => p.kind === 'zip') ?? places.nodes[0];
            if (at) await searchAround(at, ZIP_SEARCH_RADIUS);
          }),
        );
        const routes = [...wanted].map(([key, r]) => found.get(key) ?? targetedRoute(r));
        return {
          routes,
          withoutOutline: routes.filter((r) => r.paths.length === 0).length,
          zones: targeting.distributionLocations,
        };
      },
      staleTime: STALE_MS,
    }),
};

/** What a campaign's routes view shows: every chosen route (outline when found) and the map zones. */
export type CampaignRoutes = {
  routes: PlannerRoute[];
  /** How many of `routes` have no outline (not found by the route search). */
  withoutOutline: number;
  zones: DistributionLocation[];
};

/**
 * A zone is searched with its own radius (its routes were chosen in it), at least this many metres; a
 * route it misses is looked for around its ZIP.
 */
const MIN_ZONE_SEARCH_RADIUS = 500;
const MAX_SEARCH_RADIUS = carrierRouteLimits.radiusMax;
/** Around a ZIP's point, for routes no zone reached; at most this many ZIPs are looked up. */
const ZIP_SEARCH_RADIUS = 5000;
const ZIP_SEARCHES_MAX = 12;

/** A chosen route as the targeting read gives it: its counts, no outline. */
const targetedRoute = (r: TargetedRoute): PlannerRoute => ({
  key: routeKey(r.zip, r.croute),
  zip: r.zip,
  croute: r.croute,
  zipName: '',
  residences: r.residentCount,
  businesses: r.businessCount,
  total: r.totalCount,
  paths: [],
  bbox: null,
});

async function readMailedCampaigns(signal: AbortSignal): Promise<MailedCampaign[]> {
  const campaigns = await callApi(endpoints.listCampaigns, {
    query: {
      types: [MAILED_CAMPAIGN_TYPE],
      statuses: [...MAILED_CAMPAIGN_STATUSES],
      first: MAILED_CAMPAIGNS_MAX,
    },
    signal,
  });
  return Promise.all(
    campaigns.nodes.slice(0, MAILED_CAMPAIGNS_MAX).map((c) =>
      callApi(endpoints.campaignDraftTargeting, { params: { id: c.id }, signal })
        .then((t) => t.routes.map((r) => routeKey(r.zip, r.croute)))
        // One unreadable campaign leaves the others' marks in place.
        .catch((): RouteKey[] => [])
        .then((routes) => ({ id: c.id, name: c.name, routes, scansCounted: c.scan_data_enabled })),
    ),
  );
}

/** Each targeted route with the names of the campaigns that targeted it. */
export function mailedRoutesOf(campaigns: readonly MailedCampaign[]): MailedRoutes {
  const out: MailedRoutes = new Map();
  for (const { name, routes } of campaigns)
    for (const key of routes) out.set(key, [...(out.get(key) ?? []), name]);
  return out;
}

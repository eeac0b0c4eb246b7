/**
 * The planner's reads (TkDodo-style factories; every input of a fetch is in its key): the geocoder, the
 * routes within a radius, best fit, the city of a searched place and its channel rules, the demographic
 * attributes, and the routes the client's past direct-mail campaigns targeted.
 */
import { queryOptions } from '@tanstack/react-query';
import { carrierRouteLimits } from '../../../api/contract/carrier-route';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import { COVERAGE_CITIES_READ } from '../coverage';
import { cityOfLabel, nearestCity } from '../place-city';
import type { PlanPoint } from '../../../lib/plan-url';
import { routeKey, type RouteKey } from '../types';

/** Routes, cities and rules change rarely: fresh for ten minutes. */
const STALE_MS = 10 * 60_000;

/** Direct-mail campaigns (type 3) that went out or are going out: active, paused, completed. */
export const MAILED_CAMPAIGN_TYPE = 3;
export const MAILED_CAMPAIGN_STATUSES = [10, 15, 20] as const;
/** Most past campaigns read for "previously mailed" (one targeting read each). */
export const MAILED_CAMPAIGNS_MAX = 20;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

export type RouteSearch = PlanPoint & { radius: number };

/** Names of the campaigns that targeted each route. */
export type MailedRoutes = Map<RouteKey, string[]>;

export const plannerQueries = {
  all: () => ['planner'] as const,
  geocode: (q: string) =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'geocode', q.trim()] as const,
      queryFn: ({ signal }) => callApi(endpoints.geocode, { query: { q: q.trim() }, signal }),
      staleTime: STALE_MS,
    }),
  /** The routes within `radius` metres, nearest first, with outlines and demographics (at most 500). */
  routes: ({ lat, lng, radius }: RouteSearch) => {
    const query = {
      lat: round5(lat),
      lng: round5(lng),
      radius: Math.round(radius),
      first: carrierRouteLimits.firstMax,
      includePaths: true,
      includeDemographics: true,
    };
    return queryOptions({
      queryKey: [...plannerQueries.all(), 'routes', query] as const,
      queryFn: ({ signal }) => callApi(endpoints.searchCarrierRoutes, { query, signal }),
      staleTime: STALE_MS,
    });
  },
  /** The routes nearest the point until their homes reach `volume`. */
  bestFit: ({ lat, lng, volume }: PlanPoint & { volume: number }) => {
    const query = {
      lat: round5(lat),
      lng: round5(lng),
      volume: Math.round(volume),
      includePaths: true,
      includeDemographics: true,
    };
    return queryOptions({
      queryKey: [...plannerQueries.all(), 'best-fit', query] as const,
      queryFn: ({ signal }) => callApi(endpoints.bestFitCarrierRoutes, { query, signal }),
      staleTime: STALE_MS,
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
  demographicAttributes: () =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'demographic-attributes'] as const,
      queryFn: ({ signal }) => callApi(endpoints.demographicAttributes, { signal }),
      staleTime: 60 * 60_000,
    }),
  /**
   * The routes the client's own direct-mail campaigns targeted: its newest `MAILED_CAMPAIGNS_MAX` active,
   * paused or completed direct-mail campaigns, one targeting read each (cached for the session).
   */
  mailedRoutes: () =>
    queryOptions({
      queryKey: [...plannerQueries.all(), 'mailed-routes'] as const,
      queryFn: async ({ signal }): Promise<MailedRoutes> => {
        const campaigns = await callApi(endpoints.listCampaigns, {
          query: {
            types: [MAILED_CAMPAIGN_TYPE],
            statuses: [...MAILED_CAMPAIGN_STATUSES],
            first: MAILED_CAMPAIGNS_MAX,
          },
          signal,
        });
        const targeting = await Promise.all(
          campaigns.nodes.slice(0, MAILED_CAMPAIGNS_MAX).map((c) =>
            callApi(endpoints.campaignDraftTargeting, { params: { id: c.id }, signal })
              .then((t) => ({ name: c.name, routes: t.routes }))
              // One unreadable campaign leaves the others' marks in place.
              .catch(() => ({ name: c.name, routes: [] })),
          ),
        );
        const out: MailedRoutes = new Map();
        for (const { name, routes } of targeting)
          for (const r of routes) {
            const key = routeKey(r.zip, r.croute);
            out.set(key, [...(out.get(key) ?? []), name]);
          }
        return out;
      },
      staleTime: 30 * 60_000,
    }),
};

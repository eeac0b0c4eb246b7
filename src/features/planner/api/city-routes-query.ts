/**
 * The carrier routes of a city (PO-box sections included, which a search by distance never lists), for
 * matching imported route codes: the city is found from a geocoder label ("Austin, TX 78701") as the
 * planner finds the city of a search.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CarrierRoute } from '../../../api/contract/carrier-route';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';
import type { PlanPoint } from '../../../lib/plan-url';
import { plannerQueries } from './planner-queries';

export const cityRoutesQuery = (cityId: string) =>
  queryOptions({
    queryKey: [...plannerQueries.all(), 'city-routes', cityId] as const,
    queryFn: ({ signal }) =>
      callApi(endpoints.carrierRoutesByCity, {
        query: { cityId, includePaths: true, includeDemographics: true },
        signal,
      }),
    staleTime: 10 * 60_000,
  });

/** The routes of the city named in `place.label` (nearest of that name); none when no city is found. */
export async function routesOfPlaceCity(
  queryClient: QueryClient,
  place: PlanPoint & { label: string },
): Promise<readonly CarrierRoute[]> {
  const city = await queryClient.fetchQuery(plannerQueries.cityOf(place.label, place));
  if (!city) return [];
  return (await queryClient.fetchQuery(cityRoutesQuery(city.id))).nodes;
}

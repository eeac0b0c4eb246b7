/**
 * Query factories for the city search. `cityQueries.search(filters)` is an infinite query: each page asks
 * for the next `CITY_PAGE_SIZE` cities (`skip` grows) while the service says `hasNextPage`.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../../api/contract/endpoints';
import { callApi } from '../../../../api/http-client';
import { CITY_PAGE_SIZE, cityFiltersToListParams, type CityFilters } from '../city-filters';

function normalise(filters: CityFilters): CityFilters {
  const out: CityFilters = {};
  if (filters.search?.trim()) out.search = filters.search.trim();
  if (filters.state) out.state = filters.state.toUpperCase();
  return out;
}

export const cityQueries = {
  all: () => ['cities'] as const,
  searches: () => [...cityQueries.all(), 'search'] as const,
  search: (filters: CityFilters, pageSize: number = CITY_PAGE_SIZE) => {
    const f = normalise(filters);
    return infiniteQueryOptions({
      queryKey: [...cityQueries.searches(), f, pageSize] as const,
      queryFn: ({ signal, pageParam }) =>
        callApi(endpoints.listCities, { query: cityFiltersToListParams(f, pageParam, pageSize), signal }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.hasNextPage && last.returnedCount > 0
          ? pages.reduce((n, p) => n + p.returnedCount, 0)
          : undefined,
    });
  },
};

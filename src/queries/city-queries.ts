/**
 * The city search (`GET /client/cities`), read by the library's cities page and the builder's cities step
 * under one key root. `cityQueries.list(params)` is one read; `cityQueries.search(filters, pageSize)` is
 * an infinite query: each page asks for the next `pageSize` cities (`skip` grows) while the service says
 * `hasNextPage`. Every input of a fetch is in its key.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CityListParams } from '../api/contract/city';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';

/** What a city search asks for, apart from paging: a name ("Austin" or "Austin, TX") and a state. */
export type CitySearch = Pick<CityListParams, 'search' | 'state'>;

/** Cities change rarely: fresh for ten minutes. */
const STALE_MS = 10 * 60_000;

function normaliseSearch(filters: CitySearch): CitySearch {
  const out: CitySearch = {};
  if (filters.search?.trim()) out.search = filters.search.trim();
  if (filters.state) out.state = filters.state.toUpperCase();
  return out;
}

export const cityQueries = {
  all: () => ['cities'] as const,
  lists: () => [...cityQueries.all(), 'list'] as const,
  /** One read of the search: `first` cities from `skip`. */
  list: (params: CityListParams) => {
    const query: CityListParams = { ...normaliseSearch(params) };
    if (params.first !== undefined) query.first = params.first;
    if (params.skip) query.skip = params.skip;
    return queryOptions({
      queryKey: [...cityQueries.lists(), query] as const,
      queryFn: ({ signal }) => callApi(endpoints.listCities, { query, signal }),
      staleTime: STALE_MS,
    });
  },
  searches: () => [...cityQueries.all(), 'search'] as const,
  /** Every match, `pageSize` at a time ("Show more" reads the next page). */
  search: (filters: CitySearch, pageSize: number) => {
    const f = normaliseSearch(filters);
    return infiniteQueryOptions({
      queryKey: [...cityQueries.searches(), f, pageSize] as const,
      queryFn: ({ signal, pageParam }) =>
        callApi(endpoints.listCities, { query: { ...f, first: pageSize, skip: pageParam }, signal }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.hasNextPage && last.returnedCount > 0
          ? pages.reduce((n, p) => n + p.returnedCount, 0)
          : undefined,
    });
  },
};

/**
 * The design-template library (`GET /client/design-templates`: the same for every client, no query), read
 * by the library's template gallery and the builder's design step under one key.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';

export const templateQueries = {
  all: () => ['design-templates'] as const,
  list: () =>
    queryOptions({
      queryKey: [...templateQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => callApi(endpoints.listDesignTemplates, { signal }),
      // The library changes rarely; keep it for the session rather than refetching on every visit.
      staleTime: 10 * 60_000,
    }),
};

/**
 * Query factory for the code glossary: `useQuery(glossaryQueries.all())`. The
 * glossary changes rarely, so it is kept fresh for an hour and shared by every page that shows a code.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';

export const glossaryQueries = {
  all: () =>
    queryOptions({
      queryKey: ['glossary'] as const,
      queryFn: ({ signal }) => callApi(endpoints.glossary, { signal }),
      staleTime: 60 * 60 * 1000,
      gcTime: 2 * 60 * 60 * 1000,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../api/contract/endpoints';
import { callApi } from '../api/http-client';

export const accountQueries = {
  /** The signed-in client and its team. */
  me: () =>
    queryOptions({
      queryKey: ['account', 'me'] as const,
      queryFn: ({ signal }) => callApi(endpoints.me, { signal }),
      staleTime: 5 * 60_000,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { meSchema } from '../../../api/contract/account';
import { apiGet } from '../../../api/http-client';

export const accountQueries = {
  /** `GET /client/me`: the signed-in client and its team. */
  me: () =>
    queryOptions({
      queryKey: ['account', 'me'] as const,
      queryFn: ({ signal }) => apiGet('/client/me', meSchema, undefined, { signal }),
      staleTime: 5 * 60_000,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../api/contract/endpoints';
import { callApi } from '../../../api/http-client';

export const sandboxQueries = {
  /** Sandbox-only: the demo clients offered on the sign-in page. Sent without a credential. */
  credentials: () =>
    queryOptions({
      queryKey: ['sandbox', 'credentials'] as const,
      queryFn: ({ signal }) => callApi(endpoints.sandboxCredentials, { signal }),
      staleTime: Infinity,
      retry: 1,
    }),
};

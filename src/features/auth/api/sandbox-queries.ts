import { queryOptions } from '@tanstack/react-query';
import { sandboxCredentialsSchema } from '../../../api/contract/sandbox';
import { apiGet } from '../../../api/http-client';

export const sandboxQueries = {
  /** Sandbox-only: the demo clients offered on the sign-in page. Sent without a credential. */
  credentials: () =>
    queryOptions({
      queryKey: ['sandbox', 'credentials'] as const,
      queryFn: ({ signal }) =>
        apiGet('/sandbox/credentials', sandboxCredentialsSchema, undefined, { signal, anonymous: true }),
      staleTime: Infinity,
      retry: 1,
    }),
};

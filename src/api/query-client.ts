/**
 * React Query defaults: retry only what is worth retrying (upstream trouble, no connection) with
 * exponential backoff, never a 4xx or a contract error; a 401 anywhere signs the user out. A refused or
 * missing builder permission (kind `needs-connect`, the OAuth access token) is not a 401 here: it asks to
 * connect again and keeps the user signed in.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './http-errors';

export const MAX_RETRIES = 3;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.retryable && failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 10 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

export type QueryClientOptions = {
  /** Called once per failed request answered with 401. */
  onUnauthorized?: () => void;
  /** Tests shorten the backoff. */
  retryDelay?: (attempt: number) => number;
};

export function createQueryClient(opts: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.kind === 'unauthorized') opts.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: opts.retryDelay ?? backoffDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

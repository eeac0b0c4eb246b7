/** Checking a client key and keeping it for the session. */
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../api/contract/account';
import { endpoints } from '../../api/contract/endpoints';
import { callApi } from '../../api/http-client';
import { backoffDelay, shouldRetry } from '../../api/query-client';
import { setClientKey } from '../../api/session';
import { accountQueries } from '../../queries/account-queries';
import { normaliseClientKey } from './client-key-format';
import { clearClientData } from './session-actions';

export type VerifyOptions = {
  /** Called before each new try, after one that could not reach the service. */
  onRetry?: () => void;
};

/**
 * Checks `key` by reading the account with it (without keeping it); throws the typed error on refusal.
 * Like every read, a try that could not reach the service (a 502, no answer) is made again with
 * backoff, at most `MAX_RETRIES` times; a refusal is final at once.
 */
export async function verifyClientKey(key: string, opts: VerifyOptions = {}): Promise<Me> {
  const token = normaliseClientKey(key);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callApi(endpoints.me, { token });
    } catch (error) {
      if (!shouldRetry(attempt, error)) throw error;
      opts.onRetry?.();
      await new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt)));
    }
  }
}

/** Keeps `key` for this tab's session and seeds the account query with the answer that verified it. */
export function signIn(queryClient: QueryClient, key: string, me: Me): void {
  clearClientData(queryClient);
  setClientKey(normaliseClientKey(key));
  queryClient.setQueryData(accountQueries.me().queryKey, me);
}

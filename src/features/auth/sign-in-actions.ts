/** Checking a client key and keeping it for the session. */
import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../api/contract/account';
import { endpoints } from '../../api/contract/endpoints';
import { callApi } from '../../api/http-client';
import { setClientKey } from '../../api/session';
import { accountQueries } from '../../queries/account-queries';
import { normaliseClientKey } from './client-key-format';
import { clearClientData } from './session-actions';

/** Checks `key` by reading the account with it (without keeping it); throws the typed error on refusal. */
export function verifyClientKey(key: string, signal?: AbortSignal): Promise<Me> {
  return callApi(endpoints.me, { token: normaliseClientKey(key), signal });
}

/** Keeps `key` for this tab's session and seeds the account query with the answer that verified it. */
export function signIn(queryClient: QueryClient, key: string, me: Me): void {
  clearClientData(queryClient);
  setClientKey(normaliseClientKey(key));
  queryClient.setQueryData(accountQueries.me().queryKey, me);
}

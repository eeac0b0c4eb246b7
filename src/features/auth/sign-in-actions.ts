/** Checking a client key and keeping it for the session. */
import type { QueryClient } from '@tanstack/react-query';
import { meSchema, type Me } from '../../api/contract/account';
import { apiGet } from '../../api/http-client';
import { setClientKey } from '../../api/session';
import { accountQueries } from '../account/api/account-queries';
import { normaliseClientKey } from './client-key-format';
import { clearClientData } from './session-actions';

/** Checks `key` with `GET /client/me` (without keeping it); throws the typed error on refusal. */
export function verifyClientKey(key: string, signal?: AbortSignal): Promise<Me> {
  return apiGet('/client/me', meSchema, undefined, { token: normaliseClientKey(key), signal });
}

/** Keeps `key` for this tab's session and seeds the account query with the answer that verified it. */
export function signIn(queryClient: QueryClient, key: string, me: Me): void {
  clearClientData(queryClient);
  setClientKey(normaliseClientKey(key));
  queryClient.setQueryData(accountQueries.me().queryKey, me);
}

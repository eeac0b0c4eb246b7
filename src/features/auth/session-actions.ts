/**
 * Signing in and out. Signing out forgets the key and every cached answer of the client (the sandbox's
 * public demo list is kept, it belongs to no client).
 */
import type { QueryClient } from '@tanstack/react-query';
import { meSchema, type Me } from '../../api/contract/account';
import { apiGet } from '../../api/http-client';
import { clearClientKey, setClientKey } from '../../api/session';
import { accountQueries } from '../account/api/account-queries';
import { normaliseClientKey } from './client-key-format';

/** Checks `key` with `GET /client/me` (without keeping it); throws the typed error on refusal. */
export function verifyClientKey(key: string, signal?: AbortSignal): Promise<Me> {
  return apiGet('/client/me', meSchema, undefined, { token: normaliseClientKey(key), signal });
}

export function signIn(queryClient: QueryClient, key: string, me: Me): void {
  clearClientData(queryClient);
  setClientKey(normaliseClientKey(key));
  queryClient.setQueryData(accountQueries.me().queryKey, me);
}

/** Forgets the key. Call `clearClientData` once the signed-in pages are gone. */
export function forgetClientKey(): void {
  clearClientKey();
}

export function clearClientData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== 'sandbox' });
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'sandbox' });
  queryClient.getMutationCache().clear();
}

/**
 * Signing out: forget the key, then every cached answer of the client (the sandbox's public demo list is
 * kept: it belongs to no client). Kept free of schemas so the app shell stays small.
 */
import type { QueryClient } from '@tanstack/react-query';
import { clearClientKey, clearTabData } from '../../api/session';

/**
 * Forgets the key (a refused one: the session ended). What the tab keeps for the client (a postcards
 * list, say) stays, for the same client to sign in again. Call `clearClientData` once the signed-in pages
 * are gone.
 */
export function forgetClientKey(): void {
  clearClientKey();
}

/**
 * Sign-out: forgets the key and everything else this tab keeps for the client (postcard recipients,
 * builder steps, a pending Connect). Call `clearClientData` once the signed-in pages are gone.
 */
export function signOutOfTab(): void {
  clearTabData();
}

export function clearClientData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== 'sandbox' });
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'sandbox' });
  queryClient.getMutationCache().clear();
}

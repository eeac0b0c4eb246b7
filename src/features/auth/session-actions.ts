/**
 * Signing out: forget the key, then every cached answer of the client (the sandbox's public demo list is
 * kept: it belongs to no client). Kept free of schemas so the app shell stays small.
 */
import type { QueryClient } from '@tanstack/react-query';
import { clearClientKey } from '../../api/session';

/** Forgets the key. Call `clearClientData` once the signed-in pages are gone. */
export function forgetClientKey(): void {
  clearClientKey();
}

export function clearClientData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== 'sandbox' });
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'sandbox' });
  queryClient.getMutationCache().clear();
}

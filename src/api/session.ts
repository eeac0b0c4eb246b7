/**
 * The signed-in client's key. Kept in sessionStorage only: it lasts for this tab's session, is never put
 * in a URL and never logged. Components read it through `useClientKey`; the HTTP client through
 * `getClientKey`.
 */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'doorstep.clientKey';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getClientKey(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

export function setClientKey(key: string): void {
  storage()?.setItem(STORAGE_KEY, key);
  listeners.forEach((l) => l());
}

export function clearClientKey(): void {
  storage()?.removeItem(STORAGE_KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientKey(): string | null {
  return useSyncExternalStore(subscribe, getClientKey, () => null);
}

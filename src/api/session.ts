/**
 * The signed-in client's credentials. Kept in sessionStorage only: they last for this tab's session, are
 * never put in a URL and never logged. The HTTP client reads them through `getClientKey` (reads, quotes)
 * and `getAccessToken` (the builder's writes); the sign-in and sign-out actions set and clear the client
 * key, the dashboard's Connect (features/connect) sets the access token, and a refused access token is
 * cleared by the HTTP client.
 */
import { CLIENT_KEY_STORAGE } from './early-reads';

/**
 * Every key the app keeps in the tab's storage starts with this: the session's credentials (below), the
 * postcards page's draft (names and addresses), the builder's kept steps and started drafts, and a
 * pending Connect. Sign-out removes them all (`clearTabData`). Nothing else is kept: the app has no
 * preference that outlives a sign-out.
 */
export const APP_STORAGE_PREFIX = 'doorstep.';

/** Read by the early reads too (early-reads.ts), before any of the app's code runs. */
const CLIENT_KEY = CLIENT_KEY_STORAGE;
const ACCESS_TOKEN = `${APP_STORAGE_PREFIX}accessToken`;

/** An access token this close to its expiry counts as expired (clock skew, time in flight). */
export const ACCESS_TOKEN_SKEW_MS = 30_000;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function getClientKey(): string | null {
  return storage()?.getItem(CLIENT_KEY) ?? null;
}

export function setClientKey(key: string): void {
  storage()?.setItem(CLIENT_KEY, key);
}

type StoredAccessToken = { token: string; expiresAt: number };

function readAccessToken(): StoredAccessToken | null {
  const raw = storage()?.getItem(ACCESS_TOKEN);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAccessToken> | null;
    if (
      typeof value?.token === 'string' &&
      value.token !== '' &&
      typeof value.expiresAt === 'number' &&
      Number.isFinite(value.expiresAt)
    ) {
      return { token: value.token, expiresAt: value.expiresAt };
    }
  } catch {
    // Not ours (or from an older version): treated as no token.
  }
  return null;
}

/**
 * The OAuth access token (scope `campaigns:create`) of this session, if one was granted and it is still
 * valid for at least `ACCESS_TOKEN_SKEW_MS`; otherwise null.
 */
export function getAccessToken(now: number = Date.now()): string | null {
  const stored = readAccessToken();
  if (!stored || stored.expiresAt - ACCESS_TOKEN_SKEW_MS <= now) return null;
  return stored.token;
}

/** Keeps an access token until `expiresAt` (milliseconds since the epoch). */
export function setAccessToken(token: string, expiresAt: number): void {
  storage()?.setItem(ACCESS_TOKEN, JSON.stringify({ token, expiresAt } satisfies StoredAccessToken));
}

/** Forgets the access token (refused or expired); the client key stays. */
export function clearAccessToken(): void {
  storage()?.removeItem(ACCESS_TOKEN);
}

/** Forgets every credential of this session (sign-out). */
export function clearClientKey(): void {
  storage()?.removeItem(CLIENT_KEY);
  clearAccessToken();
}

/**
 * Sign-out: forgets every piece of client data this tab keeps, the credentials included: each key with
 * the app's prefix, in sessionStorage and (should a later version use it) localStorage. Other sites' or
 * tools' keys on the same origin are left alone.
 */
export function clearTabData(): void {
  for (const store of [storage(), localStore()]) {
    if (!store) continue;
    try {
      const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
      for (const key of keys) if (key?.startsWith(APP_STORAGE_PREFIX)) store.removeItem(key);
    } catch {
      // Storage turned off: nothing was kept there.
    }
  }
}

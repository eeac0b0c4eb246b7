/**
 * The signed-in client's credentials. Kept in sessionStorage only: they last for this tab's session, are
 * never put in a URL and never logged. The HTTP client reads them through `getClientKey` (reads, quotes)
 * and `getAccessToken` (the builder's writes); the sign-in and sign-out actions set and clear them.
 */
const CLIENT_KEY = 'doorstep.clientKey';
const ACCESS_TOKEN = 'doorstep.accessToken';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
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

/** The OAuth access token (scope `campaigns:create`) of this session, if one was granted. */
export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN) ?? null;
}

/** Forgets every credential of this session. */
export function clearClientKey(): void {
  storage()?.removeItem(CLIENT_KEY);
  storage()?.removeItem(ACCESS_TOKEN);
}

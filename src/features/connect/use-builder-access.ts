/**
 * What the campaign builder uses to know whether it may write, and to ask for the permission when not:
 *
 *   const access = useBuilderAccess();
 *   if (!access.hasAccess) return <ConnectPrompt />;         // or `await access.connect()` on a click
 *   ...
 *   mutation.error && needsConnect(mutation.error)           // refused or expired meanwhile: connect again
 *
 * Connecting leaves the page (for the consent page, or only for the callback when the account allowed it
 * before) and comes back to `returnTo`: what the user was doing must be in that address (draft id, step)
 * or saved before (ConnectPrompt's `onBeforeConnect`).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/http-errors';
import { getAccessToken, getClientKey } from '../../api/session';
import { accountQueries } from '../../queries/account-queries';
import { credentialClient, startConnect } from './connect';

/** Whether a valid access token for the builder's writes is held (not expired, with its skew). */
export function hasBuilderAccess(): boolean {
  return getAccessToken() !== null;
}

/**
 * True when the builder may write now. Otherwise starts Connect (the browser leaves for the consent page
 * and comes back to `returnTo`) and resolves false.
 */
export async function requireBuilderAccess(returnTo: string, loginHint?: string): Promise<boolean> {
  if (hasBuilderAccess()) return true;
  await startConnect({ returnTo, loginHint });
  return false;
}

/** An error of a builder write that asks to connect again (no token held, or it was refused/expired). */
export function needsConnect(error: unknown): boolean {
  return isApiError(error) && error.kind === 'needs-connect';
}

/**
 * The signed-in client's id, for the consent page to offer that account only (`login_hint`): the
 * account's, else the client key's own (its `sub`); none when neither can be read.
 */
async function signedInClientId(queryClient: QueryClient): Promise<string | undefined> {
  try {
    const me = await queryClient.ensureQueryData(accountQueries.me());
    return me.client.id;
  } catch {
    return credentialClient(getClientKey()) ?? undefined;
  }
}

/** The current address: path, query and hash. */
function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

export type BuilderAccess = {
  /** A valid access token is held (read at render). */
  hasAccess: boolean;
  /** Starts Connect, coming back to `returnTo` (default: the current address). */
  connect: (returnTo?: string) => Promise<void>;
};

export function useBuilderAccess(): BuilderAccess {
  const queryClient = useQueryClient();
  const here = useCurrentPath();
  const connect = useCallback(
    async (returnTo?: string) => {
      const loginHint = await signedInClientId(queryClient);
      await startConnect({ returnTo: returnTo ?? here, loginHint });
    },
    [queryClient, here],
  );
  return { hasAccess: hasBuilderAccess(), connect };
}

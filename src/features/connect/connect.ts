/**
 * Connect: getting the OAuth access token (scope `campaigns:create`) the campaign builder's writes take,
 * with the authorization code flow and PKCE (RFC 6749, RFC 7636), through oauth4webapi.
 *
 * - `startConnect` keeps one pending attempt (PKCE verifier, state, where to come back to) in this tab's
 *   sessionStorage, never in a URL, and sends the browser to the authorization endpoint. The first time
 *   for an account, it shows the consent page; once the account allowed this dashboard, it sends the
 *   browser straight back with a code (the service remembers the permission, as providers do), so the
 *   same callback completes Connect without a page to answer.
 * - The consent page (or the remembered permission) sends the browser back to `/oauth/callback?code&state`
 *   (or `error=access_denied`);
 *   `completeConnect` checks the state against the pending attempt, exchanges the code once at the token
 *   endpoint, checks the granted scope and that the permission is for the signed-in account (the token's
 *   `sub` claim against the client key's; a permission for another account is discarded), keeps the token
 *   with its expiry (api/session) and answers where to go back to. Every failure is an outcome with a
 *   reason and a message a marketer can act on.
 *
 * The authorization server's metadata is not discovered: it is built from the endpoint table, under the
 * API base URL (`/api` on the dashboard's own origin by default).
 */
import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { endpoints } from '../../api/contract/endpoints';
import { BUILDER_SCOPE, OAUTH_CALLBACK_PATH, OAUTH_CLIENT_ID } from '../../api/contract/oauth';
import { getApiConfig } from '../../api/http-client';
import { APP_STORAGE_PREFIX, getClientKey, setAccessToken } from '../../api/session';
import { appPaths, appRoutes } from '../../lib/app-paths';

/** sessionStorage key of the pending attempt (sign-out removes it with the app's other keys). */
export const PENDING_CONNECT_KEY = `${APP_STORAGE_PREFIX}connect.pending`;
/** A pending attempt older than this is not completed (the consent page was left open too long). */
export const PENDING_MAX_AGE_MS = 30 * 60_000;
/** Lifetime assumed when the token answer gives none (RFC 6749 makes `expires_in` optional). */
const DEFAULT_EXPIRES_IN_S = 3600;

/** What `startConnect` keeps for `completeConnect`: one attempt at a time, in this tab only. */
export type PendingConnect = {
  verifier: string;
  state: string;
  returnTo: string;
  startedAt: number;
  /** The client the consent page preselects; reused by "Try again". */
  loginHint?: string;
};

export type StartConnectOptions = {
  /** Where to come back to once connected: a path on this origin (`/direct-mail?step=2`). */
  returnTo: string;
  /** The signed-in client's id: the consent page preselects it. */
  loginHint?: string;
};

export type ConnectFailureReason =
  /** No attempt was started in this tab, or it was already used. */
  | 'no-pending'
  /** The attempt was started too long ago. */
  | 'expired'
  /** The answer's `state` is not the pending attempt's (or is missing): not ours, ignored. */
  | 'state-mismatch'
  /** The user chose not to give permission (`error=access_denied`). */
  | 'denied'
  /** The consent page answered another error. */
  | 'refused'
  /** The code could not be exchanged (used, expired, wrong verifier …) or the answer was not usable. */
  | 'token-error'
  /** A token came back, without `campaigns:create`. */
  | 'scope-missing'
  /** The permission was given for another account than the signed-in one (chosen on the consent page). */
  | 'wrong-account'
  /** The service could not be reached. */
  | 'unavailable'
  /** The service is configured over plain HTTP on a host that is not this machine. */
  | 'insecure'
  /** The dashboard was signed out meanwhile. */
  | 'signed-out';

export type ConnectOutcome =
  | { status: 'connected'; returnTo: string; expiresAt: number }
  | {
      status: 'failed';
      reason: ConnectFailureReason;
      /** What to tell the marketer. */
      message: string;
      /** The service's own explanation, when it gave one. */
      detail?: string;
      /** Where the user was (home when no attempt was found). */
      returnTo: string;
      loginHint?: string;
    };

export type ConnectFailure = Extract<ConnectOutcome, { status: 'failed' }>;

const failureMessages: Record<ConnectFailureReason, string> = {
  'no-pending':
    'This permission request was not started in this tab, or it was already used. Connect again from the page you were on.',
  expired: 'The permission request took too long and has expired. Please try again.',
  'state-mismatch':
    'This answer does not belong to the permission request started here, so it was ignored for your safety. Please try again.',
  denied:
    'You did not give Doorstep permission to create and edit drafts. You can connect whenever you are ready.',
  refused: 'The permission service refused the request.',
  'token-error':
    'Your permission could not be confirmed: the approval was already used or has expired. Please try again.',
  'scope-missing':
    'Permission was given, but not to create and edit campaigns. Try again and approve creating campaigns.',
  'wrong-account':
    'Permission was given for another account than the one you are signed in to, so Doorstep did not use it. Try again and give permission for your own account.',
  unavailable: 'The permission service could not be reached. Check your connection and try again.',
  insecure:
    'Doorstep connects only over a secure (HTTPS) connection, and the service is configured without one.',
  'signed-out': 'You were signed out meanwhile. Sign in, then connect again.',
};

/** A thrown error of `startConnect` (misconfiguration), with a message to show. */
export class ConnectError extends Error {
  readonly reason: ConnectFailureReason;
  constructor(reason: ConnectFailureReason, message = failureMessages[reason]) {
    super(message);
    this.name = 'ConnectError';
    this.reason = reason;
  }
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * `returnTo` if it is a path on this origin, else home. Never the callback page itself (it would find no
 * pending attempt there).
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  const home = appPaths.home();
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) {
    return home;
  }
  const callback = appRoutes.oauthCallback;
  if (returnTo.startsWith(callback) && /^(?:[/?#]|$)/.test(returnTo.slice(callback.length))) return home;
  return returnTo;
}

/** The pending attempt of this tab, if there is one. */
export function getPendingConnect(): PendingConnect | null {
  const raw = storage()?.getItem(PENDING_CONNECT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingConnect> | null;
    if (
      typeof value?.verifier === 'string' &&
      typeof value.state === 'string' &&
      typeof value.returnTo === 'string' &&
      typeof value.startedAt === 'number'
    ) {
      return {
        verifier: value.verifier,
        state: value.state,
        returnTo: safeReturnTo(value.returnTo),
        startedAt: value.startedAt,
        ...(typeof value.loginHint === 'string' ? { loginHint: value.loginHint } : {}),
      };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

function clearPendingConnect(): void {
  storage()?.removeItem(PENDING_CONNECT_KEY);
}

/** The page's origin (the dashboard's). */
function pageOrigin(): string {
  return window.location.origin;
}

/** Where the consent page sends the browser back to: this origin, the contract's callback path. */
export function redirectUri(): string {
  return new URL(OAUTH_CALLBACK_PATH, pageOrigin()).href;
}

/** `localhost`, `*.localhost`, `127.x.x.x`, `[::1]`: this machine. */
function isLoopback(url: URL): boolean {
  const host = url.hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(host)
  );
}

/** HTTPS, or plain HTTP to this machine only (the sandbox). */
function isAllowedEndpoint(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}

/**
 * The authorization server's metadata, from the endpoint table under the API base URL (a relative base
 * such as `/api` is on the page's origin). Its issuer is that base.
 */
export function authorizationServer(): oauth.AuthorizationServer {
  const base = new URL(getApiConfig().baseUrl || '/', pageOrigin());
  const root = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  return {
    issuer: root,
    authorization_endpoint: `${root}${endpoints.oauthAuthorize.path}`,
    token_endpoint: `${root}${endpoints.oauthToken.path}`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
  };
}

/** The dashboard: a public client (no secret; PKCE instead). */
const client: oauth.Client = { client_id: OAUTH_CLIENT_ID, token_endpoint_auth_method: 'none' };

/**
 * Starts Connect: keeps a new pending attempt (replacing any other) and sends the browser to the
 * authorization endpoint (the consent page, or straight back when the account allowed it before).
 * Resolves with that URL once the browser is sent there (`go`, for tests). Throws a `ConnectError`
 * ('insecure') when the service is configured over plain HTTP on another host. `loginHint` names the
 * signed-in account: without it the service cannot tell whose permission to remember, and always asks.
 */
export async function startConnect(
  { returnTo, loginHint }: StartConnectOptions,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<string> {
  const as = authorizationServer();
  const url = new URL(as.authorization_endpoint!);
  if (!isAllowedEndpoint(url)) throw new ConnectError('insecure');

  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const challenge = await oauth.calculatePKCECodeChallenge(verifier);

  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('scope', BUILDER_SCOPE);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (loginHint) url.searchParams.set('login_hint', loginHint);

  const pending: PendingConnect = {
    verifier,
    state,
    returnTo: safeReturnTo(returnTo),
    startedAt: Date.now(),
    ...(loginHint ? { loginHint } : {}),
  };
  storage()?.setItem(PENDING_CONNECT_KEY, JSON.stringify(pending));
  go(url.href);
  return url.href;
}

function failed(
  reason: ConnectFailureReason,
  pending: PendingConnect | null,
  detail?: string,
): ConnectFailure {
  return {
    status: 'failed',
    reason,
    message: failureMessages[reason],
    ...(detail ? { detail } : {}),
    returnTo: pending?.returnTo ?? appPaths.home(),
    ...(pending?.loginHint ? { loginHint: pending.loginHint } : {}),
  };
}

/** Whether the granted scope (space-separated) includes `campaigns:create`; absent means as requested. */
function grantsBuilderScope(scope: string | undefined): boolean {
  if (scope === undefined) return true;
  return scope.split(/\s+/).includes(BUILDER_SCOPE);
}

/**
 * The client a credential is for: the `sub` claim of a client key or an access token (both JWTs, read
 * without verifying: the service verifies them); null when it cannot be read.
 */
export function credentialClient(token: string | null | undefined): string | null {
  if (!token) return null;
  try {
    const sub = decodeJwt(token).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

async function complete(callbackUrl: string | URL): Promise<ConnectOutcome> {
  const pending = getPendingConnect();
  // One answer per attempt, whatever it turns out to be.
  clearPendingConnect();
  if (!pending) return failed('no-pending', null);
  if (Date.now() - pending.startedAt > PENDING_MAX_AGE_MS) return failed('expired', pending);
  if (!getClientKey()) return failed('signed-out', pending);

  const as = authorizationServer();
  let params: URLSearchParams;
  try {
    // Parameters built with this realm's URLSearchParams (oauth4webapi checks `instanceof`).
    const answer = new URLSearchParams(new URL(callbackUrl).search);
    params = oauth.validateAuthResponse(as, client, answer, pending.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      if (error.error === 'access_denied') return failed('denied', pending);
      return failed('refused', pending, error.error_description ?? error.error);
    }
    // A missing or different `state` (or `iss`): not the answer to our request.
    return failed('state-mismatch', pending);
  }

  const tokenEndpoint = new URL(as.token_endpoint!);
  if (!isAllowedEndpoint(tokenEndpoint)) return failed('insecure', pending);
  const { fetch } = getApiConfig();
  let token: oauth.TokenEndpointResponse;
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      params,
      redirectUri(),
      pending.verifier,
      {
        [oauth.customFetch]: (url, init) => fetch(url, init),
        // Plain HTTP only to this machine (the sandbox); checked above, HTTPS everywhere else.
        [oauth.allowInsecureRequests]: tokenEndpoint.protocol === 'http:',
      },
    );
    token = await oauth.processAuthorizationCodeResponse(as, client, response);
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) {
      // The RFC's error answer, e.g. `invalid_grant`: the code was used, expired, or the verifier differs.
      return failed('token-error', pending, error.error_description ?? error.error);
    }
    if (
      error instanceof oauth.OperationProcessingError ||
      error instanceof oauth.WWWAuthenticateChallengeError ||
      error instanceof oauth.UnsupportedOperationError
    ) {
      // An answer that is not a usable token answer.
      return failed('token-error', pending, error.message);
    }
    // What is left is fetch's own rejection: no answer at all.
    return failed('unavailable', pending);
  }

  if (!grantsBuilderScope(token.scope)) return failed('scope-missing', pending);
  // Drafts are created on the account the permission is for: only the signed-in one's is kept.
  const signedIn = credentialClient(getClientKey()) ?? pending.loginHint ?? null;
  if (signedIn !== null && credentialClient(token.access_token) !== signedIn) {
    return failed('wrong-account', pending);
  }
  const expiresAt = Date.now() + (token.expires_in ?? DEFAULT_EXPIRES_IN_S) * 1000;
  setAccessToken(token.access_token, expiresAt);
  return { status: 'connected', returnTo: pending.returnTo, expiresAt };
}

const inFlight = new Map<string, Promise<ConnectOutcome>>();

/**
 * Completes Connect from the callback URL the consent page sent the browser to. Never throws: the outcome
 * says where to go back to, or why it failed. Calls with the same URL while one is running share it (a
 * page's effect may run twice); the pending attempt is used once either way.
 */
export function completeConnect(callbackUrl: string | URL): Promise<ConnectOutcome> {
  const key = String(callbackUrl);
  let running = inFlight.get(key);
  if (!running) {
    running = complete(callbackUrl)
      .catch((error: unknown) =>
        failed('token-error', null, error instanceof Error ? error.message : undefined),
      )
      .finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

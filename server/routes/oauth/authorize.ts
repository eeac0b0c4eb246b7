import {
  BUILDER_SCOPE,
  OAUTH_CALLBACK_PATH,
  OAUTH_CLIENT_ID,
  type OAuthErrorCode,
} from '../../../src/api/contract/oauth';
import { S256_CHALLENGE, type AuthorizationRequest } from '../../auth/authorization-codes';
import { LOOPBACK_HOSTNAMES } from '../../http/loopback';

/**
 * Checking `GET /oauth/authorize` (RFC 6749 §4.1.1, RFC 7636 §4.3). A request naming an unknown client
 * or an unregistered redirect_uri must not redirect (§4.1.2.1: an open redirector otherwise), so it gets
 * an error page; any other problem goes back to the client as `error` (and `state` when there is one).
 */

/**
 * The registered redirect URIs of the dashboard: `http://` + a loopback host + any port +
 * OAUTH_CALLBACK_PATH, spelled exactly as its origin plus the path (no query, no fragment, no
 * credentials, lower-case host, no default port written out), as the dashboard's `location.origin` gives.
 */
export function isRegisteredRedirectUri(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'http:' &&
      LOOPBACK_HOSTNAMES.includes(url.hostname) &&
      value === `${url.origin}${OAUTH_CALLBACK_PATH}`
    );
  } catch {
    return false;
  }
}

/**
 * The longest `state` kept while a consent page is open (a random value is 22 to 64 characters): a longer
 * one is `invalid_request`, so the pending requests cannot be made to hold large values.
 */
export const MAX_STATE_LENGTH = 500;

/** `redirect_uri` with the response parameters added. */
export function redirectTarget(redirectUri: string, parameters: Record<string, string>): string {
  const url = new URL(redirectUri);
  url.search = new URLSearchParams(parameters).toString();
  return url.href;
}

export type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizationRequest; loginHint: string | undefined }
  /** Show an error page: the request cannot safely go back to its client. */
  | { kind: 'page'; message: string }
  /** Go back to the client with an error. */
  | {
      kind: 'redirect';
      redirectUri: string;
      state: string | undefined;
      error: OAuthErrorCode;
      description: string;
    };

/**
 * A parameter's one value: RFC 6749 §3.1, a parameter sent without a value is omitted and one sent
 * more than once is an invalid request.
 */
export function single(params: URLSearchParams, name: string): { value?: string; repeated: boolean } {
  const values = params.getAll(name);
  if (values.length > 1) return { repeated: true };
  return { value: values[0] === '' ? undefined : values[0], repeated: false };
}

/** Checks an authorization request's query, in the RFC's order. */
export function checkAuthorizeRequest(params: URLSearchParams): AuthorizeCheck {
  const clientId = single(params, 'client_id');
  if (clientId.repeated) return { kind: 'page', message: 'The request names client_id more than once.' };
  if (clientId.value === undefined) return { kind: 'page', message: 'The request names no client_id.' };
  if (clientId.value !== OAUTH_CLIENT_ID)
    return { kind: 'page', message: `No application is registered as client_id "${clientId.value}".` };

  const redirect = single(params, 'redirect_uri');
  if (redirect.repeated) return { kind: 'page', message: 'The request names redirect_uri more than once.' };
  if (redirect.value === undefined) return { kind: 'page', message: 'The request names no redirect_uri.' };
  if (!isRegisteredRedirectUri(redirect.value))
    return {
      kind: 'page',
      message: `The redirect_uri "${redirect.value}" is not registered for ${OAUTH_CLIENT_ID}: it must be http://localhost, http://127.0.0.1 or http://[::1], with any port, and the path ${OAUTH_CALLBACK_PATH}.`,
    };
  const redirectUri = redirect.value;

  const state = single(params, 'state');
  const fail = (error: OAuthErrorCode, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    redirectUri,
    state: state.value,
    error,
    description,
  });
  // Repeated, `state` has no value to echo (single gives none).
  if (state.repeated) return fail('invalid_request', 'state is sent more than once');
  if (state.value === undefined) return fail('invalid_request', 'state is required');
  // Not echoed: the oversized value would go back in the redirect's Location header.
  if (state.value.length > MAX_STATE_LENGTH)
    return {
      kind: 'redirect',
      redirectUri,
      state: undefined,
      error: 'invalid_request',
      description: `state must be at most ${MAX_STATE_LENGTH} characters`,
    };

  for (const name of ['response_type', 'code_challenge', 'code_challenge_method', 'scope']) {
    if (single(params, name).repeated) return fail('invalid_request', `${name} is sent more than once`);
  }
  const responseType = single(params, 'response_type').value;
  if (responseType === undefined) return fail('invalid_request', 'response_type is required');
  if (responseType !== 'code')
    return fail('unsupported_response_type', 'Only response_type=code (the authorization code) is supported');

  const method = single(params, 'code_challenge_method').value;
  if (method !== 'S256')
    return fail(
      'invalid_request',
      method === undefined
        ? 'code_challenge_method is required: PKCE with S256'
        : `code_challenge_method ${method} is not supported: only S256`,
    );
  const challenge = single(params, 'code_challenge').value;
  if (challenge === undefined) return fail('invalid_request', 'code_challenge is required (PKCE, S256)');
  if (!S256_CHALLENGE.test(challenge))
    return fail(
      'invalid_request',
      'code_challenge must be the base64url SHA-256 of the code verifier (43 characters)',
    );

  const scopes = (single(params, 'scope').value ?? BUILDER_SCOPE).split(' ').filter(Boolean);
  const unknown = scopes.filter((s) => s !== BUILDER_SCOPE);
  if (unknown.length > 0)
    return fail('invalid_scope', `Unknown scope ${unknown.join(' ')}: the only scope is ${BUILDER_SCOPE}`);

  return {
    kind: 'ok',
    request: {
      clientId: clientId.value,
      redirectUri,
      state: state.value,
      codeChallenge: challenge,
      scope: BUILDER_SCOPE,
    },
    loginHint: params.get('login_hint') ?? undefined,
  };
}

/** The headers of a consent form's answer that say which page sent it. */
export interface ConsentAnswerHeaders {
  origin?: string;
  secFetchSite?: string;
  host?: string;
}

/**
 * Why a consent form's answer (`POST /oauth/authorize`, and the account page's `POST /oauth/grants`) is
 * refused, or undefined when it came from the sandbox's page itself. A browser says where a form was posted from: `Sec-Fetch-Site` (which no page can
 * set) must be `same-origin` when sent; without it, `Origin` must be the consent page's own origin (the
 * sandbox's, `http://` and the request's Host). An answer naming neither is not from a browser page (a
 * script or a tool, which could read the page anyway) and is let through. Behind the dashboard's proxy
 * the Host is the sandbox's, not the page's: the browser's `Sec-Fetch-Site` decides there (and the page's
 * `no-referrer` policy makes its `Origin` `null`).
 */
export function consentAnswerRefusal(
  { origin, secFetchSite, host }: ConsentAnswerHeaders,
  /** What to say when refused (the account page's "Revoke access" form has its own words). */
  refused = 'This answer was not sent from the consent page. Go back to Doorstep and start again.',
): string | undefined {
  if (secFetchSite !== undefined)
    return secFetchSite.trim().toLowerCase() === 'same-origin' ? undefined : refused;
  if (origin === undefined) return undefined;
  return host !== undefined && origin === originOfHost(host) ? undefined : refused;
}

/** `http://` and a Host header, as a browser serializes that origin; undefined when it is not a host. */
function originOfHost(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    return undefined;
  }
}

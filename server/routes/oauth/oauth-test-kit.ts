import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import {
  BUILDER_SCOPE,
  OAUTH_CALLBACK_PATH,
  OAUTH_CLIENT_ID,
  oauthErrorSchema,
} from '../../../src/api/contract/oauth';
import { startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

/**
 * What the OAuth route tests share (oauth-*.test.ts): a sandbox per test file, PKCE pairs, the authorize
 * and token requests, and the redirect they answer with. Not a test file itself.
 */
export let sb: Sandbox;

export const BASE = 'http://sandbox.test';
export const REDIRECT_URI = `http://127.0.0.1:5173${OAUTH_CALLBACK_PATH}`;

/** A PKCE pair, computed here independently of the server's code. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization request's query: the dashboard's by default; `null` leaves a parameter out. */
export function authorizeQuery(challenge: string, overrides: Record<string, string | null> = {}) {
  const all: Record<string, string | null> = {
    response_type: 'code',
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: BUILDER_SCOPE,
    ...overrides,
  };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(all)) if (value !== null) query.append(name, value);
  return query;
}

export const authorize = (query: URLSearchParams | string) =>
  sb.fetch(`${BASE}${endpoints.oauthAuthorize.path}?${String(query)}`);

export const postForm = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  sb.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });

export const decide = (form: Record<string, string>) => postForm(endpoints.oauthDecide.path, form);

/** The sandbox's account page ("Apps with access"), of one account or of every one. */
export const grantsPage = (account?: string) =>
  sb.fetch(
    `${BASE}${endpoints.oauthGrants.path}${account === undefined ? '' : `?${new URLSearchParams({ account })}`}`,
  );

/** "Revoke access" on the account page, as the browser posts it from there. */
export const revoke = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(endpoints.oauthRevokeGrant.path, form, { 'Sec-Fetch-Site': 'same-origin', ...headers });

/** The remembered grants' ids on an account page, in its order. */
export const grantIdsOf = (page: string) =>
  [...page.matchAll(/<input type="hidden" name="grant" value="(\d+)">/g)].map((m) => m[1]!);

/** Forgets every remembered grant, so a test starts with every app asked. */
export async function forgetGrants() {
  await sb.db.deleteFrom('oauth_grants').execute();
}
export const exchange = (form: Record<string, string>, headers?: Record<string, string>) =>
  postForm(endpoints.oauthToken.path, form, headers);

/** The consent page's one-time request id. */
export function requestIdOf(page: string): string {
  const id = /<input type="hidden" name="request" value="([^"]+)">/.exec(page)?.[1];
  expect(id, page).toBeDefined();
  return id!;
}

/** The query of a redirect's Location, checking it goes back to `redirectUri`. */
export function redirectParams(res: Response, status: number, redirectUri = REDIRECT_URI) {
  expect(res.status).toBe(status);
  const location = new URL(res.headers.get('location') ?? 'about:blank');
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  return Object.fromEntries(location.searchParams);
}

/**
 * Consent page, then Allow for `client`: the code and the verifier to exchange it with. With `hint`, the
 * request names the client with `login_hint` (as the dashboard does), so the page offers it alone.
 */
export async function approve(
  opts: { client?: string; state?: string; hint?: boolean; overrides?: Record<string, string | null> } = {},
) {
  const { verifier, challenge } = pkce();
  const client = opts.client ?? sb.credentials.clients[0]!.clientId;
  const page = await authorize(
    authorizeQuery(challenge, {
      state: opts.state ?? 'state-123',
      ...(opts.hint ? { login_hint: client } : {}),
      ...opts.overrides,
    }),
  );
  expect(page.status).toBe(200);
  const request = requestIdOf(await page.text());
  const redirectUri = opts.overrides?.redirect_uri ?? REDIRECT_URI;
  const params = redirectParams(await decide({ request, decision: 'allow', client }), 303, redirectUri);
  expect(params.code).toMatch(/^[\w-]{43}$/);
  return { code: params.code!, state: params.state, verifier };
}

export const tokenForm = (code: string, verifier: string, overrides: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  client_id: OAUTH_CLIENT_ID,
  code,
  redirect_uri: REDIRECT_URI,
  code_verifier: verifier,
  ...overrides,
});

/** A refused token request: 400, the RFC's error code (the envelope and an RFC error body at once). */
export async function refused(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return oauthErrorSchema.parse(await res.json());
}

/** Starts a sandbox for the file's tests and closes it after; puts real timers back after each test. */
export function setupOauthSandbox(): void {
  beforeAll(async () => {
    sb = await startTestSandbox();
  });
  afterAll(() => sb.close());
  afterEach(() => {
    vi.useRealTimers();
  });
}

import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import {
  BUILDER_SCOPE,
  OAUTH_CALLBACK_PATH,
  OAUTH_CLIENT_ID,
  oauthErrorSchema,
  tokenResponseSchema,
} from '../../../src/api/contract/oauth';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { withEnvelopeErrors } from '../../app';
import { verifyToken } from '../../auth/tokens';
import { mounter } from '../../http/mount';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());
afterEach(() => {
  vi.useRealTimers();
});

const BASE = 'http://sandbox.test';
const REDIRECT_URI = `http://127.0.0.1:5173${OAUTH_CALLBACK_PATH}`;

/** A PKCE pair, computed here independently of the server's code. */
function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorization request's query: the dashboard's by default; `null` leaves a parameter out. */
function authorizeQuery(challenge: string, overrides: Record<string, string | null> = {}) {
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

const authorize = (query: URLSearchParams | string) =>
  sb.fetch(`${BASE}${endpoints.oauthAuthorize.path}?${String(query)}`);

const postForm = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  sb.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });

const decide = (form: Record<string, string>) => postForm(endpoints.oauthDecide.path, form);
const exchange = (form: Record<string, string>, headers?: Record<string, string>) =>
  postForm(endpoints.oauthToken.path, form, headers);

/** The consent page's one-time request id. */
function requestIdOf(page: string): string {
  const id = /<input type="hidden" name="request" value="([^"]+)">/.exec(page)?.[1];
  expect(id, page).toBeDefined();
  return id!;
}

/** The query of a redirect's Location, checking it goes back to `redirectUri`. */
function redirectParams(res: Response, status: number, redirectUri = REDIRECT_URI) {
  expect(res.status).toBe(status);
  const location = new URL(res.headers.get('location') ?? 'about:blank');
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  return Object.fromEntries(location.searchParams);
}

/** Consent page, then Allow for `client`: the code and the verifier to exchange it with. */
async function approve(opts: { client?: string; state?: string } = {}) {
  const { verifier, challenge } = pkce();
  const page = await authorize(authorizeQuery(challenge, { state: opts.state ?? 'state-123' }));
  expect(page.status).toBe(200);
  const request = requestIdOf(await page.text());
  const client = opts.client ?? sb.credentials.clients[0]!.clientId;
  const params = redirectParams(await decide({ request, decision: 'allow', client }), 303);
  expect(params.code).toMatch(/^[\w-]{43}$/);
  return { code: params.code!, state: params.state, verifier };
}

const tokenForm = (code: string, verifier: string, overrides: Record<string, string> = {}) => ({
  grant_type: 'authorization_code',
  client_id: OAUTH_CLIENT_ID,
  code,
  redirect_uri: REDIRECT_URI,
  code_verifier: verifier,
  ...overrides,
});

/** A refused token request: 400, the RFC's error code (the envelope and an RFC error body at once). */
async function refused(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return oauthErrorSchema.parse(await res.json());
}

// A builder write mounted the way the builder's endpoints are (the access-token check of the table).
const builder = withEnvelopeErrors(new Hono());
beforeAll(() => {
  mounter(builder, { db: sb.db, key: sb.key })(
    endpoint({
      method: 'POST',
      path: '/client/campaigns/{id}/areas',
      credential: 'access-token',
      summary: 'A builder write.',
      response: z.object({ clientId: z.string() }),
    }),
    ({ auth }) => ({ clientId: auth.clientId }),
  );
});

describe('the consent page', () => {
  it('names the scope, lists the demo clients (the first chosen) and posts to a relative action', async () => {
    const res = await authorize(authorizeQuery(pkce().challenge));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    const page = await res.text();
    expect(page).toContain('<title>Allow Doorstep to build campaigns for you?');
    expect(page).toContain(`<code>${BUILDER_SCOPE}</code>`);
    expect(page).toContain('submit your drafts for review');
    expect(page).toMatch(/<form method="post" action="authorize">/);
    expect(page).toContain('<button type="submit" name="decision" value="allow"');
    expect(page).toContain('<button type="submit" name="decision" value="deny"');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const radios = [...page.matchAll(/<input type="radio" name="client" value="([^"]+)"( checked)?>/g)];
    const clients = sb.credentials.clients;
    expect(clients.length).toBeGreaterThan(1);
    expect(radios.map((m) => m[1])).toEqual(clients.map((c) => c.clientId));
    expect(radios.map((m) => m[2] !== undefined)).toEqual(clients.map((_, i) => i === 0));
    for (const client of clients) expect(page).toContain(client.name);
    expect(page).not.toMatch(/<script/i);
  });

  it('with login_hint naming a demo client, offers only that account, by name', async () => {
    const [first, second] = sb.credentials.clients;
    const page = await (
      await authorize(authorizeQuery(pkce().challenge, { login_hint: second!.clientId }))
    ).text();
    const radios = [...page.matchAll(/<input type="radio" name="client" value="([^"]+)"( checked)?>/g)];
    expect(radios.map((m) => [m[1], m[2]])).toEqual([[second!.clientId, ' checked']]);
    expect(page).toContain(`<strong>${second!.name}</strong> (account ${second!.clientId})`);
    expect(page).toMatch(/Only .* signed in to Doorstep, can be chosen here/);
    expect(page).not.toContain(first!.name);
  });

  it('an unknown login_hint lists every demo client, the first chosen', async () => {
    const page = await (await authorize(authorizeQuery(pkce().challenge, { login_hint: 'nobody' }))).text();
    const radios = [...page.matchAll(/<input type="radio" name="client" value="([^"]+)"( checked)?>/g)];
    expect(radios).toHaveLength(sb.credentials.clients.length);
    expect(radios[0]![2]).toBe(' checked');
  });

  it('with login_hint, an answer naming another account is refused (400 page, no code); its own is allowed', async () => {
    const [first, second] = sb.credentials.clients;
    const { verifier, challenge } = pkce();
    let page = await (await authorize(authorizeQuery(challenge, { login_hint: second!.clientId }))).text();
    const res = await decide({ request: requestIdOf(page), decision: 'allow', client: first!.clientId });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain(`This sign-in was for account ${second!.clientId}`);

    page = await (await authorize(authorizeQuery(challenge, { login_hint: second!.clientId }))).text();
    const params = redirectParams(
      await decide({ request: requestIdOf(page), decision: 'allow', client: second!.clientId }),
      303,
    );
    const token = tokenResponseSchema.parse(await (await exchange(tokenForm(params.code!, verifier))).json());
    // The dashboard compares the token's `sub` claim with the signed-in client.
    expect(decodeJwt(token.access_token).sub).toBe(second!.clientId);
  });

  it('sends a CSP allowing its style by hash, no script, and forms only to itself and the client', async () => {
    const res = await authorize(authorizeQuery(pkce().challenge));
    const page = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:5173(;|$)/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('escapes what it shows: a state with markup never reaches the page, and goes back unchanged', async () => {
    const state = `"><script>alert(1)</script>&'`;
    const { verifier, challenge } = pkce();
    const res = await authorize(authorizeQuery(challenge, { state }));
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    const request = requestIdOf(page);
    const back = redirectParams(await decide({ request, decision: 'allow', client: '1001' }), 303);
    expect(back.state).toBe(state);
    expect((await exchange(tokenForm(back.code!, verifier))).status).toBe(200);
  });

  it('escapes a client_id or a redirect_uri it refuses', async () => {
    const bad = `<img src=x onerror="alert(1)">`;
    const cases: Record<string, string>[] = [
      { client_id: bad },
      { redirect_uri: `http://evil.example/${bad}` },
    ];
    for (const overrides of cases) {
      const res = await authorize(authorizeQuery(pkce().challenge, overrides));
      expect(res.status).toBe(400);
      const page = await res.text();
      expect(page).not.toContain('<img');
      expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    }
  });
});

describe('the whole flow', () => {
  it('approve, exchange: an hour-long access token with the scope, pinned to the chosen client', async () => {
    const chosen = sb.credentials.clients[1]!;
    const { code, state, verifier } = await approve({ client: chosen.clientId, state: 'xyz' });
    expect(state).toBe('xyz');

    const res = await exchange(tokenForm(code, verifier));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
    const answer = tokenResponseSchema.parse(body);
    expect(answer).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: BUILDER_SCOPE });

    expect(await verifyToken(sb.key, answer.access_token)).toEqual({
      clientId: chosen.clientId,
      typ: 'access_token',
      scopes: [BUILDER_SCOPE],
      // Its jti: a replay of its code revokes it (code-replay.test.ts).
      tokenId: expect.stringMatching(/^[\w-]{22}$/),
    });
    const claims = decodeJwt(answer.access_token);
    const now = Math.floor(Date.now() / 1000);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(Math.abs(claims.exp! - (now + 3600))).toBeLessThanOrEqual(5);

    // It works on a builder write, as the chosen client; it is not a client key.
    const write = await builder.request('/client/campaigns/1/areas', {
      method: 'POST',
      headers: authHeaders(answer.access_token),
      body: '{}',
    });
    expect(await write.json()).toEqual({ success: true, data: { clientId: chosen.clientId } });
    const read = await sb.fetch(`${BASE}${endpoints.me.path}`, { headers: authHeaders(answer.access_token) });
    expect(read.status).toBe(403);
  });

  it('leaves the client key working for reads', async () => {
    const { code, verifier } = await approve();
    expect((await exchange(tokenForm(code, verifier))).status).toBe(200);
    const { clientKey, clientId } = sb.credentials.clients[0]!;
    const me = await sb.fetch(`${BASE}${endpoints.me.path}`, { headers: authHeaders(clientKey) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { client: { id: string } } }).data.client.id).toBe(clientId);
  });

  it('works through the CORS policy for a loopback page, and only for one', async () => {
    const { code, verifier } = await approve();
    const ok = await exchange(tokenForm(code, verifier), { Origin: 'http://localhost:5173' });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await exchange(tokenForm('x', pkce().verifier), { Origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /oauth/token refuses', () => {
  it('a verifier that does not match the challenge (PKCE), and uses the code up', async () => {
    const { code, verifier } = await approve();
    const wrong = (await refused(await exchange(tokenForm(code, pkce().verifier)))).error;
    expect(wrong).toBe('invalid_grant');
    expect((await refused(await exchange(tokenForm(code, verifier)))).error).toBe('invalid_grant');
  });

  it('a code used twice', async () => {
    const { code, verifier } = await approve();
    expect((await exchange(tokenForm(code, verifier))).status).toBe(200);
    const again = await refused(await exchange(tokenForm(code, verifier)));
    expect(again).toMatchObject({ success: false, error: 'invalid_grant' });
    expect(again.error_description).toMatch(/already used/);
  });

  it('a redirect_uri other than the one of the code', async () => {
    const { code, verifier } = await approve();
    const other = `http://127.0.0.1:4173${OAUTH_CALLBACK_PATH}`;
    const res = await refused(await exchange(tokenForm(code, verifier, { redirect_uri: other })));
    expect(res.error).toBe('invalid_grant');
    expect(res.error_description).toMatch(/redirect_uri/);
  });

  it('another client_id (invalid_client, 400), leaving the code usable by its client', async () => {
    const { code, verifier } = await approve();
    const res = await refused(await exchange(tokenForm(code, verifier, { client_id: 'someone-else' })));
    expect(res.error).toBe('invalid_client');
    expect((await exchange(tokenForm(code, verifier))).status).toBe(200);
  });

  it('an expired code (after 60 s), and accepts one just before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const late = await approve();
    const inTime = await approve();
    vi.setSystemTime(new Date('2030-01-01T10:00:59Z'));
    expect((await exchange(tokenForm(inTime.code, inTime.verifier))).status).toBe(200);
    vi.setSystemTime(new Date('2030-01-01T10:01:01Z'));
    expect((await refused(await exchange(tokenForm(late.code, late.verifier)))).error).toBe('invalid_grant');
  });

  it('a code that was never issued', async () => {
    const res = await refused(
      await exchange(tokenForm(randomBytes(32).toString('base64url'), pkce().verifier)),
    );
    expect(res.error).toBe('invalid_grant');
  });

  it('anything but a form: JSON is invalid_request', async () => {
    const { code, verifier } = await approve();
    const res = await sb.fetch(`${BASE}${endpoints.oauthToken.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(tokenForm(code, verifier)),
    });
    expect(await refused(res)).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringMatching(/form-encoded/) as unknown,
    });
    const text = await sb.fetch(`${BASE}${endpoints.oauthToken.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: new URLSearchParams(tokenForm(code, verifier)).toString(),
    });
    expect((await refused(text)).error_description).toMatch(/form-encoded/);
    // The code was left alone.
    expect((await exchange(tokenForm(code, verifier))).status).toBe(200);
  });

  it('another grant type, a missing or repeated parameter, a malformed verifier', async () => {
    const { code, verifier } = await approve();
    const form = tokenForm(code, verifier);
    expect((await refused(await exchange({ ...form, grant_type: 'password' }))).error).toBe(
      'unsupported_grant_type',
    );
    const { code_verifier: _omitted, ...noVerifier } = form;
    expect((await refused(await exchange(noVerifier))).error).toBe('invalid_request');
    expect((await refused(await exchange({ ...form, code_verifier: 'short' }))).error).toBe(
      'invalid_request',
    );
    const repeated = await sb.fetch(`${BASE}${endpoints.oauthToken.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `${new URLSearchParams(form).toString()}&code=${code}`,
    });
    expect((await refused(repeated)).error).toBe('invalid_request');
    // A malformed request leaves the code alone.
    expect((await exchange(form)).status).toBe(200);
  });
});

describe('the consent answer', () => {
  it('Deny goes back with access_denied and the state, and no code', async () => {
    const page = await (await authorize(authorizeQuery(pkce().challenge, { state: 's-deny' }))).text();
    const back = redirectParams(await decide({ request: requestIdOf(page), decision: 'deny' }), 303);
    expect(back).toMatchObject({ error: 'access_denied', state: 's-deny' });
    expect(back.code).toBeUndefined();
  });

  it('answers a request once: a second answer or an unknown request is an error page', async () => {
    const page = await (await authorize(authorizeQuery(pkce().challenge))).text();
    const request = requestIdOf(page);
    expect((await decide({ request, decision: 'allow', client: '1001' })).status).toBe(303);
    for (const again of [
      await decide({ request, decision: 'allow', client: '1001' }),
      await decide({ request: 'made-up', decision: 'allow', client: '1001' }),
    ]) {
      expect(again.status).toBe(400);
      expect(again.headers.get('location')).toBeNull();
      expect(await again.text()).toMatch(/expired or was already answered/);
    }
  });

  it('is a form: another content type is an error page', async () => {
    const page = await (await authorize(authorizeQuery(pkce().challenge))).text();
    const form = { request: requestIdOf(page), decision: 'allow', client: '1001' };
    const res = await sb.fetch(`${BASE}${endpoints.oauthDecide.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: new URLSearchParams(form).toString(),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect((await decide(form)).status).toBe(303);
  });

  it('an account that is not a demo client is an error page, not a code', async () => {
    const page = await (await authorize(authorizeQuery(pkce().challenge))).text();
    const res = await decide({ request: requestIdOf(page), decision: 'allow', client: '999999' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('a pending request expires after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
    const page = await (await authorize(authorizeQuery(pkce().challenge))).text();
    vi.setSystemTime(new Date('2030-01-01T10:05:01Z'));
    expect((await decide({ request: requestIdOf(page), decision: 'allow', client: '1001' })).status).toBe(
      400,
    );
  });
});

describe('GET /oauth/authorize refuses', () => {
  it('PKCE other than S256: plain or no method goes back with invalid_request', async () => {
    const { verifier } = pkce();
    for (const method of ['plain', null]) {
      const res = await authorize(authorizeQuery(verifier, { code_challenge_method: method, state: 'p' }));
      const back = redirectParams(res, 302);
      expect(back).toMatchObject({ error: 'invalid_request', state: 'p' });
      expect(back.error_description).toMatch(/S256/);
    }
  });

  it.each<[string, Record<string, string | null>, string]>([
    ['no state', { state: null }, 'invalid_request'],
    ['no code_challenge', { code_challenge: null }, 'invalid_request'],
    ['a code_challenge that is no SHA-256', { code_challenge: 'abc' }, 'invalid_request'],
    ['no response_type', { response_type: null }, 'invalid_request'],
    ['response_type token', { response_type: 'token' }, 'unsupported_response_type'],
    ['another scope', { scope: 'campaigns:delete' }, 'invalid_scope'],
  ])('%s: back to the client with the error', async (_label, overrides, error) => {
    const back = redirectParams(await authorize(authorizeQuery(pkce().challenge, overrides)), 302);
    expect(back.error).toBe(error);
    expect(back.state).toBe(overrides.state === null ? undefined : 'state-123');
  });

  it('no scope means campaigns:create', async () => {
    expect((await authorize(authorizeQuery(pkce().challenge, { scope: null }))).status).toBe(200);
  });

  it.each([
    ['another host', 'http://evil.example/oauth/callback'],
    ['another path', 'http://127.0.0.1:5173/elsewhere'],
    ['https', 'https://localhost:5173/oauth/callback'],
    ['a query', 'http://localhost:5173/oauth/callback?next=1'],
    ['a fragment', 'http://localhost:5173/oauth/callback#x'],
    ['user info', 'http://me@localhost:5173/oauth/callback'],
    ['a loopback-looking host', 'http://localhost.evil.example/oauth/callback'],
    ['not a URL', 'callback'],
  ])('a redirect_uri with %s: an error page, never a redirect', async (_label, redirectUri) => {
    const res = await authorize(authorizeQuery(pkce().challenge, { redirect_uri: redirectUri }));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/is not registered/);
  });

  it('accepts every loopback host, with any port', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://[::1]:8080',
      'http://localhost',
    ]) {
      const res = await authorize(
        authorizeQuery(pkce().challenge, { redirect_uri: `${origin}${OAUTH_CALLBACK_PATH}` }),
      );
      expect(res.status, origin).toBe(200);
    }
  });

  it('an unknown or missing client_id: an error page, never a redirect', async () => {
    for (const clientId of ['someone-else', null]) {
      const res = await authorize(authorizeQuery(pkce().challenge, { client_id: clientId }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });
});

/**
 * The consent page over real HTTP, as a page on another port of this machine would try it: it cannot read
 * a consent request (no CORS on the authorization endpoint), cannot answer one (the answer must come from
 * the consent page itself), cannot make the pending requests hold large values (`state` is capped), and
 * cannot expire the page a user has open by requesting pages in a loop.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { BUILDER_SCOPE, OAUTH_CALLBACK_PATH, OAUTH_CLIENT_ID } from '../../../src/api/contract/oauth';
import { MAX_PENDING_CONSENTS } from '../../auth/pending-consents';
import { startTempSandbox, type TempSandbox } from '../../../test/support/temp-sandbox-server';
import type { SandboxServer } from '../../server';
import { consentAnswerRefusal, MAX_STATE_LENGTH } from './authorize';

let started: TempSandbox | undefined;
let server: SandboxServer;
let clientId: string;

beforeAll(async () => {
  started = await startTempSandbox('doorstep-consent-origin-');
  server = started.server;
  clientId = server.credentials.clients[0]!.clientId;
}, 60_000); // seeding a data folder takes seconds on a loaded machine
afterAll(() => started?.stop());

const REDIRECT_URI = `http://127.0.0.1:5173${OAUTH_CALLBACK_PATH}`;
/** A page served from another port of this machine. */
const OTHER_PAGE = 'http://127.0.0.1:6666';

function authorizeUrl(state = 'state-123') {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    scope: BUILDER_SCOPE,
  });
  return `${server.url}${endpoints.oauthAuthorize.path}?${query}`;
}

/** Opens a consent page: its one-time request id. */
async function openConsent(): Promise<string> {
  const res = await fetch(authorizeUrl());
  const page = await res.text();
  expect(res.status, page).toBe(200);
  return /<input type="hidden" name="request" value="([^"]+)">/.exec(page)![1]!;
}

/** Answers a consent page with Allow, sent with `headers` (who the browser says sent it). */
const allow = (request: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${endpoints.oauthDecide.path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ request, decision: 'allow', client: clientId }).toString(),
  });

/** The authorization code an answer sent the browser back with, if any. */
const codeOf = (res: Response) =>
  new URL(res.headers.get('location') ?? 'http://x/').searchParams.get('code') ?? undefined;

describe('an answer to the consent page from another page', () => {
  it.each([
    ['an Origin on another port', { Origin: OTHER_PAGE }],
    ['a page on this machine that is not the consent page', { 'Sec-Fetch-Site': 'same-site' }],
    ['a page on another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['a page with an opaque origin (a sandboxed frame)', { Origin: 'null' }],
  ])('is refused from %s and grants nothing', async (_, headers) => {
    const request = await openConsent();
    const res = await allow(request, headers);
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('This answer was not sent from the consent page');
    // The user's page is still open: their own answer gets the code.
    const own = await allow(request, { Origin: server.url });
    expect(own.status).toBe(303);
    expect(codeOf(own)).toMatch(/^[\w-]{43}$/);
  });

  it('is accepted from the consent page itself: its own Origin, or the browser saying same-origin', async () => {
    const direct = await allow(await openConsent(), { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' });
    expect(codeOf(direct)).toBeDefined();
    // Behind the dashboard's proxy (another origin than the sandbox's Host), with the page's no-referrer
    // policy: Origin null, and the browser's word that the form and its target share an origin.
    const proxied = await allow(await openConsent(), { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
    expect(codeOf(proxied)).toBeDefined();
  });

  it('says which page may answer, as a pure rule', () => {
    const host = '127.0.0.1:8787';
    expect(consentAnswerRefusal({ host })).toBeUndefined();
    expect(consentAnswerRefusal({ host, origin: 'http://127.0.0.1:8787' })).toBeUndefined();
    expect(consentAnswerRefusal({ host, origin: 'http://127.0.0.1:8788' })).toBeDefined();
    expect(consentAnswerRefusal({ host, origin: 'http://localhost:8787' })).toBeDefined();
    expect(consentAnswerRefusal({ host, secFetchSite: 'same-site' })).toBeDefined();
    expect(consentAnswerRefusal({ host, secFetchSite: 'none' })).toBeDefined();
    expect(consentAnswerRefusal({ host, origin: 'null', secFetchSite: 'same-origin' })).toBeUndefined();
    expect(consentAnswerRefusal({ host: '127.0.0.1:80', origin: 'http://127.0.0.1' })).toBeUndefined();
  });
});

describe('reading the consent page from another page', () => {
  it('gets no CORS permission for the authorization endpoint, while the rest of the API keeps it', async () => {
    const page = await fetch(authorizeUrl(), { headers: { Origin: OTHER_PAGE } });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}${endpoints.oauthAuthorize.path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: OTHER_PAGE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await allow(await openConsent(), { Origin: OTHER_PAGE });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();

    // The dashboard on another port still reads the API and exchanges its code.
    const health = await fetch(`${server.url}${endpoints.health.path}`, { headers: { Origin: OTHER_PAGE } });
    expect(health.headers.get('access-control-allow-origin')).toBe(OTHER_PAGE);
    const token = await fetch(`${server.url}${endpoints.oauthToken.path}`, {
      method: 'OPTIONS',
      headers: { Origin: OTHER_PAGE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(token.headers.get('access-control-allow-origin')).toBe(OTHER_PAGE);
  });
});

describe('pending consent pages', () => {
  it(`refuses a state longer than ${MAX_STATE_LENGTH} characters as invalid_request`, async () => {
    const long = await fetch(authorizeUrl('s'.repeat(MAX_STATE_LENGTH + 1)), { redirect: 'manual' });
    expect(long.status).toBe(302);
    const back = new URL(long.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toContain(`at most ${MAX_STATE_LENGTH} characters`);
    // Not echoed back into the Location header.
    expect(back.searchParams.get('state')).toBeNull();
    const longest = await fetch(authorizeUrl('s'.repeat(MAX_STATE_LENGTH)), { redirect: 'manual' });
    expect(longest.status).toBe(200);
  });

  it('a flood of requests does not expire the page a user has open; new ones wait until there is room', async () => {
    const users = await openConsent();
    let shown = 0;
    let full = 0;
    let lastFull = '';
    for (let i = 0; i < MAX_PENDING_CONSENTS + 100; i++) {
      const res = await fetch(authorizeUrl(`flood-${i}-${'x'.repeat(400)}`));
      const text = await res.text();
      if (res.status === 200) shown += 1;
      else if (res.status === 503) {
        full += 1;
        lastFull = text;
      } else throw new Error(`unexpected ${res.status}: ${text.slice(0, 200)}`);
    }
    expect(shown).toBeLessThan(MAX_PENDING_CONSENTS);
    expect(full).toBeGreaterThan(100);
    expect(lastFull).toContain('Too many sign-ins are waiting for an answer');
    // The user's page, opened before the flood, still gets its code.
    const res = await allow(users, { Origin: server.url });
    expect(res.status).toBe(303);
    expect(codeOf(res)).toMatch(/^[\w-]{43}$/);
  }, 60_000);
});

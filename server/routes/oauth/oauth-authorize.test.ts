import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { BUILDER_SCOPE, OAUTH_CALLBACK_PATH, tokenResponseSchema } from '../../../src/api/contract/oauth';
import {
  authorize,
  authorizeQuery,
  BASE,
  decide,
  exchange,
  pkce,
  redirectParams,
  requestIdOf,
  sb,
  tokenForm,
  setupOauthSandbox,
} from './oauth-test-kit';

setupOauthSandbox();

describe('the consent page', () => {
  it('says in words what it allows (never the code word), lists the demo clients (the first chosen) and posts to a relative action', async () => {
    const res = await authorize(authorizeQuery(pkce().challenge));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    const page = await res.text();
    expect(page).toContain('<title>Allow Doorstep to build campaigns for you?');
    expect(page).not.toContain(BUILDER_SCOPE);
    expect(page).toContain(
      '<strong>Build and submit campaign drafts for the account you choose below</strong>',
    );
    expect(page).toMatch(/submit them for review\. Nothing is\s+charged, printed or mailed by this\./);
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
    expect(page).toContain(`<strong>Build and submit campaign drafts for ${second!.name}</strong>`);
    expect(page).toContain(
      `<span>${second!.name}</span><span class="muted">Account ${second!.clientId}</span>`,
    );
    expect(page).not.toContain(BUILDER_SCOPE);
    // Where the permission is revoked: the account page, showing that account.
    expect(page).toContain(`<a href="grants?account=${second!.clientId}">Apps with access</a>`);
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

import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { BUILDER_SCOPE, OAUTH_CALLBACK_PATH, tokenResponseSchema } from '../../../src/api/contract/oauth';
import { authHeaders } from '../../../test/support/sandbox';
import { standInBuilder } from '../../../test/support/stand-in-builder';
import { verifyToken } from '../../auth/tokens';
import { approve, BASE, exchange, pkce, refused, sb, tokenForm, setupOauthSandbox } from './oauth-test-kit';

setupOauthSandbox();

// A builder write mounted the way the builder's endpoints are (the access-token check of the table).
const builder = standInBuilder(() => sb);

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

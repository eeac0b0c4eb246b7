/**
 * A replayed authorization code (RFC 6749 §4.1.2): refused with invalid_grant, and every access token
 * issued from it stops working (401) at once; tokens issued from other codes keep working.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import {
  BUILDER_SCOPE,
  OAUTH_CALLBACK_PATH,
  OAUTH_CLIENT_ID,
  oauthErrorSchema,
  tokenResponseSchema,
} from '../../../src/api/contract/oauth';
import { startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const BASE = 'http://sandbox.test';
const REDIRECT_URI = `http://127.0.0.1:5173${OAUTH_CALLBACK_PATH}`;

const postForm = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  sb.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });

/** Consent page, Allow (posted from the consent page itself), then the code and its verifier. */
async function approve() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: OAUTH_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: BUILDER_SCOPE,
  });
  const page = await sb.fetch(`${BASE}${endpoints.oauthAuthorize.path}?${query}`);
  expect(page.status).toBe(200);
  const request = /<input type="hidden" name="request" value="([^"]+)">/.exec(await page.text())?.[1];
  expect(request).toBeDefined();
  const decided = await postForm(
    endpoints.oauthDecide.path,
    { request: request!, decision: 'allow', client: sb.credentials.clients[0]!.clientId },
    { Origin: BASE, 'Sec-Fetch-Site': 'same-origin', Referer: `${BASE}${endpoints.oauthAuthorize.path}` },
  );
  expect(decided.status).toBe(303);
  const code = new URL(decided.headers.get('location')!).searchParams.get('code');
  expect(code).toBeTruthy();
  return { code: code!, verifier };
}

const exchange = (code: string, verifier: string) =>
  postForm(endpoints.oauthToken.path, {
    grant_type: 'authorization_code',
    client_id: OAUTH_CLIENT_ID,
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });

/** A builder write with the token: create a draft (200), or 401 once the token is revoked. */
const createDraft = (token: string) =>
  sb.fetch(endpoints.createDraft.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel: 'ADM', subtype: 'EDDM' }),
  });

describe('a replayed authorization code', () => {
  it('is invalid_grant and revokes the token issued from it; a token from another code still works', async () => {
    const first = await approve();
    const issued = await exchange(first.code, first.verifier);
    expect(issued.status).toBe(200);
    const token = tokenResponseSchema.parse(await issued.json()).access_token;
    expect((await createDraft(token)).status).toBe(200);

    const other = await approve();
    const otherToken = tokenResponseSchema.parse(
      await (await exchange(other.code, other.verifier)).json(),
    ).access_token;

    const replay = await exchange(first.code, first.verifier);
    expect(replay.status).toBe(400);
    expect(oauthErrorSchema.parse(await replay.json()).error).toBe('invalid_grant');

    const refused = await createDraft(token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toMatch(/revoked.*sign in again/);
    // Revoked for good: a second try is refused too (nothing remembered the token as valid).
    expect((await createDraft(token)).status).toBe(401);
    expect((await createDraft(otherToken)).status).toBe(200);
  });

  it('a code that was never issued revokes nothing and is invalid_grant', async () => {
    const { code, verifier } = await approve();
    const token = tokenResponseSchema.parse(await (await exchange(code, verifier)).json()).access_token;
    const unknown = await exchange(randomBytes(32).toString('base64url'), verifier);
    expect(oauthErrorSchema.parse(await unknown.json()).error).toBe('invalid_grant');
    expect((await createDraft(token)).status).toBe(200);
  });
});

/**
 * The remembered permission: once an account allowed the dashboard (the same client_id and redirect_uri),
 * its next authorization request naming that account goes back at once with a code, without the page, as
 * providers do; another account, another app (redirect_uri) or a request naming no account is asked; a
 * denial is not remembered; every check of the request stays as strict. Revoking on the sandbox's account
 * page ("Apps with access") asks again and ends the access tokens given under that permission, and only
 * those.
 */
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { BUILDER_SCOPE, OAUTH_CALLBACK_PATH, tokenResponseSchema } from '../../../src/api/contract/oauth';
import { createApp } from '../../app';
import {
  approve,
  authorize,
  authorizeQuery,
  BASE,
  decide,
  exchange,
  forgetGrants,
  grantIdsOf,
  grantsPage,
  pkce,
  postForm,
  redirectParams,
  refused,
  requestIdOf,
  revoke,
  sb,
  setupOauthSandbox,
  tokenForm,
} from './oauth-test-kit';

setupOauthSandbox();
beforeEach(forgetGrants);

const account = (i: number) => sb.credentials.clients[i]!;

/** The authorization request the dashboard sends for the signed-in `client`. */
function signedInRequest(client: string, overrides: Record<string, string | null> = {}) {
  const { verifier, challenge } = pkce();
  return { verifier, query: authorizeQuery(challenge, { login_hint: client, ...overrides }) };
}

/** Whether a request is answered with the consent page (200, its form) rather than a redirect. */
async function asked(res: Response): Promise<boolean> {
  if (res.status !== 200) return false;
  requestIdOf(await res.text());
  return true;
}

/** Exchanges a code; the access token's answer. */
async function tokenFor(code: string, verifier: string, redirectUri?: string) {
  const res = await exchange(tokenForm(code, verifier, redirectUri ? { redirect_uri: redirectUri } : {}));
  expect(res.status).toBe(200);
  return tokenResponseSchema.parse(await res.json()).access_token;
}

/** A builder write with an access token: 401 once the token is revoked. */
const createDraftWith = (token: string) =>
  sb.fetch(`${BASE}${endpoints.createDraft.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel: 'ADM', subtype: 'EDDM' }),
  });

describe('a remembered permission', () => {
  it('answers the same account and app again at once: a code and the state, no page', async () => {
    const me = account(0).clientId;
    await approve({ client: me, hint: true });

    const { verifier, query } = signedInRequest(me, { state: 'second-visit' });
    const res = await authorize(query);
    const back = redirectParams(res, 302);
    expect(back.state).toBe('second-visit');
    expect(back.code).toMatch(/^[\w-]{43}$/);
    expect(back.error).toBeUndefined();
    // The code is for that account, and exchanged as any other (PKCE checked).
    const token = await tokenFor(back.code!, verifier);
    expect(decodeJwt(token).sub).toBe(me);
    expect((await createDraftWith(token)).status).toBe(200);
  });

  it('PKCE stays strict: the code from a remembered permission needs its own verifier', async () => {
    const me = account(0).clientId;
    await approve({ client: me, hint: true });
    const { query } = signedInRequest(me);
    const back = redirectParams(await authorize(query), 302);
    const error = await refused(await exchange(tokenForm(back.code!, pkce().verifier)));
    expect(error.error).toBe('invalid_grant');
  });

  it('every other check of the request still runs before it', async () => {
    const me = account(0).clientId;
    await approve({ client: me, hint: true });
    for (const [overrides, error] of [
      [{ state: null }, 'invalid_request'],
      [{ code_challenge: null }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ scope: 'campaigns:delete' }, 'invalid_scope'],
    ] as const) {
      const back = redirectParams(await authorize(signedInRequest(me, overrides).query), 302);
      expect(back.error, JSON.stringify(overrides)).toBe(error);
      expect(back.code).toBeUndefined();
    }
    const unsafe: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { redirect_uri: 'http://evil.example/oauth/callback' },
    ];
    for (const overrides of unsafe) {
      const res = await authorize(signedInRequest(me, overrides).query);
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('another account is still asked, and its page offers only itself', async () => {
    await approve({ client: account(0).clientId, hint: true });
    const other = account(1);
    const res = await authorize(signedInRequest(other.clientId).query);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`<strong>Build and submit campaign drafts for ${other.name}</strong>`);
    expect(page).not.toContain(account(0).name);
  });

  it('another app (the dashboard at another address) is still asked', async () => {
    const me = account(0).clientId;
    await approve({ client: me, hint: true });
    for (const origin of ['http://127.0.0.1:5174', 'http://localhost:5173', 'http://[::1]:5173']) {
      const res = await authorize(
        signedInRequest(me, { redirect_uri: `${origin}${OAUTH_CALLBACK_PATH}` }).query,
      );
      expect(await asked(res), origin).toBe(true);
    }
    // The one allowed is still answered at once.
    expect((await authorize(signedInRequest(me).query)).status).toBe(302);
  });

  it('a request naming no account is asked: the sandbox cannot tell whose it is', async () => {
    await approve({ client: account(0).clientId, hint: true });
    expect(await asked(await authorize(authorizeQuery(pkce().challenge)))).toBe(true);
  });

  it('an account chosen on the page (no login_hint) is remembered for that account', async () => {
    const other = account(1).clientId;
    await approve({ client: other });
    expect((await authorize(signedInRequest(other).query)).status).toBe(302);
    expect(await asked(await authorize(signedInRequest(account(0).clientId).query))).toBe(true);
  });

  it('a denial is not remembered: the next request is asked again', async () => {
    const me = account(0).clientId;
    const first = await authorize(signedInRequest(me, { state: 'no' }).query);
    const back = redirectParams(
      await decide({ request: requestIdOf(await first.text()), decision: 'deny' }),
      303,
    );
    expect(back.error).toBe('access_denied');
    expect(await asked(await authorize(signedInRequest(me).query))).toBe(true);
  });

  it('outlives the authorization server: a restart forgets open pages and codes, not the permission', async () => {
    const me = account(0).clientId;
    await approve({ client: me, hint: true });
    // A new app over the same database, as `npm start` makes after a restart.
    const restarted = createApp({ db: sb.db, key: sb.key, credentials: () => sb.credentials });
    const { verifier, query } = signedInRequest(me);
    const res = await restarted.request(`${BASE}${endpoints.oauthAuthorize.path}?${query}`);
    const back = redirectParams(res, 302);
    const exchanged = await restarted.request(`${BASE}${endpoints.oauthToken.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(tokenForm(back.code!, verifier)).toString(),
    });
    expect(exchanged.status).toBe(200);
  });
});

describe('Apps with access (the sandbox’s account page)', () => {
  it('lists each remembered permission in words, under its account, with Revoke access', async () => {
    await approve({ client: account(0).clientId, hint: true });
    await approve({ client: account(1).clientId, hint: true });
    const res = await grantsPage();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('<h1>Apps with access</h1>');
    for (const i of [0, 1]) {
      expect(page).toContain(`${account(i).name} <span class="muted">Account ${account(i).clientId}</span>`);
      expect(page).toContain(`<strong>Build and submit campaign drafts for ${account(i).name}</strong>`);
    }
    expect(page).toContain('<strong>Doorstep at http://127.0.0.1:5173</strong>');
    expect(page).not.toContain(BUILDER_SCOPE);
    expect(page.match(/>Revoke access<\/button>/g)).toHaveLength(2);
    expect(grantIdsOf(page)).toHaveLength(2);
    // Forms only to itself.
    expect(res.headers.get('content-security-policy')).toMatch(/form-action 'self'(;|$)/);
    expect(page).not.toMatch(/<script/i);
  });

  it('shows one account alone when asked, and says when it has none', async () => {
    await approve({ client: account(0).clientId, hint: true });
    const mine = await (await grantsPage(account(0).clientId)).text();
    expect(mine).toContain(`<h1>Apps with access to ${account(0).name}</h1>`);
    expect(grantIdsOf(mine)).toHaveLength(1);
    const theirs = await (await grantsPage(account(1).clientId)).text();
    expect(grantIdsOf(theirs)).toEqual([]);
    expect(theirs).toContain(`No app has access to ${account(1).name}.`);
    expect(theirs).not.toContain(account(0).name);
  });

  it('an unknown account is a 404 page, an account named twice a 400 page', async () => {
    expect((await grantsPage('999999')).status).toBe(404);
    const twice = await sb.fetch(`${BASE}${endpoints.oauthGrants.path}?account=1001&account=1002`);
    expect(twice.status).toBe(400);
  });
});

describe('Revoke access', () => {
  it('asks again, ends that permission’s tokens, and leaves other accounts alone', async () => {
    const [me, other] = [account(0).clientId, account(1).clientId];
    const mine = await approve({ client: me, hint: true });
    const mineToken = await tokenFor(mine.code, mine.verifier);
    const theirs = await approve({ client: other, hint: true });
    const theirToken = await tokenFor(theirs.code, theirs.verifier);
    // A code given at once before the revocation, not exchanged yet.
    const pending = signedInRequest(me);
    const early = redirectParams(await authorize(pending.query), 302);

    const [grant] = grantIdsOf(await (await grantsPage(me)).text());
    const res = await revoke({ grant: grant!, account: me });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain(`Doorstep at http://127.0.0.1:5173 no longer has access to ${account(0).name}.`);
    expect(grantIdsOf(page)).toEqual([]);

    // Asked again; the token given under it is refused, saying why; the unexchanged code gives none.
    expect(await asked(await authorize(signedInRequest(me).query))).toBe(true);
    const refusedWrite = await createDraftWith(mineToken);
    expect(refusedWrite.status).toBe(401);
    expect(await refusedWrite.text()).toMatch(/permission was taken back/);
    expect((await refused(await exchange(tokenForm(early.code!, pending.verifier)))).error).toBe(
      'invalid_grant',
    );

    // The other account is still answered at once, and its token still works.
    expect((await authorize(signedInRequest(other).query)).status).toBe(302);
    expect((await createDraftWith(theirToken)).status).toBe(200);
  });

  it('once allowed again, works again with a new permission (the revoked one stays revoked)', async () => {
    const me = account(0).clientId;
    const first = await approve({ client: me, hint: true });
    const oldToken = await tokenFor(first.code, first.verifier);
    const [grant] = grantIdsOf(await (await grantsPage(me)).text());
    await revoke({ grant: grant! });
    const again = await approve({ client: me, hint: true });
    expect((await createDraftWith(await tokenFor(again.code, again.verifier))).status).toBe(200);
    expect((await createDraftWith(oldToken)).status).toBe(401);
    const [next] = grantIdsOf(await (await grantsPage(me)).text());
    expect(next).not.toBe(grant);
  });

  it('twice: the second says it was already revoked', async () => {
    await approve({ client: account(0).clientId, hint: true });
    const [grant] = grantIdsOf(await (await grantsPage()).text());
    await revoke({ grant: grant! });
    const again = await revoke({ grant: grant! });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('That access was already revoked.');
  });

  it('only from the account page: another site’s form, or no form, revokes nothing', async () => {
    const me = account(0).clientId;
    await approve({ client: me, hint: true });
    const [grant] = grantIdsOf(await (await grantsPage()).text());
    const fromElsewhere = await revoke({ grant: grant! }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(fromElsewhere.status).toBe(403);
    // A browser that sends no Sec-Fetch-Site still names the page's origin.
    const fromAnotherPort = await postForm(
      endpoints.oauthRevokeGrant.path,
      { grant: grant! },
      { Origin: 'http://127.0.0.1:6666' },
    );
    expect(fromAnotherPort.status).toBe(403);
    for (const form of [{}, { grant: 'x' }] as Record<string, string>[])
      expect((await revoke(form)).status).toBe(400);
    const notAForm = await sb.fetch(`${BASE}${endpoints.oauthRevokeGrant.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ grant }),
    });
    expect(notAForm.status).toBe(400);
    // Still remembered.
    expect((await authorize(signedInRequest(me).query)).status).toBe(302);
  });
});

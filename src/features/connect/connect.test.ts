/**
 * Connect against the in-process sandbox, the dashboard at http://localhost:5173 with the API at `/api` on
 * it, as in development. Node's environment with a window's `location` and a `sessionStorage` stubbed:
 * jsdom's ArrayBuffer is not the one Web Crypto returns, which PKCE's base64url trips over (a browser has
 * one realm; the callback page's tests cover the DOM side).
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sandbox } from '../../../test/support/sandbox';
import { startAppSandbox } from '../../../test/support/render';
import { endpoints } from '../../api/contract/endpoints';
import { BUILDER_SCOPE, OAUTH_CALLBACK_PATH, OAUTH_CLIENT_ID } from '../../api/contract/oauth';
import { callApi, configureApi } from '../../api/http-client';
import { getAccessToken, setAccessToken, setClientKey } from '../../api/session';
import {
  completeConnect,
  ConnectError,
  credentialClient,
  getPendingConnect,
  PENDING_CONNECT_KEY,
  PENDING_MAX_AGE_MS,
  safeReturnTo,
  startConnect,
} from './connect';
import { hasBuilderAccess, requireBuilderAccess } from './use-builder-access';

const ORIGIN = 'http://localhost:5173';
const CALLBACK = `${ORIGIN}${OAUTH_CALLBACK_PATH}`;

/** sessionStorage as a browser tab has it. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

let sandbox: Sandbox;
let clientId: string;
/** Where `window.location.assign` sent the browser. */
const assigned: string[] = [];

beforeAll(async () => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', { location: { origin: ORIGIN, assign: (url: string) => assigned.push(url) } });
  sandbox = await startAppSandbox();
  clientId = sandbox.credentials.clients[0]!.clientId;
});
afterEach(() => {
  sessionStorage.clear();
  assigned.length = 0;
});
afterAll(() => {
  sandbox.close();
  vi.unstubAllGlobals();
});

/** The app's API at `/api` on the page's origin, answered by the sandbox. */
function useDevApi() {
  configureApi({ baseUrl: '/api', fetch: (input, init) => sandbox.fetch(input, init) });
}

/** Starts Connect without leaving the page; returns the consent page's URL. */
async function start(returnTo = '/direct-mail?step=2', loginHint: string | null = clientId) {
  const visited: string[] = [];
  const href = await startConnect({ returnTo, loginHint: loginHint ?? undefined }, (url) =>
    visited.push(url),
  );
  expect(visited).toEqual([href]);
  return new URL(href);
}

describe('startConnect', () => {
  it('sends the browser to the consent page with PKCE S256, a state, the client, the callback and the hint', async () => {
    useDevApi();
    const url = await start();
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/api${endpoints.oauthAuthorize.path}`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(OAUTH_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe(BUILDER_SCOPE);
    expect(q.get('login_hint')).toBe(clientId);
    expect(q.get('code_challenge_method')).toBe('S256');

    const pending = getPendingConnect()!;
    expect(pending).toMatchObject({ returnTo: '/direct-mail?step=2', loginHint: clientId });
    expect(Math.abs(pending.startedAt - Date.now())).toBeLessThan(5000);
    expect(q.get('state')).toBe(pending.state);
    expect(pending.state.length).toBeGreaterThanOrEqual(22);
    // The challenge is the verifier's SHA-256, base64url; the verifier itself never leaves the tab.
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(pending.verifier).digest('base64url'));
    expect(url.href).not.toContain(pending.verifier);
  });

  it('keeps one pending attempt, with a fresh verifier and state each time', async () => {
    useDevApi();
    const first = await start();
    const second = await start('/campaigns');
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
    expect(getPendingConnect()).toMatchObject({
      state: second.searchParams.get('state'),
      returnTo: '/campaigns',
    });
  });

  it('comes back only to a path of this origin', async () => {
    useDevApi();
    for (const outside of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'direct-mail']) {
      expect(safeReturnTo(outside)).toBe('/');
    }
    expect(safeReturnTo(`${OAUTH_CALLBACK_PATH}?code=x`)).toBe('/');
    await start('//evil.example/');
    expect(getPendingConnect()!.returnTo).toBe('/');
  });

  it('uses an absolute API base as it is', async () => {
    configureApi({ baseUrl: 'https://service.example.com/v1' });
    const url = await start('/', null);
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://service.example.com/v1${endpoints.oauthAuthorize.path}`,
    );
    expect(url.searchParams.has('login_hint')).toBe(false);
  });

  it('refuses plain HTTP to a host that is not this machine', async () => {
    configureApi({ baseUrl: 'http://service.example.com' });
    await expect(startConnect({ returnTo: '/' }, () => undefined)).rejects.toBeInstanceOf(ConnectError);
    expect(sessionStorage.getItem(PENDING_CONNECT_KEY)).toBeNull();
  });
});

describe('completeConnect', () => {
  it('without a pending attempt: no-pending, back home', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const outcome = await completeConnect(`${CALLBACK}?code=abc&state=xyz`);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'no-pending', returnTo: '/' });
    expect(getAccessToken()).toBeNull();
  });

  it('with another state: state-mismatch, and the attempt is used up', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    await start();
    const outcome = await completeConnect(`${CALLBACK}?code=abc&state=not-ours`);
    expect(outcome).toMatchObject({
      status: 'failed',
      reason: 'state-mismatch',
      returnTo: '/direct-mail?step=2',
      loginHint: clientId,
    });
    expect(outcome.status === 'failed' && outcome.message).toMatch(/does not belong/);
    expect(getPendingConnect()).toBeNull();
  });

  it('without a state: state-mismatch', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    await start();
    await expect(completeConnect(`${CALLBACK}?code=abc`)).resolves.toMatchObject({
      reason: 'state-mismatch',
    });
  });

  it('when the user said no: denied', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const state = (await start()).searchParams.get('state')!;
    const outcome = await completeConnect(`${CALLBACK}?error=access_denied&state=${state}`);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'denied', returnTo: '/direct-mail?step=2' });
    expect(outcome.status === 'failed' && outcome.message).toMatch(/did not give Doorstep permission/);
    expect(getAccessToken()).toBeNull();
  });

  it('a denial with another state is not taken for ours', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    await start();
    await expect(completeConnect(`${CALLBACK}?error=access_denied&state=forged`)).resolves.toMatchObject({
      reason: 'state-mismatch',
    });
  });

  it('an attempt started too long ago: expired', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const state = (await start()).searchParams.get('state')!;
    const pending = getPendingConnect()!;
    sessionStorage.setItem(
      PENDING_CONNECT_KEY,
      JSON.stringify({ ...pending, startedAt: Date.now() - PENDING_MAX_AGE_MS - 1 }),
    );
    await expect(completeConnect(`${CALLBACK}?code=abc&state=${state}`)).resolves.toMatchObject({
      reason: 'expired',
    });
  });

  it('in a tab signed out meanwhile: signed-out, nothing exchanged', async () => {
    useDevApi();
    const state = (await start()).searchParams.get('state')!;
    await expect(completeConnect(`${CALLBACK}?code=abc&state=${state}`)).resolves.toMatchObject({
      reason: 'signed-out',
      returnTo: '/direct-mail?step=2',
    });
  });

  it('a code the service does not accept: token-error with its explanation', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const state = (await start()).searchParams.get('state')!;
    const outcome = await completeConnect(`${CALLBACK}?code=made-up&state=${state}`);
    expect(outcome).toMatchObject({
      status: 'failed',
      reason: 'token-error',
      returnTo: '/direct-mail?step=2',
    });
    expect(outcome.status === 'failed' && outcome.detail).toBeTruthy();
    expect(getAccessToken()).toBeNull();
  });

  it('no answer at all: unavailable', async () => {
    configureApi({
      baseUrl: '/api',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const state = (await start()).searchParams.get('state')!;
    await expect(completeConnect(`${CALLBACK}?code=abc&state=${state}`)).resolves.toMatchObject({
      reason: 'unavailable',
    });
  });
});

describe('requireBuilderAccess', () => {
  it('lets the builder write while a valid token is held', async () => {
    useDevApi();
    setAccessToken('tok', Date.now() + 60 * 60_000);
    expect(hasBuilderAccess()).toBe(true);
    await expect(requireBuilderAccess('/direct-mail')).resolves.toBe(true);
    expect(assigned).toEqual([]);
  });

  it('otherwise sends the browser to the consent page, to come back to where it was', async () => {
    useDevApi();
    setAccessToken('tok', Date.now() + 10_000); // within the skew: as good as expired
    expect(hasBuilderAccess()).toBe(false);
    await expect(requireBuilderAccess('/direct-mail?draft=7', clientId)).resolves.toBe(false);
    expect(assigned).toHaveLength(1);
    expect(new URL(assigned[0]!).searchParams.get('login_hint')).toBe(clientId);
    expect(getPendingConnect()).toMatchObject({ returnTo: '/direct-mail?draft=7' });
  });
});

/**
 * The whole flow against the sandbox's OAuth server, as the browser runs it: the consent page, its form
 * answered, the redirect back, the code exchanged, and the token used for a builder write. Each test
 * starts with no permission remembered (the sandbox remembers an Allow per account and dashboard address).
 */
describe('the round trip', () => {
  beforeEach(async () => {
    await sandbox.db.deleteFrom('oauth_grants').execute();
  });

  /**
   * Opens the consent page at `url` and answers its form with `decision` (for `account`, default the one
   * preselected); returns the redirect's target.
   */
  async function consent(url: URL, decision: 'allow' | 'deny', account?: string): Promise<string> {
    const page = await sandbox.fetch(url.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    const request = /<input type="hidden" name="request" value="([^"]+)">/.exec(html)?.[1];
    expect(request).toBeTruthy();
    // The signed-in client is preselected, from login_hint.
    const preselected = /<input type="radio" name="client" value="([^"]+)" checked/.exec(html)?.[1];
    if (url.searchParams.has('login_hint')) expect(preselected).toBe(clientId);
    const chosen = account ?? preselected;
    const answer = await sandbox.fetch(`${ORIGIN}/api${endpoints.oauthDecide.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request: request!, client: chosen!, decision }).toString(),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location.startsWith(`${CALLBACK}?`)).toBe(true);
    return location;
  }

  it('allowed: the token is kept with its expiry and works for creating a draft', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const callback = await consent(await start('/campaigns/new?channel=ADM-EDDM'), 'allow');

    const before = Date.now();
    const outcome = await completeConnect(callback);
    expect(outcome).toMatchObject({ status: 'connected', returnTo: '/campaigns/new?channel=ADM-EDDM' });
    expect(outcome.status === 'connected' && outcome.expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
    expect(getPendingConnect()).toBeNull();
    const token = getAccessToken();
    expect(token).toBeTruthy();
    expect(hasBuilderAccess()).toBe(true);

    const draft = await callApi(endpoints.createDraft, { body: { channel: 'ADM', subtype: 'EDDM' } });
    expect(draft.campaignId).toBeGreaterThan(0);

    // The answer is used once: the same callback again finds no attempt, and the token stays.
    await expect(completeConnect(callback)).resolves.toMatchObject({ reason: 'no-pending' });
    expect(getAccessToken()).toBe(token);
  });

  it('allowed once: the next Connect comes straight back with a code, no page, and connects', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    await completeConnect(await consent(await start(), 'allow'));
    const first = getAccessToken();

    // The authorization endpoint answers the second attempt with the callback itself.
    const answer = await sandbox.fetch((await start('/campaigns/7/build?step=design')).href);
    expect(answer.status).toBe(302);
    const callback = answer.headers.get('location')!;
    expect(callback.startsWith(`${CALLBACK}?`)).toBe(true);
    await expect(completeConnect(callback)).resolves.toMatchObject({
      status: 'connected',
      returnTo: '/campaigns/7/build?step=design',
    });
    const second = getAccessToken();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(credentialClient(second)).toBe(clientId);
  });

  it('without the signed-in account named, the page is shown even after an Allow', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    await completeConnect(await consent(await start(), 'allow'));
    expect((await sandbox.fetch((await start('/', null)).href)).status).toBe(200);
  });

  it('a code is exchanged once, and only with its own verifier', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const callback = await consent(await start(), 'allow');
    // Another attempt's verifier under this answer's state: the service refuses the code.
    const state = new URL(callback).searchParams.get('state')!;
    const other = getPendingConnect()!;
    sessionStorage.setItem(
      PENDING_CONNECT_KEY,
      JSON.stringify({ ...other, state, verifier: `${other.verifier.slice(0, -1)}x` }),
    );
    const outcome = await completeConnect(callback);
    expect(outcome).toMatchObject({ status: 'failed', reason: 'token-error' });
    expect(getAccessToken()).toBeNull();
  });

  it('denied: the denied outcome, back to where the user was', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const callback = await consent(await start('/campaigns/7/build?step=areas'), 'deny');
    await expect(completeConnect(callback)).resolves.toMatchObject({
      status: 'failed',
      reason: 'denied',
      returnTo: '/campaigns/7/build?step=areas',
    });
    expect(getAccessToken()).toBeNull();
  });

  it('a permission given for another account than the signed-in one is refused and not kept', async () => {
    useDevApi();
    setClientKey(sandbox.credentials.clients[0]!.clientKey);
    const other = sandbox.credentials.clients[1]!.clientId;
    expect(other).not.toBe(clientId);
    // A consent page that offered every account (no login_hint), where another one was picked.
    const callback = await consent(await start('/campaigns/new?channel=ADM-EDDM', null), 'allow', other);
    const outcome = await completeConnect(callback);
    expect(outcome).toMatchObject({
      status: 'failed',
      reason: 'wrong-account',
      returnTo: '/campaigns/new?channel=ADM-EDDM',
    });
    expect(outcome.status === 'failed' && outcome.message).toMatch(
      /^Permission was given for another account than the one you are signed in to/,
    );
    expect(getAccessToken()).toBeNull();
    expect(hasBuilderAccess()).toBe(false);
  });

  it('reads the client a credential is for, and nothing from what is not a JWT', async () => {
    expect(credentialClient(sandbox.credentials.clients[0]!.clientKey)).toBe(clientId);
    expect(credentialClient('tok')).toBeNull();
    expect(credentialClient(null)).toBeNull();
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../test/support/sandbox';
import { renderApp, startAppSandbox, useSandboxFetch } from '../../../test/support/render';
import { endpoints } from '../../api/contract/endpoints';
import { BUILDER_SCOPE, OAUTH_CALLBACK_PATH, OAUTH_CLIENT_ID } from '../../api/contract/oauth';
import { configureApi } from '../../api/http-client';
import { getAccessToken } from '../../api/session';
import { PENDING_CONNECT_KEY, type PendingConnect } from './connect';

let sandbox: Sandbox;
let clientKey: string;

beforeAll(async () => {
  sandbox = await startAppSandbox();
  // The API on the page's own origin, as in development (plain HTTP is allowed only to this machine).
  configureApi({ baseUrl: '/api' });
  clientKey = sandbox.credentials.clients[0]!.clientKey;
});
afterEach(() => {
  useSandboxFetch(sandbox);
  configureApi({ baseUrl: '/api' });
});
afterAll(() => sandbox.close());

/** A pending attempt as `startConnect` keeps it. */
function pending(attempt: Partial<PendingConnect> = {}): PendingConnect {
  const value: PendingConnect = {
    verifier: 'v'.repeat(43),
    state: 'state-1',
    returnTo: '/campaigns?type=1',
    startedAt: Date.now(),
    loginHint: sandbox.credentials.clients[0]!.clientId,
    ...attempt,
  };
  sessionStorage.setItem(PENDING_CONNECT_KEY, JSON.stringify(value));
  return value;
}

describe('the OAuth callback page', () => {
  it('when permission was not given: says so, with the address cleaned, Try again and Back', async () => {
    pending();
    const app = renderApp(`${OAUTH_CALLBACK_PATH}?error=access_denied&state=state-1`, { clientKey });
    expect(await screen.findByRole('heading', { name: 'Permission not given' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/did not give Doorstep permission/);
    expect(app.location().pathname).toBe(OAUTH_CALLBACK_PATH);
    expect(app.location().search).toBe('');
    await waitFor(() => expect(document.title).toBe('Connection failed · Doorstep'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(getAccessToken()).toBeNull();

    await app.user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(app.location().pathname).toBe('/campaigns'));
    expect(app.location().search).toBe('?type=1');
  });

  it('an answer to no attempt of this tab: explains, and goes back home', async () => {
    const app = renderApp(`${OAUTH_CALLBACK_PATH}?code=abc&state=whatever`, { clientKey });
    expect(await screen.findByRole('heading', { name: 'Doorstep could not connect' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/not started in this tab/);
    expect(app.location().search).toBe('');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('an answer with another state is ignored', async () => {
    pending();
    renderApp(`${OAUTH_CALLBACK_PATH}?code=abc&state=forged`, { clientKey });
    expect(await screen.findByRole('alert')).toHaveTextContent(/does not belong to the permission request/);
    expect(sessionStorage.getItem(PENDING_CONNECT_KEY)).toBeNull();
  });

  it('shows progress, then a code the service refuses with its explanation', async () => {
    // The token request waits until the test has seen the progress.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    useSandboxFetch(sandbox, (inner) => async (input, init) => {
      if (input.endsWith(endpoints.oauthToken.path)) await held;
      return inner(input, init);
    });
    configureApi({ baseUrl: '/api' });
    pending();
    const app = renderApp(`${OAUTH_CALLBACK_PATH}?code=made-up&state=state-1`, { clientKey });
    expect(await screen.findByRole('heading', { name: 'Connecting…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Confirming your permission/);
    await waitFor(() => expect(document.title).toBe('Connecting… · Doorstep'));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be confirmed/);
    expect(app.location().search).toBe('');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/campaigns?type=1');
  });

  it('in a signed-out tab: asks to sign in, coming back to where the user was', async () => {
    pending();
    renderApp(`${OAUTH_CALLBACK_PATH}?code=abc&state=state-1`);
    expect(await screen.findByRole('heading', { name: 'You were signed out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent('/campaigns?type=1')}`,
    );
  });
});

describe('the OAuth callback page after the consent page', () => {
  /**
   * An attempt `startConnect` would have made, answered Allow on the consent page, or at once when the
   * account allowed it before (the sandbox remembers); the callback's address.
   */
  async function allowed(returnTo: string, account?: string): Promise<URL> {
    const clientId = sandbox.credentials.clients[0]!.clientId;
    // The attempt `startConnect` would have made (its PKCE runs in Node's tests: jsdom's ArrayBuffer is
    // not Web Crypto's), and the consent page answered Allow.
    const attempt = pending({
      verifier: randomBytes(32).toString('base64url'),
      state: randomBytes(16).toString('base64url'),
      returnTo,
    });
    const authorize = new URL(`${window.location.origin}/api${endpoints.oauthAuthorize.path}`);
    const query: Record<string, string> = {
      response_type: 'code',
      client_id: OAUTH_CLIENT_ID,
      redirect_uri: `${window.location.origin}${OAUTH_CALLBACK_PATH}`,
      scope: BUILDER_SCOPE,
      state: attempt.state,
      code_challenge: createHash('sha256').update(attempt.verifier).digest('base64url'),
      code_challenge_method: 'S256',
    };
    // The dashboard names the signed-in account; a consent page reached without it offers every one.
    if (!account) query.login_hint = clientId;
    authorize.search = new URLSearchParams(query).toString();
    let answer = await sandbox.fetch(authorize.href);
    if (answer.status === 200) {
      const request = /name="request" value="([^"]+)"/.exec(await answer.text())![1]!;
      answer = await sandbox.fetch(`/api${endpoints.oauthDecide.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request, client: account ?? clientId, decision: 'allow' }).toString(),
        redirect: 'manual',
      });
    }
    const callback = new URL(answer.headers.get('location')!);
    expect(callback.pathname).toBe(OAUTH_CALLBACK_PATH);
    return callback;
  }

  it('keeps the token and goes back to where the user was, replacing the callback', async () => {
    const callback = await allowed('/campaigns?type=1');
    const app = renderApp(`${callback.pathname}${callback.search}`, { clientKey });
    await waitFor(() => expect(app.location().pathname).toBe('/campaigns'));
    expect(app.location().search).toBe('?type=1');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(getAccessToken()).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_CONNECT_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Campaigns', level: 1 })).toBeInTheDocument();
  });

  it('under strict mode (effects run twice): the code is exchanged once and the user goes on', async () => {
    const callback = await allowed('/campaigns?type=1');
    const exchanges: string[] = [];
    useSandboxFetch(sandbox, (inner) => (input, init) => {
      if (input.endsWith(endpoints.oauthToken.path)) exchanges.push(input);
      return inner(input, init);
    });
    configureApi({ baseUrl: '/api' });
    configure({ reactStrictMode: true });
    try {
      const app = renderApp(`${callback.pathname}${callback.search}`, { clientKey });
      await waitFor(() => expect(app.location().pathname).toBe('/campaigns'));
      expect(app.location().search).toBe('?type=1');
      expect(await screen.findByRole('heading', { name: 'Campaigns', level: 1 })).toBeInTheDocument();
      expect(exchanges).toHaveLength(1);
      expect(getAccessToken()).toBeTruthy();
      expect(screen.queryByText(/could not connect/)).toBeNull();
    } finally {
      configure({ reactStrictMode: false });
    }
  });

  it('a permission given for another account: says so, keeps no token, and offers to try again', async () => {
    const other = sandbox.credentials.clients[1]!.clientId;
    const callback = await allowed('/campaigns/new?channel=ADM-EDDM', other);
    const app = renderApp(`${callback.pathname}${callback.search}`, { clientKey });
    expect(
      await screen.findByRole('heading', { name: 'Permission for another account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /another account than the one you are signed in to, so Doorstep did not use it/,
    );
    expect(getAccessToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(app.location().pathname).toBe(OAUTH_CALLBACK_PATH);
  });
});

/**
 * Renders the whole app (the real route objects, in a memory router) for component tests, talking to the
 * in-process sandbox through the app's own HTTP client.
 *
 *   const sandbox = await startAppSandbox();          // beforeAll
 *   const app = renderApp('/campaigns', { clientKey: sandbox.credentials.clients[0]!.clientKey });
 *   await app.findByRole('table', { name: 'Campaigns' });
 *   app.location().search                              // the router's current URL
 */
import { configure, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { configureApi, type FetchLike } from '../../src/api/http-client';
import { setClientKey } from '../../src/api/session';
import { App } from '../../src/app/app';
import { createApp } from '../../src/app/create-app';
import { startTestSandbox, type Sandbox } from './sandbox';

// Page modules load lazily and the sandbox answers in-process; the first render of a file takes a moment.
configure({ asyncUtilTimeout: 5000 });

/** The origin tests give the app; the sandbox's fetch routes any origin to itself. */
export const SANDBOX_BASE_URL = 'http://sandbox.test';

// jsdom lacks a few browser APIs that Radix primitives (popover, dropdown, dialog) use.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

/** A fresh in-memory sandbox, with the app's HTTP client pointed at it. Close it in `afterAll`. */
export async function startAppSandbox(opts: { now?: Date } = {}): Promise<Sandbox> {
  const sandbox = await startTestSandbox(opts);
  useSandboxFetch(sandbox);
  return sandbox;
}

/** Sends the app's requests to `sandbox`, optionally through `wrap` (to count or corrupt responses). */
export function useSandboxFetch(sandbox: Sandbox, wrap?: (inner: FetchLike) => FetchLike): void {
  const inner: FetchLike = (input, init) => sandbox.fetch(input, init);
  configureApi({ baseUrl: SANDBOX_BASE_URL, fetch: wrap ? wrap(inner) : inner });
}

/**
 * Rewrites the JSON body of the responses whose request URL matches `match` (a test of how the app
 * handles an answer that breaks the contract).
 */
export function corruptResponses(
  match: (url: URL) => boolean,
  rewrite: (body: unknown) => unknown,
): (inner: FetchLike) => FetchLike {
  return (inner) => async (input, init) => {
    const response = await inner(input, init);
    if (!match(new URL(input, SANDBOX_BASE_URL)) || !response.ok) return response;
    const body = rewrite(await response.json());
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

export type RenderAppOptions = {
  /** Signed in with this key (kept in sessionStorage like a real sign-in). */
  clientKey?: string;
};

const rendered = new Set<ReturnType<typeof createApp>>();

// A request still in flight when a test ends (the header's account read, say) must not reach a sandbox
// that `afterAll` has closed: let it settle, then forget the cache.
afterEach(async () => {
  for (const app of rendered) {
    await waitFor(() => {
      if (app.queryClient.isFetching() > 0) throw new Error('requests still in flight');
    }).catch(() => undefined);
    app.queryClient.clear();
    app.router.dispose();
  }
  rendered.clear();
});

/** Renders the app at `path`. Retries of failed requests are immediate. */
export function renderApp(path: string, opts: RenderAppOptions = {}) {
  if (opts.clientKey) setClientKey(opts.clientKey);
  const app = createApp((routes) => createMemoryRouter(routes, { initialEntries: [path] }), {
    retryDelay: () => 1,
  });
  rendered.add(app);
  const user = userEvent.setup();
  const view = render(<App {...app} />);
  return {
    ...view,
    ...app,
    user,
    /** The router's current location. */
    location: () => app.router.state.location,
    /** Search params of the current location. */
    searchParams: () => new URLSearchParams(app.router.state.location.search),
  };
}

export type RenderedApp = ReturnType<typeof renderApp>;

import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupAppSandbox } from '../../test/support/app-sandbox';
import {
  renderApp,
  SANDBOX_BASE_URL,
  // Not a React hook, despite its name: it points the HTTP client at the sandbox.
  useSandboxFetch as sendToSandbox,
} from '../../test/support/render';
import { fillPath } from './contract/endpoint';
import { endpoints } from './contract/endpoints';
import { earlyReadPaths, startEarlyReads, takeEarlyRead } from './early-reads';
import { setClientKey } from './session';

const env = setupAppSandbox();
const GLOBAL = '__doorstepEarlyReads';
type Global = { [GLOBAL]?: Map<string, unknown> };

/**
 * A cold visit of `path`: the inline script's reads (sent through `early`), then the app at the same
 * address with its own requests recorded. Answers what each sent.
 */
async function coldVisit(path: string, key: string | null = env.key) {
  const early: string[] = [];
  const app: string[] = [];
  sessionStorage.clear();
  if (key) setClientKey(key);
  const page = new URL(path, 'http://app.test');
  const fake = {
    sessionStorage,
    location: page,
    fetch: (url: string, init?: RequestInit) => {
      early.push(url);
      return env.sandbox.fetch(url, init);
    },
  } as unknown as Window & Global;
  startEarlyReads(SANDBOX_BASE_URL, fake);
  (globalThis as Global)[GLOBAL] = fake[GLOBAL];
  sendToSandbox(env.sandbox, (inner) => (url, init) => {
    app.push(url);
    return inner(url, init);
  });
  const rendered = renderApp(path);
  await waitFor(() => {
    expect(rendered.router.state.navigation.state).toBe('idle');
    expect(rendered.queryClient.isFetching()).toBe(0);
  });
  const unused = [...((globalThis as Global)[GLOBAL]?.keys() ?? [])];
  delete (globalThis as Global)[GLOBAL];
  return { early, app, unused, rendered };
}

describe('early reads', () => {
  it.each([
    ['/', 3],
    ['/campaigns', 1],
    ['/campaigns?page=2', 1],
    ['/campaigns?size=100&page=3', 1],
    ['/campaigns/', 1],
  ])('%s: every early read is one the page sends, adopted, and never sent again', async (path, n) => {
    const { early, app, unused } = await coldVisit(path);
    expect(early).toHaveLength(n);
    // Adopted: none is left waiting, and the app sent none of them itself.
    expect(unused).toEqual([]);
    for (const url of early) expect(app).not.toContain(url);
  });

  it('a campaign: its own read goes early, whichever tab the address opens', async () => {
    const list = (await env.data('/client/campaigns?first=1')) as { nodes: { id: number }[] };
    const id = list.nodes[0]!.id;
    for (const path of [`/campaigns/${id}`, `/campaigns/${id}?tab=performance`]) {
      const { early, app, unused } = await coldVisit(path);
      expect(early).toEqual([`${SANDBOX_BASE_URL}/client/campaigns/${id}`]);
      expect(unused).toEqual([]);
      expect(app).not.toContain(early[0]);
    }
  });

  it('reads what the endpoint table names (the inline script cannot import it)', () => {
    expect(earlyReadPaths('/campaigns', '')).toEqual([`${endpoints.listCampaigns.path}?first=50`]);
    expect(earlyReadPaths('/campaigns/7', '')).toEqual([fillPath(endpoints.getCampaign.path, { id: '7' })]);
  });

  it('a signed-out visit sends nothing early', async () => {
    const { early } = await coldVisit('/campaigns', null);
    expect(early).toEqual([]);
  });

  it('an address with a filter, a sort or another page starts nothing early (its loader reads)', () => {
    for (const path of [
      '/campaigns?type=directmail',
      '/campaigns?sort=name',
      '/campaigns?page=0',
      '/campaigns?size=33',
      '/campaigns/new',
      '/campaigns/12/build',
      '/missions',
      '/sign-in',
    ]) {
      const url = new URL(path, 'http://app.test');
      expect(earlyReadPaths(url.pathname, url.search), path).toEqual([]);
    }
  });

  it('is taken once, only by the same credential, and only while fresh', () => {
    const response = Promise.resolve(new Response('{}'));
    const reads = new Map([['/api/x', { authorization: 'Bearer k', response, at: Date.now() }]]);
    const w = { [GLOBAL]: reads };
    expect(takeEarlyRead('/api/x', 'Bearer other', w)).toBeUndefined();
    reads.set('/api/x', { authorization: 'Bearer k', response, at: Date.now() });
    expect(takeEarlyRead('/api/x', 'Bearer k', w)).toBe(response);
    expect(takeEarlyRead('/api/x', 'Bearer k', w)).toBeUndefined();
    reads.set('/api/x', { authorization: 'Bearer k', response, at: Date.now() - 60_000 });
    expect(takeEarlyRead('/api/x', 'Bearer k', w)).toBeUndefined();
  });
});

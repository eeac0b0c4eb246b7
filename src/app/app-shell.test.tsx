import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../api/contract/campaign';
import { successEnvelope } from '../api/contract/envelope';
import { getClientKey } from '../api/session';
import { renderApp, useSandboxFetch } from '../../test/support/render';
import { setupAppSandbox } from '../../test/support/app-sandbox';
import { areas } from '../config/areas';

const env = setupAppSandbox();
const clientName = () => env.sandbox.credentials.clients[0]!.name;

async function list(query: string) {
  return successEnvelope(campaignListSchema).parse(await env.read(`/client/campaigns?${query}`)).data;
}

const total = async (query: string) => (await list(`first=1&${query}`)).totalCount;

const failure = (status: number, error: string) =>
  new Response(JSON.stringify({ success: false, error }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('app shell', () => {
  it('has navigation for every area', async () => {
    renderApp('/', { clientKey: env.key });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const area of areas) {
      expect(within(nav).getByRole('link', { name: area.label })).toHaveAttribute('href', area.path);
    }
    expect(within(nav).getByText('Library')).toBeInTheDocument();
  });

  it('highlights exactly one navigation item: New campaign on its page, Campaigns on the list and a campaign', async () => {
    const current = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('aria-current') === 'page')
        .map((a) => a.textContent);
    const app = renderApp('/campaigns/new', { clientKey: env.key });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(current(nav)).toEqual(['New campaign']));
    await app.router.navigate('/campaigns');
    await waitFor(() => expect(current(nav)).toEqual(['Campaigns']));
    const [first] = (await list('first=1')).nodes;
    await app.router.navigate(`/campaigns/${first!.id}`);
    await waitFor(() => expect(current(nav)).toEqual(['Campaigns']));
  });

  it("shows the signed-in client's name and campaign counts by status on the home page", async () => {
    const [all, draft, active, completed, archived] = await Promise.all([
      total(''),
      total('statuses=0'),
      total('statuses=10'),
      total('statuses=15'),
      total('statuses=20'),
    ]);
    renderApp('/', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: `Welcome, ${clientName()}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: clientName() })).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Campaigns by status' });
    const nf = new Intl.NumberFormat();
    const expected: [string, number, string][] = [
      ['All campaigns', all, '/campaigns'],
      ['Draft', draft, '/campaigns?status=draft'],
      ['Active', active, '/campaigns?status=active'],
      ['Completed', completed, '/campaigns?status=completed'],
      ['Archived', archived, '/campaigns?status=archived'],
    ];
    for (const [label, count, href] of expected) {
      const link = await within(counts).findByRole('link', { name: `${label} ${nf.format(count)}` });
      expect(link).toHaveAttribute('href', href);
    }
    expect(draft + active + completed + archived).toBe(all);
  });

  it('signs out from the header menu: the key and cached data are gone', async () => {
    const app = renderApp('/campaigns', { clientKey: env.key });
    await screen.findByRole('table', { name: 'Campaigns' });
    await app.user.click(await screen.findByRole('button', { name: clientName() }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await screen.findByLabelText('Client key');
    expect(app.location().pathname).toBe('/sign-in');
    expect(getClientKey()).toBeNull();
    expect(app.queryClient.getQueryCache().findAll({ queryKey: ['campaigns'] })).toEqual([]);
    expect(app.queryClient.getQueryCache().findAll({ queryKey: ['account'] })).toEqual([]);

    // The signed-in pages are closed now.
    await app.router.navigate('/campaigns');
    await waitFor(() => expect(app.location().pathname).toBe('/sign-in'));
  });

  it('sends a user whose key is refused (401) to sign-in, keeping the page they wanted', async () => {
    const revoked = `${env.key.split('.').slice(0, 2).join('.')}.invalidsignature`;
    const app = renderApp('/campaigns?type=letterbox&page=2&size=25', { clientKey: revoked });
    await screen.findByLabelText('Client key');
    expect(app.location().pathname).toBe('/sign-in');
    expect(app.searchParams().get('next')).toBe('/campaigns?type=letterbox&page=2&size=25');
    expect(getClientKey()).toBeNull();

    await app.user.click(await screen.findByRole('button', { name: clientName() }));
    await screen.findByRole('table', { name: 'Campaigns' });
    expect(app.location().search).toBe('?type=letterbox&page=2&size=25');
    expect(screen.getByText(/^Showing 26–/)).toBeInTheDocument();
  });

  it('redirects to sign-in when there is no key at all, without asking the service for client data', async () => {
    const sent: string[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      sent.push(new URL(input).pathname);
      return inner(input, init);
    });
    const app = renderApp('/campaigns?status=active');
    await screen.findByRole('button', { name: clientName() });
    expect(app.location().pathname).toBe('/sign-in');
    expect(app.searchParams().get('next')).toBe('/campaigns?status=active');
    expect(sent.filter((p) => p.startsWith('/client/'))).toEqual([]);
  });

  it('shows a not-found page for an unknown address, inside the app', async () => {
    renderApp('/no/such/page', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('retries an unreachable service with backoff, then offers a retry that recovers', async () => {
    const [first] = (await list('first=1')).nodes;
    const path = `/client/campaigns/${first!.id}`;
    let calls = 0;
    let up = false;
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      if (new URL(input).pathname === path) {
        calls += 1;
        if (!up) return Promise.resolve(failure(502, 'Upstream error'));
      }
      return inner(input, init);
    });
    const app = renderApp(`/campaigns/${first!.id}`, { clientKey: env.key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is not reachable right now');
    expect(alert).toHaveTextContent('Upstream error');
    expect(calls).toBe(4); // the first try and three retries

    up = true;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: first!.name })).toBeInTheDocument();
  });

  it('says "still trying" while the service cannot be reached, and keeps the account menu usable', async () => {
    let up = false;
    const waiting: Array<() => void> = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      if (up) return inner(input, init);
      // Down: the first try fails at once, the retries wait until the service is back.
      return new Promise<Response>((resolve) => {
        if (waiting.length === 0) {
          waiting.push(() => undefined);
          resolve(failure(502, 'Upstream error'));
          return;
        }
        waiting.push(() => resolve(inner(input, init)));
      });
    });
    renderApp('/campaigns', { clientKey: env.key });
    expect(await screen.findByText('We can’t reach Doorstep right now. Still trying…')).toBeInTheDocument();
    up = true;
    for (const release of waiting.splice(0)) release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('We can’t reach Doorstep right now. Still trying…')).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/Account menu/)).not.toBeInTheDocument();
  });

  it('does not retry a refused request (4xx) and shows the 403 page', async () => {
    const [first] = (await list('first=1')).nodes;
    const path = `/client/campaigns/${first!.id}`;
    let calls = 0;
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      if (new URL(input).pathname === path) {
        calls += 1;
        return Promise.resolve(failure(403, 'Cross-client access denied'));
      }
      return inner(input, init);
    });
    renderApp(`/campaigns/${first!.id}`, { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText(/Cross-client access denied/)).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

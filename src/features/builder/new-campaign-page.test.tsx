import { configure, screen, waitFor, within } from '@testing-library/react';
import type * as OAuth from 'oauth4webapi';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, SANDBOX_BASE_URL } from '../../../test/support/render';
import type { ChannelRules } from '../../api/contract/channel-rules';
import type { CarrierRoute } from '../../api/contract/carrier-route';
import type { DraftTargeting } from '../../api/contract/draft-targeting';
import { eddmFormatText } from '../../api/contract/print-format';
import type { EddmFormat } from '../../api/contract/quote';
import { configureApi } from '../../api/http-client';
import { writePlanUrl } from '../../lib/plan-url';
import { formatPlainDate } from '../../lib/dates';
import { channelChoices } from './builder-words';
import { demoClient, setupBuilderSandbox } from '../../../test/support/builder-steps';

// A new EDDM draft opens on its carrier-routes step, the route planner: jsdom has no WebGL, so the map is
// a stand-in.
vi.mock('react-map-gl/maplibre', async () => (await import('../../../test/support/fake-map')).mapGl());
vi.mock('terra-draw', async () => (await import('../../../test/support/fake-map')).terraDraw());
vi.mock('terra-draw-maplibre-gl-adapter', async () =>
  (await import('../../../test/support/fake-map')).adapter(),
);

// Where Connect sends the browser: jsdom's `window.location.assign` cannot be replaced, so the real
// `startConnect` runs with its `go` recorded instead of leaving the page. Its PKCE challenge is Node's
// (jsdom's ArrayBuffer is not Web Crypto's, as the callback page's tests note).
vi.mock('oauth4webapi', async (importOriginal) => {
  const actual = await importOriginal<typeof OAuth>();
  const { createHash } = await import('node:crypto');
  return {
    ...actual,
    calculatePKCECodeChallenge: (verifier: string) =>
      Promise.resolve(createHash('sha256').update(verifier).digest('base64url')),
  };
});
const browser = vi.hoisted(() => ({ assigned: [] as string[] }));
type StartConnect = (
  opts: { returnTo: string; loginHint?: string },
  go?: (url: string) => void,
) => Promise<string>;
vi.mock('../connect/connect', async (importOriginal) => {
  const actual = await importOriginal<{ startConnect: StartConnect }>();
  return {
    ...actual,
    startConnect: (opts: Parameters<StartConnect>[0]) =>
      actual.startConnect(opts, (url) => browser.assigned.push(url)),
  };
});

/** Where `startConnect` keeps the pending attempt (the connect feature's own key). */
const PENDING_CONNECT_KEY = 'doorstep.connect.pending';
type PendingConnect = { state: string; returnTo: string; verifier: string; startedAt: number };

const env = setupBuilderSandbox();
let rules: ChannelRules;
beforeAll(async () => {
  const cities = await env.asClient<{ nodes: { id: string }[] }>('/client/cities?first=1');
  rules = await env.asClient<ChannelRules>(`/client/channel-rules?cityId=${cities.nodes[0]!.id}`);
});
afterEach(() => {
  configureApi({ baseUrl: SANDBOX_BASE_URL });
});

type CampaignRow = { id: string; type: number; status: number; name: string };

/** The demo client's drafts, as the service lists them. */
const drafts = () =>
  env.asClient<{ totalCount: number; nodes: CampaignRow[] }>('/client/campaigns?statuses=0&first=500');

const ruleOf = (channel: string, subtype: string) =>
  rules.channels.find((r) => r.channel === channel && r.subtype === subtype)!;

const card = (title: string) => screen.findByRole('region', { name: title });
const startButton = (title: string) => screen.getByRole('button', { name: `Start this draft ${title}` });

/** Lands on the wizard of a draft: its id. */
async function landedDraftId(app: ReturnType<typeof renderApp>): Promise<string> {
  await waitFor(() => expect(app.location().pathname).toMatch(/^\/campaigns\/\d+\/build$/));
  return /^\/campaigns\/(\d+)\/build$/.exec(app.location().pathname)![1]!;
}

describe('New campaign', () => {
  it('shows the four channels with their rules in words, for the city they are for', async () => {
    renderApp('/campaigns/new', { clientKey: env.key });
    expect(await screen.findByRole('heading', { level: 1, name: 'New campaign' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New campaign · Doorstep'));
    const list = screen.getByRole('list', { name: 'Channels' });
    expect(within(list).getAllByRole('region')).toHaveLength(4);

    for (const choice of channelChoices) {
      const region = await card(choice.title);
      const rule = ruleOf(choice.channel, choice.subtype);
      // The rules arrive after the cards: wait for the earliest launch.
      await within(region).findByText(
        new RegExp(`^Earliest launch ${formatPlainDate(rule.leadTime.earliestStartDate)}`),
      );
      expect(region).toHaveTextContent(choice.description);
      expect(within(region).getByRole('button', { name: `Start this draft ${choice.title}` })).toBeEnabled();
    }

    // EDDM: the minimum as the service states it, its lead time and its formats.
    const eddm = ruleOf('ADM', 'EDDM');
    expect(eddm.minimums.pieces.value).toBeGreaterThan(0);
    const eddmCard = await card('Direct mail to every home on chosen routes');
    const pieces = new Intl.NumberFormat().format(eddm.minimums.pieces.value!);
    expect(
      within(eddmCard).getByText(
        `At least ${pieces} pieces${eddm.minimums.pieces.source === 'unconfirmed' ? ' (to be confirmed)' : ''}.`,
      ),
    ).toBeInTheDocument();
    expect(eddm.leadTime.leadTimeKnown).toBe(true);
    expect(
      within(eddmCard).getByText(
        `Earliest launch ${formatPlainDate(eddm.leadTime.earliestStartDate)} (${eddm.leadTime.minStartBusinessDays} business days to get ready).`,
      ),
    ).toBeInTheDocument();
    expect(eddm.formats.length).toBeGreaterThan(0);
    const formats = eddm.formats.map((f) => eddmFormatText(f as EddmFormat));
    expect(within(eddmCard).getByText(`Formats: ${formats.join(', ')}.`)).toBeInTheDocument();
    expect(formats[0]).toMatch(/^\w[\w ]* \([\d.]+ × [\d.]+ in\)$/);

    // A street channel's own lead time.
    const h2h = ruleOf('H2H', 'HANDTOHAND');
    const h2hCard = await card('Hand-to-hand flyers');
    expect(h2hCard).toHaveTextContent(`Earliest launch ${formatPlainDate(h2h.leadTime.earliestStartDate)}`);
    if (h2h.minimums.pieces.value === null) {
      expect(within(h2hCard).getByText('No minimum number of pieces.')).toBeInTheDocument();
    }

    // Every format by its name and size, never its code; and whose rules these are, in words.
    const list2 = screen.getByRole('list', { name: 'Channels' });
    expect(list2).toHaveTextContent('Flyer A5 (148 × 210 mm)');
    expect(list2).toHaveTextContent('Postcard 6 × 9 in');
    expect(list2.textContent).not.toMatch(/postcard_|POSTCARD|BEST_SELLER|\ba5\b|SMALL/);
    expect(
      screen.getByText(
        `Minimums and lead times shown are those of ${rules.city.name}, as an example: each city has its own, and your draft is checked against the rules of the places it targets.`,
      ),
    ).toBeInTheDocument();
  });

  it('with the permission held, "Start this draft" creates a draft of that channel and opens its wizard', async () => {
    await env.connectBuilder();
    const before = await drafts();
    const app = renderApp('/campaigns/new', { clientKey: env.key });
    await card('Hand-to-hand flyers');
    await app.user.click(startButton('Hand-to-hand flyers'));

    const id = await landedDraftId(app);
    expect(app.location().search).toBe('');
    const after = await drafts();
    expect(after.totalCount).toBe(before.totalCount + 1);
    const draft = after.nodes.find((c) => c.id === id)!;
    expect(draft).toMatchObject({ status: 0, type: ruleOf('H2H', 'HANDTOHAND').campaignType });
    const status = await env.readStatus(id);
    expect(status).toMatchObject({ internalStatus: 'DRAFT', channel: 'H2H', subtype: 'HANDTOHAND' });
    // The wizard of that draft, a street one.
    expect(await screen.findByRole('link', { name: /^1\. Cities/ })).toBeInTheDocument();
  });

  it('hands what the draft starts from (a quote’s format and volume) on to the wizard, not its own keys', async () => {
    await env.connectBuilder();
    const before = await drafts();
    const app = renderApp('/campaigns/new?channel=ADM-EDDM&fmt=LARGE&volume=5000', { clientKey: env.key });
    const eddmCard = await card('Direct mail to every home on chosen routes');
    // The channel asked for is the one marked.
    expect(eddmCard).toHaveClass('ring-2');
    expect(await card('Hand-to-hand flyers')).not.toHaveClass('ring-2');
    await app.user.click(startButton('Direct mail to every home on chosen routes'));

    const id = await landedDraftId(app);
    const search = app.searchParams();
    expect(search.get('fmt')).toBe('LARGE');
    expect(search.get('volume')).toBe('5000');
    expect(search.has('channel')).toBe(false);
    expect(search.has('create')).toBe(false);
    expect((await drafts()).totalCount).toBe(before.totalCount + 1);
    const draft = (await drafts()).nodes.find((c) => c.id === id)!;
    expect(draft.type).toBe(ruleOf('ADM', 'EDDM').campaignType);
    expect(await env.readStatus(id)).toMatchObject({ channel: 'ADM', subtype: 'EDDM' });
  });

  it('without the permission, the click starts Connect, coming back here to create that draft', async () => {
    // The API on the page's own origin, as in development (Connect goes over plain HTTP only locally).
    configureApi({ baseUrl: '/api' });
    browser.assigned.length = 0;
    const before = await drafts();
    const app = renderApp('/campaigns/new?fmt=LARGE&volume=5000', { clientKey: env.key });
    await card('Letterbox drop');
    await app.user.click(startButton('Letterbox drop'));

    await waitFor(() => expect(browser.assigned).toHaveLength(1));
    const consent = new URL(browser.assigned[0]!);
    expect(consent.pathname).toBe('/api/oauth/authorize');
    expect(consent.searchParams.get('scope')).toBe('campaigns:create');
    expect(consent.searchParams.get('login_hint')).toBe(demoClient(env.sandbox).clientId);

    const pending = JSON.parse(sessionStorage.getItem(PENDING_CONNECT_KEY)!) as PendingConnect;
    expect(pending.state).toBe(consent.searchParams.get('state'));
    const back = new URL(pending.returnTo, 'http://x');
    expect(back.pathname).toBe('/campaigns/new');
    expect(back.searchParams.get('channel')).toBe('D2D-LETTERBOX');
    expect(back.searchParams.get('create')).toMatch(/^[\w-]{8,}$/);
    expect(back.searchParams.get('fmt')).toBe('LARGE');
    expect(back.searchParams.get('volume')).toBe('5000');
    // Nothing was created, and the button says what is happening.
    expect(screen.getByRole('button', { name: /Starting the draft… Letterbox drop/ })).toBeDisabled();
    expect((await drafts()).totalCount).toBe(before.totalCount);
  });

  it('back from Connect with the permission: creates the chosen draft once, even shown again with the same nonce', async () => {
    await env.connectBuilder();
    const before = await drafts();
    const url = '/campaigns/new?channel=ADM-EDDM&create=nonce-1&volume=5000';
    const first = renderApp(url, { clientKey: env.key });
    const id = await landedDraftId(first);
    expect(first.searchParams().get('volume')).toBe('5000');
    expect(first.searchParams().has('create')).toBe(false);
    expect(await env.readStatus(id)).toMatchObject({ channel: 'ADM', subtype: 'EDDM' });
    expect((await drafts()).totalCount).toBe(before.totalCount + 1);
    first.unmount();

    // The same return again (a reload, Back): no second draft, and the address loses its nonce.
    const again = renderApp(url, { clientKey: env.key });
    await card('Direct mail to every home on chosen routes');
    await waitFor(() => expect(again.searchParams().has('create')).toBe(false));
    expect(again.searchParams().get('channel')).toBe('ADM-EDDM');
    expect(again.location().pathname).toBe('/campaigns/new');
    expect((await drafts()).totalCount).toBe(before.totalCount + 1);
    again.unmount();
    const third = renderApp(url, { clientKey: env.key });
    await card('Direct mail to every home on chosen routes');
    await waitFor(() => expect(third.searchParams().has('create')).toBe(false));
    expect((await drafts()).totalCount).toBe(before.totalCount + 1);
  });

  it('back from Connect in strict mode (every effect run twice, as in development): one draft', async () => {
    await env.connectBuilder();
    const before = await drafts();
    configure({ reactStrictMode: true });
    try {
      const app = renderApp('/campaigns/new?channel=H2H-HANDTOHAND&create=nonce-3', { clientKey: env.key });
      await landedDraftId(app);
      expect(await screen.findByRole('link', { name: /^1\. Cities/ })).toBeInTheDocument();
      expect((await drafts()).totalCount).toBe(before.totalCount + 1);
    } finally {
      configure({ reactStrictMode: false });
    }
  });

  it('back from Connect without the permission: creates nothing and does not connect again by itself', async () => {
    configureApi({ baseUrl: '/api' });
    browser.assigned.length = 0;
    const before = await drafts();
    const app = renderApp('/campaigns/new?channel=H2H-HANDTOHAND&create=nonce-2', { clientKey: env.key });
    const chosen = await card('Hand-to-hand flyers');
    expect(chosen).toHaveClass('ring-2');
    await within(chosen).findByText(/^Earliest launch/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(browser.assigned).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(startButton('Hand-to-hand flyers')).toBeEnabled();
    expect(app.location().pathname).toBe('/campaigns/new');
    expect((await drafts()).totalCount).toBe(before.totalCount);
  });

  describe('one click from the planner', () => {
    const AUSTIN = { lat: 30.27, lng: -97.7431 };
    const RADIUS = 1609;
    const LABEL = '1100 Congress Ave, Austin, TX 78701';

    /** A plan of the nearest routes with homes around 1100 Congress Ave, as the planner writes it. */
    async function austinPlan(count = 6) {
      const found = await env.asClient<{ nodes: CarrierRoute[] }>(
        `/client/carrier-routes/search?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=${RADIUS}&first=500`,
      );
      const routes = found.nodes.filter((r) => !r.croute.startsWith('B')).slice(0, count);
      const params = writePlanUrl({
        point: AUSTIN,
        label: LABEL,
        radius: RADIUS,
        format: 'LARGE',
        selected: routes.map((r) => `${r.zip}-${r.croute}`),
      });
      return { routes, params };
    }

    it('starts the draft with its routes, format and zone, and opens the step after the routes: one draft, also in strict mode', async () => {
      await env.connectBuilder();
      const before = await drafts();
      const { routes, params } = await austinPlan();
      params.set('channel', 'ADM-EDDM');
      params.set('start', 'plan-nonce-1');
      configure({ reactStrictMode: true });
      try {
        const app = renderApp(`/campaigns/new?${params.toString()}`, { clientKey: env.key });
        const id = await landedDraftId(app);
        await waitFor(() => expect(app.searchParams().get('step')).toBe('creative'));
        // The plan is in the draft now, not in the address.
        expect(app.searchParams().has('routes')).toBe(false);
        expect(app.searchParams().has('start')).toBe(false);
        expect((await drafts()).totalCount).toBe(before.totalCount + 1);

        const status = await env.readStatus(id);
        expect(status).toMatchObject({ channel: 'ADM', subtype: 'EDDM' });
        const targeting = await env.asClient<DraftTargeting>(`/client/campaigns/${id}/draft-targeting`);
        expect(targeting.routes.map((r) => `${r.zip}-${r.croute}`).sort()).toEqual(
          routes.map((r) => `${r.zip}-${r.croute}`).sort(),
        );
        // Every home and business on the routes: the planner's pieces.
        expect(targeting.totalCount).toBe(routes.reduce((n, r) => n + r.totalCount, 0));
        expect(targeting.distributionLocations).toHaveLength(1);
        expect(targeting.distributionLocations[0]).toMatchObject({
          name: LABEL,
          lat: AUSTIN.lat,
          lng: AUSTIN.lng,
          radius: RADIUS,
        });
        // Priced in the plan's format until a design is chosen.
        const quote = (status as { quote?: { format?: string | null } }).quote;
        if (quote?.format) expect(quote.format).toBe('LARGE');
      } finally {
        configure({ reactStrictMode: false });
      }

      // The same address again (Back, a reload): nothing more is created.
      const again = renderApp(`/campaigns/new?${params.toString()}`, { clientKey: env.key });
      await card('Direct mail to every home on chosen routes');
      await waitFor(() => expect(again.searchParams().has('start')).toBe(false));
      expect(again.location().pathname).toBe('/campaigns/new');
      expect((await drafts()).totalCount).toBe(before.totalCount + 1);
    });

    it('without the permission, goes through Connect by itself, coming back to create the draft with the plan', async () => {
      configureApi({ baseUrl: '/api' });
      browser.assigned.length = 0;
      const before = await drafts();
      const { params } = await austinPlan(3);
      params.set('channel', 'ADM-EDDM');
      params.set('start', 'plan-nonce-2');
      renderApp(`/campaigns/new?${params.toString()}`, { clientKey: env.key });

      await waitFor(() => expect(browser.assigned).toHaveLength(1));
      expect(new URL(browser.assigned[0]!).pathname).toBe('/api/oauth/authorize');
      const pending = JSON.parse(sessionStorage.getItem(PENDING_CONNECT_KEY)!) as PendingConnect;
      const back = new URL(pending.returnTo, 'http://x');
      expect(back.pathname).toBe('/campaigns/new');
      expect(back.searchParams.get('channel')).toBe('ADM-EDDM');
      expect(back.searchParams.get('create')).toBe('plan-nonce-2');
      expect(back.searchParams.has('start')).toBe(false);
      expect(back.searchParams.get('routes')).toBe(params.get('routes'));
      expect(back.searchParams.get('fmt')).toBe('LARGE');
      expect(screen.getByText(/Asking for your permission to build campaigns/)).toBeInTheDocument();
      expect((await drafts()).totalCount).toBe(before.totalCount);

      // Back with the permission: the draft is created with the routes, and the design step opens.
      env.mend();
      configureApi({ baseUrl: SANDBOX_BASE_URL });
      await env.connectBuilder();
      const app = renderApp(`${back.pathname}${back.search}`, { clientKey: env.key });
      const id = await landedDraftId(app);
      await waitFor(() => expect(app.searchParams().get('step')).toBe('creative'));
      const targeting = await env.asClient<DraftTargeting>(`/client/campaigns/${id}/draft-targeting`);
      expect(targeting.routes).toHaveLength(3);
      expect((await drafts()).totalCount).toBe(before.totalCount + 1);
    });

    it('opens the routes step with the plan when its routes are no longer found', async () => {
      await env.connectBuilder();
      const params = writePlanUrl({
        point: AUSTIN,
        label: LABEL,
        radius: RADIUS,
        format: 'BEST_SELLER',
        selected: ['99999-C001'],
      });
      params.set('channel', 'ADM-EDDM');
      params.set('start', 'plan-nonce-3');
      const app = renderApp(`/campaigns/new?${params.toString()}`, { clientKey: env.key });
      await landedDraftId(app);
      await waitFor(() => expect(app.searchParams().get('step')).toBe('areas'));
      expect(app.searchParams().get('routes')).toBe('99999-C001');
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignArtworkSchema } from '../../api/contract/artwork';
import { campaignListSchema, type Campaign } from '../../api/contract/campaign';
import { couponListSchema } from '../../api/contract/coupon';
import { creationStatusSchema } from '../../api/contract/creation-status';
import { renderApp, useSandboxFetch } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';

const env = setupAppSandbox();
let campaigns: Campaign[];

beforeAll(async () => {
  campaigns = campaignListSchema.parse(await env.data('/client/campaigns?first=500')).nodes;
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Records the paths the app asks for. */
function useRecordedPaths(): string[] {
  const sent: string[] = [];
  useSandboxFetch(env.sandbox, (inner) => (input, init) => {
    sent.push(new URL(input).pathname);
    return inner(input, init);
  });
  return sent;
}

const active = () => campaigns.filter((c) => c.status === 10);
const activeVolume = () => active().find((c) => c.type !== 4)!;

describe('campaign page tabs', () => {
  it('keeps the open tab in the URL, opens from it, and moves with the arrow keys', async () => {
    const c = activeVolume();
    const app = renderApp(`/campaigns/${c.id}?tab=artwork`, { clientKey: env.key });
    const tablist = await screen.findByRole('tablist', { name: 'Campaign sections' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual([
      'Overview',
      // Direct-mail campaigns also list their carrier routes.
      ...(c.type === 3 ? ['Routes'] : []),
      'Performance',
      'Missions',
      'Artwork',
      'Coupons',
    ]);
    expect(within(tablist).getByRole('tab', { name: 'Artwork' })).toHaveAttribute('aria-selected', 'true');

    await app.user.click(within(tablist).getByRole('tab', { name: 'Performance' }));
    expect(app.searchParams().get('tab')).toBe('performance');
    expect(await screen.findByRole('tabpanel', { name: 'Performance' })).toBeInTheDocument();

    await app.user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Missions' })).toHaveFocus();
    await waitFor(() => expect(app.searchParams().get('tab')).toBe('missions'));
    // Every tab names the browser tab after the campaign.
    expect(document.title).toBe(`${c.name} · Campaigns · Doorstep`);

    await app.user.click(within(tablist).getByRole('tab', { name: 'Overview' }));
    expect(app.searchParams().has('tab')).toBe(false);
  });

  it("asks for a tab's data only when the tab is open", async () => {
    const c = activeVolume();
    const sent = useRecordedPaths();
    const app = renderApp(`/campaigns/${c.id}`, { clientKey: env.key });
    await screen.findByText('Planned end', { selector: 'dt' });
    const base = `/client/campaigns/${c.id}`;
    expect(sent).toContain(`${base}/dates`);
    expect(sent).not.toContain(`${base}/performance`);
    expect(sent).not.toContain(`${base}/artworks`);
    expect(sent).not.toContain(`${base}/coupons`);
    await app.user.click(screen.getByRole('tab', { name: 'Coupons' }));
    await screen.findByRole('table', { name: 'Coupons' });
    expect(sent).toContain(`${base}/coupons`);
    expect(sent).not.toContain(`${base}/artworks`);
  });
});

describe('performance tab', () => {
  // The weekly and daily charts, the table and the CSV: components/performance-tab.test.tsx.
  // (A deep link to the Performance tab asks for the figures alongside the campaign, before it is known to
  // be a draft, so no request waits for another; for a draft those answers are simply not shown.)
  it("shows a draft's creation status instead of performance", async () => {
    const draft = campaigns.find((c) => c.status === 0)!;
    const sent = useRecordedPaths();
    renderApp(`/campaigns/${draft.id}?tab=performance`, { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'No performance yet' })).toBeInTheDocument();
    const readiness = await screen.findByRole('region', { name: 'Before you submit' });
    expect(await within(readiness).findByText('Ready to submit')).toBeInTheDocument();
    expect(sent).toContain(`/client/campaigns/${draft.id}/creation-status`);
    expect(screen.queryByLabelText('Scan figures')).not.toBeInTheDocument();
  });

  it('shows a clear error with a retry when the figures come back in the wrong shape', async () => {
    const c = activeVolume();
    env.corrupt(
      (url) => url.pathname.endsWith(`/${c.id}/scans`),
      () => ({ success: true, data: { quantity: { title: 'Unique scans', value: 'many' } } }),
    );
    const app = renderApp(`/campaigns/${c.id}?tab=performance`, { clientKey: env.key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the scan figures');
    env.mend();
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Scan figures')).toBeInTheDocument();
  });
});

describe('overview of a draft', () => {
  it('shows whether it can be submitted, what is missing in words, the earliest start and the quote', async () => {
    const draft = campaigns.find((c) => c.status === 0)!;
    const status = creationStatusSchema.parse(
      await env.data(`/client/campaigns/${draft.id}/creation-status`),
    );
    renderApp(`/campaigns/${draft.id}`, { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'Before you submit' });
    await within(card).findByText('Ready to submit');
    const expected =
      status.submittable === null ? /Unknown/ : status.submittable ? /Yes: everything/ : /No: some items/;
    expect(within(card).getByText(expected)).toBeInTheDocument();
    if (status.missing.length) {
      expect(within(card).getByRole('list', { name: 'Still needed' }).children).toHaveLength(
        status.missing.length,
      );
      expect(card).not.toHaveTextContent(/selectedDesignId/);
    }
    expect(card).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.parse(`${status.earliestStartDate}T00:00:00Z`),
      ),
    );
    expect(screen.queryByLabelText('Scan figures')).not.toBeInTheDocument();
  });

  it('shows the draft’s pieces and price as money, in the quote’s currency or else the account’s', async () => {
    const quoted = [];
    for (const c of campaigns.filter((c) => c.status === 0)) {
      const s = creationStatusSchema.parse(await env.data(`/client/campaigns/${c.id}/creation-status`));
      if (s.quote.totalCosts > 0) quoted.push({ c, s });
    }
    const { c, s } = quoted[0]!;
    renderApp(`/campaigns/${c.id}`, { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'What this draft holds' });
    const money = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: s.quote.currency ?? 'USD',
    });
    await waitFor(() =>
      expect(within(card).getByTestId('draft-total')).toHaveTextContent(money.format(s.quote.totalCosts)),
    );
    expect(card).toHaveTextContent(`${new Intl.NumberFormat().format(s.quote.flyersCount)} pieces`);
    if (!s.quote.currency) expect(card).toHaveTextContent('In USD, your account’s currency');
    // The readiness card keeps what is left to do; a draft being built can be continued.
    const readiness = screen.getByRole('region', { name: 'Before you submit' });
    expect(within(readiness).getByRole('link', { name: /Continue building/ })).toHaveAttribute(
      'href',
      `/campaigns/${c.id}/build`,
    );
  });

  it('reads submittable null as unknown, with the explanation, never as no', async () => {
    const draft = campaigns.find((c) => c.status === 0)!;
    env.corrupt(
      (url) => url.pathname.endsWith('/creation-status'),
      (body) => {
        const b = body as { data: Record<string, unknown> };
        return {
          ...b,
          data: { ...b.data, submittable: null, complete: false, note: 'The audience check did not run.' },
        };
      },
    );
    renderApp(`/campaigns/${draft.id}`, { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'Before you submit' });
    expect(await within(card).findByText('Unknown: a prerequisite could not be checked')).toBeInTheDocument();
    expect(card).toHaveTextContent('The audience check did not run.');
    expect(card).not.toHaveTextContent(/No: some items/);
  });
});

describe('artwork tab', () => {
  it('shows the flyer thumbnail, its details and a link to the file', async () => {
    const c = activeVolume();
    const art = campaignArtworkSchema.parse(await env.data(`/client/campaigns/${c.id}/artworks`));
    renderApp(`/campaigns/${c.id}?tab=artwork`, { clientKey: env.key });
    const flyer = art.flyer!;
    const img = await screen.findByRole('img', { name: `Flyer: ${flyer.fileName}` });
    expect(img).toHaveAttribute('src', flyer.thumbnailUrl);
    expect(img).toHaveAttribute('loading', 'lazy');
    const link = screen.getByRole('link', { name: `Open file ${flyer.fileName} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', flyer.fileLink);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    if (art.artworks.length) {
      expect(screen.getByRole('list', { name: 'Additional artwork' }).children).toHaveLength(
        art.artworks.length,
      );
    }
  });

  it('says so when a campaign has no artwork', async () => {
    const c = activeVolume();
    env.corrupt(
      (url) => url.pathname.endsWith('/artworks'),
      () => ({ success: true, data: { flyer: null, logo: null, artworks: [] } }),
    );
    renderApp(`/campaigns/${c.id}?tab=artwork`, { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'No artwork yet' })).toBeInTheDocument();
  });
});

describe('coupons tab', () => {
  it('lists the codes with copy to clipboard, and pages through them in the URL', async () => {
    let c: Campaign | undefined;
    let total = 0;
    for (const x of campaigns.filter((y) => y.type === 1 && y.status !== 0)) {
      total = couponListSchema.parse(await env.data(`/client/campaigns/${x.id}/coupons?first=1`)).totalCount;
      if (total > 25) {
        c = x;
        break;
      }
    }
    expect(c).toBeDefined();
    const first = couponListSchema.parse(await env.data(`/client/campaigns/${c!.id}/coupons?first=25`)).nodes;
    const second = couponListSchema.parse(
      await env.data(`/client/campaigns/${c!.id}/coupons?first=25&skip=25`),
    ).nodes;
    const app = renderApp(`/campaigns/${c!.id}?tab=coupons&size=25`, { clientKey: env.key });
    const table = await screen.findByRole('table', { name: 'Coupons' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getByText(first[0]!.code)).toBeInTheDocument();

    await app.user.click(within(table).getByRole('button', { name: `Copy code ${first[0]!.code}` }));
    expect(await navigator.clipboard.readText()).toBe(first[0]!.code);
    expect(await screen.findByText(`Copied ${first[0]!.code}`)).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(app.searchParams().get('page')).toBe('2');
    expect(app.searchParams().get('tab')).toBe('coupons');
    expect(await screen.findByText(second[0]!.code)).toBeInTheDocument();
  });

  it('shows an empty state when a campaign has no coupons', async () => {
    const c = activeVolume();
    env.corrupt(
      (url) => url.pathname.endsWith('/coupons'),
      () => ({ success: true, data: { nodes: [], totalCount: 0 } }),
    );
    renderApp(`/campaigns/${c.id}?tab=coupons`, { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'No coupons for this campaign' })).toBeInTheDocument();
  });
});

describe('missions tab', () => {
  it("shows the campaign's missions, asking only for that campaign", async () => {
    const c = activeVolume();
    const sent: URL[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      sent.push(new URL(input));
      return inner(input, init);
    });
    renderApp(`/campaigns/${c.id}?tab=missions`, { clientKey: env.key });
    await waitFor(() => expect(sent.some((u) => u.pathname === '/client/missions')).toBe(true));
    const asked = sent.filter((u) => u.pathname === '/client/missions');
    expect(asked.every((u) => (u.searchParams.get('campaignId') ?? '').split(',').includes(c.id))).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'Missions' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignListSchema, type Campaign } from '../../api/contract/campaign';
import { missionListSchema } from '../../api/contract/mission';
import { performanceSchema } from '../../api/contract/performance';
import {
  cancelledEddmDraft,
  completeEddmDraft,
  submittedEddmDraft,
} from '../../../test/support/builder-drafts';
import { renderApp, useSandboxFetch } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { localToday } from '../../lib/week';
import {
  campaignTrend,
  MAX_TREND_CAMPAIGNS,
  relativeChange,
  sumTrends,
  trendWindows,
  type Figures,
} from './trends';

function useRecordedUrls(): URL[] {
  const sent: URL[] = [];
  useSandboxFetch(env.sandbox, (inner) => (input, init) => {
    sent.push(new URL(input));
    return inner(input, init);
  });
  return sent;
}

/**
 * The page works from today's date, so the tests fix it, and seed the demo data around it: a Monday
 * morning, with runs still to come in the rest of the week (on a real Sunday evening there may be none).
 */
const NOW = new Date(2026, 2, 16, 9, 0);

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
});
const env = setupAppSandbox({ now: NOW });
afterAll(() => {
  vi.useRealTimers();
});

/** Every campaign of a status code, from the service (newest first, as it lists them). */
async function allOfStatus(status: number) {
  const list = campaignListSchema.parse(await env.data(`/client/campaigns?statuses=${status}&first=500`));
  expect(list.totalCount).toBe(list.nodes.length);
  return list.nodes;
}

/** Drafts still being built, last changed first: what "Drafts in progress" lists. */
const byLastChange = (drafts: Campaign[]) =>
  drafts
    .filter((c) => c.draft_state !== 'IN_REVIEW')
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || Number(b.id) - Number(a.id));

/** Body rows of the campaign list, by name. */
function listedNames(): string[] {
  const table = screen.getByRole('table', { name: 'Campaigns' });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent ?? '');
}

/** The value of a tile in the "Last 4 weeks" figures. */
function tile(label: string): HTMLElement {
  const figures = screen.getByLabelText('Figures for the last 4 weeks');
  return within(figures).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('home page', () => {
  it('asks for its first figures, the counts, first: its other reads go out once the page has drawn', async () => {
    const beforeDrawn: URL[] = [];
    const all: URL[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      const url = new URL(input);
      all.push(url);
      if (!document.querySelector('ul[aria-label="Campaigns by status"]')) beforeDrawn.push(url);
      return inner(input, init);
    });
    renderApp('/', { clientKey: env.key });
    await screen.findByRole('list', { name: 'Campaigns by status' });
    // The drafts, then, once drawn.
    await waitFor(() =>
      expect(
        all.some((u) => u.pathname === '/client/campaigns' && u.searchParams.get('statuses') === '0'),
      ).toBe(true),
    );
    const lists = beforeDrawn.filter((u) => u.pathname === '/client/campaigns');
    expect(lists.map((u) => u.searchParams.get('statuses') ?? 'every').sort()).toEqual(['10', '15', 'every']);
    expect(lists.every((u) => u.searchParams.get('first') === '1')).toBe(true);
    // Nothing else of the page's: at most the frame's own reads (the account, the labels).
    const others = beforeDrawn.filter((u) => u.pathname !== '/client/campaigns').map((u) => u.pathname);
    expect(others.filter((p) => p !== '/client/me' && p !== '/client/glossary')).toEqual([]);
  });

  it('sums the last 4 weeks over every campaign that ran in them, whatever its status now, with a bounded number of requests', async () => {
    // The truth, by brute force: every campaign of the account, every performance series.
    const all = campaignListSchema.parse(await env.data('/client/campaigns?first=500'));
    expect(all.totalCount).toBe(all.nodes.length);
    const windows = trendWindows(localToday());
    const perAll = await Promise.all(
      all.nodes.map(async (c) => ({
        c,
        trend: campaignTrend(
          performanceSchema.parse(await env.data(`/client/campaigns/${c.id}/performance`)),
          windows,
        ),
      })),
    );
    const ran = (f: Figures) => f.distributed + f.scans + f.conversions > 0;
    const contributing = perAll.filter(({ trend }) => ran(trend.recent) || ran(trend.previous));
    // The demo data has campaigns that ran in these weeks and have completed since: they must count.
    expect(contributing.some(({ c }) => c.status !== 10)).toBe(true);
    expect(contributing.length).toBeLessThanOrEqual(MAX_TREND_CAMPAIGNS);
    const expected = sumTrends(contributing.map(({ trend }) => trend));
    expect(expected.recent.distributed + expected.previous.distributed).toBeGreaterThan(0);
    const activeCount = all.nodes.filter((c) => c.status === 10).length;

    const sent = useRecordedUrls();
    renderApp('/', { clientKey: env.key });
    await screen.findByLabelText('Figures for the last 4 weeks');
    const nf = new Intl.NumberFormat();
    await waitFor(() =>
      expect(tile('Flyers distributed')).toHaveTextContent(nf.format(expected.recent.distributed)),
    );
    expect(tile('Active campaigns')).toHaveTextContent(nf.format(activeCount));
    expect(tile('Scans')).toHaveTextContent(nf.format(expected.recent.scans));
    expect(tile('Conversions')).toHaveTextContent(nf.format(expected.recent.conversions));
    const change = relativeChange(expected.recent.scans, expected.previous.scans);
    const changeText = tile('Scans').nextElementSibling;
    if (change === null) expect(changeText).toHaveTextContent('New: nothing in the 4 weeks before');
    else
      expect(changeText).toHaveTextContent(
        new Intl.NumberFormat(undefined, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(change),
      );
    expect(screen.getByText(/Covers \d+ campaigns \(active, completed or archived\)/)).toBeInTheDocument();

    const perfRequests = sent.filter((u) => /\/performance$/.test(u.pathname));
    expect(perfRequests.length).toBeGreaterThanOrEqual(contributing.length);
    expect(perfRequests.length).toBeLessThanOrEqual(MAX_TREND_CAMPAIGNS);
    // Drafts are never read for figures: they have no activity.
    const drafts = new Set(all.nodes.filter((c) => c.status === 0).map((c) => c.id));
    expect(perfRequests.filter((u) => drafts.has(u.pathname.split('/')[3]!))).toEqual([]);
  });

  it('lists every draft being built by last change, dated or not, with a link to continue each', async () => {
    const building = byLastChange(await allOfStatus(0)).slice(0, 10);
    // The service lists drafts without a launch date first: the demo has dated drafts behind them.
    expect(building.some((c) => c.start_date !== null)).toBe(true);
    const app = renderApp('/', { clientKey: env.key });
    const list = await screen.findByRole('list', { name: 'Drafts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')!.textContent),
    ).toEqual(building.map((c) => c.name));
    const first = building[0]!;
    await app.user.click(within(list).getByRole('link', { name: `Continue ${first.name}` }));
    // The draft's wizard, where it was left.
    // (The builder's code loads on demand: on a busy machine that takes a while.)
    expect(
      await screen.findByRole('heading', { level: 1, name: first.name }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(app.location().pathname).toBe(`/campaigns/${first.id}/build`);
  });

  it('lists first a dated draft changed today, saying it is ready to submit', async () => {
    const undated = (await allOfStatus(0)).filter((c) => c.start_date === null);
    // More drafts without a launch date than the card shows: in the service's order it would be hidden.
    expect(undated.length).toBeGreaterThanOrEqual(10);
    const id = await completeEddmDraft(env.sandbox, 'Larimer mailer ready to submit');
    const app = renderApp('/', { clientKey: env.key });
    const list = await screen.findByRole('list', { name: 'Drafts' });
    const [first, ...others] = within(list).getAllByRole('listitem');
    expect(
      within(first!).getByRole('link', { name: 'Continue Larimer mailer ready to submit' }),
    ).toHaveAttribute('href', `/campaigns/${id}/build`);
    expect(await within(first!).findByText('Ready to submit')).toBeInTheDocument();
    // A draft without a launch date cannot be submitted yet.
    const names = new Set(undated.map((c) => c.name));
    for (const li of others.filter((li) => names.has(li.querySelector('p')!.textContent ?? '')))
      expect(li).not.toHaveTextContent('Ready to submit');
    // Its link to every draft being built.
    const card = screen.getByRole('region', { name: 'Drafts in progress' });
    const all = byLastChange(await allOfStatus(0));
    await app.user.click(within(card).getByRole('link', { name: `See all ${all.length} drafts` }));
    await waitFor(() => expect(app.location().search).toBe('?status=draft'));
    const nf = new Intl.NumberFormat();
    expect(
      await screen.findByText(`Showing 1–${Math.min(50, all.length)} of ${nf.format(all.length)} campaigns`),
    ).toBeInTheDocument();
    expect(new Set(listedNames())).toEqual(
      new Set(
        (await allOfStatus(0))
          .filter((c) => c.draft_state !== 'IN_REVIEW')
          .slice(0, 50)
          .map((c) => c.name),
      ),
    );
  });

  it('lists a submitted draft under "In review", not among the drafts, and counts it apart', async () => {
    const before = campaignListSchema.parse(await env.data('/client/campaigns?statuses=0&first=100'));
    const id = await submittedEddmDraft(env.sandbox, 'Riverside mailer in review');
    const drafts = campaignListSchema.parse(await env.data('/client/campaigns?statuses=0&first=100'));
    expect(drafts.totalCount).toBe(before.totalCount + 1);
    const inReview = drafts.nodes.filter((c) => c.draft_state === 'IN_REVIEW');
    expect(inReview.map((c) => c.id)).toContain(id);

    const app = renderApp('/', { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'Drafts in progress' });
    const review = await within(card).findByRole('list', { name: 'In review' });
    const open = within(review).getByRole('link', { name: 'Open Riverside mailer in review' });
    expect(open).toHaveAttribute('href', `/campaigns/${id}`);
    expect(open.closest('li')).toHaveTextContent('In review');
    const building = within(card).getByRole('list', { name: 'Drafts' });
    expect(within(building).queryByText('Riverside mailer in review')).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Continue Riverside mailer in review' })).toBeNull();
    // The counts: drafts still being built, and those in review apart.
    const counts = screen.getByRole('list', { name: 'Campaigns by status' });
    const nf = new Intl.NumberFormat();
    expect(
      await within(counts).findByRole('link', {
        name: `Draft ${nf.format(drafts.totalCount - inReview.length)}`,
      }),
    ).toBeInTheDocument();
    const tile = within(counts).getByRole('link', { name: `In review ${nf.format(inReview.length)}` });
    expect(tile).toHaveAttribute('href', '/campaigns?status=inreview');
    // The tile opens the list of exactly the drafts in review (the drafts' tile, those being built).
    expect(within(counts).getByRole('link', { name: /^Draft / })).toHaveAttribute(
      'href',
      '/campaigns?status=draft',
    );
    await app.user.click(tile);
    await waitFor(() => expect(app.location().pathname).toBe('/campaigns'));
    await waitFor(() => expect([...listedNames()].sort()).toEqual(inReview.map((c) => c.name).sort()));
    const table = screen.getByRole('table', { name: 'Campaigns' });
    const [, ...rows] = within(table).getAllByRole('row');
    for (const row of rows) expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^In review$/);
  });

  it('shows a cancelled draft under "Cancelled", not counted under "Archived"', async () => {
    const id = await cancelledEddmDraft(env.sandbox, 'Larimer mailer cancelled');
    const archived = await allOfStatus(20);
    const cancelled = archived.filter((c) => c.draft_state === 'CANCELLED');
    expect(cancelled.map((c) => c.id)).toContain(id);
    const app = renderApp('/', { clientKey: env.key });
    const counts = await screen.findByRole('list', { name: 'Campaigns by status' });
    const nf = new Intl.NumberFormat();
    expect(
      await within(counts).findByRole('link', {
        name: `Archived ${nf.format(archived.length - cancelled.length)}`,
      }),
    ).toHaveAttribute('href', '/campaigns?status=archived');
    const tile = within(counts).getByRole('link', { name: `Cancelled ${nf.format(cancelled.length)}` });
    expect(tile).toHaveAttribute('href', '/campaigns?status=cancelled');
    // Every campaign is counted once: the tiles of each status add up to all of them.
    const all = campaignListSchema.parse(await env.data('/client/campaigns?first=1')).totalCount;
    await waitFor(() => expect(counts).not.toHaveAttribute('aria-busy'));
    const figures = within(counts)
      .getAllByRole('link')
      .slice(1)
      .map((a) => Number(a.textContent!.replace(/\D/g, '')));
    expect(figures.reduce((a, b) => a + b, 0)).toBe(all);
    await app.user.click(tile);
    await waitFor(() => expect([...listedNames()].sort()).toEqual(cancelled.map((c) => c.name).sort()));
    expect(listedNames()).toContain('Larimer mailer cancelled');
  });

  it('opens a draft that is already in review instead of offering to continue it, from a service without draft_state', async () => {
    // The two drafts being built last changed: both shown.
    const [submitted, other] = byLastChange(await allOfStatus(0));
    // A submitted draft has a launch date (submitting needs one), and its creation status says it is in
    // review. The list says nothing of the draft's state (no draft_state), as a service without it.
    env.corrupt(
      (url) =>
        url.pathname === `/client/campaigns/${submitted!.id}/creation-status` ||
        (url.pathname === '/client/campaigns' && url.searchParams.get('statuses') === '0'),
      (body) => {
        const b = body as { data: Record<string, unknown> & { nodes?: Record<string, unknown>[] } };
        if (!b.data.nodes) return { ...b, data: { ...b.data, internalStatus: 'IN_REVIEW' } };
        const nodes = b.data.nodes
          .filter((c) => c.draft_state !== 'IN_REVIEW')
          .map(({ draft_state: _, ...c }) =>
            c.id === submitted!.id ? { ...c, start_date: '2026-04-06' } : c,
          );
        // Every draft is on this one page: the count says how many are left.
        return { ...b, data: { ...b.data, nodes, totalCount: nodes.length } };
      },
    );
    renderApp('/', { clientKey: env.key });
    const review = await screen.findByRole('list', { name: 'In review' });
    const open = within(review).getByRole('link', { name: `Open ${submitted!.name}` });
    expect(open).toHaveAttribute('href', `/campaigns/${submitted!.id}`);
    expect(screen.queryByRole('link', { name: `Continue ${submitted!.name}` })).not.toBeInTheDocument();
    expect(open.closest('li')).toHaveTextContent('In review');
    const list = screen.getByRole('list', { name: 'Drafts' });
    expect(within(list).getByRole('link', { name: `Continue ${other!.name}` })).toHaveAttribute(
      'href',
      `/campaigns/${other!.id}/build`,
    );
    expect(document.title).toBe('Home · Doorstep');
  });

  it('reads the creation status only of the dated drafts it shows, to say which are ready to submit', async () => {
    const sent = useRecordedUrls();
    renderApp('/', { clientKey: env.key });
    const list = await screen.findByRole('list', { name: 'Drafts' });
    const shown = byLastChange(await allOfStatus(0)).slice(0, 10);
    const asked = shown.filter((c) => c.start_date !== null).map((c) => c.id);
    expect(asked.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        new Set(
          sent.filter((u) => u.pathname.endsWith('/creation-status')).map((u) => u.pathname.split('/')[3]),
        ),
      ).toEqual(new Set(asked)),
    );
    // Each says it is ready once its creation status says so, and only then.
    for (const c of shown) {
      const status = (await env.data(`/client/campaigns/${c.id}/creation-status`)) as {
        submittable: boolean;
      };
      const li = within(list)
        .getByRole('link', { name: `Continue ${c.name}` })
        .closest('li')!;
      if (status.submittable === true) await within(li).findByText('Ready to submit');
      else expect(li).not.toHaveTextContent('Ready to submit');
    }
  });

  it('shows the 10 soonest runs still to come this week, whatever their status, with a bounded number of requests', async () => {
    const sent = useRecordedUrls();
    renderApp('/', { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'Missions coming up this week' });
    await waitFor(() => expect(within(card).queryByText(/Loading/)).not.toBeInTheDocument());
    const requests = sent.filter((u) => u.pathname === '/client/missions');
    expect(requests.length).toBeLessThanOrEqual(2);
    const req = requests[0]!;
    // Available, booked and in progress (the glossary's codes between 10 and 40); not drafts, not done.
    expect(req.searchParams.get('statuses')).toBe('10,20,30');
    const from = Date.parse(req.searchParams.get('from')!);
    const to = Date.parse(req.searchParams.get('to')!);
    expect(to - from).toBeLessThanOrEqual(7 * 86_400_000);
    expect(from).toBeLessThanOrEqual(Date.now());

    // The truth, by brute force: every matching run, soonest first.
    const range = `statuses=10,20,30&from=${encodeURIComponent(req.searchParams.get('from')!)}&to=${encodeURIComponent(req.searchParams.get('to')!)}`;
    const all = missionListSchema.parse(await env.data(`/client/missions?${range}&first=500`));
    const soonest = [...all.nodes]
      .sort((a, b) => a.time_range_start.localeCompare(b.time_range_start) || Number(a.id) - Number(b.id))
      .slice(0, 10);
    // The demo week has more runs to come than the card shows, in more than one status.
    expect(all.totalCount).toBeGreaterThan(10);
    expect(new Set(all.nodes.map((m) => m.status)).size).toBeGreaterThan(1);
    const list = within(card).getByRole('list', { name: 'Missions this week' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('time')!.getAttribute('datetime'))).toEqual(
      soonest.map((m) => m.time_range_start),
    );
    expect(within(items[0]!).getByRole('link', { name: soonest[0]!.campaign_name })).toHaveAttribute(
      'href',
      `/campaigns/${soonest[0]!.campaign_id}?tab=missions`,
    );
    expect(within(card).getByText(`Showing 10 of ${all.totalCount} missions this week.`)).toBeInTheDocument();
  });

  it('says so when no run is left this week', async () => {
    env.corrupt(
      (url) => url.pathname === '/client/missions',
      (body) => {
        const { data } = body as { data: object };
        return { ...(body as object), data: { ...data, nodes: [], totalCount: 0 } };
      },
    );
    renderApp('/', { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'Missions coming up this week' });
    expect(
      await within(card).findByText('No missions are planned for the rest of this week.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Missions this week' })).not.toBeInTheDocument();
  });

  it('keeps the figures between visits instead of asking again', async () => {
    const sent = useRecordedUrls();
    const app = renderApp('/', { clientKey: env.key });
    await screen.findByLabelText('Figures for the last 4 weeks');
    await waitFor(() => expect(screen.queryByText('Loading performance figures…')).not.toBeInTheDocument());
    const before = sent.length;
    await app.user.click(screen.getByRole('link', { name: 'Browse campaigns' }));
    await screen.findByRole('table', { name: 'Campaigns' });
    const afterList = sent.length;
    await app.router.navigate('/');
    await screen.findByLabelText('Figures for the last 4 weeks');
    expect(
      sent.slice(afterList).filter((u) => /\/performance$|\/client\/missions$/.test(u.pathname)),
    ).toEqual([]);
    expect(before).toBeGreaterThan(0);
  });

  it('shows an error with a retry in the card that failed, and the rest of the page still works', async () => {
    env.corrupt(
      (url) => url.pathname === '/client/missions',
      () => ({ success: true, data: { nodes: 'none' } }),
    );
    const app = renderApp('/', { clientKey: env.key });
    const card = await screen.findByRole('region', { name: 'Missions coming up this week' });
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent("this week's missions");
    expect(await screen.findByRole('list', { name: 'Drafts' })).toBeInTheDocument();
    env.mend();
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(card).queryByRole('alert')).not.toBeInTheDocument());
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../api/contract/campaign';
import { successEnvelope } from '../../api/contract/envelope';
import { missionListSchema } from '../../api/contract/mission';
import { renderApp, useSandboxFetch, type RenderedApp } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { isoWeekMonday } from '../../api/contract/iso-week';
import { localDateOf, weekBounds } from '../../lib/week';

const env = setupAppSandbox();
const otherKey = () => env.sandbox.credentials.clients[1]!.clientKey;

async function service<T>(path: string, schema: { parse: (v: unknown) => T }, token?: string): Promise<T> {
  return schema.parse(await env.read(path, token));
}
const missions = async (query: string) =>
  (await service(`/client/missions?${query}`, successEnvelope(missionListSchema))).data;
const campaigns = async (query: string, token?: string) =>
  (await service(`/client/campaigns?${query}`, successEnvelope(campaignListSchema), token)).data;

const table = () => screen.findByRole('table', { name: 'Missions' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const headers = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
function cells(t: HTMLElement, title: string): HTMLElement[] {
  const index = headers(t).indexOf(title);
  expect(index).toBeGreaterThanOrEqual(0);
  return bodyRows(t).map((row) => within(row).getAllByRole('cell')[index]!);
}
const column = (t: HTMLElement, title: string): string[] => cells(t, title).map((c) => c.textContent ?? '');
/** The location names: the first line of each row's Location cell (its kind of place and city follow). */
const locations = (t: HTMLElement): string[] =>
  cells(t, 'Location').map((c) => c.firstElementChild?.textContent ?? '');
const nf = new Intl.NumberFormat();

async function chooseStatus(app: RenderedApp, name: string) {
  await app.user.click(screen.getByRole('button', { name: 'Status' }));
  await app.user.click(await screen.findByRole('checkbox', { name }));
  await app.user.keyboard('{Escape}');
}

describe('missions page', () => {
  it('lists the newest missions with their place, campaign, schedule and status', async () => {
    const expected = await missions('first=50');
    expect(expected.totalCount).toBeGreaterThan(50);
    renderApp('/missions', { clientKey: env.key });
    const t = await table();
    // The figures that matter first: where, when, its status and the flyers handed out.
    expect(headers(t)).toEqual([
      'Location',
      'Scheduled',
      'Status',
      'Flyers distributed',
      'Checked in – out',
      'Campaign',
    ]);
    expect(bodyRows(t)).toHaveLength(50);
    expect(locations(t)).toEqual(expected.nodes.map((m) => m.location_name));
    cells(t, 'Location').forEach((c, i) => expect(c).toHaveTextContent(expected.nodes[i]!.city_name));
    // Names are whole, never cut with an ellipsis.
    for (const c of [...cells(t, 'Location'), ...cells(t, 'Campaign')])
      expect(c.innerHTML).not.toMatch(/\btruncate\b/);
    const first = expected.nodes[0]!;
    expect(within(bodyRows(t)[0]!).getByRole('link', { name: first.campaign_name })).toHaveAttribute(
      'href',
      `/campaigns/${first.campaign_id}`,
    );
    for (const s of column(t, 'Status'))
      expect(s).toMatch(
        /^(Draft|Available|Booked|In progress|Completed|Paid|Cancelled)(Opens .+|Open since .+)?$/,
      );
    expect(
      screen.getByText(`Showing 1–50 of ${nf.format(expected.totalCount)} missions`),
    ).toBeInTheDocument();
  });

  it('shows one status per mission: a cancelled run reads only “Cancelled”', async () => {
    const all = await missions('first=500');
    const index = all.nodes.findIndex((m) => m.cancelled);
    expect(index).toBeGreaterThanOrEqual(0);
    const cancelled = all.nodes[index]!;
    renderApp(`/missions${index >= 50 ? `?page=${Math.floor(index / 50) + 1}` : ''}`, { clientKey: env.key });
    await waitFor(async () => expect(locations(await table())[index % 50]).toBe(cancelled.location_name));
    const t = await table();
    const status = cells(t, 'Status')[index % 50]!;
    expect(status).toHaveTextContent(/^Cancelled$/);
    // Every row carries exactly one status badge.
    for (const c of cells(t, 'Status')) {
      const words = (c.textContent ?? '').replace(/(Opens|Open since) .+$/, '');
      expect(words).toMatch(/^(Draft|Available|Booked|In progress|Completed|Paid|Cancelled)$/);
    }
    expect(document.title).toBe('Missions · Doorstep');
  });

  it('shows flyers and check-out of a completed run', async () => {
    const done = (await missions('statuses=40&first=50')).nodes.find(
      (m) => m.checkout_flyer_quantity !== null,
    );
    expect(done).toBeDefined();
    renderApp(`/missions?status=completed&search=${encodeURIComponent(done!.location_name)}`, {
      clientKey: env.key,
    });
    const t = await table();
    const row = bodyRows(t).find((r) => within(r).queryByText(nf.format(done!.checkout_flyer_quantity!)));
    expect(row).toBeDefined();
    expect(within(row!).getByText('Completed')).toBeInTheDocument();
    expect(within(row!).queryAllByText('Not yet')).toHaveLength(0);
  });

  it('filters by status through the URL, and the rows follow', async () => {
    const completed = await missions('statuses=40&first=50');
    const app = renderApp('/missions', { clientKey: env.key });
    await table();
    await chooseStatus(app, 'Completed');
    await waitFor(() => expect(app.searchParams().getAll('status')).toEqual(['completed']));
    await screen.findByText(`Showing 1–50 of ${nf.format(completed.totalCount)} missions`);
    const t = await table();
    expect(new Set(column(t, 'Status'))).toEqual(new Set(['Completed']));
    expect(locations(t)).toEqual(completed.nodes.map((m) => m.location_name));
  });

  it('filters by mission type, offered from the glossary, through the URL', async () => {
    const letterbox = await missions('types=2&first=50');
    expect(letterbox.totalCount).toBeGreaterThan(0);
    expect(letterbox.totalCount).toBeLessThan((await missions('first=1')).totalCount);
    const app = renderApp('/missions', { clientKey: env.key });
    await table();
    await app.user.click(await screen.findByRole('button', { name: 'Type' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'Letterbox' }));
    await waitFor(() => expect(app.searchParams().getAll('type')).toEqual(['2']));
    await screen.findByText(
      `Showing 1–${Math.min(50, letterbox.totalCount)} of ${nf.format(letterbox.totalCount)} missions`,
    );
    expect(locations(await table())).toEqual(letterbox.nodes.map((m) => m.location_name));
  });

  it('searches location names and filters by a scheduled-date range', async () => {
    const sample = (await missions('first=1&skip=200')).nodes[0]!;
    const day = localDateOf(sample.time_range_start);
    const { from, to } = weekBounds(day, 1);
    const expected = await missions(`from=${from}&to=${to}&first=50`);
    const app = renderApp('/missions', { clientKey: env.key });
    await table();
    fireEvent.change(screen.getByLabelText('Scheduled from'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('Scheduled to'), { target: { value: day } });
    await waitFor(() => expect(app.location().search).toBe(`?from=${day}&to=${day}`));
    await screen.findByText(
      `Showing 1–${Math.min(50, expected.totalCount)} of ${nf.format(expected.totalCount)} missions`,
    );
    expect(locations(await table())).toEqual(expected.nodes.map((m) => m.location_name));

    const word = sample.location_name.split(' ')[0]!;
    await app.user.type(screen.getByRole('searchbox', { name: 'Search locations' }), `${word}{Enter}`);
    await waitFor(() => expect(app.searchParams().get('search')).toBe(word));
    await waitFor(async () =>
      expect(locations(await table()).every((n) => n.toLowerCase().includes(word.toLowerCase()))).toBe(true),
    );
  });

  it('filters by a campaign picked by name', async () => {
    const withMissions = (await missions('first=1')).nodes[0]!;
    const expected = await missions(`campaignId=${withMissions.campaign_id}&first=50`);
    const app = renderApp('/missions', { clientKey: env.key });
    await table();
    const box = screen.getByRole('combobox', { name: 'Campaign' });
    await app.user.type(box, withMissions.campaign_name);
    const option = await screen.findByRole('option', { name: withMissions.campaign_name });
    await app.user.click(option);
    await waitFor(() => expect(app.searchParams().get('campaign')).toBe(withMissions.campaign_id));
    await screen.findByText(
      `Showing 1–${Math.min(50, expected.totalCount)} of ${nf.format(expected.totalCount)} missions`,
    );
    expect(new Set(column(await table(), 'Campaign'))).toEqual(new Set([withMissions.campaign_name]));
    expect(await screen.findByRole('group', { name: 'Campaign' })).toHaveTextContent(
      withMissions.campaign_name,
    );

    await app.user.click(screen.getByRole('button', { name: 'Remove campaign filter' }));
    await waitFor(() => expect(app.searchParams().get('campaign')).toBeNull());
  });

  it('picks a campaign with the keyboard', async () => {
    const word = (await missions('first=1')).nodes[0]!.campaign_name.split(' ')[0]!;
    const matches = await campaigns(`search=${encodeURIComponent(word)}&first=8`);
    expect(matches.nodes.length).toBeGreaterThan(1);
    const app = renderApp('/missions', { clientKey: env.key });
    await table();
    await app.user.type(screen.getByRole('combobox', { name: 'Campaign' }), word);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Matching campaigns' })).getAllByRole('option'),
      ).toHaveLength(matches.nodes.length),
    );
    expect(screen.getByRole('combobox', { name: 'Campaign' })).toHaveAttribute('aria-expanded', 'true');
    await app.user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: matches.nodes[1]!.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.searchParams().get('campaign')).toBe(matches.nodes[1]!.id));
  });

  it('shows an empty state for another client’s campaign', async () => {
    const foreign = (await campaigns('first=1', otherKey())).nodes[0]!;
    renderApp(`/missions?campaign=${foreign.id}`, { clientKey: env.key });
    expect(
      await screen.findByRole('heading', { name: 'No missions match these filters' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Missions' })).toBeNull();
    const chosen = await screen.findByRole('group', { name: 'Campaign' });
    await waitFor(() => expect(chosen).toHaveTextContent(`Campaign ${foreign.id} (not in your account)`));
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('asks nothing for a date range that ends before it starts, and offers to clear the dates', async () => {
    const sent: string[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      sent.push(new URL(input).pathname);
      return inner(input, init);
    });
    const app = renderApp('/missions?from=2026-12-01&to=2026-11-01&status=completed', { clientKey: env.key });
    expect(
      await screen.findByRole('heading', { name: 'No mission can match these dates' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).not.toContain('/client/missions');
    await app.user.click(screen.getByRole('button', { name: 'Clear the dates' }));
    expect(await table()).toBeInTheDocument();
    expect(app.searchParams().get('from')).toBeNull();
    expect(app.searchParams().get('to')).toBeNull();
    expect(app.searchParams().get('status')).toBe('completed');
    expect(sent).toContain('/client/missions');
  });

  it('pages, and renders only the rows in view of a 500-row page', async () => {
    const page2 = await missions('first=50&skip=50');
    const app = renderApp('/missions', { clientKey: env.key });
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(`Showing 51–100 of ${nf.format(page2.totalCount)} missions`);
    expect(app.searchParams().get('page')).toBe('2');
    expect(locations(await table())).toEqual(page2.nodes.map((m) => m.location_name));

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '500');
    await screen.findByText(`Showing 1–500 of ${nf.format(page2.totalCount)} missions`);
    expect(app.searchParams().get('size')).toBe('500');
    const t = await table();
    expect(t).toHaveAttribute('aria-rowcount', '501');
    expect(bodyRows(t).length).toBeLessThan(100);
    expect(screen.getByRole('region', { name: 'Missions, scrollable' })).toHaveAttribute('tabindex', '0');
  });

  it('shows a week calendar of the missions of the chosen week', async () => {
    const sample = (await missions('first=1&skip=100')).nodes[0]!;
    const day = localDateOf(sample.time_range_start);
    const monday = isoWeekMonday(day);
    const { from, to } = weekBounds(monday);
    const week = await missions(`from=${from}&to=${to}&first=500`);

    const app = renderApp('/missions', { clientKey: env.key });
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(app.searchParams().get('view')).toBe('week'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await screen.findByRole('button', { name: 'Next week' });

    await app.router.navigate(`/missions?view=week&week=${monday}`);
    const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(
      Date.parse(`${day}T00:00:00Z`),
    );
    const range = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      Date.parse(`${monday}T00:00:00Z`),
      Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000,
    );
    // Dates, not "Week 46, 2026".
    await screen.findByRole('heading', { name: range });
    await waitFor(() => {
      const list = screen.getByRole('list', { name: `Missions on ${weekday}` });
      expect(within(list).getAllByText(sample.location_name, { exact: false }).length).toBeGreaterThan(0);
    });
    const shown = screen
      .getAllByRole('list', { name: /^Missions on / })
      .flatMap((l) => within(l).getAllByRole('listitem'));
    expect(shown).toHaveLength(Math.min(week.totalCount, 500));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);

    await app.user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(app.searchParams().get('week')).not.toBe(monday));
    expect(app.searchParams().get('view')).toBe('week');
  });

  it('says when a week holds more missions than the calendar reads', async () => {
    env.corrupt(
      (url) => url.pathname === '/client/missions' && url.searchParams.get('first') === '500',
      (body) => {
        const b = body as { data: { totalCount: number; nodes: unknown[] } };
        b.data.totalCount = b.data.nodes.length + 1234;
        return b;
      },
    );
    renderApp('/missions?view=week', { clientKey: env.key });
    const status = await screen.findByText(/^The calendar shows the first [\d,]+ of them/);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Narrow the status, campaign or search to see them all.');
  });

  it('shows one campaign’s missions in the campaign page tab, keeping the tab in the URL', async () => {
    const m = (await missions('first=1')).nodes[0]!;
    const expected = await missions(`campaignId=${m.campaign_id}&statuses=40&first=50`);
    const app = renderApp(`/campaigns/${m.campaign_id}?tab=missions`, { clientKey: env.key });
    const t = await table();
    expect(headers(t)).not.toContain('Campaign');
    expect(screen.queryByRole('combobox', { name: 'Campaign' })).toBeNull();
    await chooseStatus(app, 'Completed');
    await waitFor(() => expect(app.location().search).toBe('?tab=missions&status=completed'));
    await screen.findByText(
      expected.totalCount === 0
        ? 'No missions match these filters'
        : `Showing 1–${Math.min(50, expected.totalCount)} of ${nf.format(expected.totalCount)} missions`,
    );
    if (expected.totalCount > 0)
      expect(locations(await table())).toEqual(expected.nodes.map((x) => x.location_name));
  });

  it('shows a readable error with a retry when the answer breaks the contract', async () => {
    env.corrupt(
      (url) => url.pathname === '/client/missions',
      (body) => ({ ...(body as object), data: { nodes: 'nope' } }),
    );
    renderApp('/missions', { clientKey: env.key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('format the dashboard cannot read');
    env.mend();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await table();
  });
});

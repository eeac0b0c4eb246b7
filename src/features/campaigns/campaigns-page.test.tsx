import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../api/contract/campaign';
import { successEnvelope } from '../../api/contract/envelope';
import { formatPlainDate } from '../../lib/dates';
import { cancelledEddmDraft, submittedEddmDraft } from '../../../test/support/builder-drafts';
import { renderApp, type RenderedApp } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';

const env = setupAppSandbox();

/** What the service itself says for a list query (the expectation, read straight from the sandbox). */
async function serviceList(query: string) {
  return successEnvelope(campaignListSchema).parse(await env.read(`/client/campaigns?${query}`)).data;
}

async function campaignsTable() {
  const table = await screen.findByRole('table', { name: 'Campaigns' });
  return table;
}

function bodyRows(table: HTMLElement) {
  const [, ...rows] = within(table).getAllByRole('row');
  return rows;
}

/** Text of one column for every body row. */
function column(table: HTMLElement, index: number): string[] {
  return bodyRows(table).map((row) => within(row).getAllByRole('cell')[index]!.textContent ?? '');
}

const nf = new Intl.NumberFormat();

/** A filter's button, in the filter landmark (the table's headers have sort buttons of the same names). */
function filterButton(name: string) {
  return within(screen.getByRole('search', { name: 'Filter campaigns' })).getByRole('button', { name });
}

async function openFilter(app: RenderedApp, name: 'Type' | 'Status') {
  await app.user.click(filterButton(name));
}

describe('campaigns page', { timeout: 40_000 }, () => {
  it('lists the newest 50 campaigns with their labels and the total', async () => {
    const expected = await serviceList('first=50');
    renderApp('/campaigns', { clientKey: env.key });
    const table = await campaignsTable();
    expect(bodyRows(table)).toHaveLength(50);
    expect(column(table, 0)).toEqual(expected.nodes.map((c) => c.name));
    expect(
      screen.getByText(`Showing 1–50 of ${nf.format(expected.totalCount)} campaigns`),
    ).toBeInTheDocument();
    for (const status of column(table, 2))
      expect(['Draft', 'In review', 'Active', 'Completed', 'Cancelled', 'Archived']).toContain(
        status.replace(/Continue building$/, ''),
      );
    // Each draft still being built links to its wizard; one in review does not.
    for (const [i, c] of expected.nodes.entries()) {
      const cont = within(bodyRows(table)[i]!).queryByRole('link', { name: `Continue building ${c.name}` });
      if (c.status === 0 && c.draft_state !== 'IN_REVIEW')
        expect(cont).toHaveAttribute('href', `/campaigns/${c.id}/build`);
      else expect(cont).toBeNull();
    }
    for (const type of column(table, 1))
      expect(['Hand-to-hand', 'Letterbox', 'Direct mail', 'Inserts']).toContain(type);
    const first = within(bodyRows(table)[0]!).getByRole('link', { name: expected.nodes[0]!.name });
    expect(first).toHaveAttribute('href', `/campaigns/${expected.nodes[0]!.id}`);
  });

  it('filters by status through the URL, and the back button restores the previous view', async () => {
    const active = await serviceList('statuses=10&first=50');
    const app = renderApp('/campaigns', { clientKey: env.key });
    await campaignsTable();

    await openFilter(app, 'Status');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Active' }));

    await waitFor(() => expect(app.searchParams().getAll('status')).toEqual(['active']));
    await screen.findByText(
      `Showing 1–${Math.min(50, active.totalCount)} of ${nf.format(active.totalCount)} campaigns`,
    );
    const table = await campaignsTable();
    expect(new Set(column(table, 2))).toEqual(new Set(['Active']));
    expect(column(table, 0)).toEqual(active.nodes.map((c) => c.name));

    await app.user.keyboard('{Escape}');
    await app.router.navigate(-1);
    await waitFor(() => expect(app.searchParams().get('status')).toBeNull());
    await waitFor(() =>
      expect(new Set(column(screen.getByRole('table', { name: 'Campaigns' }), 2)).size).toBeGreaterThan(1),
    );
  });

  it('reads "In review" for a submitted draft and "Cancelled" for a cancelled one, with no Continue building; the status filter says what it holds', async () => {
    const submitted = await submittedEddmDraft(env.sandbox, 'Harbor mailer in review');
    const cancelled = await cancelledEddmDraft(env.sandbox, 'Harbor mailer cancelled');
    const app = renderApp('/campaigns?search=Harbor%20mailer', { clientKey: env.key });
    const table = await campaignsTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    const row = (name: string) => bodyRows(table).find((r) => within(r).queryByRole('link', { name }))!;
    const inReview = row('Harbor mailer in review');
    expect(within(inReview).getAllByRole('cell')[2]!.textContent).toBe('In review');
    expect(within(inReview).getByRole('link', { name: 'Harbor mailer in review' })).toHaveAttribute(
      'href',
      `/campaigns/${submitted}`,
    );
    const gone = row('Harbor mailer cancelled');
    expect(within(gone).getAllByRole('cell')[2]!.textContent).toBe('Cancelled');
    expect(within(gone).getAllByRole('cell')[3]!.textContent).toBe('Not scheduled');
    expect(within(gone).getByRole('link', { name: 'Harbor mailer cancelled' })).toHaveAttribute(
      'href',
      `/campaigns/${cancelled}`,
    );
    expect(within(table).queryByRole('link', { name: /Continue building/ })).not.toBeInTheDocument();
    // The status choices are the badges' words, each showing only what its word says, though the
    // service filters by code (a draft in review keeps the draft code, a cancelled draft the archived one).
    await openFilter(app, 'Status');
    const choices = within(await screen.findByRole('group', { name: 'Status' })).getAllByRole('checkbox');
    expect(choices.map((c) => c.closest('label')!.textContent)).toEqual([
      'Draft',
      'In review',
      'Active',
      'Completed',
      'Archived',
      'Cancelled',
    ]);
    await app.user.click(screen.getByRole('checkbox', { name: 'In review' }));
    await waitFor(() => expect(app.searchParams().getAll('status')).toEqual(['inreview']));
    await waitFor(() =>
      expect(column(screen.getByRole('table', { name: 'Campaigns' }), 0)).toEqual([
        'Harbor mailer in review',
      ]),
    );
    await app.user.click(screen.getByRole('checkbox', { name: 'Cancelled' }));
    await waitFor(() => expect(app.searchParams().getAll('status')).toEqual(['inreview', 'cancelled']));
    await waitFor(() =>
      expect(column(screen.getByRole('table', { name: 'Campaigns' }), 0)).toEqual([
        'Harbor mailer cancelled',
        'Harbor mailer in review',
      ]),
    );
  });

  it('shows only drafts being built for "Draft", only those in review for "In review", and archived campaigns without the cancelled drafts for "Archived"', async () => {
    const submitted = await submittedEddmDraft(env.sandbox, 'Pier mailer in review');
    const cancelled = await cancelledEddmDraft(env.sandbox, 'Pier mailer cancelled');
    const drafts = await serviceList('statuses=0&first=500');
    const archived = await serviceList('statuses=20&first=500');
    const cases = [
      ['draft', drafts.nodes.filter((c) => c.draft_state !== 'IN_REVIEW'), 'Draft'],
      ['inreview', drafts.nodes.filter((c) => c.draft_state === 'IN_REVIEW'), 'In review'],
      ['archived', archived.nodes.filter((c) => c.draft_state !== 'CANCELLED'), 'Archived'],
      ['cancelled', archived.nodes.filter((c) => c.draft_state === 'CANCELLED'), 'Cancelled'],
    ] as const;
    for (const [word, expected, badge] of cases) {
      expect(expected.length).toBeGreaterThan(0);
      const app = renderApp(`/campaigns?status=${word}`, { clientKey: env.key });
      // Every match is read and narrowed here, then shown in the service's order, a page at a time.
      await screen.findByText(
        `Showing 1–${Math.min(50, expected.length)} of ${nf.format(expected.length)} campaigns`,
      );
      const table = await campaignsTable();
      expect(column(table, 0)).toEqual(expected.slice(0, 50).map((c) => c.name));
      expect(new Set(column(table, 2).map((t) => t.replace(/Continue building$/, '')))).toEqual(
        new Set([badge]),
      );
      expect(filterButton('Status')).toHaveAccessibleDescription(badge);
      app.unmount();
    }
    expect(drafts.nodes.find((c) => c.id === submitted)?.draft_state).toBe('IN_REVIEW');
    expect(archived.nodes.find((c) => c.id === cancelled)?.draft_state).toBe('CANCELLED');
  });

  it('asks the service alone for a status code whole: drafts and drafts in review together', async () => {
    const expected = await serviceList('statuses=0&first=50');
    const app = renderApp('/campaigns?status=draft', { clientKey: env.key });
    await campaignsTable();
    await openFilter(app, 'Status');
    await app.user.click(await screen.findByRole('checkbox', { name: 'In review' }));
    await waitFor(() => expect(app.searchParams().getAll('status')).toEqual(['draft', 'inreview']));
    await screen.findByText(
      `Showing 1–${Math.min(50, expected.totalCount)} of ${nf.format(expected.totalCount)} campaigns`,
    );
    expect(column(await campaignsTable(), 0)).toEqual(expected.nodes.map((c) => c.name));
  });

  it('reads type, status and page size from a bookmarked URL', async () => {
    const expected = await serviceList('types=3&statuses=15&first=25');
    renderApp('/campaigns?type=directmail&status=completed&size=25', { clientKey: env.key });
    await screen.findByText(
      `Showing 1–${Math.min(25, expected.totalCount)} of ${nf.format(expected.totalCount)} campaigns`,
    );
    const table = await campaignsTable();
    expect(new Set(column(table, 1))).toEqual(new Set(['Direct mail']));
    expect(new Set(column(table, 2))).toEqual(new Set(['Completed']));
    expect(filterButton('Type')).toHaveAccessibleDescription('Direct mail');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  });

  it('combines a type filter chosen in the popover with the URL state', async () => {
    const app = renderApp('/campaigns?status=active', { clientKey: env.key });
    await campaignsTable();
    await openFilter(app, 'Type');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Letterbox' }));
    await waitFor(() => expect(app.location().search).toBe('?type=letterbox&status=active'));
    const expected = await serviceList('types=2&statuses=10&first=50');
    await screen.findByText(
      `Showing 1–${Math.min(50, expected.totalCount)} of ${nf.format(expected.totalCount)} campaigns`,
    );
    expect(new Set(column(await campaignsTable(), 1))).toEqual(new Set(['Letterbox']));
  });

  it('pages through the list and changes the page size', async () => {
    const all = await serviceList('first=50&skip=50');
    const app = renderApp('/campaigns', { clientKey: env.key });
    await campaignsTable();

    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(`Showing 51–100 of ${nf.format(all.totalCount)} campaigns`);
    expect(app.searchParams().get('page')).toBe('2');
    expect(column(await campaignsTable(), 0)).toEqual(all.nodes.map((c) => c.name));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await screen.findByText(`Showing 1–25 of ${nf.format(all.totalCount)} campaigns`);
    expect(app.searchParams().get('size')).toBe('25');
    expect(app.searchParams().get('page')).toBeNull();
    expect(bodyRows(await campaignsTable())).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('filters by a start-date range, both ends inclusive', async () => {
    // A range around real data: from the 30th newest campaign's start to the 10th's.
    const sample = (await serviceList('first=40&statuses=10,15,20')).nodes.filter((c) => c.start_date);
    const from = sample[29]!.start_date!;
    const to = sample[9]!.start_date!;
    const expected = await serviceList(`from=${from}&to=${to}&first=50`);
    expect(expected.totalCount).toBeGreaterThan(0);

    const app = renderApp('/campaigns', { clientKey: env.key });
    await campaignsTable();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
    await waitFor(() => expect(app.location().search).toBe(`?from=${from}&to=${to}`));
    await screen.findByText(
      `Showing 1–${Math.min(50, expected.totalCount)} of ${nf.format(expected.totalCount)} campaigns`,
    );
    expect(column(await campaignsTable(), 0)).toEqual(expected.nodes.map((c) => c.name));
    for (const c of expected.nodes) {
      expect(c.start_date! >= from && c.start_date! <= to).toBe(true);
    }
  });

  it('searches after typing stops, shows an empty state for no match, and clears the filters', async () => {
    const app = renderApp('/campaigns', { clientKey: env.key });
    await campaignsTable();
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no campaign is called this');
    await screen.findByText('No campaigns match these filters');
    expect(app.searchParams().get('search')).toBe('no campaign is called this');
    expect(screen.queryByRole('table', { name: 'Campaigns' })).not.toBeInTheDocument();

    const empty = screen.getByText('No campaigns match these filters').parentElement!;
    await app.user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(bodyRows(await campaignsTable())).toHaveLength(50);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('matches a search case-insensitively', async () => {
    const [first] = (await serviceList('first=1')).nodes;
    const word = first!.name.split(' ')[0]!;
    const expected = await serviceList(`search=${encodeURIComponent(word)}&first=50`);
    const app = renderApp('/campaigns', { clientKey: env.key });
    await campaignsTable();
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), `${word.toUpperCase()}{Enter}`);
    await screen.findByText(
      `Showing 1–${Math.min(50, expected.totalCount)} of ${nf.format(expected.totalCount)} campaigns`,
    );
    expect(column(await campaignsTable(), 0)).toEqual(expected.nodes.map((c) => c.name));
  });

  it('shows a clear error, not a crash, when the answer breaks the contract, and recovers on retry', async () => {
    let corrupt = true;
    env.corrupt(
      (url) => url.pathname === '/client/campaigns' && corrupt,
      (body) => {
        const b = body as { data: { nodes: Record<string, unknown>[] } };
        b.data.nodes[0]!.status = 'ACTIVE';
        return b;
      },
    );
    const app = renderApp('/campaigns', { clientKey: env.key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service sent campaigns in a format the dashboard cannot read');
    expect(alert).toHaveTextContent('nodes.0.status');
    expect(screen.queryByRole('table', { name: 'Campaigns' })).not.toBeInTheDocument();

    corrupt = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await campaignsTable())).toHaveLength(50);
  });

  describe('sorting', { timeout: 40_000 }, () => {
    /** Every matching campaign is read (pages of 500) before a sorted list shows. */
    const SLOW = { timeout: 10_000 };
    const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
    /** Every campaign of the account, from the service (newest first), then ordered by name. */
    async function byName() {
      const all = await serviceList('first=500');
      return all.nodes.map((c) => c.name).sort((a, b) => collator.compare(a, b));
    }

    it('sorts by name from the column header, keeps the order in the URL, and turns it around', async () => {
      const names = await byName();
      const app = renderApp('/campaigns', { clientKey: env.key });
      const table = await campaignsTable();
      const header = within(table).getByRole('columnheader', { name: /Name/ });
      expect(header).toHaveAttribute('aria-sort', 'none');

      await app.user.click(within(header).getByRole('button', { name: /Name/ }));
      await waitFor(() => expect(app.location().search).toBe('?sort=name&dir=asc'));
      await waitFor(() =>
        expect(column(screen.getByRole('table', { name: 'Campaigns' }), 0)).toEqual(names.slice(0, 50)),
      );
      expect(
        within(screen.getByRole('table', { name: 'Campaigns' })).getByRole('columnheader', { name: /Name/ }),
      ).toHaveAttribute('aria-sort', 'ascending');
      expect(screen.getByText(`Showing 1–50 of ${nf.format(names.length)} campaigns`)).toBeInTheDocument();

      // The header is a real button: the keyboard turns the order around.
      const button = within(screen.getByRole('table', { name: 'Campaigns' })).getByRole('button', {
        name: /Name/,
      });
      button.focus();
      await app.user.keyboard('{Enter}');
      await waitFor(() => expect(app.location().search).toBe('?sort=name&dir=desc'));
      const reversed = [...names].reverse();
      await waitFor(() =>
        expect(column(screen.getByRole('table', { name: 'Campaigns' }), 0)).toEqual(reversed.slice(0, 50)),
      );

      // A third click goes back to the service's order, newest first.
      await app.user.click(
        within(screen.getByRole('table', { name: 'Campaigns' })).getByRole('button', { name: /Name/ }),
      );
      await waitFor(() => expect(app.location().search).toBe(''));
      const newest = await serviceList('first=50');
      await waitFor(() =>
        expect(column(screen.getByRole('table', { name: 'Campaigns' }), 0)).toEqual(
          newest.nodes.map((c) => c.name),
        ),
      );
    });

    it('pages through a sorted list on the client, with the filters, from a bookmarked URL', async () => {
      // "Archived" leaves out the cancelled drafts (they have the archived code: their badge says Cancelled).
      const matching = await serviceList('statuses=15,20&first=500');
      const names = matching.nodes
        .filter((c) => c.draft_state !== 'CANCELLED')
        .map((c) => c.name)
        .sort((a, b) => collator.compare(a, b));
      expect(names.length).toBeGreaterThan(50);
      const app = renderApp('/campaigns?status=completed&status=archived&sort=name&dir=asc&page=2', {
        clientKey: env.key,
      });
      await screen.findByText(
        `Showing 51–${Math.min(100, names.length)} of ${nf.format(names.length)} campaigns`,
        undefined,
        SLOW,
      );
      expect(column(await campaignsTable(), 0)).toEqual(names.slice(50, 100));

      await app.user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(app.searchParams().get('page')).toBe('3'));
      expect(app.searchParams().get('sort')).toBe('name');
      await waitFor(() =>
        expect(column(screen.getByRole('table', { name: 'Campaigns' }), 0)).toEqual(names.slice(100, 150)),
      );
    });

    it('sorts by start date, with drafts not scheduled yet last', async () => {
      renderApp('/campaigns?sort=start&dir=asc&size=200', { clientKey: env.key });
      const starts = (await serviceList('first=500')).nodes
        .map((c) => c.start_date)
        .sort((a, b) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1));
      await waitFor(() =>
        expect(column(screen.getByRole('table', { name: 'Campaigns' }), 3)[0]).toBe(
          formatPlainDate(starts[0]!),
        ),
      );
      expect(column(screen.getByRole('table', { name: 'Campaigns' }), 3)).toEqual(
        starts.slice(0, 200).map((d) => (d ? formatPlainDate(d) : 'Not scheduled')),
      );
    });

    it('sorts by status in its lifecycle: drafts, in review, active, completed, cancelled, archived', async () => {
      const app = renderApp('/campaigns?sort=status&dir=desc&size=200', { clientKey: env.key });
      await waitFor(() => expect(app.searchParams().get('sort')).toBe('status'));
      await waitFor(
        () => expect(column(screen.getByRole('table', { name: 'Campaigns' }), 2)[0]).toBe('Archived'),
        SLOW,
      );
      const order = ['Archived', 'Cancelled', 'Completed', 'Active', 'In review', 'Draft'];
      const shown = column(screen.getByRole('table', { name: 'Campaigns' }), 2).map((t) =>
        t.replace(/Continue building$/, ''),
      );
      const ranks = shown.map((t) => order.indexOf(t));
      expect(ranks.every((r, i) => r >= 0 && (i === 0 || r >= ranks[i - 1]!))).toBe(true);
    });
  });

  describe('country column', () => {
    it('is left out when every campaign is in the account’s country', async () => {
      const all = await serviceList('first=500');
      expect(new Set(all.nodes.map((c) => c.country_id))).toEqual(new Set(['US']));
      renderApp('/campaigns', { clientKey: env.key });
      const table = await campaignsTable();
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Name', 'Type', 'Status', 'Start date', 'Duration']);
      expect(within(table).queryByText('United States')).not.toBeInTheDocument();
    });

    it('is shown as soon as one campaign is in another country', async () => {
      env.corrupt(
        (url) => url.pathname === '/client/campaigns',
        (body) => {
          const b = body as { data: { nodes: Record<string, unknown>[] } };
          b.data.nodes[1]!.country_id = 'CA';
          b.data.nodes[1]!.country_name = 'Canada';
          return b;
        },
      );
      renderApp('/campaigns', { clientKey: env.key });
      const table = await campaignsTable();
      await waitFor(() =>
        expect(within(table).getByRole('columnheader', { name: 'Country' })).toBeInTheDocument(),
      );
      expect(column(table, 5).slice(0, 3)).toEqual(['United States', 'Canada', 'United States']);
    });
  });

  it('names the browser tab after the list, and the type it is narrowed to', async () => {
    const app = renderApp('/campaigns', { clientKey: env.key });
    await campaignsTable();
    await waitFor(() => expect(document.title).toBe('Campaigns · Doorstep'));
    await openFilter(app, 'Type');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Direct mail' }));
    await waitFor(() => expect(document.title).toBe('Campaigns · Direct mail · Doorstep'));
  });
});

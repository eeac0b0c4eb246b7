import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { audienceListSchema } from '../../../api/contract/audience';
import { endpoints } from '../../../api/contract/endpoints';
import { successEnvelope } from '../../../api/contract/envelope';
import { AUDIENCE_UNKNOWN_COUNT, clientZeroAudiences } from '../../../../server/db/seed/steps/library';
import { corruptResponses, renderApp, useSandboxFetch } from '../../../../test/support/render';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';

const env = setupAppSandbox();

async function serviceList(query: string) {
  return successEnvelope(audienceListSchema).parse(await env.read(`${endpoints.listAudiences.path}?${query}`))
    .data;
}

const table = () => screen.findByRole('table', { name: 'Audiences' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const rowOf = async (name: string) =>
  bodyRows(await table()).find((r) => within(r).queryByText(name, { exact: true }))!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');

describe('audiences page', () => {
  it('lists every saved audience with its status and address count, newest first', async () => {
    const expected = await serviceList('first=50');
    expect(expected.totalCount).toBe(clientZeroAudiences.length);
    renderApp('/library/audiences', { clientKey: env.key });
    const rows = bodyRows(await table());
    expect(rows.map((r) => cells(r)[0])).toEqual(expected.nodes.map((a) => a.name));
    const nf = new Intl.NumberFormat();
    for (const [i, a] of expected.nodes.entries()) {
      const [, status, count] = cells(rows[i]!);
      expect(status).toBe({ READY: 'Ready', PROCESSING: 'Processing', FAILED: 'Failed' }[a.status]);
      expect(count).toBe(a.address_count === null ? 'Unknown*' : nf.format(a.address_count));
    }
    expect(
      screen.getByText(`Showing 1–${expected.totalCount} of ${expected.totalCount} audiences`),
    ).toBeInTheDocument();
    expect(document.title).toBe('Audiences · Library · Doorstep');
  });

  it('shows a count that could not be read as Unknown with an explanation, never as 0', async () => {
    renderApp('/library/audiences', { clientKey: env.key });
    const row = await rowOf(AUDIENCE_UNKNOWN_COUNT);
    const count = within(row).getAllByRole('cell')[2]!;
    expect(count).toHaveTextContent('Unknown');
    expect(count).not.toHaveTextContent(/\b0\b/);
    const unknown = within(count).getByText('Unknown');
    expect(unknown).toHaveAccessibleDescription(/could not read how many addresses.*It is not zero/);
    expect(screen.getByText(/It is not zero/)).toBeVisible();
  });

  it('filters by status through the URL', async () => {
    const processing = await serviceList('statuses=PROCESSING');
    expect(processing.totalCount).toBeGreaterThan(0);
    const app = renderApp('/library/audiences', { clientKey: env.key });
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Status' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'Processing' }));
    await waitFor(() => expect(app.searchParams().getAll('status')).toEqual(['processing']));
    await waitFor(async () =>
      expect(bodyRows(await table()).map((r) => cells(r)[0])).toEqual(processing.nodes.map((a) => a.name)),
    );
    for (const r of bodyRows(await table())) expect(cells(r)[1]).toBe('Processing');
  });

  it('searches by name from the URL and shows an empty state with a way out', async () => {
    const app = renderApp('/library/audiences?search=no%20such%20list', { clientKey: env.key });
    await screen.findByText('No audiences match these filters');
    await app.user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(app.location().search).toBe(''));
    expect(bodyRows(await table())).toHaveLength(clientZeroAudiences.length);
  });

  it('reads the page size from the URL, and shows one page as a summary without paging controls', async () => {
    const first = await serviceList('first=25&skip=0');
    expect(first.totalCount).toBeLessThanOrEqual(25);
    renderApp('/library/audiences?size=25', { clientKey: env.key });
    expect(bodyRows(await table())).toHaveLength(first.totalCount);
    expect(
      screen.getByText(`Showing 1–${first.totalCount} of ${first.totalCount} audiences`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });

  it('shows an unknown status as text, and a clear error with retry for a broken answer', async () => {
    let corrupt: 'status' | 'shape' = 'status';
    useSandboxFetch(
      env.sandbox,
      corruptResponses(
        (url) => url.pathname === '/client/audiences',
        (body) => {
          const b = body as { data: { nodes: Record<string, unknown>[] } };
          if (corrupt === 'status') b.data.nodes[0]!.status = 'ARCHIVED_BY_OPS';
          else b.data.nodes[0]!.address_count = 'lots';
          return b;
        },
      ),
    );
    const first = renderApp('/library/audiences', { clientKey: env.key });
    const rows = bodyRows(await table());
    expect(cells(rows[0]!)[1]).toBe('Archived by ops');
    first.unmount();

    corrupt = 'shape';
    const app = renderApp('/library/audiences?size=25', { clientKey: env.key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service sent audiences in a format the dashboard cannot read');
    expect(alert).toHaveTextContent('nodes.0.address_count');
    useSandboxFetch(env.sandbox);
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await table()).length).toBeGreaterThan(0);
  });
});

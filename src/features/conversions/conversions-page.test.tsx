import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { successEnvelope } from '../../api/contract/envelope';
import { rawQuery } from '../../api/contract/endpoint';
import { endpoints } from '../../api/contract/endpoints';
import {
  conversionListSchema,
  parseConversionMetricId,
  type ConversionList,
} from '../../api/contract/tracking';
import { corruptResponses, renderApp, SANDBOX_BASE_URL, useSandboxFetch } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { catchDownloads } from '../../../test/support/downloads';
import { formatTimestamp } from '../../lib/dates';
import {
  conversionPageOf,
  conversionRangeOf,
  parseConversionFilters,
  type ConversionFilters,
} from './conversion-filters';

const env = setupAppSandbox();

const listPath = endpoints.listConversions.path;

/** The service's answer for the filters a page URL holds (the page's own request). */
async function serviceList(search: string, paging = true): Promise<ConversionList> {
  const filters: ConversionFilters = parseConversionFilters(new URLSearchParams(search));
  const query = paging ? conversionPageOf(filters) : { ...conversionRangeOf(filters), limit: 500 };
  const qs = new URLSearchParams(rawQuery(query)).toString();
  return successEnvelope(conversionListSchema).parse(await env.read(`${listPath}?${qs}`)).data;
}

/** Opens `path`, clicks "Download CSV" once it can be, and gives the text of the one file saved. */
async function downloadCsv(path: string): Promise<string> {
  const download = catchDownloads();
  const app = renderApp(path, { clientKey: env.key });
  await table();
  const button = screen.getByRole('button', { name: 'Download CSV' });
  await waitFor(() => expect(button).toBeEnabled());
  await app.user.click(button);
  await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce());
  return download.file().text();
}

const money = (n: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(n);
const nf = new Intl.NumberFormat();

async function table() {
  return screen.findByRole('table', { name: 'Conversions' });
}
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('conversions page', { timeout: 30_000 }, () => {
  it('shows the last 30 days: the table, paging, and the day-by-day summary', async () => {
    const expected = await serviceList('');
    const all = await serviceList('', false);
    expect(expected.totalCount).toBeGreaterThan(50);
    const app = renderApp('/conversions', { clientKey: env.key });
    await screen.findByRole('heading', { level: 1, name: 'Conversions' });
    await waitFor(() => expect(document.title).toBe('Conversions · Doorstep'));

    const t = await table();
    const rows = bodyRows(t);
    expect(rows).toHaveLength(50);
    const first = expected.nodes[0]!;
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(formatTimestamp(first.createdAt));
    expect(cells[1]).toHaveTextContent(first.type === 'First Order' ? 'First order' : 'Order');
    expect(cells[2]).toHaveTextContent(money(first.value));
    if (first.coupon) expect(cells[4]).toHaveTextContent(first.coupon);
    // Campaigns by name (looked up after the rows arrive, so wait for them).
    if (first.campaignId)
      await waitFor(() =>
        expect(within(cells[5]!).getByRole('link')).not.toHaveTextContent(/^Campaign \d+$/),
      );
    expect(
      screen.getByText(`Showing 1–50 of ${nf.format(expected.totalCount)} conversions`),
    ).toBeInTheDocument();

    const sum = all.nodes.reduce((a, r) => a + r.value, 0);
    expect(
      await screen.findByText(
        new RegExp(
          `^${nf.format(all.totalCount)} conversions from .+, worth ${money(sum).replace('$', '\\$')}\\.$`,
        ),
      ),
    ).toBeInTheDocument();
    const byType = screen.getByRole('list', { name: 'Conversions by type' });
    const orders = all.nodes.filter((r) => r.type === 'Orders').length;
    expect(byType).toHaveTextContent(`Order: ${nf.format(orders)}`);
    // The chart's module (and recharts with it) loads and the chart is drawn (jsdom has no layout: at a
    // desktop width; daily-chart.test.tsx checks what it draws).
    await waitFor(() => expect(document.querySelector('svg.recharts-surface')).not.toBeNull());
    expect(screen.queryByText('Loading chart…')).toBeNull();
    expect(app.location().search).toBe('');

    await app.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(app.searchParams().get('page')).toBe('2'));
    expect(
      await screen.findByText(
        `Showing 51–${nf.format(Math.min(100, expected.totalCount))} of ${nf.format(expected.totalCount)} conversions`,
      ),
    ).toBeInTheDocument();
    const page2 = await serviceList('page=2');
    await waitFor(() =>
      expect(
        within(bodyRows(screen.getByRole('table', { name: 'Conversions' }))[0]!).getAllByRole('cell')[0],
      ).toHaveTextContent(formatTimestamp(page2.nodes[0]!.createdAt)),
    );
  });

  it('filters by type and metric id in the URL, and clears them', async () => {
    const app = renderApp('/conversions', { clientKey: env.key });
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Type' }));
    await app.user.click(await screen.findByRole('checkbox', { name: 'First order' }));
    await waitFor(() => expect(app.searchParams().getAll('type')).toEqual(['first-order']));
    const firsts = await serviceList('type=first-order');
    await screen.findByText(
      `Showing 1–${Math.min(50, firsts.totalCount)} of ${nf.format(firsts.totalCount)} conversions`,
    );
    for (const row of bodyRows(await table()))
      expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('First order');
    const byType = await screen.findByRole('list', { name: 'Conversions by type' });
    await waitFor(() => expect(within(byType).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    const metric = firsts.nodes.find((r) => r.metricId)!.metricId!;
    const box = screen.getByRole('searchbox', { name: 'Metric ids' });
    await app.user.type(box, `${metric}{Enter}`);
    await waitFor(() => expect(app.searchParams().get('metric')).toBe(metric));
    const one = await serviceList(`type=first-order&metric=${metric}`);
    await screen.findByText(
      `Showing 1–${Math.min(50, one.totalCount)} of ${nf.format(one.totalCount)} conversions`,
    );
    // A metric is one type of one campaign: every row is that campaign's.
    const campaignId = parseConversionMetricId(metric)!.campaignId;
    // Campaign names are looked up after the rows arrive: a row links once its name is in.
    for (const row of bodyRows(await table()))
      expect(await within(row).findByRole('link')).toHaveAttribute('href', `/campaigns/${campaignId}`);

    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location().search).toBe(''));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('opens a bookmarked period and says when it holds nothing', async () => {
    const app = renderApp('/conversions?from=1990-01-01&to=1990-01-31', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'No conversions in this period' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No conversions from Jan 1, 1990 to Jan 31, 1990, so there is nothing to chart.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.getByLabelText('From')).toHaveValue('1990-01-01');

    await app.user.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(app.location().search).toBe('?from='));
    await table();
  });

  it('refuses an empty period without asking the service', async () => {
    renderApp('/conversions?from=2026-02-01&to=2026-01-01', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'The period is empty' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Conversions' })).toBeNull();
  });

  it('downloads the filtered rows as CSV', async () => {
    const all = await serviceList('type=orders', false);
    const lines = (await downloadCsv('/conversions?type=orders')).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Recorded at (UTC),Type,Value,Currency,Discount,Coupon,Campaign id,Metric id,Transaction id (hashed),User id (hashed),Event id',
    );
    expect(lines).toHaveLength(all.totalCount + 1);
    expect(lines[1]!.startsWith(`${all.nodes[0]!.createdAt},Order,${all.nodes[0]!.value},USD,`)).toBe(true);
  });

  it('downloads a coupon code holding a formula, even after a line break, as inert text', async () => {
    // A coupon list may hold any code; one is recorded with a conversion as the list writes it.
    const code = 'SAVE10\n=HYPERLINK("http://x","y")';
    const clientId = env.sandbox.credentials.clients[0]!.clientId;
    const campaign = await env.sandbox.db
      .selectFrom('campaigns')
      .select('id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    const last = await env.sandbox.db
      .selectFrom('coupons')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await env.sandbox.db
      .insertInto('coupons')
      .values({
        id: Number(last.id) + 1,
        campaign_id: campaign.id,
        code,
        description: null,
        redemptions: 0,
        created_at: new Date().toISOString(),
        expires_at: null,
      })
      .execute();
    const res = await env.sandbox.fetch(`${SANDBOX_BASE_URL}${endpoints.recordTrackingEvent.path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventName: 'conversion',
        type: 'Orders',
        transactionId: 'csv-formula-order',
        userId: 'csv-formula-user',
        value: 12.5,
        currency: 'USD',
        coupon: code,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const rows = Papa.parse<string[]>((await downloadCsv('/conversions')).replace(/^\uFEFF/, '').trimEnd(), {
      newline: '\r\n',
    }).data;
    const coupons = rows.map((r) => r[5]);
    expect(coupons).toContain(`SAVE10\n'=HYPERLINK("http://x","y")`);
    expect(coupons).not.toContain(code);
  });

  it('shows a readable error with a retry', async () => {
    useSandboxFetch(
      env.sandbox,
      corruptResponses(
        (url) => url.pathname === listPath,
        (body) => ({ ...(body as object), data: { nodes: 'many' } }),
      ),
    );
    renderApp('/conversions', { clientKey: env.key });
    // Both reads fail: the table's page and the chart's period.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent('in a format the dashboard cannot read');
    useSandboxFetch(env.sandbox);
    for (const alert of screen.getAllByRole('alert'))
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await table();
    await screen.findByRole('list', { name: 'Conversions by type' });
  });
});

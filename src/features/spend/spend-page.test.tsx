import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { successEnvelope } from '../../api/contract/envelope';
import { campaignListSchema } from '../../api/contract/campaign';
import { performanceSchema } from '../../api/contract/performance';
import { spendSchema } from '../../api/contract/spend';
import { renderApp, useSandboxFetch } from '../../../test/support/render';
import { setupAppSandbox } from '../../../test/support/app-sandbox';
import { campaignActivity, sumActivity } from '../../lib/cost-per';
import { defaultSpendPeriod, exclusiveEnd } from './spend-filters';
import { monthLabel, monthsOf } from './spend-months';

const env = setupAppSandbox();

async function serviceSpend(query: string) {
  return successEnvelope(spendSchema).parse(await env.read(`/client/spend?${query}`)).data;
}
/** The service's query for the user's inclusive period: `to` is the day after the last day. */
const periodQuery = (from: string, to: string) => `from=${from}&to=${exclusiveEnd(to)}`;

const money = (n: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(n);
const nf = new Intl.NumberFormat();

/** The figure shown under a label of the summary. */
async function figure(label: string | RegExp) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('spend page', () => {
  it('shows the year so far by default: total, taxes, discounts and priced campaigns', async () => {
    const { from, to } = defaultSpendPeriod();
    const expected = await serviceSpend(periodQuery(from, to));
    expect(expected.currency).toBeDefined();
    const app = renderApp('/spend', { clientKey: env.key });
    await screen.findByRole('heading', { level: 1, name: 'Spend' }, { timeout: 5000 });
    expect(await figure('Total')).toBe(money(expected.total, expected.currency!));
    expect(await figure('Taxes')).toBe(money(expected.taxes, expected.currency!));
    expect(await figure('Discounts')).toBe(money(expected.discounts, expected.currency!));
    expect(await figure('Priced campaigns')).toBe(
      `${nf.format(expected.priced)} of ${nf.format(expected.campaigns)}`,
    );
    expect(screen.getByLabelText('From')).toHaveValue(from);
    expect(screen.getByLabelText('To')).toHaveValue(to);
    expect(document.title).toBe('Spend · Doorstep');
    expect(screen.getByRole('checkbox', { name: 'Include drafts' })).not.toBeChecked();
    expect(screen.getByText('Currency: US Dollar.')).toBeInTheDocument();
    expect(app.location().search).toBe('');
  });

  it('includes drafts on request: more campaigns, and a warning with the service’s explanation', async () => {
    const { from, to } = defaultSpendPeriod();
    const without = await serviceSpend(periodQuery(from, to));
    const withDrafts = await serviceSpend(`${periodQuery(from, to)}&includeDrafts=true`);
    // The demo data has drafts without a recorded price this year.
    expect(withDrafts.campaigns).toBeGreaterThan(without.campaigns);
    expect(withDrafts.complete).toBe(false);

    const app = renderApp('/spend', { clientKey: env.key });
    await screen.findByText('Total', { selector: 'dt' });
    if (without.complete) expect(screen.queryByRole('alert')).toBeNull();
    else
      for (const a of without.adjustments)
        expect(await screen.findByRole('alert')).toHaveTextContent(a.detail);

    await app.user.click(screen.getByRole('checkbox', { name: 'Include drafts' }));
    await waitFor(() => expect(app.searchParams().get('drafts')).toBe('true'));
    await waitFor(() => {
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'This total is incomplete' })).toBeInTheDocument();
      for (const a of withDrafts.adjustments) expect(alert).toHaveTextContent(a.detail);
    });
    await waitFor(async () =>
      expect(await figure('Priced campaigns')).toBe(
        `${nf.format(withDrafts.priced)} of ${nf.format(withDrafts.campaigns)}`,
      ),
    );
    expect(await figure('Total')).toBe(money(withDrafts.total, withDrafts.currency!));
    await waitFor(() =>
      expect(screen.getByTestId('unpriced-count')).toHaveTextContent(
        `${nf.format(withDrafts.sources.unpriced)} campaigns`,
      ),
    );
  });

  it('reads the user’s inclusive period from the URL and asks the service up to the day after', async () => {
    const sent: URL[] = [];
    useSandboxFetch(env.sandbox, (inner) => (input, init) => {
      const url = new URL(input, 'http://sandbox.test');
      if (url.pathname === '/client/spend') sent.push(url);
      return inner(input, init);
    });
    const expected = await serviceSpend('from=2025-01-01&to=2026-01-01');
    const app = renderApp('/spend?from=2025-01-01&to=2025-12-31', { clientKey: env.key });
    expect(await figure('Total')).toBe(money(expected.total, expected.currency!));
    expect(screen.getByText('Jan 1, 2025 to Dec 31, 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue('2025-12-31');
    // The period's request: the user's last day, Dec 31, becomes the service's exclusive Jan 1.
    expect(
      sent.some(
        (u) => u.searchParams.get('from') === '2025-01-01' && u.searchParams.get('to') === '2026-01-01',
      ),
    ).toBe(true);
    expect(sent.every((u) => u.searchParams.get('to') !== '2025-12-31')).toBe(true);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-30' } });
    await waitFor(() => expect(app.location().search).toBe('?from=2025-01-01&to=2025-06-30'));
    const half = await serviceSpend('from=2025-01-01&to=2025-07-01');
    await waitFor(async () => expect(await figure('Total')).toBe(money(half.total, half.currency!)));

    await app.user.click(screen.getByRole('button', { name: 'Year so far' }));
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('opens a bookmarked period as it was, and steps back through its changes', async () => {
    const bookmarked = '?from=2025-01-01&to=2025-06-30&drafts=true';
    const half = await serviceSpend('from=2025-01-01&to=2025-07-01&includeDrafts=true');
    const app = renderApp(`/spend${bookmarked}`, { clientKey: env.key });
    const from = () => screen.getByLabelText('From');
    const to = () => screen.getByLabelText('To');
    const drafts = () => screen.getByRole('checkbox', { name: 'Include drafts' });
    expect(await figure('Total')).toBe(money(half.total, half.currency!));
    expect(from()).toHaveValue('2025-01-01');
    expect(to()).toHaveValue('2025-06-30');
    expect(drafts()).toBeChecked();

    // Each change starts from the URL's period and choice.
    fireEvent.change(from(), { target: { value: '2025-03-01' } });
    await waitFor(() => expect(app.location().search).toBe('?from=2025-03-01&to=2025-06-30&drafts=true'));
    // Like a user, each next click waits for the page to show the last change.
    const periodLine = () => screen.getByText('Mar 1, 2025 to Jun 30, 2025').parentElement!;
    await waitFor(() => expect(periodLine()).toHaveTextContent('drafts included'));
    await app.user.click(drafts());
    await waitFor(() => expect(app.location().search).toBe('?from=2025-03-01&to=2025-06-30'));
    await waitFor(() => expect(periodLine()).not.toHaveTextContent('drafts included'));
    await app.user.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(app.location().search).toBe('?from='));
    await waitFor(() => expect(from()).toHaveValue(''));

    await act(() => app.router.navigate(-1));
    expect(app.location().search).toBe('?from=2025-03-01&to=2025-06-30');
    await waitFor(() => expect(from()).toHaveValue('2025-03-01'));
    expect(drafts()).not.toBeChecked();
    await act(() => app.router.navigate(-2));
    expect(app.location().search).toBe(bookmarked);
    await waitFor(() => expect(from()).toHaveValue('2025-01-01'));
    expect(drafts()).toBeChecked();
    await waitFor(async () => expect(await figure('Total')).toBe(money(half.total, half.currency!)));
  });

  it('says when a period holds no campaign', async () => {
    renderApp('/spend?from=1990-01-01&to=1990-01-31', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'No campaigns in this period' })).toBeInTheDocument();
  });

  it('refuses an empty period without asking the service', async () => {
    renderApp('/spend?from=2025-02-01&to=2025-01-01', { clientKey: env.key });
    expect(await screen.findByRole('heading', { name: 'The period is empty' })).toBeInTheDocument();
  });

  it('falls back to the account country’s currency, and says so', async () => {
    env.corrupt(
      (url) => url.pathname === '/client/spend',
      (body) => {
        const b = body as { data: Record<string, unknown> };
        delete b.data.currency;
        return b;
      },
    );
    const { from, to } = defaultSpendPeriod();
    const expected = await serviceSpend(periodQuery(from, to));
    renderApp('/spend', { clientKey: env.key });
    expect(
      await screen.findByText(/US Dollar, the currency of your account’s country \(US\)/),
    ).toBeInTheDocument();
    expect(await figure('Total')).toBe(money(expected.total, 'USD'));
  });

  it('shows a readable error with a retry', async () => {
    env.corrupt(
      (url) => url.pathname === '/client/spend',
      (body) => ({ ...(body as object), data: { total: 'lots' } }),
    );
    renderApp('/spend', { clientKey: env.key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service sent your spend in a format the dashboard cannot read');
    env.mend();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Total', { selector: 'dt' });
  });
});

describe('spend by month, cost estimates and unpriced campaigns', () => {
  const from = '2025-01-01';
  const to = '2025-06-30';

  it('shows each month as the service counts it, and the months add up to the period’s total', async () => {
    const period = await serviceSpend(periodQuery(from, to));
    const months = monthsOf(from, to);
    expect(months).toHaveLength(6);
    const expected = await Promise.all(months.map((m) => serviceSpend(periodQuery(m.from, m.to))));
    // Several months hold campaigns, so the sum is not one month's figure by chance.
    expect(expected.filter((m) => m.total > 0).length).toBeGreaterThan(1);

    renderApp(`/spend?from=${from}&to=${to}`, { clientKey: env.key });
    const table = await screen.findByRole('table', { name: 'Spend by month' });
    await within(table).findByText('All months');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(months.length + 1);
    for (const [i, m] of months.entries()) {
      const cells = within(rows[i]!).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(monthLabel(m));
      expect(cells[1]).toHaveTextContent(money(expected[i]!.total, period.currency!));
      expect(cells[2]).toHaveTextContent(
        `${nf.format(expected[i]!.priced)} of ${nf.format(expected[i]!.campaigns)}`,
      );
    }
    const sumCells = within(rows.at(-1)!).getAllByRole('cell');
    expect(sumCells[1]).toHaveTextContent(money(period.total, period.currency!));
    expect(sumCells[1]!.textContent).toBe(await figure('Total'));
    expect(sumCells[2]).toHaveTextContent(`${nf.format(period.priced)} of ${nf.format(period.campaigns)}`);
    expect(screen.queryByText(/the figures changed between the requests/)).toBeNull();
  });

  it('says so when the months do not add up to the period', async () => {
    // One month's total is changed on the way, as if a price had been recorded between the requests.
    env.corrupt(
      (url) => url.pathname === '/client/spend' && url.searchParams.get('from') === '2025-03-01',
      (body) => {
        const b = body as { data: { total: number } };
        b.data.total += 100;
        return b;
      },
    );
    renderApp(`/spend?from=${from}&to=${to}`, { clientKey: env.key });
    expect(await screen.findByText(/the figures changed between the requests/)).toBeInTheDocument();
  });

  it('shows a failed month with its own retry, and the sum once it loads', async () => {
    let fail = true;
    useSandboxFetch(env.sandbox, (inner) => async (input, init) => {
      const url = new URL(input, 'http://sandbox.test');
      if (fail && url.pathname === '/client/spend' && url.searchParams.get('from') === '2025-02-01')
        return new Response(JSON.stringify({ success: false, error: 'down' }), { status: 503 });
      return inner(input, init);
    });
    const app = renderApp(`/spend?from=${from}&to=${to}`, { clientKey: env.key });
    const table = await screen.findByRole('table', { name: 'Spend by month' });
    const retry = await within(table).findByRole(
      'button',
      { name: `Try again: ${monthLabel(monthsOf(from, to)[1]!)}` },
      { timeout: 5000 },
    );
    expect(within(table).queryByText('All months')).toBeNull();
    expect(screen.getByText(/1 could not be loaded/)).toBeInTheDocument();
    fail = false;
    await app.user.click(retry);
    await within(table).findByText('All months');
  });

  it('estimates the cost per scan and per conversion from the period’s campaigns', async () => {
    // A period with drafts, to see them left out: they have no scans and no bill yet.
    const year = { from: `${new Date().getFullYear()}-01-01`, to: `${new Date().getFullYear()}-12-31` };
    const spend = await serviceSpend(periodQuery(year.from, year.to));
    const withDrafts = await serviceSpend(`${periodQuery(year.from, year.to)}&includeDrafts=true`);
    expect(withDrafts.total).not.toBe(spend.total);
    const list = successEnvelope(campaignListSchema).parse(
      await env.read(`/client/campaigns?statuses=10,15,20&from=${year.from}&to=${year.to}&first=500`),
    ).data;
    expect(list.totalCount).toBe(spend.campaigns);
    const activity = sumActivity(
      await Promise.all(
        list.nodes.map(async (c) =>
          campaignActivity(
            successEnvelope(performanceSchema).parse(await env.read(`/client/campaigns/${c.id}/performance`))
              .data,
          ),
        ),
      ),
    );
    expect(activity.scans).toBeGreaterThan(0);
    expect(activity.conversions).toBeGreaterThan(0);
    const cost = (n: number) =>
      new Intl.NumberFormat(undefined, {
        style: 'currency',
        currency: spend.currency!,
        maximumFractionDigits: 2,
      }).format(n);

    renderApp(`/spend?from=${year.from}&to=${year.to}&drafts=true`, { clientKey: env.key });
    const estimates = await screen.findByRole('region', {
      name: 'Cost per scan and per conversion (estimate)',
    });
    await within(estimates).findByText('Cost per scan', {}, { timeout: 20000 });
    const valueOf = (label: string) => within(estimates).getByText(label).nextElementSibling?.textContent;
    // Drafts are left out of the estimate even when the page includes them.
    expect(valueOf('Cost per scan')).toBe(cost(spend.total / activity.scans));
    expect(valueOf('Cost per conversion')).toBe(cost(spend.total / activity.conversions));
    expect(estimates).toHaveTextContent(`${nf.format(activity.scans)} scans`);
    expect(estimates).toHaveTextContent(
      `Worked out as ${money(spend.total, spend.currency!)} spent on the ${nf.format(spend.campaigns)} campaigns that started in this period`,
    );
  });

  it('counts the campaigns without a recorded price and links to the campaigns of the period', async () => {
    const spend = await serviceSpend(periodQuery(from, to));
    expect(spend.sources.unpriced).toBeGreaterThan(0);
    const app = renderApp(`/spend?from=${from}&to=${to}`, { clientKey: env.key });
    const sources = await screen.findByRole('region', { name: 'Where the prices come from' });
    expect(within(sources).getByTestId('unpriced-count')).toHaveTextContent(
      `${nf.format(spend.sources.unpriced)} campaigns`,
    );
    expect(sources).toHaveTextContent(
      `${nf.format(spend.sources.extraData)} campaigns are priced at the price recorded`,
    );
    expect(sources).toHaveTextContent(
      `${nf.format(spend.sources.cityMetrics)} campaigns have no price of their own`,
    );
    await app.user.click(within(sources).getByRole('link', { name: 'See the campaigns of this period' }));
    await waitFor(() => expect(app.location().pathname).toBe('/campaigns'));
    const params = app.searchParams();
    expect(params.get('from')).toBe(from);
    expect(params.get('to')).toBe(to);
    expect(params.getAll('status')).toEqual(['active', 'completed', 'archived']);
  });
});

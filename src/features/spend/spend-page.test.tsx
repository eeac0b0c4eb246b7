import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { successEnvelope } from '../../api/contract/envelope';
import { spendSchema } from '../../api/contract/spend';
import type { Sandbox } from '../../../test/support/sandbox';
import { corruptResponses, renderApp, startAppSandbox, useSandboxFetch } from '../../../test/support/render';
import { defaultSpendPeriod } from './spend-filters';

let sandbox: Sandbox;
let key: string;

beforeAll(async () => {
  sandbox = await startAppSandbox();
  key = sandbox.credentials.clients[0]!.clientKey;
});
afterEach(() => useSandboxFetch(sandbox));
afterAll(() => sandbox.close());

async function serviceSpend(query: string) {
  const res = await sandbox.fetch(`http://sandbox.test/client/spend?${query}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  return successEnvelope(spendSchema).parse(await res.json()).data;
}

const money = (n: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(n);
const nf = new Intl.NumberFormat();

/** The figure shown under a label of the summary. */
async function figure(label: string | RegExp) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('spend page', () => {
  it('shows this calendar year by default: total, taxes, discounts and priced campaigns', async () => {
    const { from, to } = defaultSpendPeriod();
    const expected = await serviceSpend(`from=${from}&to=${to}`);
    expect(expected.currency).toBeDefined();
    const app = renderApp('/spend', { clientKey: key });
    await screen.findByRole('heading', { level: 1, name: 'Spend' });
    expect(await figure('Total')).toBe(money(expected.total, expected.currency!));
    expect(await figure('Taxes')).toBe(money(expected.taxes, expected.currency!));
    expect(await figure('Discounts')).toBe(money(expected.discounts, expected.currency!));
    expect(await figure('Priced campaigns')).toBe(
      `${nf.format(expected.priced)} of ${nf.format(expected.campaigns)}`,
    );
    expect(screen.getByLabelText('From (inclusive)')).toHaveValue(from);
    expect(screen.getByLabelText('To (exclusive)')).toHaveValue(to);
    expect(screen.getByRole('checkbox', { name: 'Include drafts' })).not.toBeChecked();
    expect(screen.getByText(new RegExp(`Amounts in ${expected.currency}`))).toBeInTheDocument();
    expect(app.location().search).toBe('');
  });

  it('includes drafts on request: more campaigns, and a warning with the service’s explanation', async () => {
    const { from, to } = defaultSpendPeriod();
    const without = await serviceSpend(`from=${from}&to=${to}`);
    const withDrafts = await serviceSpend(`from=${from}&to=${to}&includeDrafts=true`);
    // The demo data has drafts without a recorded price this year.
    expect(withDrafts.campaigns).toBeGreaterThan(without.campaigns);
    expect(withDrafts.complete).toBe(false);

    const app = renderApp('/spend', { clientKey: key });
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
    expect(await figure(/^No price recorded/)).toBe(nf.format(withDrafts.sources.unpriced));
  });

  it('reads a period from the URL and changes it, to exclusive', async () => {
    const expected = await serviceSpend('from=2025-01-01&to=2026-01-01');
    const app = renderApp('/spend?from=2025-01-01&to=2026-01-01', { clientKey: key });
    expect(await figure('Total')).toBe(money(expected.total, expected.currency!));
    expect(screen.getByText(/Jan 1, 2025 to Dec 31, 2025, both days included/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('To (exclusive)'), { target: { value: '2025-07-01' } });
    await waitFor(() => expect(app.location().search).toBe('?from=2025-01-01&to=2025-07-01'));
    const half = await serviceSpend('from=2025-01-01&to=2025-07-01');
    await waitFor(async () => expect(await figure('Total')).toBe(money(half.total, half.currency!)));

    await app.user.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('opens a bookmarked period as it was, and steps back through its changes', async () => {
    const bookmarked = '?from=2025-01-01&to=2025-07-01&drafts=true';
    const half = await serviceSpend('from=2025-01-01&to=2025-07-01&includeDrafts=true');
    const app = renderApp(`/spend${bookmarked}`, { clientKey: key });
    const from = () => screen.getByLabelText('From (inclusive)');
    const to = () => screen.getByLabelText('To (exclusive)');
    const drafts = () => screen.getByRole('checkbox', { name: 'Include drafts' });
    expect(await figure('Total')).toBe(money(half.total, half.currency!));
    expect(from()).toHaveValue('2025-01-01');
    expect(to()).toHaveValue('2025-07-01');
    expect(drafts()).toBeChecked();

    // Each change starts from the URL's period and choice.
    fireEvent.change(from(), { target: { value: '2025-03-01' } });
    await waitFor(() => expect(app.location().search).toBe('?from=2025-03-01&to=2025-07-01&drafts=true'));
    await app.user.click(drafts());
    await waitFor(() => expect(app.location().search).toBe('?from=2025-03-01&to=2025-07-01'));
    await app.user.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(app.location().search).toBe('?from='));
    await waitFor(() => expect(from()).toHaveValue(''));

    await act(() => app.router.navigate(-1));
    expect(app.location().search).toBe('?from=2025-03-01&to=2025-07-01');
    await waitFor(() => expect(from()).toHaveValue('2025-03-01'));
    expect(drafts()).not.toBeChecked();
    await act(() => app.router.navigate(-2));
    expect(app.location().search).toBe(bookmarked);
    await waitFor(() => expect(from()).toHaveValue('2025-01-01'));
    expect(drafts()).toBeChecked();
    await waitFor(async () => expect(await figure('Total')).toBe(money(half.total, half.currency!)));
  });

  it('says when a period holds no campaign', async () => {
    renderApp('/spend?from=1990-01-01&to=1990-02-01', { clientKey: key });
    expect(await screen.findByRole('heading', { name: 'No campaigns in this period' })).toBeInTheDocument();
  });

  it('refuses an empty period without asking the service', async () => {
    renderApp('/spend?from=2025-02-01&to=2025-01-01', { clientKey: key });
    expect(await screen.findByRole('heading', { name: 'The period is empty' })).toBeInTheDocument();
  });

  it('falls back to the account country’s currency, and says so', async () => {
    useSandboxFetch(
      sandbox,
      corruptResponses(
        (url) => url.pathname === '/client/spend',
        (body) => {
          const b = body as { data: Record<string, unknown> };
          delete b.data.currency;
          return b;
        },
      ),
    );
    const { from, to } = defaultSpendPeriod();
    const expected = await serviceSpend(`from=${from}&to=${to}`);
    renderApp('/spend', { clientKey: key });
    expect(await screen.findByText(/the currency of your account’s country \(US\)/)).toBeInTheDocument();
    expect(await figure('Total')).toBe(money(expected.total, 'USD'));
  });

  it('shows a readable error with a retry', async () => {
    useSandboxFetch(
      sandbox,
      corruptResponses(
        (url) => url.pathname === '/client/spend',
        (body) => ({ ...(body as object), data: { total: 'lots' } }),
      ),
    );
    renderApp('/spend', { clientKey: key });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service sent your spend in a format the dashboard cannot read');
    useSandboxFetch(sandbox);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Total', { selector: 'dt' });
  });
});

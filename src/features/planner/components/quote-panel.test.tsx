/**
 * The planner's live price while the selection changes: the last price stays where it is, marked as being
 * updated, until the new one is in, so the panel (and the routes table below it) does not collapse to a
 * placeholder and grow back on every click.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import { setClientKey } from '../../../api/session';
import { setupAppSandbox } from '../../../../test/support/app-sandbox';
import { useSandboxFetch } from '../../../../test/support/render';
import { QuotePanel } from './totals-panel';

const env = setupAppSandbox();

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** What the EDDM calculator answers for these pieces, in the Best seller format. */
async function calculatorTotal(volume: number): Promise<number> {
  const res = await env.sandbox.fetch('http://sandbox.test/client/calculators/eddm', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ volume, format: 'BEST_SELLER' }),
  });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

describe('the planner’s price while the selection changes', () => {
  it('keeps the last price in place, marked as updating, until the new selection’s price is in', async () => {
    setClientKey(env.key);
    // Answers are held while `hold` is set, to look at the panel while a price is being read.
    let hold: Promise<void> | null = null;
    useSandboxFetch(env.sandbox, (inner) => async (input, init) => {
      if (hold) await hold;
      return inner(input, init);
    });
    const client = createQueryClient();
    const panel = (pieces: number, format: 'BEST_SELLER' | 'LARGE' = 'BEST_SELLER') => (
      <QueryClientProvider client={client}>
        <QuotePanel pieces={pieces} format={format} onFormat={() => {}} />
      </QueryClientProvider>
    );
    const view = render(panel(1200));

    // The first price: a placeholder until it is in, then the calculator's total for these pieces.
    expect(screen.getByRole('status')).toHaveTextContent('Pricing…');
    const first = usd(await calculatorTotal(1200));
    await waitFor(() => expect(screen.getByTestId('planner-quote-total')).toHaveTextContent(first));
    expect(screen.getByTestId('planner-quote')).toHaveTextContent('for 1,200 pieces');

    // More routes chosen: while the new price is read, the old one stays, dimmed and busy, and is not
    // offered as the selection's price.
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    view.rerender(panel(1800));
    expect(screen.getByText(first)).toBeInTheDocument();
    expect(screen.getByText(first).parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('planner-quote-total')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Pricing…');
    // Still there once the pause before pricing is over and the request is on its way.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText(first)).toBeInTheDocument();
    expect(screen.queryByTestId('planner-quote-total')).toBeNull();

    hold = null;
    release();
    const second = usd(await calculatorTotal(1800));
    await waitFor(() => expect(screen.getByTestId('planner-quote-total')).toHaveTextContent(second));
    expect(screen.getByTestId('planner-quote')).toHaveTextContent('for 1,800 pieces');
    expect(screen.getByTestId('planner-quote')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).toBeNull();

    // Another format: until its price is in, the last price still names the format it is for.
    hold = new Promise((resolve) => (release = resolve));
    view.rerender(panel(1800, 'LARGE'));
    expect(screen.getByText(second).parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(second).parentElement).toHaveTextContent('Best seller (6.25 × 9 in)');
    hold = null;
    release();
    await waitFor(() =>
      expect(screen.getByTestId('planner-quote')).toHaveTextContent('for 1,800 pieces, Large (6.25 × 11 in)'),
    );
    client.clear();
  });
});

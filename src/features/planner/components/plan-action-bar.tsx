/**
 * The plan's next action (start a draft, save the routes) with, on a phone, what the plan adds up to:
 * "8 routes · 4,540 pieces · $1,861.40". On a phone it stays at the bottom of the screen while the map
 * and the table scroll under it; on a desktop it sits under the price, beside the map, where the totals
 * already say the same. The price is the quote panel's own answer (one read for both).
 */
import type { ReactNode } from 'react';
import type { EddmFormat } from '../../../api/contract/quote';
import { formatAmount } from '../../../lib/currency';
import { numberFormat } from '../../../lib/intl-cache';
import type { PlannerTotals } from '../totals';
import { useSelectionQuote } from './use-selection-quote';

const nf = numberFormat();

/** "8 routes · 4,540 pieces · $1,861.40"; the price only once it is this selection's own. */
export function summaryText(totals: PlannerTotals, price: string | null): string {
  if (totals.routes === 0) return 'No routes chosen yet';
  const parts = [
    `${nf.format(totals.routes)} ${totals.routes === 1 ? 'route' : 'routes'}`,
    `${nf.format(totals.pieces)} pieces`,
  ];
  if (totals.pieces > 0) parts.push(price ?? 'pricing…');
  return parts.join(' · ');
}

export function PlanActionBar({
  totals,
  format,
  children,
}: {
  totals: PlannerTotals;
  format: EddmFormat;
  /** The action (a button or link) and its line of explanation. */
  children: ReactNode;
}) {
  const quote = useSelectionQuote(totals.pieces, format);
  const price = quote.current && quote.data ? formatAmount(quote.data.total, quote.currency) : null;
  return (
    <div
      data-testid="plan-action-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgba(15,23,42,0.08)] backdrop-blur print:hidden lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 lg:max-w-none">
        <p
          data-testid="plan-summary"
          className="min-w-0 flex-1 basis-full text-sm font-semibold text-slate-900 tabular-nums sm:basis-auto lg:hidden"
        >
          {summaryText(totals, price)}
        </p>
        <div className="min-w-0 basis-full sm:basis-auto lg:basis-full">{children}</div>
      </div>
    </div>
  );
}

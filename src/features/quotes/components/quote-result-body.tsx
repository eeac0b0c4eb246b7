import type { ReactNode } from 'react';
import type { Adjustment } from '../../../api/contract/envelope';
import { AdjustmentNotices } from './adjustment-notices';
import { AddToComparison, QuotedAsAsked, type ComparisonActions } from './quote-actions';

/** What a calculator gives its result: the quote of the asked request, and the ways on from it. */
export type QuoteResultProps<TQuote, TRequest> = ComparisonActions & {
  quote: TQuote;
  request: TRequest;
  onSuggestion: (field: string, value: string) => void;
  busy?: boolean;
};

/**
 * A quote as a calculator shows it: the total and whether it was quoted as asked, the figures, the
 * service's adjustments (with their suggestions), then Add to comparison and any `moreActions`.
 */
export function QuoteResultBody({
  result: { quote, onSuggestion, busy, onAdd, added, comparisonFull },
  total,
  figures,
  moreActions,
}: {
  result: QuoteResultProps<{ complete: boolean; adjustments: readonly Adjustment[] }, unknown>;
  total: ReactNode;
  figures: ReactNode;
  moreActions?: ReactNode;
}) {
  return (
    <div className="space-y-4" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {total}
        <QuotedAsAsked complete={quote.complete} />
      </div>
      <dl className="divide-y divide-slate-100 border-y border-slate-100">{figures}</dl>
      <AdjustmentNotices adjustments={quote.adjustments} onSuggestion={onSuggestion} busy={busy} />
      <div className="flex flex-wrap items-start gap-3">
        <AddToComparison onAdd={onAdd} added={added} comparisonFull={comparisonFull} />
        {moreActions}
      </div>
    </div>
  );
}

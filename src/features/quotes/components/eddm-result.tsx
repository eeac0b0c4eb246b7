import { Columns3 } from 'lucide-react';
import type { EddmQuote, EddmQuoteRequest } from '../../../api/contract/quote';
import { Button } from '../../../components/ui/button';
import { currencyFromCode, formatCount, formatMoney } from '../money';
import { EDDM_POSTAGE_STATEMENT, eddmFormatLabel, tierRateText } from '../quote-labels';
import { AdjustmentNotices } from './adjustment-notices';
import { AddToComparison, QuotedAsAsked } from './quote-actions';
import { Figure, QuoteTotal } from './quote-figures';
import { StartCampaign } from './start-campaign';

type Props = {
  quote: EddmQuote;
  request: EddmQuoteRequest;
  onSuggestion: (field: string, value: string) => void;
  onAdd: () => void;
  /** Whether this request is already in the comparison. */
  added: boolean;
  onCompareFormats: () => void;
  comparisonFull: boolean;
  busy?: boolean;
};

export function EddmResult({
  quote,
  request,
  onSuggestion,
  onAdd,
  added,
  onCompareFormats,
  comparisonFull,
  busy,
}: Props) {
  const currency = currencyFromCode(quote.currency);
  const bounded = quote.volume !== request.volume;
  return (
    <div className="space-y-4" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <QuoteTotal
          label={`Total for ${formatCount(quote.volume)} pieces`}
          amount={formatMoney(quote.total, currency)}
          caption={
            <>
              {formatMoney(quote.perUnitPrice, currency, { unit: true })} per piece ·{' '}
              {eddmFormatLabel(quote.format)}
              <span className="block font-medium text-slate-800">{EDDM_POSTAGE_STATEMENT}</span>
            </>
          }
        />
        <QuotedAsAsked complete={quote.complete} />
      </div>
      <dl className="divide-y divide-slate-100 border-y border-slate-100">
        <Figure label="Format">
          {eddmFormatLabel(quote.format)}
          {request.format === undefined ? <span className="text-slate-500"> (no format given)</span> : null}
        </Figure>
        <Figure label="Pieces quoted">
          {formatCount(quote.volume)}
          {bounded ? (
            <span className="text-slate-500"> (you asked for {formatCount(request.volume)})</span>
          ) : null}
        </Figure>
        <Figure label="Unit price">{formatMoney(quote.perUnitPrice, currency, { unit: true })}</Figure>
        <Figure label="Pricing tier">
          From {formatCount(quote.tierApplied.key)} pieces at{' '}
          {formatMoney(quote.tierApplied.perUnitPrice, currency, { unit: true })}
          <span className="block text-xs font-normal text-slate-500">
            {tierRateText(quote.tierApplied.key, quote.tierBasis)}
          </span>
        </Figure>
        <Figure label="Smallest mailing">{formatCount(quote.minimumVolume)} pieces</Figure>
      </dl>
      <AdjustmentNotices adjustments={quote.adjustments} onSuggestion={onSuggestion} busy={busy} />
      <div className="flex flex-wrap items-start gap-3">
        <AddToComparison onAdd={onAdd} added={added} comparisonFull={comparisonFull} />
        <Button variant="secondary" onClick={onCompareFormats} disabled={comparisonFull}>
          <Columns3 className="h-4 w-4" aria-hidden="true" />
          Compare all formats
        </Button>
        <StartCampaign quote={quote} />
      </div>
    </div>
  );
}

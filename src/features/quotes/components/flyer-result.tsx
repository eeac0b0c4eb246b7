import type { FlyerQuote, FlyerQuoteRequest } from '../../../api/contract/quote';
import { flyerCurrency, formatCount, formatMoney } from '../money';
import { countryName, flyerSizeLabel, serviceTypeLabel } from '../quote-labels';
import { AdjustmentNotices } from './adjustment-notices';
import { AddToComparison, QuotedAsAsked } from './quote-actions';
import { Figure, QuoteTotal } from './quote-figures';

type Props = {
  quote: FlyerQuote;
  request: FlyerQuoteRequest;
  onSuggestion: (field: string, value: string) => void;
  onAdd: () => void;
  added: boolean;
  comparisonFull: boolean;
  busy?: boolean;
};

export function FlyerResult({ quote, request, onSuggestion, onAdd, added, comparisonFull, busy }: Props) {
  const currency = flyerCurrency(quote.countryId, quote.currencySign);
  const country = countryName(quote.countryId);
  return (
    <div className="space-y-4" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <QuoteTotal
          label={`Total for ${formatCount(request.flyerQuantity)} flyers`}
          amount={formatMoney(quote.totalAmount, currency)}
          caption={`${formatMoney(quote.costPerFlyer, currency, { unit: true })} per flyer`}
        />
        <QuotedAsAsked complete={quote.complete} />
      </div>
      <dl className="divide-y divide-slate-100 border-y border-slate-100">
        <Figure label="Rate used">
          {quote.matchedCity ? `${quote.matchedCity} city rate` : `${country} country rate`}
        </Figure>
        <Figure label="City asked for">{quote.city || <span className="text-slate-500">None</span>}</Figure>
        <Figure label="Cost per flyer">{formatMoney(quote.costPerFlyer, currency, { unit: true })}</Figure>
        <Figure label="Flyer">
          {flyerSizeLabel(request.flyerSize)} · {request.flyerThickness.replace(/gsm$/, ' gsm')}
        </Figure>
        <Figure label="Service">{serviceTypeLabel(quote.serviceType)}</Figure>
      </dl>
      <AdjustmentNotices adjustments={quote.adjustments} onSuggestion={onSuggestion} busy={busy} />
      <div className="flex flex-wrap gap-3">
        <AddToComparison onAdd={onAdd} added={added} comparisonFull={comparisonFull} />
      </div>
    </div>
  );
}

import type { FlyerQuote, FlyerQuoteRequest } from '../../../api/contract/quote';
import { flyerCurrency, formatCount, formatMoney } from '../money';
import { countryName, flyerSizeLabel, serviceTypeLabel } from '../quote-labels';
import { Figure, QuoteTotal } from './quote-figures';
import { QuoteResultBody, type QuoteResultProps } from './quote-result-body';

export function FlyerResult(props: QuoteResultProps<FlyerQuote, FlyerQuoteRequest>) {
  const { quote, request } = props;
  const currency = flyerCurrency(quote.countryId, quote.currencySign);
  const country = countryName(quote.countryId);
  const total = (
    <QuoteTotal
      label={`Total for ${formatCount(request.flyerQuantity)} flyers`}
      amount={formatMoney(quote.totalAmount, currency)}
      caption={`${formatMoney(quote.costPerFlyer, currency, { unit: true })} per flyer`}
    />
  );
  const figures = (
    <>
      <Figure label="Rate used">
        {quote.matchedCity ? `${quote.matchedCity} city rate` : `${country} country rate`}
      </Figure>
      <Figure label="City asked for">{quote.city || <span className="text-slate-500">None</span>}</Figure>
      <Figure label="Cost per flyer">{formatMoney(quote.costPerFlyer, currency, { unit: true })}</Figure>
      <Figure label="Flyer">
        {flyerSizeLabel(request.flyerSize)} · {request.flyerThickness.replace(/gsm$/, ' gsm')}
      </Figure>
      <Figure label="Service">{serviceTypeLabel(quote.serviceType)}</Figure>
    </>
  );
  return <QuoteResultBody result={props} total={total} figures={figures} />;
}

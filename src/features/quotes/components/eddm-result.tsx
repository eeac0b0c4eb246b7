import { Columns3 } from 'lucide-react';
import type { EddmQuote, EddmQuoteRequest } from '../../../api/contract/quote';
import { Button } from '../../../components/ui/button';
import { currencyFromCode, formatCount, formatMoney } from '../money';
import { EDDM_POSTAGE_STATEMENT, eddmFormatLabel, tierRateText } from '../quote-labels';
import { Figure, QuoteTotal } from './quote-figures';
import { QuoteResultBody, type QuoteResultProps } from './quote-result-body';
import { StartCampaign } from './start-campaign';

type Props = QuoteResultProps<EddmQuote, EddmQuoteRequest> & { onCompareFormats: () => void };

export function EddmResult({ onCompareFormats, ...result }: Props) {
  const { quote, request, comparisonFull } = result;
  const currency = currencyFromCode(quote.currency);
  const bounded = quote.volume !== request.volume;
  const total = (
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
  );
  const figures = (
    <>
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
    </>
  );
  return (
    <QuoteResultBody
      result={result}
      total={total}
      figures={figures}
      moreActions={
        <>
          <Button variant="secondary" onClick={onCompareFormats} disabled={comparisonFull}>
            <Columns3 className="h-4 w-4" aria-hidden="true" />
            Compare all formats
          </Button>
          <StartCampaign quote={quote} />
        </>
      }
    />
  );
}

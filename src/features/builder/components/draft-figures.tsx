/**
 * The draft's pieces and price as creation status quotes them (the calculators' figures), the same on
 * every step: a line under the step list, and the full figures (format, pieces, price per piece, total,
 * what the total includes) on the launch-date and review steps.
 *
 * A direct-mail draft started from a quote (its pieces kept as the draft's target, see kept-steps) shows
 * the quote's pieces and price, said to be from the quote, until its routes are saved: the EDDM
 * calculator's answer for those pieces in the draft's format (the quote's, unless a design changed it).
 */
import { useQuery } from '@tanstack/react-query';
import type { CreationStatus } from '../../../api/contract/creation-status';
import { isEddmFormat } from '../../../api/contract/print-format';
import { currencyOfCountry } from '../../../lib/currency';
import {
  draftQuoteFigures,
  draftQuoteFromTarget,
  includesText,
  type DraftQuoteFigures,
} from '../../../lib/draft-quote-figures';
import { accountQueries } from '../../../queries/account-queries';
import { quoteQueries } from '../../../queries/quote-queries';
import { useDraftTarget } from '../kept-steps';
import type { DraftFlavour } from '../wizard-model';

/** What each view of the draft's figures is given: its quote, and who the pieces go to. */
type DraftFiguresProps = { status: Pick<CreationStatus, 'quote' | 'campaignId'>; flavour: DraftFlavour };

/**
 * The figures of the draft's quote (or of the quote it was started from, `fromQuote`, while it has no
 * pieces of its own); amounts in the quote's currency, else the account's.
 */
export function useDraftFigures(status: Pick<CreationStatus, 'quote' | 'campaignId'>, flavour: DraftFlavour) {
  const me = useQuery(accountQueries.me());
  const target = useDraftTarget(status.campaignId);
  const format = status.quote.format?.trim().toUpperCase();
  const wantsTarget =
    flavour === 'eddm' && status.quote.flyersCount === 0 && target !== null && isEddmFormat(format);
  const quoted = useQuery({
    ...quoteQueries.eddm({ volume: target ?? 0, format: isEddmFormat(format) ? format : undefined }),
    enabled: wantsTarget,
  });
  const fromTarget = wantsTarget ? draftQuoteFromTarget(status.quote, quoted.data) : null;
  const figures: DraftQuoteFigures = draftQuoteFigures(
    fromTarget ?? status.quote,
    flavour,
    currencyOfCountry(me.data?.client.country_code),
  );
  // Without its own currency the amounts wait for the account's (a number without one would mislead).
  const amountsReady = figures.currencyFromQuote || !me.isPending;
  return { figures, amountsReady, fromQuote: fromTarget !== null };
}

/** Who the pieces go to, by channel. */
const piecesForWords: Record<DraftFlavour, string> = {
  eddm: 'one for every home and business on your routes',
  audience: 'one for every address on your list',
  street: 'across your cities',
};

/**
 * "2,501 pieces · $1,050.42 in all", under the step list; nothing before anything is chosen. From a quote
 * (no routes yet): the same, then "from your quote, until you choose routes".
 */
export function DraftFiguresLine({ status, flavour }: DraftFiguresProps) {
  const { figures, amountsReady, fromQuote } = useDraftFigures(status, flavour);
  if (figures.pieces === 0) return null;
  return (
    <p data-testid="draft-figures" className="mt-3 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{figures.piecesText}</span>
      {figures.totalText && amountsReady ? <> · {figures.totalText} in all</> : null}
      {figures.formatText ? <span className="text-slate-600"> · {figures.formatText}</span> : null}
      {fromQuote ? <span className="text-slate-600"> · from your quote, until you choose routes</span> : null}
    </p>
  );
}

/**
 * The full figures as rows of a description list: print format, pieces, price per piece, total (with what
 * it includes). `Row` draws one row.
 */
export function DraftFigureRows({
  status,
  flavour,
  Row,
}: DraftFiguresProps & {
  Row: (props: { term: string; children: React.ReactNode }) => React.ReactNode;
}) {
  const { figures, amountsReady, fromQuote } = useDraftFigures(status, flavour);
  const notYet = <span className="text-slate-500">Not known yet: it follows the pieces.</span>;
  const quoteNote = fromQuote ? ', from your quote' : '';
  const waiting = <span className="text-slate-500">Loading…</span>;
  return (
    <>
      <Row term="Print format">
        {figures.formatText ?? <span className="text-slate-500">Follows the design you choose.</span>}
      </Row>
      <Row term="Pieces">
        {figures.pieces > 0 ? (
          <span data-testid="review-pieces">
            {fromQuote
              ? `${figures.piecesText} from your quote: choose routes to reach them`
              : `${figures.piecesText}: ${piecesForWords[flavour]}`}
          </span>
        ) : (
          <span className="text-slate-500">None yet: the pieces follow who it reaches.</span>
        )}
      </Row>
      <Row term="Price per piece">
        {!figures.perPieceText
          ? notYet
          : amountsReady
            ? `${figures.perPieceText.replace(/ a piece$/, '')}${quoteNote}`
            : waiting}
      </Row>
      <Row term="Total">
        {!figures.totalText ? (
          notYet
        ) : !amountsReady ? (
          waiting
        ) : (
          <>
            <span data-testid="review-quote" className="font-medium">
              {figures.totalText} for {figures.piecesText}
              {quoteNote}
            </span>
            <span className="block text-xs text-slate-600">
              {fromQuote ? 'The price follows the routes you choose. ' : null}
              {figures.includes ? includesText(figures.includes) : null}
              {figures.includes ? ' ' : null}
              Nothing is charged until a reviewer approves the campaign.
            </span>
          </>
        )}
      </Row>
    </>
  );
}

/**
 * The price in one sentence, for the launch-date step: "Best seller (6.25 × 9 in) at $0.42 a piece:
 * $1,050.42 in all. Includes printing and USPS postage."; nothing before anything is priced.
 */
export function DraftPriceLine({ status, flavour }: DraftFiguresProps) {
  const { figures, amountsReady, fromQuote } = useDraftFigures(status, flavour);
  if (!figures.totalText || !amountsReady) return null;
  const head = [figures.formatText, figures.perPieceText ? `at ${figures.perPieceText}` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <p data-testid="details-price" className="mt-2 text-sm text-slate-700">
      {fromQuote ? 'From your quote, until you choose routes: ' : ''}
      {head ? `${head}: ` : ''}
      <span className="font-medium text-slate-900">{figures.totalText}</span> in all for {figures.piecesText}.
      {figures.includes ? ` ${includesText(figures.includes)}` : ''}
    </p>
  );
}

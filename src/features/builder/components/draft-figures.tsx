/**
 * The draft's pieces and price as creation status quotes them (the calculators' figures), the same on
 * every step: a line under the step list, and the full figures (format, pieces, price per piece, total,
 * what the total includes) on the launch-date and review steps.
 */
import { useQuery } from '@tanstack/react-query';
import type { CreationStatus } from '../../../api/contract/creation-status';
import { currencyOfCountry } from '../../../lib/currency';
import { draftQuoteFigures, includesText, type DraftQuoteFigures } from '../../../lib/draft-quote-figures';
import { accountQueries } from '../../../queries/account-queries';
import type { DraftFlavour } from '../wizard-model';

/** What each view of the draft's figures is given: its quote, and who the pieces go to. */
type DraftFiguresProps = { status: Pick<CreationStatus, 'quote'>; flavour: DraftFlavour };

/** The figures of the draft's quote; amounts in the quote's currency, else the account's. */
function useDraftFigures(status: Pick<CreationStatus, 'quote'>, flavour: DraftFlavour) {
  const me = useQuery(accountQueries.me());
  const figures: DraftQuoteFigures = draftQuoteFigures(
    status.quote,
    flavour,
    currencyOfCountry(me.data?.client.country_code),
  );
  // Without its own currency the amounts wait for the account's (a number without one would mislead).
  const amountsReady = figures.currencyFromQuote || !me.isPending;
  return { figures, amountsReady };
}

/** Who the pieces go to, by channel. */
const piecesForWords: Record<DraftFlavour, string> = {
  eddm: 'one for every home and business on your routes',
  audience: 'one for every address on your list',
  street: 'across your cities',
};

/** "2,501 pieces · $1,050.42 in all", under the step list; nothing before anything is chosen. */
export function DraftFiguresLine({ status, flavour }: DraftFiguresProps) {
  const { figures, amountsReady } = useDraftFigures(status, flavour);
  if (figures.pieces === 0) return null;
  return (
    <p data-testid="draft-figures" className="mt-3 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{figures.piecesText}</span>
      {figures.totalText && amountsReady ? <> · {figures.totalText} in all</> : null}
      {figures.formatText ? <span className="text-slate-600"> · {figures.formatText}</span> : null}
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
  const { figures, amountsReady } = useDraftFigures(status, flavour);
  const notYet = <span className="text-slate-500">Not known yet: it follows the pieces.</span>;
  const waiting = <span className="text-slate-500">Loading…</span>;
  return (
    <>
      <Row term="Print format">
        {figures.formatText ?? <span className="text-slate-500">Follows the design you choose.</span>}
      </Row>
      <Row term="Pieces">
        {figures.pieces > 0 ? (
          <span data-testid="review-pieces">
            {figures.piecesText}: {piecesForWords[flavour]}
          </span>
        ) : (
          <span className="text-slate-500">None yet: the pieces follow who it reaches.</span>
        )}
      </Row>
      <Row term="Price per piece">
        {!figures.perPieceText
          ? notYet
          : amountsReady
            ? figures.perPieceText.replace(/ a piece$/, '')
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
            </span>
            <span className="block text-xs text-slate-600">
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
  const { figures, amountsReady } = useDraftFigures(status, flavour);
  if (!figures.totalText || !amountsReady) return null;
  const head = [figures.formatText, figures.perPieceText ? `at ${figures.perPieceText}` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <p data-testid="details-price" className="mt-2 text-sm text-slate-700">
      {head ? `${head}: ` : ''}
      <span className="font-medium text-slate-900">{figures.totalText}</span> in all for {figures.piecesText}.
      {figures.includes ? ` ${includesText(figures.includes)}` : ''}
    </p>
  );
}

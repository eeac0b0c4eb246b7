/**
 * The draft's price in words, from creation status's `quote` (the calculators' figures when the service
 * says how it priced them): the print format by its name and size, the pieces, the price per piece and
 * the total in the quote's currency, and what the total covers. Every step that shows pieces or price
 * shows these figures, so the wizard says one thing throughout.
 */
import type { DraftQuote } from '../../api/contract/creation-status';
import { flyerSizeLabels } from '../../api/contract/glossary';
import { eddmFormatText, isEddmFormat } from '../../api/contract/print-format';
import { flyerSizes, type FlyerSize } from '../../api/contract/quote';
import { formatAmount, isCurrencyCode } from '../../lib/currency';
import { numberFormat } from '../../lib/intl-cache';
import type { DraftFlavour } from './steps';

export type QuoteFigures = {
  /** Pieces to deliver (0 before anything decides them). */
  pieces: number;
  /** "1,234 pieces". */
  piecesText: string;
  /** `Best seller (6.25 × 9 in)`, `Flyer A5 (148 × 210 mm)`; null when the quote does not say. */
  formatText: string | null;
  /** "$0.42 a piece"; null when the quote does not say. */
  perPieceText: string | null;
  /** "$1,050.00"; null before anything is priced. */
  totalText: string | null;
  /** What the total covers, in the service's words; null when it does not say. */
  includes: string | null;
  /** The quote comes from the service's calculators (the same as the quote pages), not a flat rate. */
  fromCalculator: boolean;
};

const isFlyerSize = (v: string | null | undefined): v is FlyerSize =>
  (flyerSizes as readonly (string | null | undefined)[]).includes(v);

/** A print format the quote names, by name and size: an EDDM format, or a flyer size (street drafts). */
export function quoteFormatText(
  format: string | null | undefined,
  flavour: DraftFlavour,
  paper?: string | null,
): string | null {
  const code = format?.trim().toUpperCase();
  if (!code) return null;
  if (flavour !== 'street' && isEddmFormat(code)) return eddmFormatText(code);
  if (isFlyerSize(code)) {
    const thickness = paper?.trim() ? `, ${paper.trim().replace(/gsm$/i, ' gsm')} paper` : '';
    return `Flyer ${flyerSizeLabels[code]}${thickness}`;
  }
  return null;
}

/** A price per piece: cents are kept, and up to four decimals when the rate has them. */
export function perPieceAmount(amount: number, currency: string | undefined, locale?: string): string {
  if (!currency) {
    return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount);
  }
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(amount);
}

/**
 * The figures of `quote`. `fallbackCurrency` (the account's country) is used when the quote names none;
 * without either, amounts are plain numbers with two decimals.
 */
export function quoteFigures(
  quote: DraftQuote,
  flavour: DraftFlavour,
  fallbackCurrency?: string,
  locale?: string,
): QuoteFigures {
  const pieces = quote.flyersCount;
  const named = quote.currency?.trim().toUpperCase();
  const currency = isCurrencyCode(named) ? named : fallbackCurrency;
  const priced = pieces > 0 || quote.totalCosts > 0;
  const perPiece =
    quote.perPiece ?? (pieces > 0 && quote.calculator ? quote.totalCosts / pieces : null) ?? null;
  return {
    pieces,
    piecesText: `${numberFormat(locale).format(pieces)} ${pieces === 1 ? 'piece' : 'pieces'}`,
    formatText: quoteFormatText(quote.format, flavour, quote.paper),
    perPieceText:
      priced && perPiece !== null ? `${perPieceAmount(perPiece, currency, locale)} a piece` : null,
    totalText: priced ? formatAmount(quote.totalCosts, currency, locale) : null,
    includes: quote.includes?.trim() || null,
    fromCalculator: !!quote.calculator,
  };
}

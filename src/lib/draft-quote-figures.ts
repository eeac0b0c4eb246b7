/**
 * A draft's price in words, from creation status's `quote` and nothing else (no figure is recomputed, so
 * a page shows what the wizard's review and the calculators show): the print format by its name and size,
 * the pieces, the price per piece and the total in the quote's currency, and what the total includes.
 */
import type { DraftQuote } from '../api/contract/creation-status';
import { flyerSizeLabels } from '../api/contract/glossary';
import { eddmFormatText, isEddmFormat } from '../api/contract/print-format';
import { flyerSizes, type FlyerSize } from '../api/contract/quote';
import { formatAmount, isCurrencyCode } from './currency';
import { numberFormat } from './intl-cache';

/** How a builder draft reaches people: EDDM carrier routes, a saved address list, or street cities. */
export type DraftKind = 'eddm' | 'audience' | 'street';

/**
 * The kind of a draft: its creation status's subtype, else the calculator that priced it, else the
 * campaign's type (hand-to-hand and letterbox are street channels).
 */
export function draftKind(
  subtype: string | null | undefined,
  calculator: string | null | undefined,
  campaignType: number,
): DraftKind {
  const s = subtype?.trim().toUpperCase();
  if (s === 'AUDIENCE') return 'audience';
  if (s === 'EDDM') return 'eddm';
  if (s === 'HANDTOHAND' || s === 'LETTERBOX') return 'street';
  if (calculator === 'flyer-distribution') return 'street';
  if (calculator === 'eddm') return 'eddm';
  return campaignType === 1 || campaignType === 2 ? 'street' : 'eddm';
}

const isFlyerSize = (v: string | undefined): v is FlyerSize =>
  (flyerSizes as readonly (string | undefined)[]).includes(v);

/** "135gsm" -> "135 gsm". */
export const paperText = (paper: string) => paper.trim().replace(/\s*gsm$/i, ' gsm');

/**
 * The print format the quote names, by name and size: `Best seller (6.25 × 9 in)` for an EDDM format,
 * `Flyer A5 (148 × 210 mm), 135 gsm paper` for a street draft's flyer size; null when it names none.
 */
export function quoteFormatText(
  format: string | null | undefined,
  kind: DraftKind,
  paper?: string | null,
): string | null {
  const code = format?.trim().toUpperCase();
  if (!code) return null;
  if (kind !== 'street' && isEddmFormat(code)) return eddmFormatText(code);
  if (isFlyerSize(code)) {
    const thickness = paper?.trim() ? `, ${paperText(paper)} paper` : '';
    return `Flyer ${flyerSizeLabels[code]}${thickness}`;
  }
  return null;
}

/** A price per piece: cents kept, and up to four decimals when the rate has them ("$0.2875"). */
export function perPieceAmount(amount: number, currency: string | undefined, locale?: string): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 4 };
  return currency
    ? numberFormat(locale, { style: 'currency', currency, ...digits }).format(amount)
    : numberFormat(locale, digits).format(amount);
}

export type DraftQuoteFigures = {
  pieces: number;
  /** "1,234 pieces". */
  piecesText: string;
  /** The format by name and size; null when the quote names none. */
  formatText: string | null;
  /** "$0.42 a piece"; null when the quote does not give one. */
  perPieceText: string | null;
  /** "$1,050.00"; null before anything is priced. */
  totalText: string | null;
  /** What the total includes, in the service's words; null when it does not say. */
  includes: string | null;
  /** The currency the amounts are in, when known (the quote's, else the account's). */
  currency: string | undefined;
  /** The quote names its currency (otherwise it is the account's, by its country). */
  currencyFromQuote: boolean;
};

/**
 * The figures of `quote`. Its own currency when it names one; else `fallbackCurrency` (the account's);
 * without either, amounts are plain numbers with two decimals.
 */
export function draftQuoteFigures(
  quote: DraftQuote,
  kind: DraftKind,
  fallbackCurrency?: string,
  locale?: string,
): DraftQuoteFigures {
  const pieces = quote.flyersCount;
  const named = quote.currency?.trim().toUpperCase();
  const fromQuote = isCurrencyCode(named);
  const currency = fromQuote ? named : fallbackCurrency;
  const priced = pieces > 0 || quote.totalCosts > 0;
  const perPiece = quote.perPiece ?? null;
  return {
    pieces,
    piecesText: `${numberFormat(locale).format(pieces)} ${pieces === 1 ? 'piece' : 'pieces'}`,
    formatText: quoteFormatText(quote.format, kind, quote.paper),
    perPieceText:
      priced && perPiece !== null ? `${perPieceAmount(perPiece, currency, locale)} a piece` : null,
    totalText: priced ? formatAmount(quote.totalCosts, currency, locale) : null,
    includes: quote.includes?.trim() || null,
    currency,
    currencyFromQuote: fromQuote,
  };
}

/**
 * What the total covers, as a sentence: "Printing and USPS postage" -> "Includes printing and USPS
 * postage."; a sentence that says what is not known ("No calculator prices …") is kept as it is.
 */
export function includesText(text: string): string {
  const t = text.trim().replace(/^includes\s+/i, '');
  const sentence = /[.!?]$/.test(t) ? t : `${t}.`;
  if (/^(no|not|nothing)\b/i.test(sentence)) return sentence;
  return `Includes ${/^[A-Z][a-z]/.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence}`;
}

/**
 * The quote a draft was started from, as the draft's quote, for a draft that has no pieces yet: its pieces
 * and price, in the format the draft now has (the calculator's answer for those pieces in that format, so
 * the figures equal the quote's while the format is the one quoted). What the total includes is the
 * draft's own words. Null when the draft has pieces of its own (its figures win) or there is no quote.
 */
export function draftQuoteFromTarget(
  draft: DraftQuote,
  quoted:
    { volume: number; total: number; perUnitPrice: number; currency: string; format: string } | undefined,
): DraftQuote | null {
  if (!quoted || draft.flyersCount > 0) return null;
  return {
    ...draft,
    flyersCount: quoted.volume,
    totalCosts: quoted.total,
    perPiece: quoted.perUnitPrice,
    currency: quoted.currency,
    format: quoted.format,
  };
}

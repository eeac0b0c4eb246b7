/**
 * "N more pieces reach the next tier, saving X", from an EDDM quote and the format's tiers (in any order, as
 * the quotes page discovers them from the calculator).
 *
 * Definitions, with V the volume the selection asked for and p the quote's unit price (`tierApplied`):
 * - next tier: the first tier above V with a unit price p' lower than p.
 * - piecesToNext = next.key − V.
 * - saving = cost of next.key pieces at p − cost of next.key pieces at p' (each to the cent): what the
 *   larger mailing saves thanks to the tier, i.e. (p − p') × next.key.
 * - totalChange = cost of next.key pieces at p' − the quote's total: what the larger mailing costs more
 *   than this one (negative: it costs less, more pieces for less money).
 *
 * A volume below the smallest tier is priced at that tier: the quote says so with a BOUND_APPLIED
 * adjustment. V is then the requested volume, and the adjustment is passed on as `bound` for the page to
 * show (the quote is for more pieces than were selected).
 */
import type { Adjustment } from '../../api/contract/envelope';
import type { EddmQuote } from '../../api/contract/quote';
import { formatAmount, isCurrencyCode } from '../../lib/currency';
import { numberFormat } from '../../lib/intl-cache';

export type Tier = EddmQuote['tierApplied'];

export type BoundNotice = {
  /** The volume asked for, when the adjustment states it as a number. */
  requested: number | null;
  /** The volume priced instead. */
  applied: number | null;
  /** The service's explanation, as sent. */
  detail: string;
  adjustment: Adjustment;
};

export type NextTierStep = {
  tier: Tier;
  piecesToNext: number;
  /** The volume at the next tier: its key. */
  newVolume: number;
  savingPerPiece: number;
  saving: number;
  newTotal: number;
  totalChange: number;
};

export type TierHint = {
  /** V: the volume the hint counts from. */
  volume: number;
  current: Tier;
  /** Null at the best tier, or when no cheaper tier is known. */
  next: NextTierStep | null;
  bound: BoundNotice | null;
  currency: string;
};

/** `count` pieces at `unit` each, rounded to the cent. */
const costOf = (count: number, unit: number) => Math.round(count * unit * 100) / 100;
const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The quote's BOUND_APPLIED adjustment on the volume, if it carries one. */
export function boundNotice(quote: Pick<EddmQuote, 'adjustments'>): BoundNotice | null {
  const adjustment = quote.adjustments.find((a) => a.code === 'BOUND_APPLIED' && a.field === 'volume');
  if (!adjustment) return null;
  return {
    requested: asNumber(adjustment.requested),
    applied: asNumber(adjustment.applied),
    detail: adjustment.detail,
    adjustment,
  };
}

export function tierHint(quote: EddmQuote, tiers: readonly Tier[]): TierHint {
  const bound = boundNotice(quote);
  const volume = bound?.requested ?? quote.volume;
  const current = quote.tierApplied;
  const found = [...tiers]
    .sort((a, b) => a.key - b.key)
    .find((t) => t.key > volume && t.perUnitPrice < current.perUnitPrice);
  let next: NextTierStep | null = null;
  if (found) {
    const newTotal = costOf(found.key, found.perUnitPrice);
    next = {
      tier: found,
      piecesToNext: found.key - volume,
      newVolume: found.key,
      savingPerPiece: Math.round((current.perUnitPrice - found.perUnitPrice) * 1e6) / 1e6,
      saving: Math.round((costOf(found.key, current.perUnitPrice) - newTotal) * 100) / 100,
      newTotal,
      totalChange: Math.round((newTotal - quote.total) * 100) / 100,
    };
  }
  return { volume, current, next, bound, currency: quote.currency };
}

/**
 * The hint in words, e.g. "1,500 more pieces reach the 2,500-piece tier at $0.37 a piece, saving $125.00
 * on the whole mailing." Null when there is no next tier.
 */
export function tierHintText(hint: TierHint, locale?: string): string | null {
  const { next } = hint;
  if (!next) return null;
  const count = numberFormat(locale);
  const code = hint.currency.trim().toUpperCase();
  const currency = isCurrencyCode(code) ? code : undefined;
  const money = (n: number) => formatAmount(n, currency, locale);
  const unit = (n: number) =>
    currency
      ? numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 4 }).format(n)
      : count.format(n);
  const pieces = next.piecesToNext === 1 ? 'piece reaches' : 'pieces reach';
  let text =
    `${count.format(next.piecesToNext)} more ${pieces} the ${count.format(next.newVolume)}-piece tier at ` +
    `${unit(next.tier.perUnitPrice)} a piece, saving ${money(next.saving)} on the whole mailing.`;
  if (next.totalChange < 0)
    text += ` That mailing would cost ${money(-next.totalChange)} less than this one in total.`;
  return text;
}

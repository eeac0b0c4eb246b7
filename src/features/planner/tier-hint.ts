/**
 * The next pricing tier of an EDDM quote, in words that say what a larger mailing costs in all: "At 5,000
 * pieces each costs $0.37: $1,850.00 in all, $11.40 less than these 4,540 pieces." A lower price per piece
 * is not a saving when the mailing as a whole costs more, so the words compare totals and never speak of
 * a saving ("… $1,486.73 more than now").
 *
 * Definitions, with V the volume the selection asked for and p the quote's unit price (`tierApplied`):
 * - next tier: the nearest cheaper tier, i.e. the tier with the smallest key above V among those with a
 *   unit price p' lower than p. The tiers may come in any order (the quotes page discovers them from the
 *   calculator); they are sorted here.
 * - piecesToNext = next.key − V.
 * - newTotal = next.key pieces at p' (to the cent).
 * - totalChange = newTotal − the quote's total: what the larger mailing costs more than this one in all
 *   (negative: it costs less, more pieces for less money).
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
  /** How much less each piece costs at the next tier (never a statement about the whole mailing). */
  perPieceDrop: number;
  /** The next tier's key at its unit price, to the cent. */
  newTotal: number;
  /** newTotal − the quote's total: positive when the larger mailing costs more in all. */
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
const cents = (n: number) => Math.round(n * 100) / 100;
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

/** The nearest tier above `volume` whose unit price is below `price`, whatever order `tiers` are in. */
export function nearestCheaperTier(tiers: readonly Tier[], volume: number, price: number): Tier | null {
  let best: Tier | null = null;
  for (const t of tiers)
    if (t.key > volume && t.perUnitPrice < price && (best === null || t.key < best.key)) best = t;
  return best;
}

export function tierHint(quote: EddmQuote, tiers: readonly Tier[]): TierHint {
  const bound = boundNotice(quote);
  const volume = bound?.requested ?? quote.volume;
  const current = quote.tierApplied;
  const found = nearestCheaperTier(tiers, volume, current.perUnitPrice);
  let next: NextTierStep | null = null;
  if (found) {
    const newTotal = costOf(found.key, found.perUnitPrice);
    next = {
      tier: found,
      piecesToNext: found.key - volume,
      newVolume: found.key,
      perPieceDrop: Math.round((current.perUnitPrice - found.perUnitPrice) * 1e6) / 1e6,
      newTotal,
      totalChange: cents(newTotal - quote.total),
    };
  }
  return { volume, current, next, bound, currency: quote.currency };
}

/**
 * The hint in words: the next tier's volume and price per piece, its total, and how that total compares
 * with this mailing's ("less than these 4,540 pieces", "more than now", "the same as now"). Null when
 * there is no next tier.
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
  const head =
    `At ${count.format(next.newVolume)} pieces each costs ${unit(next.tier.perUnitPrice)}: ` +
    `${money(next.newTotal)} in all`;
  if (next.totalChange < 0)
    return `${head}, ${money(-next.totalChange)} less than these ${count.format(hint.volume)} pieces.`;
  if (next.totalChange > 0) return `${head}, ${money(next.totalChange)} more than now.`;
  return `${head}, the same as now.`;
}

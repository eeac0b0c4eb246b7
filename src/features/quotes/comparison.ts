/**
 * Comparing quoted scenarios: which is cheapest by total and by unit price, and how far each one is from
 * the cheapest. Money is compared only within one currency; a comparison with several currencies ranks
 * each currency on its own.
 */

export type ComparedQuote = {
  key: string;
  /** ISO code (or sign) of the quote's money. */
  currency: string;
  total: number;
  unitPrice: number;
};

export type Ranking = {
  /** Lowest total among the quotes in its currency (ties share it). */
  cheapestTotal: boolean;
  /** Lowest unit price among the quotes in its currency (ties share it). */
  cheapestUnit: boolean;
  /** Total minus the cheapest total in its currency (0 for the cheapest). */
  totalDelta: number;
  /** `totalDelta` as a percentage of the cheapest total; null when that total is 0. */
  totalDeltaPercent: number | null;
  unitDelta: number;
  /** How many quotes share this currency (a ranking of one compares nothing). */
  peers: number;
};

/** Cents-exact difference, so 0.1 + 0.2 style noise never shows as "+$0.00". */
const diff = (a: number, b: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round((a - b) * f) / f;
};

export function rankQuotes(quotes: readonly ComparedQuote[]): Map<string, Ranking> {
  const byCurrency = new Map<string, ComparedQuote[]>();
  for (const q of quotes) byCurrency.set(q.currency, [...(byCurrency.get(q.currency) ?? []), q]);
  const out = new Map<string, Ranking>();
  for (const group of byCurrency.values()) {
    const minTotal = Math.min(...group.map((q) => q.total));
    const minUnit = Math.min(...group.map((q) => q.unitPrice));
    for (const q of group) {
      const totalDelta = diff(q.total, minTotal, 2);
      out.set(q.key, {
        cheapestTotal: q.total === minTotal,
        cheapestUnit: q.unitPrice === minUnit,
        totalDelta,
        totalDeltaPercent: minTotal > 0 ? Math.round((totalDelta / minTotal) * 1000) / 10 : null,
        unitDelta: diff(q.unitPrice, minUnit, 4),
        peers: group.length,
      });
    }
  }
  return out;
}

/** Whether the quotes use more than one currency. */
export const mixedCurrencies = (quotes: readonly ComparedQuote[]) =>
  new Set(quotes.map((q) => q.currency)).size > 1;

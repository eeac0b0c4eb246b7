/**
 * Comparing quoted scenarios: EDDM and flyer quotes in one shape, which is cheapest by total and by unit
 * price, and how far each one is from the cheapest. Money is compared only within one currency; a
 * comparison with several currencies ranks each currency on its own.
 */
import type { EddmQuote, FlyerQuote } from '../../api/contract/quote';
import { adjustmentTitle } from './adjustment-text';
import { currencyFromCode, currencyId, flyerCurrency, formatMoneyDelta, type Currency } from './money';
import { scenarioKey, type Scenario } from './quote-url';

/** One scenario's quote as the comparison shows it, whichever calculator priced it. */
export type ComparedQuote = {
  /** The scenario's key (`scenarioKey`). */
  key: string;
  currency: Currency;
  total: number;
  unitPrice: number;
  /** The pieces priced: the applied EDDM volume, or the flyers asked for. */
  pieces: number;
  /** False when the service changed something asked for; `adjustments` says what. */
  complete: boolean;
  adjustments: string[];
};

/** The quote of `scenario`, from the answer of its calculator. */
export function comparedQuote(scenario: Scenario, answer: EddmQuote | FlyerQuote): ComparedQuote {
  const common = {
    key: scenarioKey(scenario),
    complete: answer.complete,
    adjustments: answer.adjustments.map(adjustmentTitle),
  };
  if (scenario.kind === 'eddm') {
    const q = answer as EddmQuote;
    return {
      ...common,
      currency: currencyFromCode(q.currency),
      total: q.total,
      unitPrice: q.perUnitPrice,
      pieces: q.volume,
    };
  }
  const q = answer as FlyerQuote;
  return {
    ...common,
    currency: flyerCurrency(q.countryId, q.currencySign),
    total: q.totalAmount,
    unitPrice: q.costPerFlyer,
    pieces: scenario.flyerQuantity,
  };
}

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

type Ranked = Pick<ComparedQuote, 'key' | 'currency' | 'total' | 'unitPrice'>;

export function rankQuotes(quotes: readonly Ranked[]): Map<string, Ranking> {
  const byCurrency = new Map<string, Ranked[]>();
  for (const q of quotes) {
    const id = currencyId(q.currency);
    byCurrency.set(id, [...(byCurrency.get(id) ?? []), q]);
  }
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
export const mixedCurrencies = (quotes: readonly Pick<ComparedQuote, 'currency'>[]) =>
  new Set(quotes.map((q) => currencyId(q.currency))).size > 1;

/** One column of the comparison table: a scenario and, once it has answered, its quote and rank. */
export type ComparisonColumn = {
  key: string;
  scenario: Scenario;
  /** Undefined while the quote loads, or when it failed. */
  quote?: ComparedQuote;
  rank?: Ranking;
  /** Lowest total of several quotes in its currency: the column is highlighted. */
  cheapestTotal: boolean;
  /** Lowest unit price of several quotes in its currency. */
  cheapestUnit: boolean;
};

/**
 * The comparison of `scenarios`, where `answers[i]` is the answer for `scenarios[i]` (undefined until it
 * comes): one column per scenario, in order, and whether the quotes answered so far use several currencies.
 */
export function compareScenarios(
  scenarios: readonly Scenario[],
  answers: readonly (EddmQuote | FlyerQuote | undefined)[],
): { columns: ComparisonColumn[]; mixedCurrencies: boolean } {
  const quotes = scenarios.map((s, i) => {
    const answer = answers[i];
    return answer ? comparedQuote(s, answer) : undefined;
  });
  const quoted = quotes.filter((q): q is ComparedQuote => q !== undefined);
  const ranking = rankQuotes(quoted);
  const columns = scenarios.map((scenario, i): ComparisonColumn => {
    const key = scenarioKey(scenario);
    const rank = ranking.get(key);
    const compared = !!rank && rank.peers > 1;
    return {
      key,
      scenario,
      quote: quotes[i],
      rank,
      cheapestTotal: compared && rank.cheapestTotal,
      cheapestUnit: compared && rank.cheapestUnit,
    };
  });
  return { columns, mixedCurrencies: mixedCurrencies(quoted) };
}

/** What the "compared with the cheapest" cell says about a quote, and in which tone. */
export function deltaFromCheapest(
  rank: Ranking | undefined,
  currency: Currency,
): { tone: 'alone' | 'cheapest' | 'more'; text: string } {
  if (!rank || rank.peers < 2) return { tone: 'alone', text: 'Nothing to compare in this currency' };
  if (rank.totalDelta === 0) return { tone: 'cheapest', text: 'Cheapest' };
  const percent = rank.totalDeltaPercent !== null ? ` (+${rank.totalDeltaPercent}%)` : '';
  return { tone: 'more', text: `${formatMoneyDelta(rank.totalDelta, currency)}${percent}` };
}

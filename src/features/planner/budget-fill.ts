/**
 * "Fill to a budget": tops the selection up with the nearest routes while the mailing's price, as the EDDM
 * calculator quotes it in the chosen format, stays within the amount typed.
 *
 * The rule: the largest nearest-first prefix whose price is within the budget. The routes are taken in
 * the fill's order (nearest first, as "Fill to N pieces" takes them: fill.ts, `canFill`), on top of the
 * current selection; of every count of them, the largest whose price is within the budget wins. Because a
 * larger volume can cost less per piece (and less in all: 5,000 pieces can cost less than 4,540), the
 * fill does not stop at the first route that goes over: one or more routes further may bring the mailing
 * into a cheaper tier and back under the budget, and then they are taken.
 *
 * Every price is the calculator's own answer (`priceAt`: one quote per volume, cached by the caller); none
 * is worked out here. The tiers, learnt from the calculator too (src/lib/eddm-tiers.ts), only tell where
 * the price per piece changes: the calculator prices a volume at the tier whose key is the largest not
 * above it (`tierBasis` floor; below the smallest tier, at the smallest tier's key), so between two tier
 * keys the price grows with the volume. Each stretch between tiers is searched by halves, from the largest
 * volumes down, so a fill costs a few quotes per tier rather than one per route.
 */
import { formatAmount } from '../../lib/currency';
import { numberFormat } from '../../lib/intl-cache';
import type { PlanPoint } from '../../lib/plan-url';
import { canFill } from './fill';
import { routesText, routesWithin, type FillPlan } from './fill-radius';
import { distanceText, type DistanceUnit } from './radius';
import { piecesOf } from './totals';
import type { PlannerRoute, RouteKey } from './types';

/** What the calculator answers for a volume: its total, its currency, and the volume it priced. */
export type Priced = { total: number; currency: string; volume: number };
export type PriceAt = (volume: number) => Promise<Priced>;
export type TierKey = { key: number };

export type BudgetFillInput = {
  /** The amount to stay within, in the calculator's currency. */
  budget: number;
  /** The current selection: its routes stay, count, and are not added again. */
  selected: ReadonlySet<RouteKey>;
  /** Pieces the selection has now. */
  startPieces: number;
  /** The format's tiers (any order); only their keys are read. */
  tiers: readonly TierKey[];
  priceAt: PriceAt;
};

export type BudgetFill =
  /** Routes fit (`add` may be empty only when the selection alone fits and no route more does). */
  | {
      kind: 'fits';
      add: RouteKey[];
      pieces: number;
      price: Priced;
      left: number;
      /** Every route given was taken: the budget reaches further than these routes. */
      all: boolean;
    }
  /** Nothing can be mailed for the budget: less than the calculator's price of its smallest mailing. */
  | { kind: 'below-minimum'; minimum: Priced }
  /** The nearest route alone costs more than the budget (with nothing chosen yet). */
  | { kind: 'nearest-over'; nearest: Priced }
  /** The routes chosen already cost more than the budget. */
  | { kind: 'selection-over'; price: Priced }
  /** The routes chosen fit, and every count of nearest routes more goes over. */
  | { kind: 'next-over'; price: Priced; next: Priced }
  /** No route to add, and nothing chosen. */
  | { kind: 'no-routes' };

/** The routes the fill may take, nearest first: those with homes, not chosen, each once. */
export function budgetCandidates(routes: readonly PlannerRoute[], selected: ReadonlySet<RouteKey>) {
  const seen = new Set<RouteKey>();
  return routes.filter((r) => {
    if (selected.has(r.key) || seen.has(r.key) || !canFill(r)) return false;
    seen.add(r.key);
    return true;
  });
}

/**
 * The largest index `i` of `volumes` (ascending) whose price is within `budget`, or -1; with its price.
 * Volumes are grouped by the tier that prices them (below the smallest tier counts with the smallest);
 * within a group the price grows with the volume, so each group is searched by halves, the largest first.
 */
export async function largestWithin(
  volumes: readonly number[],
  budget: number,
  tiers: readonly TierKey[],
  priceAt: PriceAt,
): Promise<{ index: number; price: Priced | null }> {
  const keys = [...new Set(tiers.map((t) => t.key))].sort((a, b) => a - b);
  const groupOf = (v: number) => Math.max(0, keys.filter((k) => k <= v).length - 1);
  const groups: { from: number; to: number }[] = [];
  volumes.forEach((v, i) => {
    const last = groups.at(-1);
    if (last && groupOf(volumes[last.from]!) === groupOf(v)) last.to = i;
    else groups.push({ from: i, to: i });
  });
  const memo = new Map<number, Promise<Priced>>();
  const price = (i: number) => {
    const v = volumes[i]!;
    if (!memo.has(v)) memo.set(v, priceAt(v));
    return memo.get(v)!;
  };
  const fits = async (i: number) => (await price(i)).total <= budget;
  for (const { from, to } of groups.reverse()) {
    if (!(await fits(from))) continue;
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (await fits(mid)) lo = mid;
      else hi = mid - 1;
    }
    return { index: lo, price: await price(lo) };
  }
  return { index: -1, price: null };
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The fill to `budget` over `routes` (nearest first; see the rule above). */
export async function fillToBudget(
  routes: readonly PlannerRoute[],
  input: BudgetFillInput,
): Promise<BudgetFill> {
  const { budget, selected, startPieces, tiers, priceAt } = input;
  const candidates = budgetCandidates(routes, selected);
  const volumes: number[] = [];
  let pieces = startPieces;
  for (const route of candidates) {
    pieces += piecesOf(route);
    volumes.push(pieces);
  }
  const { index, price } = await largestWithin(volumes, budget, tiers, priceAt);
  if (index >= 0 && price) {
    return {
      kind: 'fits',
      add: candidates.slice(0, index + 1).map((r) => r.key),
      pieces: volumes[index]!,
      price,
      left: cents(budget - price.total),
      all: index === candidates.length - 1,
    };
  }
  if (startPieces > 0) {
    const now = await priceAt(startPieces);
    if (now.total > budget) return { kind: 'selection-over', price: now };
    if (volumes.length === 0)
      return {
        kind: 'fits',
        add: [],
        pieces: startPieces,
        price: now,
        left: cents(budget - now.total),
        all: true,
      };
    return { kind: 'next-over', price: now, next: await priceAt(volumes[0]!) };
  }
  if (volumes.length === 0) return { kind: 'no-routes' };
  // The calculator prices any volume below its smallest tier as that tier: its price for one piece is the
  // price of the smallest mailing.
  const minimum = await priceAt(1);
  if (budget < minimum.total) return { kind: 'below-minimum', minimum };
  return { kind: 'nearest-over', nearest: await priceAt(volumes[0]!) };
}

/**
 * The budget typed, as an amount: "2000", "2,000", "$2,000.50", "2000,50"; null when it is not a
 * positive amount. A comma is a thousands separator when it groups three digits, else a decimal comma.
 */
export function readBudget(text: string): number | null {
  let s = text.replace(/[\s\u00a0$€£¥]/g, '');
  if (s.includes(',') && s.includes('.')) s = s.replace(/,/g, '');
  else if (/^\d{1,3}(,\d{3})+$/.test(s)) s = s.replace(/,/g, '');
  else s = s.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const n = Math.round(Number(s) * 100) / 100;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The fill in words, e.g. "8 routes, 4,540 pieces: $1,861.40, $138.60 left of $2,000.00". */
export function budgetFillText(
  fill: BudgetFill,
  ctx: { budget: number; currency: string | undefined; routesAfter: number; locale?: string },
): string {
  const nf = numberFormat(ctx.locale);
  const money = (n: number) => formatAmount(n, ctx.currency, ctx.locale);
  const of = money(ctx.budget);
  const routes = (n: number) => `${nf.format(n)} ${n === 1 ? 'route' : 'routes'}`;
  switch (fill.kind) {
    case 'fits':
      return `${routes(ctx.routesAfter)}, ${nf.format(fill.pieces)} pieces: ${money(fill.price.total)}, ${money(fill.left)} left of ${of}.`;
    case 'below-minimum':
      return `${of} is less than the smallest mailing costs: ${nf.format(fill.minimum.volume)} pieces, the minimum, cost ${money(fill.minimum.total)}.`;
    case 'nearest-over':
      return `The nearest route alone costs ${money(fill.nearest.total)} (${nf.format(fill.nearest.volume)} pieces), more than ${of}.`;
    case 'selection-over':
      return `The routes chosen already cost ${money(fill.price.total)}, more than ${of}.`;
    case 'next-over':
      return `The routes chosen cost ${money(fill.price.total)}, ${money(cents(ctx.budget - fill.price.total))} left of ${of}; the nearest route more would take the price to ${money(fill.next.total)}.`;
    case 'no-routes':
      return 'No route here can be added.';
  }
}

export type BudgetRadiusInput = BudgetFillInput & {
  point: PlanPoint;
  /** The search's radius, in metres. */
  radius: number;
  /** The radius list (metres, any order): offers are made from it only. */
  choices: readonly number[];
};

export type FitsFill = Extract<BudgetFill, { kind: 'fits' }>;

export type BudgetRadiusFill = {
  /** The fill within the search's radius. */
  within: BudgetFill;
  /**
   * When every route within the radius fits the budget (or there is none): the next choice of the radius
   * list where the budget stops the fill, or else the smallest choice with the most routes; null when no
   * choice has more routes.
   */
  offer: { radius: number; fill: FitsFill } | null;
};

/**
 * The fill to a budget within the search's radius (routes as in fill-radius.ts: the best fit, nearest
 * first), and what a larger radius of the list would give when the radius holds less than the budget buys.
 */
export async function fillToBudgetWithin(
  routes: readonly PlannerRoute[],
  input: BudgetRadiusInput,
): Promise<BudgetRadiusFill> {
  const { point, radius, selected, startPieces, budget, priceAt } = input;
  const within = await fillToBudget(routesWithin(point, radius, routes), input);
  if (!(within.kind === 'no-routes' || (within.kind === 'fits' && within.all)))
    return { within, offer: null };
  let most = budgetCandidates(routesWithin(point, radius, routes), selected).length;
  let best: number | null = null;
  const larger = [...new Set(input.choices)].filter((r) => r > radius).sort((a, b) => a - b);
  for (const r of larger) {
    const candidates = budgetCandidates(routesWithin(point, r, routes), selected);
    if (candidates.length <= most) continue;
    const pieces = candidates.reduce((sum, route) => sum + piecesOf(route), startPieces);
    if ((await priceAt(pieces)).total > budget) {
      const fill = await fillToBudget(routesWithin(point, r, routes), input);
      return { within, offer: fill.kind === 'fits' && fill.add.length > 0 ? { radius: r, fill } : null };
    }
    most = candidates.length;
    best = r;
  }
  if (best === null) return { within, offer: null };
  const fill = await fillToBudget(routesWithin(point, best, routes), input);
  return { within, offer: fill.kind === 'fits' ? { radius: best, fill } : null };
}

/** The plan of a fill to a budget within the radius (`fillToBudgetWithin`), in words. */
export function budgetFillPlan(
  fill: BudgetRadiusFill,
  ctx: {
    budget: number;
    currency: string | undefined;
    /** Routes chosen now. */
    chosen: number;
    radius: number;
    unit: DistanceUnit;
    locale?: string;
  },
): FillPlan {
  const { within, offer } = fill;
  const words = (f: BudgetFill) =>
    budgetFillText(f, { ...ctx, routesAfter: ctx.chosen + (f.kind === 'fits' ? f.add.length : 0) });
  const here = distanceText(ctx.radius, ctx.unit, ctx.locale);
  const money = (n: number) => formatAmount(n, ctx.currency, ctx.locale);
  if (within.kind === 'fits' && !within.all) return { add: within.add, text: words(within), offer: null };
  let head: string;
  if (within.kind === 'no-routes') head = `No route within ${here} can be added.`;
  else if (within.kind === 'fits')
    head =
      `Every route within ${here} fits the budget: ${routesText(ctx.chosen + within.add.length, ctx.locale)}, ` +
      `${numberFormat(ctx.locale).format(within.pieces)} pieces cost ${money(within.price.total)}, ` +
      `${money(within.left)} less than ${money(ctx.budget)}.`;
  else return { add: [], text: words(within), offer: null };
  if (offer) {
    const there = distanceText(offer.radius, ctx.unit, ctx.locale);
    return {
      add: [],
      text: `${head} Within ${there}: ${words(offer.fill)}`,
      offer: {
        radius: offer.radius,
        add: offer.fill.add,
        button: `Widen to ${there} and add ${routesText(offer.fill.add.length, ctx.locale)}`,
        after: words(offer.fill),
      },
    };
  }
  if (within.kind === 'fits' && within.add.length > 0)
    return {
      add: [],
      text: head,
      offer: {
        radius: ctx.radius,
        add: within.add,
        button: `Add these ${routesText(within.add.length, ctx.locale)}`,
        after: words(within),
      },
    };
  return { add: [], text: head, offer: null };
}

/** "$" for USD in the user's locale: the budget field's label. */
export function currencySign(currency: string, locale?: string): string {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

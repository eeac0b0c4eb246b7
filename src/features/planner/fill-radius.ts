/**
 * "Fill to N pieces" within the search's radius. The fill takes only routes within the radius the user
 * chose (their outline within it, as the search measures: cover-rest.ts), so it never widens the search by
 * itself. When those routes cannot reach the target, it says how many pieces they reach and offers the
 * next radius of the radius list whose routes would (or, when none would, the smallest choice that
 * reaches as far as the largest does), computed from the same nearest-first routes; nothing changes until
 * the user takes the offer.
 *
 * The routes given are the service's best fit: the routes nearest the point, nearest first, until their
 * homes reach the volume asked for. That order is a prefix of every search around the point, so for any
 * radius the routes of the list within it are the nearest routes there are within it: enough to tell
 * whether the radius reaches the target, as far as the list goes.
 */
import { numberFormat } from '../../lib/intl-cache';
import type { PlanPoint } from '../../lib/plan-url';
import { inSearch } from './cover-rest';
import { fillToTarget, type FillResult } from './fill';
import { distanceText, type DistanceUnit } from './radius';
import type { PlannerRoute, RouteKey } from './types';

export type RadiusFillInput = {
  point: PlanPoint;
  /** The search's radius, in metres. */
  radius: number;
  /** The radius list (metres, any order): offers are made from it only. */
  choices: readonly number[];
  target: number;
  selected: ReadonlySet<RouteKey>;
  /** Pieces the selection has now. */
  startPieces: number;
};

/** A larger radius of the list, and the fill there. */
export type RadiusOffer = { radius: number; result: FillResult };

export type RadiusFill = {
  /** The fill within the search's radius (apply it only when `reached`). */
  within: FillResult;
  /** When `within` falls short: the radius to offer, or null when no choice of the list reaches further. */
  offer: RadiusOffer | null;
};

/** The routes of `routes` (order kept) whose outline lies within `radius` metres of `point`. */
export const routesWithin = (point: PlanPoint, radius: number, routes: readonly PlannerRoute[]) =>
  routes.filter((r) => inSearch(point, radius, r.paths));

export function fillWithinRadius(routes: readonly PlannerRoute[], input: RadiusFillInput): RadiusFill {
  const { point, radius, target, selected, startPieces } = input;
  const fillAt = (r: number) =>
    fillToTarget(routesWithin(point, r, routes), { target, selected, startPieces });
  const within = fillAt(radius);
  if (within.reached) return { within, offer: null };
  const larger = [...new Set(input.choices)].filter((r) => r > radius).sort((a, b) => a - b);
  let best: RadiusOffer | null = null;
  for (const r of larger) {
    const result = fillAt(r);
    if (result.reached) return { within, offer: { radius: r, result } };
    // The smallest radius that reaches as far as any larger one does.
    if (result.pieces > (best?.result.pieces ?? within.pieces)) best = { radius: r, result };
  }
  return { within, offer: best };
}

/**
 * What a fill does and says: the routes it adds now (one undo step; none while it only offers), the line
 * under the fill, and the offer (a radius of the list, the routes it would add there, the button's words
 * and the line once it is taken).
 */
export type FillPlan = {
  add: RouteKey[];
  text: string;
  offer: FillOffer | null;
};
export type FillOffer = { radius: number; add: RouteKey[]; button: string; after: string };

export const routesText = (n: number, locale?: string) =>
  `${numberFormat(locale).format(n)} ${n === 1 ? 'route' : 'routes'}`;

/** "Added 8 routes: 4,540 pieces." */
export const addedText = (result: Pick<FillResult, 'add' | 'pieces'>, locale?: string) =>
  `Added ${routesText(result.add.length, locale)}: ${numberFormat(locale).format(result.pieces)} pieces.`;

/** The plan of a fill to `target` pieces within the radius (`fillWithinRadius`), in words. */
export function radiusFillPlan(
  fill: RadiusFill,
  ctx: { target: number; radius: number; unit: DistanceUnit; locale?: string },
): FillPlan {
  const nf = numberFormat(ctx.locale);
  const { within, offer } = fill;
  const here = distanceText(ctx.radius, ctx.unit, ctx.locale);
  if (within.reached) return { add: within.add, text: addedText(within, ctx.locale), offer: null };
  const short =
    within.add.length === 0
      ? `No route within ${here} can be added: the mailing stays at ${nf.format(within.pieces)} pieces, ${nf.format(within.shortBy)} short of ${nf.format(ctx.target)}.`
      : `With the routes within ${here}, the mailing reaches ${nf.format(within.pieces)} pieces, ${nf.format(within.shortBy)} short of ${nf.format(ctx.target)}.`;
  if (!offer) return { add: [], text: short, offer: null };
  const there = distanceText(offer.radius, ctx.unit, ctx.locale);
  const reach = offer.result.reached
    ? `Within ${there} it reaches ${nf.format(offer.result.pieces)}.`
    : `Within ${there} it reaches ${nf.format(offer.result.pieces)}, the most the radius list allows.`;
  return {
    add: [],
    text: `${short} ${reach}`,
    offer: {
      radius: offer.radius,
      add: offer.result.add,
      button: `Widen to ${there} and add ${routesText(offer.result.add.length, ctx.locale)}`,
      after: `${addedText(offer.result, ctx.locale).slice(0, -1)}, within ${there}.`,
    },
  };
}

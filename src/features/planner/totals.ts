/**
 * What the selected routes add up to, and how far the mailing is from the EDDM minimum. One definition of
 * what is mailed, the service's: Every Door Direct Mail delivers to every home and business on a route, so
 * a route's pieces are its `total` (the service's `totalCount`); homes and businesses are the breakdown.
 */
import type { PlannerRoute, RouteKey } from './types';

export type PlannerTotals = {
  /** Selected routes found among the known routes. */
  routes: number;
  residences: number;
  businesses: number;
  total: number;
  /** What would be mailed: every home and business on the routes (the routes' `total`). */
  pieces: number;
  /** Selected keys with no known route (not loaded yet, or from another search): counted nowhere. */
  unknown: number;
};

/** The pieces one route adds to the mailing: every home and business on it. */
export const piecesOf = (route: Pick<PlannerRoute, 'total'>) => route.total;

/** The planner's sentence on what is mailed. */
export const PIECES_EXPLAINED =
  'Every Door Direct Mail delivers to every home and business on the chosen routes, so each of them is a piece.';

/** Sums the selected routes (by key, in `routes`). One pass over the selection. */
export function selectionTotals(
  routes: ReadonlyMap<RouteKey, PlannerRoute>,
  selected: Iterable<RouteKey>,
): PlannerTotals {
  const out: PlannerTotals = {
    routes: 0,
    residences: 0,
    businesses: 0,
    total: 0,
    pieces: 0,
    unknown: 0,
  };
  for (const key of selected) {
    const route = routes.get(key);
    if (!route) {
      out.unknown++;
      continue;
    }
    out.routes++;
    out.residences += route.residences;
    out.businesses += route.businesses;
    out.total += route.total;
  }
  out.pieces = piecesOf(out);
  return out;
}

/**
 * Progress towards the EDDM minimum. `minimum` is the EDDM channel's `minimums.pieces.value` from channel
 * rules (`eddmMinimumPieces`); null there means no minimum is known, and the gauge says so rather than
 * guessing one.
 */
export type MinimumGauge =
  | { known: false }
  | {
      known: true;
      minimum: number;
      /** Pieces still to add; 0 once the minimum is met. */
      missing: number;
      /** How much of the minimum is reached, 0 to 1. */
      share: number;
      met: boolean;
    };

export function minimumGauge(pieces: number, minimum: number | null): MinimumGauge {
  if (minimum === null || !Number.isFinite(minimum) || minimum < 0) return { known: false };
  const met = pieces >= minimum;
  return {
    known: true,
    minimum,
    missing: met ? 0 : minimum - pieces,
    share: minimum === 0 ? 1 : Math.min(1, Math.max(0, pieces / minimum)),
    met,
  };
}

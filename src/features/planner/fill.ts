/**
 * "Fill to N pieces": tops the current selection up with the nearest routes until the mailing reaches a
 * target. It starts from the current selection (the routes the user picked stay, and count), walks the
 * routes in the order given (nearest first, as the service's search and best fit return them), skips
 * routes already selected and routes without residences (PO-box sections, codes starting with `B`), and
 * stops at the first route that brings the pieces (every home and business on a route) to the target or
 * beyond. It does not look further for
 * a better-fitting route: the nearest routes keep the mailing in one piece on the map.
 */
import { piecesOf } from './totals';
import { isPoBox, type PlannerRoute, type RouteKey } from './types';

export type FillOptions = {
  /** Pieces to reach. */
  target: number;
  /** The current selection; its routes are kept and never added twice. */
  selected?: ReadonlySet<RouteKey>;
  /**
   * Pieces the current selection already has. Default: the pieces of the selected routes found in
   * `routes`; pass the selection's totals when it holds routes from elsewhere.
   */
  startPieces?: number;
};

export type FillResult = {
  /** Keys to add to the selection, nearest first (one `add` action: one undo step). */
  add: RouteKey[];
  /** Pieces once they are added. */
  pieces: number;
  /** Whether `pieces` reaches the target (false when the routes ran out first). */
  reached: boolean;
  /** Pieces still missing after the fill; 0 when reached. */
  shortBy: number;
};

export const canFill = (route: PlannerRoute): boolean => route.residences > 0 && !isPoBox(route);

export function fillToTarget(routes: readonly PlannerRoute[], options: FillOptions): FillResult {
  const selected = options.selected ?? new Set<RouteKey>();
  const target = Number.isFinite(options.target) ? options.target : 0;
  let pieces =
    options.startPieces ?? routes.reduce((sum, r) => (selected.has(r.key) ? sum + piecesOf(r) : sum), 0);
  const add: RouteKey[] = [];
  const taken = new Set<RouteKey>();
  for (const route of routes) {
    if (pieces >= target) break;
    if (selected.has(route.key) || taken.has(route.key) || !canFill(route)) continue;
    taken.add(route.key);
    add.push(route.key);
    pieces += piecesOf(route);
  }
  const reached = pieces >= target;
  return { add, pieces, reached, shortBy: reached ? 0 : target - pieces };
}

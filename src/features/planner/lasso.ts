/**
 * Lasso selection: the routes a freehand loop touches. A route is touched when one of its polygons and the
 * loop share any point: an edge of one crosses or touches an edge of the other, or one lies inside the
 * other. The loop is closed from its last point back to its first. A loop drawn over itself is read with
 * the non-zero winding rule: every area it goes around (once, twice, or in a figure eight) is inside.
 */
import type { LngLat } from '../../api/contract/carrier-route';
import type { SelectionAction } from './selection';
import { bboxesOverlap, bboxOf, type BBox, type PlannerRoute, type RouteKey } from './types';

export type LassoMode = 'add' | 'remove';

/** A ring as flat coordinate arrays (x = lng, y = lat), for the inner loops. */
type Ring = { xs: Float64Array; ys: Float64Array; n: number };

/** Finite points, consecutive repeats and a closing repeat dropped. */
function toRing(points: readonly LngLat[]): Ring {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const { lng, lat } of points) {
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    const last = xs.length - 1;
    if (last >= 0 && xs[last] === lng && ys[last] === lat) continue;
    xs.push(lng);
    ys.push(lat);
  }
  if (xs.length > 1 && xs[0] === xs.at(-1) && ys[0] === ys.at(-1)) {
    xs.pop();
    ys.pop();
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys), n: xs.length };
}

/** > 0 when c is left of a→b, < 0 when right, 0 when on the line. */
const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

const between = (a: number, b: number, v: number) => (a <= b ? a <= v && v <= b : b <= v && v <= a);

/** Whether segments p1p2 and p3p4 share a point (touching and overlapping count). */
function segmentsMeet(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
  x4: number,
  y4: number,
): boolean {
  const d1 = cross(x3, y3, x4, y4, x1, y1);
  const d2 = cross(x3, y3, x4, y4, x2, y2);
  const d3 = cross(x1, y1, x2, y2, x3, y3);
  const d4 = cross(x1, y1, x2, y2, x4, y4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  // An end lying on the other segment.
  if (d1 === 0 && between(x3, x4, x1) && between(y3, y4, y1)) return true;
  if (d2 === 0 && between(x3, x4, x2) && between(y3, y4, y2)) return true;
  if (d3 === 0 && between(x1, x2, x3) && between(y1, y2, y3)) return true;
  return d4 === 0 && between(x1, x2, x4) && between(y1, y2, y4);
}

/** Non-zero winding: whether the ring goes around (x, y). */
function windsAround(ring: Ring, x: number, y: number): boolean {
  const { xs, ys, n } = ring;
  let winding = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const ax = xs[j]!;
    const ay = ys[j]!;
    const bx = xs[i]!;
    const by = ys[i]!;
    if (ay <= y) {
      if (by > y && cross(ax, ay, bx, by, x, y) > 0) winding++;
    } else if (by <= y && cross(ax, ay, bx, by, x, y) < 0) winding--;
  }
  return winding !== 0;
}

/** Whether any edge of `ring` meets one of the lasso edges listed in `edges` (indices of their start). */
function edgesMeet(ring: Ring, lasso: Ring, edges: readonly number[]): boolean {
  const { xs, ys, n } = ring;
  // A ring of one point has one edge from the point to itself.
  for (let i = 0, j = n - 1; i < n; j = i++) {
    for (const e of edges) {
      const f = e + 1 === lasso.n ? 0 : e + 1;
      if (
        segmentsMeet(xs[j]!, ys[j]!, xs[i]!, ys[i]!, lasso.xs[e]!, lasso.ys[e]!, lasso.xs[f]!, lasso.ys[f]!)
      )
        return true;
    }
  }
  return false;
}

/** The lasso edges whose box overlaps `box`: the only ones that can meet a ring inside it. */
function edgesNear(lasso: Ring, box: BBox): number[] {
  const out: number[] = [];
  const { xs, ys, n } = lasso;
  for (let e = 0; e < n; e++) {
    const f = e + 1 === n ? 0 : e + 1;
    const ax = xs[e]!;
    const ay = ys[e]!;
    const bx = xs[f]!;
    const by = ys[f]!;
    if (Math.max(ax, bx) < box.minLng || Math.min(ax, bx) > box.maxLng) continue;
    if (Math.max(ay, by) < box.minLat || Math.min(ay, by) > box.maxLat) continue;
    out.push(e);
  }
  return out;
}

function pathTouchesLasso(path: readonly LngLat[], lasso: Ring, lassoBox: BBox): boolean {
  const box = bboxOf([path]);
  if (!box || !bboxesOverlap(box, lassoBox)) return false;
  const ring = toRing(path);
  // Cheapest first: a route inside the loop (the common case of a wide lasso).
  if (windsAround(lasso, ring.xs[0]!, ring.ys[0]!)) return true;
  if (edgesMeet(ring, lasso, edgesNear(lasso, box))) return true;
  // No edges meet: the loop is either wholly inside this polygon or apart from it.
  return ring.n >= 3 && windsAround(ring, lasso.xs[0]!, lasso.ys[0]!);
}

/**
 * The keys of the routes the lasso touches, in the order of `routes`. A lasso of fewer than three
 * distinct points selects nothing; unreadable points are skipped. Routes without paths are never touched.
 */
export function routesInLasso(lasso: readonly LngLat[], routes: readonly PlannerRoute[]): RouteKey[] {
  const loop = toRing(lasso);
  if (loop.n < 3) return [];
  const lassoBox = bboxOf([lasso])!;
  const out: RouteKey[] = [];
  for (const route of routes) {
    if (!route.bbox || !bboxesOverlap(route.bbox, lassoBox)) continue;
    if (route.paths.some((path) => pathTouchesLasso(path, loop, lassoBox))) out.push(route.key);
  }
  return out;
}

/** The selection change a finished lasso makes: add the touched routes, or remove them. */
export const lassoAction = (mode: LassoMode, keys: readonly RouteKey[]): SelectionAction =>
  mode === 'add' ? { type: 'add', keys } : { type: 'remove', keys };

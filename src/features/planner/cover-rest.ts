/**
 * Covering the rest of a capped search: a search lists at most the 500 routes nearest its point, so when
 * more lie in the radius, the others are all farther out than the farthest one listed. The ring between
 * that distance and the radius is covered with smaller searches around it; of what they find, the routes
 * the first search would have counted (their outline within the radius of its point, as the service
 * measures: 0 when the point is inside) are the ones it left out.
 */
import type { LngLat } from '../../api/contract/carrier-route';
import type { PlanPoint } from '../../lib/plan-url';
import { destination } from './geo';

const M_PER_DEG_LAT = 111_320;

/** Metres from `p` to a ring's edge, on a flat map around `p` (plenty at a city's scale). */
function toEdge(p: PlanPoint, ring: readonly LngLat[]): { metres: number; inside: boolean } {
  const kx = M_PER_DEG_LAT * Math.cos((p.lat * Math.PI) / 180);
  const xy = ring.map((q) => [(q.lng - p.lng) * kx, (q.lat - p.lat) * M_PER_DEG_LAT] as const);
  let best = Infinity;
  let inside = false;
  for (let i = 0, j = xy.length - 1; i < xy.length; j = i++) {
    const [ax, ay] = xy[j]!;
    const [bx, by] = xy[i]!;
    // Crossings of a ray from the origin (even-odd rule).
    if (ay > 0 !== by > 0 && 0 < ((bx - ax) * (0 - ay)) / (by - ay) + ax) inside = !inside;
    const dx = bx - ax;
    const dy = by - ay;
    const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return { metres: best, inside };
}

/** Metres from `p` to a route's outline: 0 when `p` lies inside it; Infinity without an outline. */
export function distanceToOutline(p: PlanPoint, paths: readonly (readonly LngLat[])[]): number {
  let best = Infinity;
  for (const ring of paths) {
    if (ring.length < 3) continue;
    const { metres, inside } = toEdge(p, ring);
    if (inside) return 0;
    best = Math.min(best, metres);
  }
  return best;
}

export interface CoverSearch {
  point: PlanPoint;
  /** Metres. */
  radius: number;
}

/**
 * Searches whose circles together cover the ring from `reach` to `radius` metres around `point`: at
 * least six around its middle (on the sphere, as the service measures), each wide enough to reach both
 * edges between its neighbours.
 */
export function coverSearches(point: PlanPoint, radius: number, reach: number): CoverSearch[] {
  const inner = Math.max(0, Math.min(reach, radius));
  if (inner >= radius) return [];
  const middle = (inner + radius) / 2;
  const half = (radius - inner) / 2;
  const count = Math.max(6, Math.ceil((Math.PI * middle) / Math.max(half, 1)));
  // The farthest a point of the ring lies from its nearest search's centre: at a corner of the ring's
  // sector between two centres (law of cosines), or straight out or in from the centre.
  const theta = Math.PI / count;
  const from = (d: number) => Math.sqrt(d * d + middle * middle - 2 * d * middle * Math.cos(theta));
  const far = Math.max(from(radius), from(inner), half);
  // A little more than needed, rounded up to 100 m: the circles overlap rather than touch.
  const sub = Math.ceil((far * 1.02 + 50) / 100) * 100;
  return Array.from({ length: count }, (_, i) => ({
    point: destination(point, middle, (2 * Math.PI * i) / count),
    radius: sub,
  }));
}

/** The farthest a listed route's outline lies from the point: every route left out lies at least as far. */
export function listedReach(point: PlanPoint, listed: readonly { paths: readonly (readonly LngLat[])[] }[]) {
  let reach = 0;
  for (const route of listed) {
    const d = distanceToOutline(point, route.paths);
    if (Number.isFinite(d)) reach = Math.max(reach, d);
  }
  return reach;
}

/** Whether a route lies in the search around `point` (its outline within `radius` metres). */
export const inSearch = (point: PlanPoint, radius: number, paths: readonly (readonly LngLat[])[]) =>
  distanceToOutline(point, paths) <= radius;

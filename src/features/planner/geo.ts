/**
 * Small geometry the planner page needs on top of the pure selection logic: distances on the sphere, the
 * search circle as a ring, the radius that takes in a set of routes, and the routes as GeoJSON for the map.
 */
import type { LngLat } from '../../api/contract/carrier-route';
import type { PlanPoint } from '../../lib/plan-url';
import type { PlannerRoute, RouteKey } from './types';

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: PlanPoint, b: PlanPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether the map's centre has moved far enough from the search to offer "Search this area": more than
 * three quarters of the radius away, and at least 300 m (a small nudge of the map never offers it).
 */
export function isFarFromSearch(centre: PlanPoint, search: { point: PlanPoint; radius: number }): boolean {
  return distanceMetres(centre, search.point) > Math.max(search.radius * 0.75, 300);
}

/**
 * The point `metres` away from `from` on `bearing` (radians clockwise from north), along a great circle of
 * the mean-radius sphere that distanceMetres measures on.
 */
export function destination(from: PlanPoint, metres: number, bearing: number): PlanPoint {
  const d = metres / EARTH_RADIUS_M;
  const lat1 = rad(from.lat);
  const lng1 = rad(from.lng);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: deg(lat2), lng: deg(lng2) };
}

/** A closed ring of `points` points at `radius` metres around `centre` (for drawing the search circle). */
export function circleRing(centre: PlanPoint, radius: number, points = 72): LngLat[] {
  const ring: LngLat[] = [];
  for (let i = 0; i < points; i++) {
    const { lng, lat } = destination(centre, radius, (2 * Math.PI * i) / points);
    ring.push({ lng, lat });
  }
  ring.push({ ...ring[0]! });
  return ring;
}

/**
 * The radius (whole hundreds of metres) around `centre` that reaches every point of `routes`, so a search
 * with it lists them all again; null when no route has points.
 */
export function radiusCovering(centre: PlanPoint, routes: readonly PlannerRoute[]): number | null {
  let far = -1;
  for (const route of routes)
    for (const path of route.paths) for (const p of path) far = Math.max(far, distanceMetres(centre, p));
  return far < 0 ? null : Math.ceil((far + 1) / 100) * 100;
}

/** What the map layers read from a route. */
export type RouteFeatureProperties = {
  key: RouteKey;
  croute: string;
  zip: string;
  /** What the map writes on the route: its ZIP and code, `78704 · C006` (a code alone repeats across ZIPs). */
  label: string;
  /** The route's shading colour, or '' when the routes are not shaded. */
  shade: string;
  /** 1 when one of the client's past direct-mail campaigns targeted the route, else 0. */
  mailed: 0 | 1;
};

export type RouteFeature = {
  type: 'Feature';
  properties: RouteFeatureProperties;
  geometry: { type: 'MultiPolygon'; coordinates: [number, number][][][] };
};
export type RouteFeatureCollection = { type: 'FeatureCollection'; features: RouteFeature[] };

const closed = (ring: readonly LngLat[]): [number, number][] => {
  const coords = ring.map((p): [number, number] => [p.lng, p.lat]);
  const first = coords[0];
  const last = coords.at(-1);
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) coords.push([...first]);
  return coords;
};

/** A route's name on the map and in lists: `78704 · C006`. */
export const routeLabel = (route: Pick<PlannerRoute, 'zip' | 'croute'>): string =>
  `${route.zip} · ${route.croute}`;

/** The routes with an outline as GeoJSON (one multipolygon each); routes without points are left out. */
export function routesToGeoJson(
  routes: readonly PlannerRoute[],
  shade: ReadonlyMap<RouteKey, string> | null,
  mailed: ReadonlySet<RouteKey>,
): RouteFeatureCollection {
  const features: RouteFeature[] = [];
  for (const route of routes) {
    const rings = route.paths.filter((p) => p.length >= 3);
    if (rings.length === 0) continue;
    features.push({
      type: 'Feature',
      properties: {
        key: route.key,
        croute: route.croute,
        zip: route.zip,
        label: routeLabel(route),
        shade: shade?.get(route.key) ?? '',
        mailed: mailed.has(route.key) ? 1 : 0,
      },
      geometry: { type: 'MultiPolygon', coordinates: rings.map((ring) => [closed(ring)]) },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The box around the routes as `[[west, south], [east, north]]`, or null. */
export function boundsOf(routes: readonly PlannerRoute[]): [[number, number], [number, number]] | null {
  let box: [[number, number], [number, number]] | null = null;
  for (const { bbox } of routes) {
    if (!bbox) continue;
    box = box
      ? [
          [Math.min(box[0][0], bbox.minLng), Math.min(box[0][1], bbox.minLat)],
          [Math.max(box[1][0], bbox.maxLng), Math.max(box[1][1], bbox.maxLat)],
        ]
      : [
          [bbox.minLng, bbox.minLat],
          [bbox.maxLng, bbox.maxLat],
        ];
  }
  return box;
}

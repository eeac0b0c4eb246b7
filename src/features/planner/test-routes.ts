/**
 * Route fixtures for the planner's tests (not imported by the app): square routes on a grid, built through
 * the same converter the page uses.
 */
import type { LngLat, RouteDistribution } from '../../api/contract/carrier-route';
import { toPlannerRoute, type PlannerRoute } from './types';

/** A closed square ring with its south-west corner at (lng, lat). */
export function square(lng: number, lat: number, size: number): LngLat[] {
  return [
    { lng, lat },
    { lng: lng + size, lat },
    { lng: lng + size, lat: lat + size },
    { lng, lat: lat + size },
    { lng, lat },
  ];
}

/** A closed rectangle ring from literal corners (no arithmetic, so coordinates compare exactly). */
export const rect = (west: number, south: number, east: number, north: number): LngLat[] => [
  { lng: west, lat: south },
  { lng: east, lat: south },
  { lng: east, lat: north },
  { lng: west, lat: north },
  { lng: west, lat: south },
];

export type RouteFixture = {
  residences?: number;
  businesses?: number;
  paths?: LngLat[][];
  demographics?: RouteDistribution[];
  zipName?: string;
};

export function makeRoute(zip: string, croute: string, fixture: RouteFixture = {}): PlannerRoute {
  const residences = fixture.residences ?? 100;
  const businesses = fixture.businesses ?? 10;
  return toPlannerRoute({
    zip,
    croute,
    zipName: fixture.zipName ?? 'AUSTIN',
    residentCount: residences,
    businessCount: businesses,
    totalCount: residences + businesses,
    raw: { zip, croute },
    paths: fixture.paths,
    demographics: fixture.demographics,
  });
}

/**
 * `count` square routes of `size` degrees on a grid `columns` wide, `gap` degrees apart, from (0, 0): route
 * i is `ZIP-C###` with ZIP 78701 + i / 100 and residences 100 + i.
 */
export function gridRoutes(
  count: number,
  opts: { columns?: number; size?: number; gap?: number; points?: number } = {},
) {
  const columns = opts.columns ?? 25;
  const size = opts.size ?? 0.01;
  const gap = opts.gap ?? 0.002;
  const routes: PlannerRoute[] = [];
  for (let i = 0; i < count; i++) {
    const lng = (i % columns) * (size + gap);
    const lat = Math.floor(i / columns) * (size + gap);
    const zip = String(78701 + Math.floor(i / 100));
    const code = `C${String((i % 100) + 1).padStart(3, '0')}`;
    const ring = opts.points
      ? circleRing(lng + size / 2, lat + size / 2, size / 2, opts.points)
      : square(lng, lat, size);
    routes.push(makeRoute(zip, code, { residences: 100 + i, businesses: i % 7, paths: [ring] }));
  }
  return routes;
}

/** A closed ring of `points` points around (lng, lat). */
export function circleRing(lng: number, lat: number, radius: number, points: number): LngLat[] {
  const ring: LngLat[] = [];
  for (let i = 0; i < points; i++) {
    const a = (2 * Math.PI * i) / points;
    ring.push({ lng: lng + radius * Math.cos(a), lat: lat + radius * Math.sin(a) });
  }
  ring.push({ ...ring[0]! });
  return ring;
}

/**
 * The route planner's own view of a carrier route: what its pure logic needs (identity, counts, outline,
 * optional demographics), read once from the contract's `CarrierRoute`. The `raw` object is not carried:
 * the page keeps the routes it received (by key) and sends their `raw` back unchanged.
 */
import type { CarrierRoute, LngLat, RouteDistribution } from '../../api/contract/carrier-route';

/** A route's identity across searches: `${zip}-${croute}`, e.g. `78701-C004`. */
export type RouteKey = string;

export const routeKey = (zip: string, croute: string): RouteKey => `${zip}-${croute}`;

/** The demographic attributes the planner shades by (value codes as the demographics step takes them). */
export const shadingAttributeKeys = ['age', 'household_income', 'household_size'] as const;
export type ShadingAttributeKey = (typeof shadingAttributeKeys)[number];

/** Residences of a route counted per value code of one attribute, e.g. `{ '18_24': 40, '25_34': 85 }`. */
export type BandCounts = Readonly<Record<string, number>>;
export type RouteDemographics = Partial<Record<ShadingAttributeKey, BandCounts>>;

/** West, south, east, north, in decimal degrees. */
export type BBox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

export type PlannerRoute = {
  key: RouteKey;
  zip: string;
  croute: string;
  zipName: string;
  residences: number;
  businesses: number;
  /** The service's `totalCount` (residences plus businesses). */
  total: number;
  /** The route's polygons, each a ring of points; empty when the search sent no paths (or a PO box). */
  paths: readonly (readonly LngLat[])[];
  /** The box around every point of `paths`; null when there are none. */
  bbox: BBox | null;
  demographics?: RouteDemographics;
};

/** The box around all points of `rings`, or null when there is no finite point. */
export function bboxOf(rings: readonly (readonly LngLat[])[]): BBox | null {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const ring of rings)
    for (const { lng, lat } of ring) {
      if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
    }
  return minLng <= maxLng ? { minLng, minLat, maxLng, maxLat } : null;
}

/** True when two boxes share at least one point (touching counts). */
export const bboxesOverlap = (a: BBox, b: BBox): boolean =>
  a.minLng <= b.maxLng && b.minLng <= a.maxLng && a.minLat <= b.maxLat && b.minLat <= a.maxLat;

const isShadingKey = (key: string): key is ShadingAttributeKey =>
  (shadingAttributeKeys as readonly string[]).includes(key);

/** Keeps the shaded attributes, with whole non-negative counts; undefined when nothing usable is left. */
function readDemographics(input: readonly RouteDistribution[] | undefined): RouteDemographics | undefined {
  if (!input) return undefined;
  const out: RouteDemographics = {};
  for (const attribute of input) {
    if (!isShadingKey(attribute.key)) continue;
    const counts: Record<string, number> = {};
    for (const { value, count } of attribute.values)
      if (Number.isFinite(count) && count > 0) counts[value] = (counts[value] ?? 0) + count;
    out[attribute.key] = counts;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The planner's route from the contract's (demographics only when the lookup asked for them). */
export function toPlannerRoute(route: CarrierRoute): PlannerRoute {
  const paths = route.paths ?? [];
  const out: PlannerRoute = {
    key: routeKey(route.zip, route.croute),
    zip: route.zip,
    croute: route.croute,
    zipName: route.zipName,
    residences: route.residentCount,
    businesses: route.businessCount,
    total: route.totalCount,
    paths,
    bbox: bboxOf(paths),
  };
  const demographics = readDemographics(route.demographics);
  if (demographics) out.demographics = demographics;
  return out;
}

/** Routes by key, for totals and look-ups; a later route with the same key replaces an earlier one. */
export const indexRoutes = (routes: Iterable<PlannerRoute>): Map<RouteKey, PlannerRoute> =>
  new Map(Array.from(routes, (r) => [r.key, r]));

/**
 * A PO-box section (route code starting with `B`): no area on the map, and no homes to count on for a
 * mailing by area.
 */
export const isPoBox = (route: Pick<PlannerRoute, 'croute'>): boolean => /^B/i.test(route.croute);

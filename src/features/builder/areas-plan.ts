/**
 * The carrier-routes step's plan and the draft's saved targeting, both ways: the zone sent with the routes
 * (the planner's search label, point and radius), the planner's address state restored from what the
 * draft was saved with (that zone, read back as the first distribution location, and the routes), and
 * whether the routes chosen now are the ones saved.
 */
import type { AreasZone } from '../../api/contract/builder';
import { carrierRouteLimits } from '../../api/contract/carrier-route';
import type { DraftTargeting } from '../../api/contract/draft-targeting';

/** Smallest radius the planner takes (metres). */
const MIN_RADIUS = 100;
/** What the zone is called when the point was picked on the map, not searched. */
export const UNNAMED_ZONE = 'Point chosen on the map';

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const clampRadius = (r: number) =>
  Math.min(carrierRouteLimits.radiusMax, Math.max(MIN_RADIUS, Math.round(r)));

/** `78701-C001`: a route by its ZIP and carrier route code, as the planner keys it. */
export const routeKeyOf = (r: { zip: string; croute: string }) => `${r.zip}-${r.croute}`;

/**
 * The planner's address state of a saved draft: the zone it was saved with (its first distribution
 * location: the searched label, point and radius) and its routes. Null when no route is saved.
 */
export function savedPlanParams(t: DraftTargeting): Record<string, string> | null {
  if (t.routes.length === 0) return null;
  const byZip = new Map<string, string[]>();
  for (const r of t.routes) byZip.set(r.zip, [...(byZip.get(r.zip) ?? []), r.croute]);
  const routes = [...byZip].map(([zip, codes]) => `${zip}-${codes.join('.')}`).join('_');
  const zone = t.distributionLocations[0];
  if (!zone) return { routes };
  const params: Record<string, string> = {
    lat: String(round5(zone.lat)),
    lng: String(round5(zone.lng)),
    r: String(clampRadius(zone.radius)),
    routes,
  };
  if (zone.name.trim() && zone.name !== UNNAMED_ZONE) params.q = zone.name.trim();
  return params;
}

/** The zone to send with the routes: the planner's searched label, point and radius; null without a point. */
export function zoneOfPlan(search: URLSearchParams): AreasZone | null {
  const lat = Number(search.get('lat'));
  const lng = Number(search.get('lng'));
  if (!search.get('lat') || !search.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const r = Number(search.get('r'));
  const radius = search.get('r') && Number.isFinite(r) && r > 0 ? r : carrierRouteLimits.radiusDefault;
  const name = (search.get('q') ?? '').trim().slice(0, 200) || UNNAMED_ZONE;
  return { name, lat: round5(lat), lng: round5(lng), radius: clampRadius(radius) };
}

/** Whether `chosen` are exactly the saved routes (in any order). */
export function sameRoutes(
  chosen: readonly { zip: string; croute: string }[],
  saved: readonly { zip: string; croute: string }[],
): boolean {
  if (chosen.length !== saved.length) return false;
  const keys = new Set(saved.map(routeKeyOf));
  return chosen.every((r) => keys.has(routeKeyOf(r)));
}

/** Pieces for routes: every home and business on them (what the service counts and prices). */
export const piecesOfRoutes = (routes: readonly { residentCount: number; businessCount: number }[]) =>
  routes.reduce((s, r) => s + r.residentCount + r.businessCount, 0);

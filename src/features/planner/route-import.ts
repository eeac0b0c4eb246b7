/**
 * Matching imported route codes to carrier routes. Codes among the routes the planner already has (the
 * search's, and those brought in from further out) match directly. For the others, each ZIP is found with
 * the geocoder and the routes around it are searched (first within `ZIP_RADII[0]`, then the widest search
 * the service allows for codes still missing); PO-box codes are looked for among the routes of the ZIP's
 * city, as a search by distance never lists PO-box sections. Routes found are returned so the planner can
 * draw and count them. Codes that match nothing are returned too, never dropped; so are codes whose
 * look-up failed (to try again).
 */
import type { CarrierRoute } from '../../api/contract/carrier-route';
import { MAX_RADIUS, type PlanPoint } from '../../lib/plan-url';
import { radiusCovering } from './geo';
import type { RouteCode } from './route-codes';
import { isPoBox, routeKey, toPlannerRoute, type RouteKey } from './types';

/** Search radii around a ZIP's centre, in metres: most ZIPs fit in the first; the second is the service's widest. */
export const ZIP_RADII = [8000, 20000] as const;
/** ZIPs looked up at the same time. */
export const LOOKUP_CONCURRENCY = 3;

export type ImportLookups = {
  /** The centre of a 5-digit ZIP and the geocoder's name for it ("Austin, TX 78701"), or null. */
  zipCentre: (zip: string) => Promise<ZipPlace | null>;
  /** The routes of the city a ZIP is named after (PO-box sections included); none when it has no city. */
  cityRoutes?: (place: ZipPlace) => Promise<readonly CarrierRoute[]>;
  /** The routes within `radius` metres of a point. */
  routesAround: (at: PlanPoint & { radius: number }) => Promise<readonly CarrierRoute[]>;
  /** ZIPs looked up so far, of how many. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
};

export type ZipPlace = PlanPoint & { label: string };

export type ImportResult = {
  /** The keys of every matched code, in the order of the codes. */
  keys: RouteKey[];
  /** Routes found by look-up (not among the known routes), by key. */
  found: Map<RouteKey, CarrierRoute>;
  /** Codes that match no carrier route. */
  unmatched: RouteCode[];
  /** Codes whose ZIP could not be looked up (the service did not answer). */
  failed: RouteCode[];
};

/** The codes among `known`, and the rest grouped by ZIP (in the order first seen). */
export function splitKnown(
  codes: readonly RouteCode[],
  known: { has: (key: RouteKey) => boolean },
): { known: RouteCode[]; byZip: Map<string, RouteCode[]> } {
  const out: RouteCode[] = [];
  const byZip = new Map<string, RouteCode[]>();
  for (const code of codes) {
    if (known.has(code.key)) out.push(code);
    else byZip.set(code.zip, [...(byZip.get(code.zip) ?? []), code]);
  }
  return { known: out, byZip };
}

/** Looks one ZIP's codes up: the routes found for them, and the codes still missing. */
async function lookUpZip(
  zip: string,
  codes: readonly RouteCode[],
  lookups: ImportLookups,
): Promise<{ found: CarrierRoute[]; missing: RouteCode[] }> {
  const centre = await lookups.zipCentre(zip);
  if (!centre) return { found: [], missing: [...codes] };
  const found: CarrierRoute[] = [];
  let missing = [...codes];
  const take = (routes: readonly CarrierRoute[]) => {
    const wanted = new Set(missing.map((c) => c.key));
    for (const route of routes) if (wanted.delete(routeKey(route.zip, route.croute))) found.push(route);
    missing = missing.filter((c) => wanted.has(c.key));
  };
  const { lat, lng } = centre;
  for (const radius of ZIP_RADII) {
    if (missing.every(isPoBox)) break;
    lookups.signal?.throwIfAborted();
    take(await lookups.routesAround({ lat, lng, radius }));
  }
  // Only a PO-box section is missing from every search by distance: the city's list is read for those.
  if (lookups.cityRoutes && missing.some(isPoBox)) {
    lookups.signal?.throwIfAborted();
    take(await lookups.cityRoutes(centre));
  }
  return { found, missing };
}

export async function importRoutes(
  codes: readonly RouteCode[],
  known: { has: (key: RouteKey) => boolean },
  lookups: ImportLookups,
): Promise<ImportResult> {
  const split = splitKnown(codes, known);
  const zips = [...split.byZip.keys()];
  const found = new Map<RouteKey, CarrierRoute>();
  const unmatched = new Set<RouteKey>();
  const failed = new Set<RouteKey>();
  let done = 0;
  lookups.onProgress?.(0, zips.length);
  let next = 0;
  const worker = async () => {
    while (next < zips.length) {
      const zip = zips[next++]!;
      const zipCodes = split.byZip.get(zip)!;
      try {
        const result = await lookUpZip(zip, zipCodes, lookups);
        for (const route of result.found) found.set(routeKey(route.zip, route.croute), route);
        for (const code of result.missing) unmatched.add(code.key);
      } catch (err) {
        if (lookups.signal?.aborted) throw err;
        for (const code of zipCodes) failed.add(code.key);
      }
      lookups.onProgress?.(++done, zips.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, zips.length) }, worker));
  const knownKeys = new Set(split.known.map((c) => c.key));
  return {
    keys: codes.filter((c) => knownKeys.has(c.key) || found.has(c.key)).map((c) => c.key),
    found,
    unmatched: codes.filter((c) => unmatched.has(c.key)),
    failed: codes.filter((c) => failed.has(c.key)),
  };
}

/** "78704 C006": how a code is written back to the user. */
export const codeText = (code: Pick<RouteCode, 'zip' | 'croute'>) => `${code.zip} ${code.croute}`;

/**
 * The search radius that lists imported routes again after a reload: the radius covering every found route
 * that a search can reach (routes beyond the widest search stay drawn for this visit only). Null when the
 * search already covers them, or none can be reached.
 */
export function radiusToInclude(
  centre: PlanPoint,
  radius: number,
  found: Iterable<CarrierRoute>,
): number | null {
  let needed = 0;
  for (const route of found) {
    const r = radiusCovering(centre, [toPlannerRoute(route)]);
    if (r !== null && r <= MAX_RADIUS) needed = Math.max(needed, r);
  }
  return needed > radius ? needed : null;
}

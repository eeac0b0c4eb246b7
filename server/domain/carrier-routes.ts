import type Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { CarrierRoute, NearestCoveredPlace } from '../../src/api/contract/carrier-route';
import type { DB } from '../db/types';
import { cityById } from './cities';
import { yieldToEventLoop } from './event-loop';
import type { RoutePlace } from './draft-writes';
import { degreesAround, distanceToPolygon, haversineKm, projection, type Ring } from './geo';
import { openRouteRaw } from './route-raw';
import type { RouteDemographics } from './route-demographics';
import {
  decodeRings,
  demographicsOfRow,
  routeColumns,
  routeId,
  routeKeyOf,
  toCarrierRoute,
  type RouteDetail,
  type RouteFields,
} from './route-rows';
import { routeMetros, routeRegions } from './route-world';
import { placeKey } from './zip-codes';

/**
 * Lookups over the stored carrier routes (table `carrier_routes`, filled by the carrier-routes seed step),
 * answering in the contract's `CarrierRoute` shape, with `paths` only when asked for.
 *
 * PO-box sections (`B001`…) have no area: radius search and best fit never return them (there is nothing
 * to draw or to be near); the city lookup lists them with the city's other routes (with `paths: []`),
 * their `raw` verifies like any other, and the areas step may take them.
 */

/** The route world's metros whose region touches a box (degrees), by code. */
function metrosTouching(minLng: number, minLat: number, maxLng: number, maxLat: number): string[] {
  return routeRegions()
    .filter(({ box }) => box[0] <= maxLng && minLng <= box[2] && box[1] <= maxLat && minLat <= box[3])
    .flatMap((r) => r.metros.map((m) => m.code));
}

/** Whether the route world has routes at a point (it lies in a region's box, which its routes tile). */
export const hasRoutesAt = (lat: number, lng: number) => metrosTouching(lng, lat, lng, lat).length > 0;

/**
 * The route world's metro nearest a point, as the radius search names it when it finds no route: `Austin,
 * TX`, its centre, and its distance from the point in metres (whole metres).
 */
export function nearestCoveredPlace(lat: number, lng: number): NearestCoveredPlace {
  let best = routeMetros[0]!;
  let bestKm = Infinity;
  for (const m of routeMetros) {
    const km = haversineKm(lat, lng, m.lat, m.lng);
    if (km < bestKm) [best, bestKm] = [m, km];
  }
  return {
    name: `${best.name}, ${best.state}`,
    lat: best.lat,
    lng: best.lng,
    distance: Math.round(bestKm * 1000),
  };
}

/** The query box of a circle: the metros it touches and its extent in degrees. */
export function circleBox(lat: number, lng: number, radiusKm: number) {
  const { dLat, dLng } = degreesAround(lat, radiusKm);
  const [minLng, minLat, maxLng, maxLat] = [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
  return { metros: metrosTouching(minLng, minLat, maxLng, maxLat), minLng, minLat, maxLng, maxLat };
}

interface RankedRoute {
  row: RouteFields;
  /** Distance from the centre to the route's outline, km (0 inside). */
  km: number;
  rings: number[][];
}

/** Rows ranked, and routes built, between two yields to the event loop (see `rankByDistance`). */
const RANK_BATCH = 250;
const BUILD_BATCH = 100;

/**
 * The routes among `rows` whose outline comes within `radiusKm` of the point, nearest first (distance to
 * the outline, 0 when the point is inside; ties in id order: by ZIP, then route code). A 20 km search
 * reads a few thousand outlines: it yields to the event loop between batches, so no other request waits
 * for the whole of it (issue 37: the longest block of the heaviest read stays under 50 ms).
 */
async function rankByDistance(
  rows: readonly RouteFields[],
  lat: number,
  lng: number,
  radiusKm: number,
): Promise<RankedRoute[]> {
  const proj = projection(lat, lng);
  const ranked: RankedRoute[] = [];
  for (let start = 0; start < rows.length; start += RANK_BATCH) {
    if (start > 0) await yieldToEventLoop();
    for (const row of rows.slice(start, start + RANK_BATCH)) {
      const rings = decodeRings(row.paths);
      if (rings.length === 0) continue;
      const local: Ring[] = rings.map((flat) => {
        const ring: [number, number][] = [];
        for (let i = 0; i < flat.length; i += 2)
          ring.push(proj.toXY(flat[i]!, flat[i + 1]!) as [number, number]);
        return ring;
      });
      const km = distanceToPolygon([0, 0], local);
      if (km <= radiusKm) ranked.push({ row, km, rings });
    }
  }
  return ranked.sort((a, b) => a.km - b.km || a.row.id - b.row.id);
}

/** `ranked` in the contract's shape, yielding to the event loop between batches (outlines are large). */
async function buildRoutes(
  ranked: readonly RankedRoute[],
  key: string,
  detail: RouteDetail,
): Promise<CarrierRoute[]> {
  const nodes: CarrierRoute[] = [];
  for (let start = 0; start < ranked.length; start += BUILD_BATCH) {
    if (start > 0) await yieldToEventLoop();
    for (const r of ranked.slice(start, start + BUILD_BATCH))
      nodes.push(toCarrierRoute(r.row, key, detail, r.rings));
  }
  return nodes;
}

/** Routes with an area whose box meets the circle's box, from the metros it touches. */
async function routesInBox(db: Kysely<DB>, lat: number, lng: number, radiusKm: number) {
  const box = circleBox(lat, lng, radiusKm);
  if (box.metros.length === 0) return [];
  return db
    .selectFrom('carrier_routes')
    .select(routeColumns)
    .where('metro', 'in', box.metros)
    .where('paths', 'is not', null)
    .where('max_lng', '>=', box.minLng)
    .where('min_lng', '<=', box.maxLng)
    .where('max_lat', '>=', box.minLat)
    .where('min_lat', '<=', box.maxLat)
    .execute();
}

/** A route as `routesAroundSync` gives it. */
export type RouteAround = Omit<RouteFields, 'paths' | 'centre_km'> & { lat: number; lng: number };

/**
 * For the seed (which works on the raw driver, synchronously): the routes with an area whose centre lies in
 * the square of `km` around the point, without outlines, in id order. The seed reads the same from its
 * rows in memory when it has them (`routesAroundInRows` in db/seed/steps/carrier-routes.ts).
 */
export function routesAroundSync(
  sqlite: Database.Database,
  lat: number,
  lng: number,
  km: number,
): RouteAround[] {
  const box = circleBox(lat, lng, km);
  if (box.metros.length === 0) return [];
  return sqlite
    .prepare<unknown[], RouteAround>(
      `select id, zip, croute, zip_name, resident_count, business_count, lat, lng from carrier_routes
       where metro in (${box.metros.map(() => '?').join(', ')}) and paths is not null
         and lat between ? and ? and lng between ? and ? order by id`,
    )
    .all(...box.metros, box.minLat, box.maxLat, box.minLng, box.maxLng);
}

export interface RouteSearch extends RouteDetail {
  lat: number;
  lng: number;
  /** Metres. */
  radius: number;
  first: number;
}

export interface RoutePage {
  nodes: CarrierRoute[];
  /** Every match, also those past `first`. */
  totalCount: number;
}

export interface RouteSearchPage extends RoutePage {
  /** With no match, the nearest place that has routes (`nearestCoveredPlace`); absent otherwise. */
  nearestCovered?: NearestCoveredPlace;
}

/**
 * `GET /client/carrier-routes/search`: routes whose outline meets the circle, nearest first (distance from
 * the centre to the outline, 0 when inside). Capped at `first`; `totalCount` counts every match. With no
 * match, `nearestCovered` names the nearest place that has routes.
 */
export async function searchRoutes(db: Kysely<DB>, q: RouteSearch): Promise<RouteSearchPage> {
  const key = await routeKeyOf(db);
  const km = q.radius / 1000;
  const ranked = await rankByDistance(await routesInBox(db, q.lat, q.lng, km), q.lat, q.lng, km);
  return {
    nodes: await buildRoutes(ranked.slice(0, q.first), key, q),
    totalCount: ranked.length,
    ...(ranked.length === 0 ? { nearestCovered: nearestCoveredPlace(q.lat, q.lng) } : {}),
  };
}

/** How far best fit looks, widening in these steps (km); the last is the search's largest radius. */
const BEST_FIT_RADII_KM = [2, 5, 10, 20] as const;

export interface BestFit extends RoutePage {
  /** Residences of the routes returned. */
  homes: number;
  /** False when every route within 20 km together holds fewer residences than asked for. */
  reached: boolean;
}

/**
 * Best fit: the routes nearest the point (as search orders them) until their residences reach `volume`.
 * Looks at most 20 km out; when that is not enough, returns everything there with `reached: false`.
 */
export async function bestFitRoutes(
  db: Kysely<DB>,
  q: { lat: number; lng: number; volume: number } & RouteDetail,
): Promise<BestFit> {
  const key = await routeKeyOf(db);
  let chosen: RankedRoute[] = [];
  let homes = 0;
  let reached = q.volume <= 0;
  for (const km of BEST_FIT_RADII_KM) {
    if (reached) break;
    const ranked = await rankByDistance(await routesInBox(db, q.lat, q.lng, km), q.lat, q.lng, km);
    chosen = [];
    homes = 0;
    for (const r of ranked) {
      chosen.push(r);
      homes += r.row.resident_count;
      if (homes >= q.volume) {
        reached = true;
        break;
      }
    }
  }
  return {
    nodes: await buildRoutes(chosen, key, q),
    totalCount: chosen.length,
    homes,
    reached,
  };
}

export interface CityRoutes extends RoutePage {
  city: { id: string; name: string; state: string };
  /**
   * `zipName`: the routes of the ZIPs USPS names after the city; `radius`: the city has no ZIP of its own
   * name here, so the routes within `radiusKm` of its centre; `none`: the city is outside the route world.
   */
  basis: 'zipName' | 'radius' | 'none';
  radiusKm?: number;
}

/** Radius of a city without ZIPs of its own name, from its population (2 km for a small town, up to 6). */
const cityRadiusKm = (population: number) =>
  Math.min(6, Math.max(2, Math.round((Math.log10(Math.max(population, 1000)) - 2.5) * 2)));

/**
 * The routes of a city (an id of `GET /client/cities`): those of the ZIPs USPS names after it (PO-box
 * sections included), ordered by ZIP and route code; for a place whose ZIPs carry a neighbour's name, the
 * routes within a radius of its centre, nearest first. Null for an unknown city id.
 */
export async function routesByCity(
  db: Kysely<DB>,
  cityId: string,
  detail: RouteDetail,
): Promise<CityRoutes | null> {
  const city = cityById(cityId);
  if (!city) return null;
  const key = await routeKeyOf(db);
  const head = { city: { id: city.id, name: city.name, state: city.state } };
  const lat = Number(city.latitude);
  const lng = Number(city.longitude);
  const metros = metrosTouching(lng, lat, lng, lat);
  if (metros.length === 0) return { ...head, nodes: [], totalCount: 0, basis: 'none' };

  const name = placeKey(city.name);
  const rows = (
    await db
      .selectFrom('carrier_routes')
      .select(routeColumns)
      .where('metro', 'in', metros)
      .where('state', '=', city.state)
      .orderBy('id')
      .execute()
  ).filter((r) => placeKey(r.zip_name) === name);
  if (rows.length > 0) {
    const nodes = rows.map((r) => toCarrierRoute(r, key, detail));
    return { ...head, nodes, totalCount: nodes.length, basis: 'zipName' };
  }
  const radiusKm = cityRadiusKm(city.population);
  const ranked = await rankByDistance(await routesInBox(db, lat, lng, radiusKm), lat, lng, radiusKm);
  const nodes = await buildRoutes(ranked, key, detail);
  return { ...head, nodes, totalCount: nodes.length, basis: 'radius', radiusKm };
}

async function storedRoute(db: Kysely<DB>, zip: string, croute: string) {
  if (!/^\d{5}$/.test(zip) || !/^[BCR]\d{3}$/.test(croute)) return undefined;
  return db
    .selectFrom('carrier_routes')
    .selectAll()
    .where('id', '=', routeId(zip, croute))
    .executeTakeFirst();
}

/**
 * The stored route a `raw` names, in the contract's shape (counts as stored now), when the raw is one this
 * data folder handed out, unchanged; null for an edited, hand-built or foreign raw, or an unknown route.
 */
export async function verifyRaw(db: Kysely<DB>, raw: unknown): Promise<CarrierRoute | null> {
  const key = await routeKeyOf(db);
  const named = openRouteRaw(key, raw);
  if (!named) return null;
  const row = await storedRoute(db, named.zip, named.croute);
  return row ? toCarrierRoute(row, key, { includePaths: false }) : null;
}

/** Routes read per query when verifying an areas write's raws (SQLite allows 32,766 parameters). */
const VERIFY_BATCH = 250;
/** The columns a verified route needs: not its outline, the largest part of a row. */
const verifyColumns = routeColumns.filter((c) => c !== 'paths');
/** Where a verified route lies (its state, centre and box), read in the same query. */
const placeColumns = ['state', 'lat', 'lng', 'min_lng', 'min_lat', 'max_lng', 'max_lat'] as const;

/** A verified route and where it lies: its state, and its centre and box (none for a PO-box section). */
export interface PlacedRoute {
  route: CarrierRoute;
  state: string;
  place: RoutePlace;
}

/**
 * `verifyRaw` for each of `raws`, in order, with where each route lies: one query per VERIFY_BATCH
 * routes, awaiting `pause` between batches (an areas write yields to the event loop there, so a write of
 * thousands of routes does not hold every other request).
 */
export async function verifyPlacedRaws(
  db: Kysely<DB>,
  raws: readonly unknown[],
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<(PlacedRoute | null)[]> {
  const key = await routeKeyOf(db);
  const out: (PlacedRoute | null)[] = [];
  for (let start = 0; start < raws.length; start += VERIFY_BATCH) {
    if (start > 0) await pause();
    const named = raws.slice(start, start + VERIFY_BATCH).map((raw) => openRouteRaw(key, raw));
    const ids = named.flatMap((n) => (n ? [routeId(n.zip, n.croute)] : []));
    const rows =
      ids.length === 0
        ? []
        : await db
            .selectFrom('carrier_routes')
            .select([...verifyColumns, ...placeColumns])
            .where('id', 'in', ids)
            .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const n of named) {
      const row = n ? byId.get(routeId(n.zip, n.croute)) : undefined;
      if (!row) {
        out.push(null);
        continue;
      }
      const { min_lng, min_lat, max_lng, max_lat } = row;
      const box =
        min_lng === null || min_lat === null || max_lng === null || max_lat === null
          ? null
          : { minLng: min_lng, minLat: min_lat, maxLng: max_lng, maxLat: max_lat };
      out.push({
        route: toCarrierRoute({ ...row, paths: null }, key, { includePaths: false }),
        state: row.state,
        place: { lat: row.lat, lng: row.lng, box },
      });
    }
  }
  return out;
}

/** `verifyRaw` for each of `raws`, in order: `verifyPlacedRaws` without the places. */
export async function verifyRaws(
  db: Kysely<DB>,
  raws: readonly unknown[],
  pause?: () => Promise<void>,
): Promise<(CarrierRoute | null)[]> {
  return (await verifyPlacedRaws(db, raws, pause)).map((v) => v?.route ?? null);
}

/** The demographic distributions of a route (see route-demographics.ts); null for an unknown route. */
export async function routeDemographics(
  db: Kysely<DB>,
  zip: string,
  croute: string,
): Promise<RouteDemographics | null> {
  const row = await storedRoute(db, zip, croute);
  return row ? demographicsOfRow(row) : null;
}

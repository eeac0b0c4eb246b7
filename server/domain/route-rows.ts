import type { Kysely } from 'kysely';
import type { CarrierRoute, LngLat } from '../../src/api/contract/carrier-route';
import type { CarrierRouteRow, DB } from '../db/types';
import { ROUTE_RAW_KEY, signRouteRaw } from './route-raw';
import { routeDemographics as demographicsOf } from './route-demographics';
import { routeKind, type RouteKind } from './route-world';

/**
 * Stored carrier routes (table `carrier_routes`) and the contract's `CarrierRoute`: a route's id, the
 * columns a lookup reads, and a row in the contract's shape with its signed `raw` (carrier-routes.ts
 * holds the lookups).
 */

const KIND_BASE: Record<RouteKind, number> = { C: 1000, R: 2000, B: 3000 };

/** The table's id of a route: ZIP × 10,000 + 1000 (C), 2000 (R) or 3000 (B) + the route number. */
export const routeId = (zip: string, croute: string) =>
  Number(zip) * 10_000 + KIND_BASE[routeKind(croute)] + Number(croute.slice(1));

export type RouteFields = Pick<
  CarrierRouteRow,
  'id' | 'zip' | 'croute' | 'zip_name' | 'resident_count' | 'business_count' | 'centre_km' | 'paths'
>;
export const routeColumns = [
  'id',
  'zip',
  'croute',
  'zip_name',
  'resident_count',
  'business_count',
  'centre_km',
  'paths',
] as const;

/** The stored outline: rings of `[lng, lat, lng, lat, …]` (not closed); none for a PO-box section. */
export const decodeRings = (paths: string | null): number[][] =>
  paths ? (JSON.parse(paths) as number[][]) : [];

/** A ring as the contract's `{lng, lat}` points, closed (the first point repeated last, as GeoJSON wants). */
function toLngLats(flat: readonly number[]): LngLat[] {
  const out: LngLat[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push({ lng: flat[i]!, lat: flat[i + 1]! });
  if (out.length > 0) out.push({ ...out[0]! });
  return out;
}

/** What a lookup adds to each route beyond its counts and `raw`. */
export interface RouteDetail {
  /** The outline as `paths`: closed rings, `[]` for a PO-box section. */
  includePaths: boolean;
  /** The age, income and household-size distributions as `demographics` (see route-demographics.ts). */
  includeDemographics?: boolean;
}

/** A stored route in the contract's shape, with the detail asked for. */
export function toCarrierRoute(
  row: Omit<RouteFields, 'id'>,
  key: string,
  detail: RouteDetail,
  rings?: readonly number[][],
): CarrierRoute {
  const route: CarrierRoute = {
    zip: row.zip,
    croute: row.croute,
    zipName: row.zip_name,
    residentCount: row.resident_count,
    businessCount: row.business_count,
    totalCount: row.resident_count + row.business_count,
    raw: signRouteRaw(key, row.zip, row.croute),
  };
  if (detail.includePaths) route.paths = (rings ?? decodeRings(row.paths)).map(toLngLats);
  if (detail.includeDemographics) route.demographics = demographicsOfRow(row).attributes;
  return route;
}

export const demographicsOfRow = (
  row: Pick<RouteFields, 'zip' | 'croute' | 'resident_count' | 'centre_km'>,
) =>
  demographicsOf({
    zip: row.zip,
    croute: row.croute,
    residentCount: row.resident_count,
    centreKm: row.centre_km,
  });

const keys = new WeakMap<object, string>();

/** The data folder's route key (signs `raw`); read once per database handle. */
export async function routeKeyOf(db: Kysely<DB>): Promise<string> {
  const known = keys.get(db);
  if (known) return known;
  const row = await db
    .selectFrom('sandbox_meta')
    .select('value')
    .where('key', '=', ROUTE_RAW_KEY)
    .executeTakeFirst();
  if (!row) throw new Error('no route key: the carrier-routes seed step has not run on this database');
  keys.set(db, row.value);
  return row.value;
}

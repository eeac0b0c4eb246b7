import type Database from 'better-sqlite3';
import { circleBox, type RouteAround } from '../../../domain/carrier-routes';
import { routeId } from '../../../domain/route-rows';
import { generateRouteWorld, type WorldRoute } from '../../../domain/route-world';
import { deriveRouteKey, ROUTE_RAW_KEY } from '../../../domain/route-raw';
import { bulkInserter, type SqlValue } from '../bulk-insert';
import type { Rng } from '../prng';
import type { SeedContext, SeedStep } from '../seed-step';
import { stepRng } from '../step-rng';

const COLUMNS = [
  'id',
  'zip',
  'croute',
  'zip_name',
  'state',
  'metro',
  'resident_count',
  'business_count',
  'lat',
  'lng',
  'centre_km',
  'min_lng',
  'min_lat',
  'max_lng',
  'max_lat',
  'paths',
] as const;

const rowsOf = new WeakMap<readonly WorldRoute[], SqlValue[][]>();

function box(ring: readonly number[]): [number, number, number, number] {
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let k = 0; k < ring.length; k += 2) {
    minLng = Math.min(minLng, ring[k]!);
    maxLng = Math.max(maxLng, ring[k]!);
    minLat = Math.min(minLat, ring[k + 1]!);
    maxLat = Math.max(maxLat, ring[k + 1]!);
  }
  return [minLng, minLat, maxLng, maxLat];
}

/** The insert rows of a world, in id order (computed once per process, like the world itself). */
function rowsFor(world: readonly WorldRoute[]): SqlValue[][] {
  const known = rowsOf.get(world);
  if (known) return known;
  const rows = world
    .map((r): SqlValue[] => [
      routeId(r.zip, r.croute),
      r.zip,
      r.croute,
      r.zipName,
      r.state,
      r.metro,
      r.residentCount,
      r.businessCount,
      r.lat,
      r.lng,
      r.centreKm,
      ...(r.ring ? box(r.ring) : [null, null, null, null]),
      r.ring ? `[[${r.ring.join(',')}]]` : null,
    ])
    .sort((a, b) => (a[0] as number) - (b[0] as number));
  rowsOf.set(world, rows);
  return rows;
}

export const CARRIER_ROUTES_STEP = 'carrier-routes';

/** The world's seed: the first draw of the step's own random stream. */
const worldSeedOf = (rng: Rng) => rng.int(0, 2 ** 31 - 1);

/**
 * The rows the step inserts, computed without a database: about half of a fresh seed's time.
 * scripts/sandbox.js computes them once per build (route-rows-worker.ts) and server/main.ts hands them to
 * the seed of a new data folder as `precomputed.carrierRouteRows`.
 */
export const carrierRouteRows = (): SqlValue[][] =>
  rowsFor(generateRouteWorld(worldSeedOf(stepRng(CARRIER_ROUTES_STEP))));

/** Inserts the step's rows (`carrierRouteRows()`) into `carrier_routes`. */
export function insertCarrierRoutes(sqlite: Database.Database, rows: readonly SqlValue[][]) {
  const insert = bulkInserter(sqlite, 'carrier_routes', COLUMNS, 64);
  for (const row of rows) insert.push(row);
  insert.flush();
}

/** The memo key under which the step shares its rows with the later steps of the same seeding run. */
const CARRIER_ROUTE_ROWS_MEMO = 'carrier-route-rows';

/**
 * The rows of `carrier_routes` when the carrier-routes step ran in this seeding run (in memory, in id
 * order), or undefined when it ran in an earlier one (a data folder seeded before the later steps
 * existed): then the table is to be read.
 */
export const seededCarrierRouteRows = (memo: SeedContext['memo']) =>
  memo<readonly SqlValue[][] | undefined>(CARRIER_ROUTE_ROWS_MEMO, () => undefined);

/** Where each column is in a row. */
const AT = Object.fromEntries(COLUMNS.map((name, i) => [name, i])) as Record<
  (typeof COLUMNS)[number],
  number
>;

/** The step's rows by metro, each list in id order (made once per list of rows). */
const byMetroOf = new WeakMap<readonly SqlValue[][], Map<SqlValue, SqlValue[][]>>();

/**
 * `routesAroundSync` (server/domain/carrier-routes.ts) over the step's rows in memory instead of the
 * table: the same routes (an area, the centre within the box, a metro the box touches) in the same
 * order (id; the rows are in id order), with the same fields. The drafts step picks its routes from
 * these: some twenty such lookups are a large share of its time when each reads the table.
 */
export function routesAroundInRows(
  rows: readonly SqlValue[][],
  centreLat: number,
  centreLng: number,
  km: number,
): RouteAround[] {
  const box = circleBox(centreLat, centreLng, km);
  let byMetro = byMetroOf.get(rows);
  if (!byMetro) {
    byMetro = new Map();
    for (const row of rows) {
      const list = byMetro.get(row[AT.metro]!);
      if (list) list.push(row);
      else byMetro.set(row[AT.metro]!, [row]);
    }
    byMetroOf.set(rows, byMetro);
  }
  const found: RouteAround[] = [];
  for (const metro of new Set(box.metros)) {
    for (const row of byMetro.get(metro) ?? []) {
      const [lat, lng] = [row[AT.lat] as number, row[AT.lng] as number];
      if (row[AT.paths] === null || lat < box.minLat || lat > box.maxLat) continue;
      if (lng < box.minLng || lng > box.maxLng) continue;
      found.push({
        id: row[AT.id] as number,
        zip: row[AT.zip] as string,
        croute: row[AT.croute] as string,
        zip_name: row[AT.zip_name] as string,
        resident_count: row[AT.resident_count] as number,
        business_count: row[AT.business_count] as number,
        lat,
        lng,
      });
    }
  }
  // One metro's routes are in id order already; several are merged.
  return box.metros.length > 1 ? found.sort((a, b) => a.id - b.id) : found;
}

/**
 * The route world (see server/domain/route-world.ts): every carrier route with its box and outline, and the
 * data folder's route key (which signs the routes' `raw`). A database that starts from an image already
 * holding the rows (`precomputed.carrierRoutesInTable`, server/sandbox.ts) gets the key alone.
 */
export const carrierRoutesStep: SeedStep = {
  name: CARRIER_ROUTES_STEP,
  run({ sqlite, now, rng, precomputed, memo }) {
    const worldSeed = worldSeedOf(rng);
    const rows = precomputed.carrierRouteRows ?? rowsFor(generateRouteWorld(worldSeed));
    if (!precomputed.carrierRoutesInTable) insertCarrierRoutes(sqlite, rows);
    // The drafts step picks routes near its places from these rather than from the table.
    memo(CARRIER_ROUTE_ROWS_MEMO, () => rows);
    sqlite
      .prepare('insert or replace into sandbox_meta (key, value) values (?, ?)')
      .run(ROUTE_RAW_KEY, deriveRouteKey(worldSeed, now));
  },
};

import { routeId } from '../../../domain/carrier-routes';
import { generateRouteWorld, type WorldRoute } from '../../../domain/route-world';
import { deriveRouteKey, ROUTE_RAW_KEY } from '../../../domain/route-raw';
import { bulkInserter, type SqlValue } from '../bulk-insert';
import type { Rng } from '../prng';
import type { SeedStep } from '../seed';
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

/**
 * The route world (see server/domain/route-world.ts): every carrier route with its box and outline, and the
 * data folder's route key (which signs the routes' `raw`).
 */
export const carrierRoutesStep: SeedStep = {
  name: CARRIER_ROUTES_STEP,
  run({ sqlite, now, rng, precomputed }) {
    const worldSeed = worldSeedOf(rng);
    const insert = bulkInserter(sqlite, 'carrier_routes', COLUMNS, 64);
    const rows = precomputed.carrierRouteRows ?? rowsFor(generateRouteWorld(worldSeed));
    for (const row of rows) insert.push(row);
    insert.flush();
    sqlite
      .prepare('insert or replace into sandbox_meta (key, value) values (?, ?)')
      .run(ROUTE_RAW_KEY, deriveRouteKey(worldSeed, now));
  },
};

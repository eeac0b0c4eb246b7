import type Database from 'better-sqlite3';
import type { SqlValue } from './bulk-insert';
import type { DemoClient } from './demo-clients';
import type { Rng } from './prng';

/**
 * What a seed step is written against (seed.ts runs the steps in order): its context and its shape. Kept
 * apart from seed.ts, which imports every step, so a step never imports the module that imports it.
 */

export interface SeedContext {
  sqlite: Database.Database;
  /** The anchor: dates are placed relative to it ("active" campaigns are active at `now`). */
  now: Date;
  /** This step's own random stream (seeded from SEED and the step name, so steps do not disturb each other). */
  rng: Rng;
  clients: readonly DemoClient[];
  /** Computes a value once per seeding run and shares it between steps (e.g. the campaign rows). */
  memo<T>(key: string, compute: () => T): T;
  /** Results a step would otherwise compute itself, computed beforehand (when the sandbox was built). */
  precomputed: Precomputed;
}

export interface Precomputed {
  /** The carrier-routes step's rows (`carrierRouteRows()`). */
  carrierRouteRows?: readonly SqlValue[][];
  /**
   * `carrier_routes` already holds those rows (the database started from an image made with them,
   * server/sandbox.ts): the step leaves the table as it is.
   */
  carrierRoutesInTable?: boolean;
}

export interface SeedStep {
  /** Unique and stable: recorded in `sandbox_meta` once the step has run. */
  name: string;
  run(ctx: SeedContext): void;
}

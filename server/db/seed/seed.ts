import type Database from 'better-sqlite3';
import { SEED, stepRng } from './step-rng';
import { demoClients } from './demo-clients';
import { clientsStep } from './steps/clients';
import { usersStep } from './steps/users';
import { campaignsStep } from './steps/campaigns';
import { libraryStep } from './steps/library';
import { draftsStep } from './steps/drafts';
import { missionsStep } from './steps/missions';
import { scanHistoryStep } from './steps/scan-history';
import { artworkStep } from './steps/artwork';
import { couponsStep } from './steps/coupons';
import { pricesStep } from './steps/prices';
import { carrierRoutesStep } from './steps/carrier-routes';
import { conversionsStep } from './steps/conversions';
import type { Precomputed, SeedStep } from './seed-step';

/** Base of every step's PRNG seed (in step-rng.ts: the carrier routes' rows are made outside a seed too). */
export { SEED };

/**
 * Ordered seed steps (the types a step is written against are in seed-step.ts). A new step goes after the
 * migration that creates its tables; a data folder seeded before a step existed gets that step on its next
 * start, anchored at the `now` of its first seeding.
 */
export const seedSteps: readonly SeedStep[] = [
  clientsStep,
  usersStep,
  campaignsStep,
  libraryStep,
  carrierRoutesStep,
  draftsStep,
  missionsStep,
  scanHistoryStep,
  artworkStep,
  couponsStep,
  pricesStep,
  conversionsStep,
];

const stepKey = (name: string) => `seed_step:${name}`;

/**
 * Runs every seed step not yet recorded, in one transaction with prepared inserts (fast enough to seed a
 * fresh in-memory database per test file). Returns the names of the steps run now.
 */
export function seedDatabase(
  sqlite: Database.Database,
  opts: { now?: Date; steps?: readonly SeedStep[]; precomputed?: Precomputed } = {},
): string[] {
  const steps = opts.steps ?? seedSteps;
  const getMeta = sqlite.prepare<[string], { value: string }>('select value from sandbox_meta where key = ?');
  const setMeta = sqlite.prepare('insert or replace into sandbox_meta (key, value) values (?, ?)');

  const run = sqlite.transaction(() => {
    const anchored = getMeta.get('seed_now')?.value;
    const now = anchored ? new Date(anchored) : (opts.now ?? new Date());
    if (!anchored) {
      setMeta.run('seed_now', now.toISOString());
      setMeta.run('seed', String(SEED));
    }
    const ran: string[] = [];
    const memos = new Map<string, unknown>();
    const memo = <T>(key: string, compute: () => T): T => {
      if (!memos.has(key)) memos.set(key, compute());
      return memos.get(key) as T;
    };
    for (const step of steps) {
      if (getMeta.get(stepKey(step.name))) continue;
      step.run({
        sqlite,
        now,
        rng: stepRng(step.name),
        clients: demoClients,
        memo,
        precomputed: opts.precomputed ?? {},
      });
      setMeta.run(stepKey(step.name), new Date().toISOString());
      ran.push(step.name);
    }
    return ran;
  });
  return run();
}

import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from '../connection';
import { migrate } from '../migrations';
import { seedDatabase, seedSteps } from './seed';
import type { SqlValue } from './bulk-insert';
import { carrierRouteRows, carrierRoutesStep } from './steps/carrier-routes';

const NOW = new Date('2026-03-15T12:00:00Z');
const conns: Connection[] = [];
afterEach(() => {
  for (const c of conns.splice(0)) c.close();
});

async function fresh(now = NOW, steps = seedSteps) {
  const conn = openDatabase();
  conns.push(conn);
  await migrate(conn.db);
  seedDatabase(conn.sqlite, { now, steps });
  return conn;
}

const TABLES = [
  'locations',
  'distributors',
  'missions',
  'campaign_daily_stats',
  'campaign_artworks',
  'coupons',
  'campaign_prices',
  'audiences',
  'designs',
  'design_templates',
  'campaign_drafts',
  'draft_locations',
  'draft_routes',
  'draft_cities',
  'draft_attributes',
];

// The first seed of a process generates the route world: seconds on a loaded machine.
describe('issue 3 seed steps', { timeout: 30_000 }, () => {
  it('are deterministic for a given now', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const dump = (c: Connection) =>
      Promise.all(TABLES.map((t) => sql`select * from ${sql.table(t)} order by 1, 2`.execute(c.db)));
    expect(await dump(a)).toEqual(await dump(b));
  });

  it('fill every table, hidden columns included (so curation is real)', async () => {
    const conn = await fresh();
    for (const t of TABLES) {
      const { n } = conn.sqlite.prepare(`select count(*) as n from ${t}`).get() as { n: number };
      expect(n, t).toBeGreaterThan(0);
    }
    const hidden = conn.sqlite
      .prepare(
        `select count(*) as n from missions where status in (40, 60)
         and (distributor_id is null or check_in_lat is null or checkout_lng is null or cost is null)`,
      )
      .get() as { n: number };
    expect(hidden.n).toBe(0);
  });

  it('a data folder seeded before these steps gets them on its next start, anchored at its first seeding', async () => {
    const conn = await fresh(NOW, seedSteps.slice(0, 3));
    expect(seedDatabase(conn.sqlite, { now: new Date() })).toEqual(seedSteps.slice(3).map((s) => s.name));
    const later = await fresh();
    const count = (c: Connection) =>
      c.sqlite.prepare('select count(*) as n, max(time_range_start) as last from missions').get();
    expect(count(conn)).toEqual(count(later));
  });

  it('seed the same data from the carrier routes computed when the sandbox was built (route-rows.json)', async () => {
    const dump = (c: Connection) =>
      Promise.all(
        ['carrier_routes', ...TABLES].map((t) =>
          sql`select * from ${sql.table(t)} order by 1, 2`.execute(c.db),
        ),
      );
    const inOne = await fresh();
    // As createSandbox does with the rows server/main.ts reads: the steps before the routes, then the rest.
    const split = await fresh(NOW, seedSteps.slice(0, seedSteps.indexOf(carrierRoutesStep)));
    const rows = JSON.parse(JSON.stringify(carrierRouteRows())) as SqlValue[][];
    seedDatabase(split.sqlite, { now: NOW, precomputed: { carrierRouteRows: rows } });
    expect(await dump(split)).toEqual(await dump(inOne));
  });
});

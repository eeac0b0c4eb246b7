import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from './connection';
import { migrate, migrations, type Migration } from './migrations';
import { seedDatabase, seedSteps } from './seed/seed';
import type { SeedStep } from './seed/seed-step';
import { createRng, mulberry32 } from './seed/prng';
import type { CampaignRow } from './types';

const NOW = new Date('2026-03-15T12:00:00Z');
const conns: Connection[] = [];
afterEach(() => {
  for (const c of conns.splice(0)) c.close();
});

async function fresh(now = NOW) {
  const conn = openDatabase();
  conns.push(conn);
  await migrate(conn.db);
  seedDatabase(conn.sqlite, { now });
  return conn;
}

const campaignsOf = (conn: Connection, clientId: string) =>
  conn.db.selectFrom('campaigns').selectAll().where('client_id', '=', clientId).orderBy('id').execute();

const DAY = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('migrations', () => {
  it('apply once, in order, and are recorded', async () => {
    const conn = openDatabase();
    conns.push(conn);
    expect(await migrate(conn.db)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(conn.db)).toEqual([]);
    const rows = await conn.db.selectFrom('schema_migrations').selectAll().orderBy('version').execute();
    expect(rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('an appended migration is applied on the next start, alone', async () => {
    const conn = await fresh();
    const next: Migration = {
      version: migrations.length + 1,
      name: 'test table',
      up: async (db) => {
        await db.schema
          .createTable('test_things')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .execute();
      },
    };
    expect(await migrate(conn.db, [...migrations, next])).toEqual([next.version]);
    expect(
      conn.sqlite.prepare("select name from sqlite_master where name = 'test_things'").get(),
    ).toBeTruthy();
  });

  it('6 keeps the scan history of a data folder migrated before it, and lets a day without scans carry orders', async () => {
    const conn = openDatabase();
    conns.push(conn);
    await migrate(
      conn.db,
      migrations.filter((m) => m.version < 6),
    );
    seedDatabase(conn.sqlite, { now: NOW, steps: seedSteps.slice(0, 3) });
    const [a, b] = conn.sqlite
      .prepare<[], { id: number }>('select id from campaigns where status != 0 order by id limit 2')
      .all()
      .map((c) => c.id);
    const insert = conn.sqlite.prepare(
      'insert into campaign_daily_stats (campaign_id, day, scans, conversions, conversion_value) values (?, ?, ?, ?, ?)',
    );
    insert.run(a, '2026-03-01', 12, 2, 61.5);
    insert.run(b, '2026-03-02', 3, 0, 0);
    expect(() => insert.run(a, '2026-03-03', 0, 1, 30)).toThrow(/CHECK/);
    const rows = () =>
      conn.sqlite.prepare('select * from campaign_daily_stats order by campaign_id, day').all();
    const before = rows();

    expect(
      await migrate(
        conn.db,
        migrations.filter((m) => m.version <= 6),
      ),
    ).toEqual([6]);
    expect(rows()).toEqual(before);
    // Orders a checkout reports on a day without scans; a day with scans still converts at most its scans.
    insert.run(a, '2026-03-03', 0, 1, 30);
    expect(() => insert.run(a, '2026-03-04', 1, 2, 60)).toThrow(/CHECK/);
    // Still removed with its campaign.
    conn.sqlite.prepare('delete from campaigns where id = ?').run(a);
    expect(rows()).toEqual(before.slice(1));
  });

  it('enforces foreign keys', async () => {
    const conn = await fresh();
    expect(() =>
      conn.sqlite
        .prepare(
          "insert into users (id, client_id, first_name, last_name, email, role, status, is_verified, created_at) values ('x', 'no-such-client', 'a', 'b', 'c@d', 1, 1, 1, 'now')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });

  it('uses WAL for an on-disk database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doorstep-db-test-'));
    try {
      const conn = openDatabase(path.join(dir, 'x.db'));
      expect(conn.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(conn.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      conn.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seed', () => {
  it('is deterministic for a given now', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const dump = (c: Connection) =>
      Promise.all(
        ['clients', 'users', 'campaigns'].map((t) =>
          sql`select * from ${sql.table(t)} order by id`.execute(c.db),
        ),
      );
    expect(await dump(a)).toEqual(await dump(b));
  });

  it('anchors dates to now: same shape on another day, dates shifted', async () => {
    const later = new Date(NOW.getTime() + 40 * DAY);
    const [a, b] = [await campaignsOf(await fresh(), '1001'), await campaignsOf(await fresh(later), '1001')];
    expect(b.map((c) => [c.type, c.status, c.campaign_duration_week])).toEqual(
      a.map((c) => [c.type, c.status, c.campaign_duration_week]),
    );
    const shift = (c: CampaignRow) =>
      c.start_date ? day(new Date(Date.parse(c.start_date) + 40 * DAY)) : null;
    expect(b.map((c) => c.start_date)).toEqual(a.map(shift));
  });

  it('client 0: a US advertiser with 260+ campaigns over every type and status, two years and upcoming', async () => {
    const conn = await fresh();
    const client = await conn.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', '1001')
      .executeTakeFirstOrThrow();
    expect(client.country_id).toBe('US');
    const rows = await campaignsOf(conn, '1001');
    expect(rows.length).toBeGreaterThanOrEqual(260);
    for (const type of [1, 2, 3, 4]) {
      for (const status of [0, 10, 15, 20]) {
        expect(
          rows.some((r) => r.type === type && r.status === status),
          `type ${type} status ${status}`,
        ).toBe(true);
      }
    }
    const dated = rows.filter((r) => r.start_date !== null).map((r) => r.start_date!);
    const today = day(NOW);
    expect(dated.every((d) => d >= day(new Date(NOW.getTime() - 731 * DAY)))).toBe(true);
    expect(dated.some((d) => d < day(new Date(NOW.getTime() - 600 * DAY)))).toBe(true);
    expect(dated.some((d) => d > today)).toBe(true);
    expect(rows.some((r) => r.start_date === null && r.status === 0)).toBe(true);
    // Active campaigns are running today (or scheduled), completed and archived ones have ended.
    for (const r of rows) {
      if (!r.start_date) continue;
      const end = day(new Date(Date.parse(r.start_date) + r.campaign_duration_week * 7 * DAY));
      if (r.status === 15 || r.status === 20) expect(end <= today).toBe(true);
    }
    expect(rows.filter((r) => r.status === 10 && r.start_date! <= today).length).toBeGreaterThanOrEqual(4);
    // Names are city + product + channel + season, so search is meaningful.
    expect(rows.filter((r) => r.name.startsWith('Austin ')).length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('client 1 is a French advertiser with its own ~60 campaigns; client 2 is small', async () => {
    const conn = await fresh();
    const fr = await campaignsOf(conn, '1002');
    expect(fr.length).toBeGreaterThanOrEqual(50);
    expect(fr.every((r) => r.country_id === 'FR' && r.country_name === 'France')).toBe(true);
    expect(await campaignsOf(conn, '1003')).toHaveLength(5);
  });

  it('campaign ids are numeric and unique across clients; timestamps are consistent', async () => {
    const conn = await fresh();
    const rows = await conn.db.selectFrom('campaigns').selectAll().execute();
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.client_id)).size).toBe(3);
    for (const r of rows) {
      expect(r.created_at <= r.updated_at).toBe(true);
      expect(Date.parse(r.updated_at)).toBeLessThanOrEqual(NOW.getTime());
      if (r.status !== 0)
        expect(r.budget !== null && r.cost !== null && r.billing_reference !== null).toBe(true);
    }
  });

  it('teams: client 0 has 8 users over roles and statuses', async () => {
    const conn = await fresh();
    const users = await conn.db.selectFrom('users').selectAll().where('client_id', '=', '1001').execute();
    expect(users).toHaveLength(8);
    expect(new Set(users.map((u) => u.status))).toEqual(new Set([0, 1, 2]));
  });

  it('runs only steps not yet recorded, anchored at the first seeding', async () => {
    const conn = await fresh();
    expect(seedDatabase(conn.sqlite, { now: new Date() })).toEqual([]);
    let seen: Date | undefined;
    const extra: SeedStep = { name: 'extra', run: (ctx) => void (seen = ctx.now) };
    expect(seedDatabase(conn.sqlite, { steps: [...seedSteps, extra], now: new Date() })).toEqual(['extra']);
    expect(seen?.toISOString()).toBe(NOW.toISOString());
  });
});

describe('prng', () => {
  it('mulberry32 is deterministic and spread over [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(xs.reduce((s, x) => s + x, 0) / xs.length).toBeCloseTo(0.5, 1);
    const rng = createRng(7);
    const ints = Array.from({ length: 500 }, () => rng.int(1, 3));
    expect(new Set(ints)).toEqual(new Set([1, 2, 3]));
  });
});

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

/** Row count and a SHA-256 of every row, per table, plus SQLite's count of changed rows on the connection. */
async function snapshot() {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
    sb.db,
  );
  const perTable: Record<string, { rows: number; sha256: string }> = {};
  for (const { name } of tables.rows) {
    // Some tables have no rowid: rows are hashed in a fixed order of their own JSON.
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(sb.db);
    const lines = rows.rows.map((r) => JSON.stringify(r)).sort();
    perTable[name] = {
      rows: lines.length,
      sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  const changes = await sql<{ n: number }>`select total_changes() as n`.execute(sb.db);
  return { perTable, totalChanges: changes.rows[0]!.n };
}

it('quotes (good, adjusted and refused) write nothing to the database', async () => {
  const before = await snapshot();
  expect(Object.keys(before.perTable)).toEqual(expect.arrayContaining(['campaigns', 'clients', 'users']));
  expect(before.perTable.campaigns!.rows).toBeGreaterThan(0);

  const { clientKey, accessToken } = sb.credentials.clients[0]!;
  const calls: [string, unknown, string][] = [
    ['eddm', { volume: 5000, format: 'LARGE' }, clientKey],
    ['eddm', { volume: 500 }, clientKey],
    ['eddm', { volume: -1 }, clientKey],
    ['eddm', { volume: 5000 }, accessToken],
    [
      'flyer-distribution',
      { countryId: 'US', city: 'Austin', flyerSize: 'A5', flyerThickness: '170gsm', flyerQuantity: 5000 },
      clientKey,
    ],
    [
      'flyer-distribution',
      { countryId: 'US', city: 'Austinn', flyerSize: 'A5', flyerThickness: '170gsm', flyerQuantity: 5000 },
      clientKey,
    ],
    [
      'flyer-distribution',
      { countryId: 'ZZ', flyerSize: 'A5', flyerThickness: '170gsm', flyerQuantity: 5000 },
      clientKey,
    ],
  ];
  const statuses: number[] = [];
  for (const [path, body, token] of calls) {
    const res = await sb.fetch(`/client/calculators/${path}`, {
      method: 'POST',
      headers: authHeaders(token),
      body: JSON.stringify(body),
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([200, 200, 400, 403, 200, 200, 400]);

  const after = await snapshot();
  expect(after.perTable).toEqual(before.perTable);
  expect(after.totalChanges).toBe(before.totalChanges);
});

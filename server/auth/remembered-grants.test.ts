import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from '../db/connection';
import { migrate, migrations } from '../db/migrations';
import { seedDatabase, seedSteps } from '../db/seed/seed';
import { randomSigningKey } from './keys';
import { issueAccessToken, revocationOf, revokeTokensOfCode } from './issued-tokens';
import {
  findGrant,
  grantExists,
  listGrants,
  MAX_GRANTS_PER_ACCOUNT,
  rememberGrant,
  revokeGrant,
  type GrantKey,
} from './remembered-grants';

const NOW = new Date('2026-03-15T12:00:00Z');
const conns: Connection[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of conns.splice(0)) c.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A migrated database with the demo clients only (`file`: on disk). */
async function clientsOnly(file?: string) {
  const conn = openDatabase(file);
  conns.push(conn);
  await migrate(conn.db);
  seedDatabase(conn.sqlite, { now: NOW, steps: seedSteps.slice(0, 1) });
  return conn;
}

const clientIds = async (conn: Connection) =>
  (await conn.db.selectFrom('clients').select('id').orderBy('id').execute()).map((c) => c.id);

const SCOPE = 'campaigns:create';
const app = (account: string, port = 5173): GrantKey => ({
  account,
  clientId: 'doorstep-dashboard',
  redirectUri: `http://127.0.0.1:${port}/oauth/callback`,
});

describe('remembered grants', () => {
  it('are found for the same account and app, for a scope given, and nowhere else', async () => {
    const conn = await clientsOnly();
    const [a, b] = await clientIds(conn);
    const id = await rememberGrant(conn.db, app(a!), SCOPE);
    expect(await findGrant(conn.db, app(a!), SCOPE)).toBe(id);
    expect(await findGrant(conn.db, app(b!), SCOPE)).toBeUndefined();
    expect(await findGrant(conn.db, app(a!, 5174), SCOPE)).toBeUndefined();
    expect(await findGrant(conn.db, { ...app(a!), clientId: 'another-app' }, SCOPE)).toBeUndefined();
    expect(await findGrant(conn.db, app(a!), `${SCOPE} campaigns:delete`)).toBeUndefined();
    expect(await findGrant(conn.db, app(a!), '')).toBeUndefined();
  });

  it('given again keep their id and first date, add the scope, and mark the use', async () => {
    const conn = await clientsOnly();
    const [a] = await clientIds(conn);
    const id = await rememberGrant(conn.db, app(a!), SCOPE, () => 1000);
    expect(await rememberGrant(conn.db, app(a!), 'other:scope', () => 2000)).toBe(id);
    expect(await findGrant(conn.db, app(a!), `other:scope ${SCOPE}`, () => 3000)).toBe(id);
    const [grant] = await listGrants(conn.db, { account: a });
    expect(grant).toMatchObject({ id, scopes: [SCOPE, 'other:scope'], grantedMs: 1000, usedMs: 3000 });
  });

  it(`are kept for at most ${MAX_GRANTS_PER_ACCOUNT} apps an account, the least recently used forgotten`, async () => {
    const conn = await clientsOnly();
    const [a, b] = await clientIds(conn);
    const theirs = await rememberGrant(conn.db, app(b!), SCOPE, () => 0);
    let t = 1;
    const ids: number[] = [];
    for (let i = 0; i < MAX_GRANTS_PER_ACCOUNT; i += 1)
      ids.push(await rememberGrant(conn.db, app(a!, 6000 + i), SCOPE, () => t++));
    // The first app is used again: the second is now the least recently used.
    await findGrant(conn.db, app(a!, 6000), SCOPE, () => t++);
    await rememberGrant(conn.db, app(a!, 7000), SCOPE, () => t++);
    expect(await listGrants(conn.db, { account: a })).toHaveLength(MAX_GRANTS_PER_ACCOUNT);
    expect(await grantExists(conn.db, ids[0]!)).toBe(true);
    expect(await grantExists(conn.db, ids[1]!)).toBe(false);
    expect(await grantExists(conn.db, theirs)).toBe(true);
  });

  it('revoked, are forgotten and end the tokens issued under them only', async () => {
    const conn = await clientsOnly();
    const [a, b] = await clientIds(conn);
    const key = randomSigningKey();
    const mine = await rememberGrant(conn.db, app(a!), SCOPE);
    const theirs = await rememberGrant(conn.db, app(b!), SCOPE);
    const jti = async (grantId: number | undefined, account: string, codeHash: string) => {
      await issueAccessToken(conn.db, key, { subject: account, scope: SCOPE, codeHash, grantId });
      const row = await conn.db
        .selectFrom('issued_tokens')
        .select('token_id')
        .where('code_hash', '=', codeHash)
        .executeTakeFirstOrThrow();
      return row.token_id;
    };
    const [t1, t2, t3] = [
      await jti(mine, a!, 'c1'),
      await jti(theirs, b!, 'c2'),
      await jti(undefined, a!, 'c3'),
    ];

    const revoked = await revokeGrant(conn.db, mine);
    expect(revoked).toMatchObject({ id: mine, account: a, redirectUri: app(a!).redirectUri });
    expect(await findGrant(conn.db, app(a!), SCOPE)).toBeUndefined();
    expect(await revocationOf(conn.db, t1)).toBe('access-revoked');
    expect(await revocationOf(conn.db, t2)).toBeUndefined();
    expect(await revocationOf(conn.db, t3)).toBeUndefined();
    expect(await findGrant(conn.db, app(b!), SCOPE)).toBe(theirs);
    // Again: nothing left to revoke. A replayed code says so apart from a revoked grant.
    expect(await revokeGrant(conn.db, mine)).toBeUndefined();
    await revokeTokensOfCode(conn.db, 'c3');
    expect(await revocationOf(conn.db, t3)).toBe('code-replay');
    // A new grant for the same app never takes the revoked one's id.
    expect(await rememberGrant(conn.db, app(a!), SCOPE)).toBeGreaterThan(theirs);
  });

  it('go with their account', async () => {
    const conn = await clientsOnly();
    const [a] = await clientIds(conn);
    await rememberGrant(conn.db, app(a!), SCOPE);
    conn.sqlite.prepare('delete from clients where id = ?').run(a);
    expect(await listGrants(conn.db)).toEqual([]);
  });

  it('survive closing and opening the data folder’s database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doorstep-grants-'));
    dirs.push(dir);
    const file = path.join(dir, 'sandbox.db');
    const first = await clientsOnly(file);
    const [a] = await clientIds(first);
    const id = await rememberGrant(first.db, app(a!), SCOPE);
    first.close();
    conns.splice(conns.indexOf(first), 1);

    const reopened = openDatabase(file);
    conns.push(reopened);
    expect(await migrate(reopened.db)).toEqual([]);
    expect(await findGrant(reopened.db, app(a!), SCOPE)).toBe(id);
  });
});

describe('migration 7', () => {
  it('keeps the tokens issued before it, as neither under a grant nor revoked', async () => {
    const conn = openDatabase();
    conns.push(conn);
    await migrate(
      conn.db,
      migrations.filter((m) => m.version < 7),
    );
    conn.sqlite
      .prepare(
        "insert into issued_tokens (token_id, code_hash, client_id, expires_ms, revoked_ms) values ('old', 'h', '1001', 9e15, null), ('replayed', 'h2', '1001', 9e15, 5)",
      )
      .run();
    expect(await migrate(conn.db)).toContain(7);
    const rows = await conn.db.selectFrom('issued_tokens').selectAll().orderBy('token_id').execute();
    expect(rows.map((r) => [r.token_id, r.grant_id, r.revoked_by])).toEqual([
      ['old', null, null],
      ['replayed', null, null],
    ]);
    expect(await revocationOf(conn.db, 'old')).toBeUndefined();
    expect(await revocationOf(conn.db, 'replayed')).toBe('code-replay');
  });
});

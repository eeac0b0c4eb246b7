import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { changeStamp, openDatabase } from './connection';
import type { DB } from './types';

const dir = mkdtempSync(path.join(tmpdir(), 'doorstep-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('changeStamp', () => {
  it('moves with every write: through kysely, the raw driver, another connection and another process', async () => {
    const file = path.join(dir, 'stamp.db');
    const conn = openDatabase(file);
    try {
      conn.sqlite.exec('create table things (id integer primary key, name text)');
      const stamp = changeStamp(conn.db)!;
      const seen = [stamp()];
      const expectMoved = () => {
        const now = stamp();
        expect(seen).not.toContain(now);
        seen.push(now);
      };
      // Reads leave it where it is.
      await sql`select count(*) from things`.execute(conn.db);
      expect(stamp()).toBe(seen[0]);

      await sql`insert into things (name) values ('a')`.execute(conn.db);
      expectMoved();
      conn.sqlite.prepare("update things set name = 'b'").run();
      expectMoved();
      const other = new Database(file);
      try {
        other.prepare("insert into things (name) values ('c')").run();
        expectMoved();
        other.prepare('delete from things').run();
        expectMoved();
      } finally {
        other.close();
      }
      // Another process: Node with the same driver, writing to the same file.
      const write = `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(file)});
        d.prepare("insert into things (name) values ('d')").run(); d.close();`;
      execFileSync(process.execPath, ['-e', write], { cwd: process.cwd() });
      expectMoved();
      // A file in WAL mode: other connections' commits are read from the wal-index header.
      expect(stamp()).toMatch(/:w\d+$/);
      // A statement that changes nothing changes nothing.
      await sql`delete from things where id = -1`.execute(conn.db);
      expect(stamp()).toBe(seen.at(-1));
    } finally {
      conn.close();
    }
  });

  it('is undefined for a Kysely that openDatabase did not make', () => {
    const sqlite = new Database(':memory:');
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
    expect(changeStamp(db)).toBeUndefined();
    sqlite.close();
  });
});

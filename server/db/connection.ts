import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { DB } from './types';

export interface Connection {
  /** The raw driver: used by the seed for fast prepared inserts in one transaction. */
  sqlite: Database.Database;
  db: Kysely<DB>;
  close(): void;
}

/** Case-folds text for case-insensitive search (SQLite's own lower() only folds ASCII). */
export const foldCase = (s: string) => s.normalize('NFC').toLowerCase();

/** How many prepared statements a connection keeps (least recently used go first). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The driver Kysely is given: better-sqlite3 with its statements prepared once per SQL text and kept
 * (kysely compiles every query to SQL text and asks for a new statement each time; preparing is most of
 * a small read's cost). Reusing a statement is safe here: kysely runs one query at a time on the single
 * connection and reads each result to the end (`all`/`run`) before the next. SQLite re-prepares a kept
 * statement itself after a schema change.
 */
function cachingStatements(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let stmt = statements.get(sql);
      if (stmt) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, stmt);
      return stmt;
    },
  };
}

/** The driver under each Kysely `openDatabase` made (the answer cache reads its change stamp). */
const drivers = new WeakMap<Kysely<DB>, Database.Database>();

/**
 * A reading of the database's state that differs whenever its contents may have changed: rows written
 * through this connection (`total_changes()`: every INSERT, UPDATE and DELETE, by kysely, the seed or a
 * test writing straight to the database, counted even when rolled back) and commits by any other
 * connection to the same file (`PRAGMA data_version`). Both are cheap through kept statements (about
 * 0.2 and 5 microseconds). Schema changes on this connection are not counted: the sandbox makes them
 * only when migrating, before it serves anything.
 *
 * Undefined for a Kysely not opened by `openDatabase` (nothing to read the stamp from).
 */
export function changeStamp(db: Kysely<DB>): (() => string) | undefined {
  const sqlite = drivers.get(db);
  if (!sqlite) return undefined;
  const changes = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  return () => `${changes.get() as number}:${dataVersion.get() as number}`;
}

/**
 * Opens the sandbox database: a file (WAL journal, synced on every commit) or, without a file, a private
 * in-memory database.
 * Foreign keys are enforced on every connection.
 */
export function openDatabase(file?: string): Connection {
  const sqlite = new Database(file ?? ':memory:');
  sqlite.pragma('foreign_keys = ON');
  if (file) {
    sqlite.pragma('journal_mode = WAL');
    // FULL: a committed write (every builder write is one transaction) is on disk before it is answered;
    // NORMAL could lose the last commits to a power cut. It costs one fsync per commit.
    sqlite.pragma('synchronous = FULL');
  }
  sqlite.pragma('busy_timeout = 5000');
  sqlite.function('fold_case', { deterministic: true }, (s: unknown) =>
    typeof s === 'string' ? foldCase(s) : s,
  );
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
  drivers.set(db, sqlite);
  let closed = false;
  return {
    sqlite,
    db,
    close() {
      if (closed) return;
      closed = true;
      // Kysely's destroy is async but only closes the driver; closing directly keeps close() synchronous.
      sqlite.close();
    },
  };
}

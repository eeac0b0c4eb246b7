import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DB } from './types';

export interface Connection {
  /** The raw driver: used by the seed for fast prepared inserts in one transaction. */
  sqlite: Database.Database;
  db: Kysely<DB>;
  close(): void;
}

/** Case-folds text for case-insensitive search (SQLite's own lower() only folds ASCII). */
export const foldCase = (s: string) => s.normalize('NFC').toLowerCase();

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
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
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

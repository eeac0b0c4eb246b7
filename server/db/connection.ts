import { closeSync, openSync, readSync } from 'node:fs';
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

/** A WAL database file's wal-index header, read as a count of its changes (see `walIndexReader`). */
interface WalIndexReader {
  /** Moves whenever a commit through any connection rewrote the header; undefined when unreadable. */
  version(): number | undefined;
  close(): void;
}

/** Offsets in the wal-index header (https://sqlite.org/walformat.html#the_wal_index_header). */
const WAL_HEADER_BYTES = 48;
const WAL_IS_INIT = 12;

/**
 * Commits to a WAL database file, through any connection of any process, as they show in the
 * wal-index header at the start of its `-shm` file (https://sqlite.org/walformat.html): two copies of a
 * 48-byte header, which every commit rewrites (its `iChange` counts them; a new WAL gets new salts), the
 * second copy first. Reading it is one read of the file with no lock. `PRAGMA data_version`, which says
 * the same, opens and closes a read transaction to do it, taking and releasing locks on the file
 * (system calls): a large share of an answer from the answer cache.
 *
 * `version()` is undefined when the header cannot be read as a whole header (no `-shm` file yet, or a
 * commit rewriting it at that moment: the two copies differ): data_version is then read instead.
 */
function walIndexReader(file: string): WalIndexReader {
  let fd: number | undefined;
  let unreadable = false;
  const header = Buffer.alloc(2 * WAL_HEADER_BYTES);
  const seen = Buffer.alloc(WAL_HEADER_BYTES);
  let version = 0;
  return {
    version() {
      if (unreadable) return undefined;
      try {
        fd ??= openSync(`${file}-shm`, 'r');
        if (readSync(fd, header, 0, header.length, 0) < header.length) return undefined;
      } catch (err) {
        // Not there yet (no WAL used so far): looked for again next time. Anything else: data_version.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') unreadable = true;
        return undefined;
      }
      const whole =
        header[WAL_IS_INIT] !== 0 &&
        header.compare(header, WAL_HEADER_BYTES, 2 * WAL_HEADER_BYTES, 0, WAL_HEADER_BYTES) === 0;
      if (!whole) return undefined;
      if (header.compare(seen, 0, WAL_HEADER_BYTES, 0, WAL_HEADER_BYTES) !== 0) {
        header.copy(seen, 0, 0, WAL_HEADER_BYTES);
        version += 1;
      }
      return version;
    },
    close() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
      unreadable = true;
    },
  };
}

/** What `openDatabase` keeps of each Kysely it made (the answer cache reads its change stamp). */
const drivers = new WeakMap<Kysely<DB>, { sqlite: Database.Database; walIndex?: WalIndexReader }>();

/**
 * A reading of the database's state that differs whenever its contents may have changed: rows written
 * through this connection (`total_changes()`: every INSERT, UPDATE and DELETE, by kysely, the seed or a
 * test writing straight to the database, counted even when rolled back) and commits by any other
 * connection to the same file (the wal-index header, `walIndexReader`, or `PRAGMA data_version` when
 * that cannot be read; an in-memory database has no other connection). Each reading costs well under
 * a microsecond through a kept statement, and one read of the `-shm` file. Schema changes on this
 * connection are not counted: the sandbox makes them only when migrating, before it serves anything.
 *
 * Undefined for a Kysely not opened by `openDatabase` (nothing to read the stamp from).
 */
export function changeStamp(db: Kysely<DB>): (() => string) | undefined {
  const driver = drivers.get(db);
  if (!driver) return undefined;
  const { sqlite, walIndex } = driver;
  const changes = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  // The two readings of other connections' commits are told apart ('w', 'd'), so moving from one to the
  // other moves the stamp too.
  const others = () => {
    const version = walIndex?.version();
    return version === undefined ? `d${dataVersion.get() as number}` : `w${version}`;
  };
  return () => `${changes.get() as number}:${others()}`;
}

/**
 * Opens the sandbox database: a file (WAL journal, synced on every commit) or, without a file, a private
 * in-memory database, empty or starting as a copy of `source`, a database image (`serialize()`).
 * Foreign keys are enforced on every connection.
 */
export function openDatabase(source?: string | Buffer): Connection {
  const file = typeof source === 'string' ? source : undefined;
  const sqlite = new Database(source ?? ':memory:');
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
  const walIndex =
    file && sqlite.pragma('journal_mode', { simple: true }) === 'wal' ? walIndexReader(file) : undefined;
  drivers.set(db, { sqlite, walIndex });
  let closed = false;
  return {
    sqlite,
    db,
    close() {
      if (closed) return;
      closed = true;
      walIndex?.close();
      // Kysely's destroy is async but only closes the driver; closing directly keeps close() synchronous.
      sqlite.close();
    },
  };
}

import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { SandboxCredentials } from '../src/api/contract/sandbox';
import { CACHED_ENDPOINTS, createApp, newAnswerCache } from './app';
import {
  KEYS_FILE,
  loadOrCreateSigningKey,
  randomSigningKey,
  rotateSigningKey,
  type SigningKey,
} from './auth/keys';
import { signAccessToken, signClientKey } from './auth/tokens';
import { DB_FILE, makePrivate, preparePrivateDir, touchPrivate, writePrivateFileAtomic } from './data-dir';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrations';
import type { SqlValue } from './db/seed/bulk-insert';
import { seedDatabase, seedSteps } from './db/seed/seed';
import { carrierRouteRows, carrierRoutesStep, insertCarrierRoutes } from './db/seed/steps/carrier-routes';
import type { DB } from './db/types';
import { FastAnswers } from './http/fast-answers';
import type { FaultConfig } from './http/faults';

export interface SandboxOptions {
  /** Data folder (database, signing key, credentials.json). Omitted: a private in-memory sandbox. */
  dataDir?: string;
  /** Wipe the data folder's database and seed afresh. */
  reset?: boolean;
  /**
   * Replace the data folder's signing key with a new one (credentials.json is rewritten with new
   * credentials; every credential signed with the old key gets 401).
   */
  rotateKeys?: boolean;
  /** The base URL written into the credentials (default http://127.0.0.1:8787, or http://sandbox.test in memory). */
  baseUrl?: string;
  /** Seed anchor (default: now). Only used when the database is seeded. */
  now?: Date;
  /** Simulated 5xx answers and latency (see http/faults.ts); none when omitted. */
  faults?: FaultConfig;
  /**
   * The carrier-routes seed step's rows, being read (server/main.ts: computed when the bundle was built):
   * the steps before it run meanwhile. Resolving to undefined leaves the step to compute them.
   */
  carrierRouteRows?: Promise<SqlValue[][] | undefined>;
}

export interface Sandbox {
  app: Hono;
  /**
   * A `fetch` that answers from the app in-process. Accepts an absolute URL with any origin (the path
   * decides), a path, or a Request. A leading `/api` is dropped, as the dashboard's dev-server proxy does.
   */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  credentials: SandboxCredentials;
  db: Kysely<DB>;
  /** The signing key (tests sign their own tokens with it). */
  key: SigningKey;
  /** Answers the HTTP server sends again itself (http/fast-answers.ts); none with simulated faults. */
  fastAnswers?: FastAnswers;
  close(): void;
}

export { DB_FILE };
export const CREDENTIALS_FILE = 'credentials.json';
/** Every file the sandbox keeps in its data folder (all owner-only). */
const DATA_FILES = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, KEYS_FILE, CREDENTIALS_FILE];
const IN_MEMORY_BASE_URL = 'http://sandbox.test';

async function issueCredentials(
  db: Kysely<DB>,
  key: SigningKey,
  baseUrl: string,
): Promise<SandboxCredentials> {
  const clients = await db.selectFrom('clients').select(['id', 'name']).orderBy('id').execute();
  return {
    baseUrl,
    clients: await Promise.all(
      clients.map(async (c) => ({
        clientId: c.id,
        name: c.name,
        clientKey: await signClientKey(key, c.id),
        accessToken: await signAccessToken(key, c.id),
      })),
    ),
  };
}

/** What every new in-memory sandbox starts from (see `inMemoryBase`). */
interface InMemoryBase {
  /** The database image (`serialize()`): migrated, with `carrier_routes` filled and nothing else. */
  image: Buffer;
  carrierRouteRows: readonly SqlValue[][];
}
let inMemoryBasePromise: Promise<InMemoryBase> | undefined;

/**
 * A new in-memory sandbox starts from a copy of a database image made once per process: every migration
 * applied, and the carrier routes inserted. Those are a function of the code alone (the route world,
 * server/domain/route-world.ts) and about half of a seed's rows; copying an image of them is a
 * millisecond. The seed then runs as usual, the carrier-routes step adding only the data folder's route
 * key (`carrierRoutesInTable`), so the database holds the same rows as one seeded from empty. The test
 * files share a process (vitest.config.ts), and each makes its own sandbox.
 */
function inMemoryBase(): Promise<InMemoryBase> {
  inMemoryBasePromise ??= (async () => {
    const conn = openDatabase();
    try {
      await migrate(conn.db);
      const rows = carrierRouteRows();
      conn.sqlite.transaction(() => insertCarrierRoutes(conn.sqlite, rows))();
      return { image: conn.sqlite.serialize(), carrierRouteRows: rows };
    } finally {
      conn.close();
    }
  })().catch((err: unknown) => {
    inMemoryBasePromise = undefined;
    throw err;
  });
  return inMemoryBasePromise;
}

/** Creates a sandbox: migrated, seeded when empty, with credentials for every demo client. */
export async function createSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const { dataDir } = opts;
  let key: SigningKey;
  let file: string | undefined;
  if (dataDir) {
    preparePrivateDir(dataDir, DATA_FILES);
    file = path.join(dataDir, DB_FILE);
    if (opts.reset) for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) rmSync(f);
    key = opts.rotateKeys ? rotateSigningKey(dataDir) : loadOrCreateSigningKey(dataDir);
    // SQLite creates the -wal and -shm files with the database file's mode.
    touchPrivate(file);
  } else {
    key = randomSigningKey();
  }

  const base = file === undefined ? await inMemoryBase() : undefined;
  const conn = openDatabase(file ?? base?.image);
  try {
    await migrate(conn.db);
    if (base) {
      seedDatabase(conn.sqlite, {
        now: opts.now,
        precomputed: { carrierRouteRows: base.carrierRouteRows, carrierRoutesInTable: true },
      });
    } else if (opts.carrierRouteRows) {
      // The steps before the carrier routes first (their own transaction: each step is recorded when it
      // has run, so the seed is the same however it is split), while the routes' rows are read.
      const before = seedSteps.slice(0, seedSteps.indexOf(carrierRoutesStep));
      seedDatabase(conn.sqlite, { now: opts.now, steps: before });
      const carrierRouteRows = await opts.carrierRouteRows;
      seedDatabase(conn.sqlite, { now: opts.now, precomputed: { carrierRouteRows } });
    } else {
      seedDatabase(conn.sqlite, { now: opts.now });
    }
    const baseUrl = opts.baseUrl ?? (dataDir ? 'http://127.0.0.1:8787' : IN_MEMORY_BASE_URL);
    const credentials = await issueCredentials(conn.db, key, baseUrl);
    if (dataDir) {
      writePrivateFileAtomic(
        path.join(dataDir, CREDENTIALS_FILE),
        `${JSON.stringify(credentials, null, 2)}\n`,
      );
      makePrivate(dataDir, DATA_FILES);
    }
    // One answer cache for the app and the HTTP server's fast answers (http/fast-answers.ts), which copy
    // its answers; none with simulated faults, which apply to every request.
    const answerCache = newAnswerCache(conn.db);
    const fastAnswers =
      answerCache && !opts.faults ? new FastAnswers(answerCache, CACHED_ENDPOINTS) : undefined;
    const app = createApp({
      db: conn.db,
      key,
      credentials: () => credentials,
      faults: opts.faults,
      answerCache: answerCache ?? false,
      fastAnswers: fastAnswers !== undefined,
    });
    return {
      app,
      fetch: inProcessFetch(app),
      credentials,
      db: conn.db,
      key,
      fastAnswers,
      close: () => conn.close(),
    };
  } catch (err) {
    conn.close();
    throw err;
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * Routes a fetch to the app without a network. The caller's AbortSignal is honoured but not handed to
 * the Request constructor (a jsdom signal is not one Node's Request accepts).
 */
function inProcessFetch(app: Hono): Sandbox['fetch'] {
  return async (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal?.aborted) throw abortError(signal);
    const rawUrl = input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
    const url = new URL(rawUrl, IN_MEMORY_BASE_URL);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/'))
      url.pathname = url.pathname.slice(4) || '/';
    const { signal: _ignored, ...rest } = init ?? {};
    const fromRequest: RequestInit =
      input instanceof Request
        ? {
            method: input.method,
            headers: input.headers,
            body: input.method === 'GET' || input.method === 'HEAD' ? undefined : await input.arrayBuffer(),
          }
        : {};
    const request = new Request(url, { ...fromRequest, ...rest });
    const response = Promise.resolve(app.fetch(request));
    if (!signal) return response;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      response.then(
        (r) => {
          signal.removeEventListener('abort', onAbort);
          resolve(r);
        },
        (e: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  };
}

/**
 * `Idempotency-Key` for the writes a retry must not repeat (creating a draft, submitting it, recording a
 * tracking event), as Stripe does it. The dashboard sends one key per user action and the same key on
 * every retry of it; the sandbox runs the write once and answers every repeat with the first answer.
 *
 * - Keys are per client: the same key sent by two clients is two keys.
 * - A stored answer is kept 24 hours in SQLite (`idempotency_keys`), so a restart keeps it. It is stored
 *   in the same transaction as the write itself: either both are on disk or neither is.
 * - Each key remembers the SHA-256 of the request it answered (method, path with query, body): the same
 *   key with another request is refused with 409 and runs nothing.
 * - A key whose first request is still running is refused with 409 (retry shortly).
 * - A client holds at most MAX_KEYS_PER_CLIENT live keys: a new key past that is refused with 429 (no key
 *   of anyone is evicted to make room); a key already stored still replays.
 * - A failed write (any refusal or error) is not stored, because it changed nothing: its retry runs again.
 * - Expired rows go a few at a time on each stored answer (PRUNE_BATCH), and are never answered.
 *
 * The spec does not name this header; a caller that does not send it is not affected by it.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types';
import { ApiError, badRequest, conflict } from '../http/errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Sent (`true`) on an answer replayed from a stored one, as Stripe does. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEEP_MS = 24 * 60 * 60 * 1000;
export const MAX_KEYS_PER_CLIENT = 10_000;
/** Expired rows removed per stored answer (a bounded, indexed delete). */
export const PRUNE_BATCH = 100;
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

export const mismatchMessage =
  `This ${IDEMPOTENCY_HEADER} was already used with a different request (another path or body); ` +
  'use a new key for a new request';
export const inFlightMessage = `A request with this ${IDEMPOTENCY_HEADER} is still being processed; retry shortly`;

/** What identifies a keyed request: the caller, its key and the SHA-256 of method, path and body. */
export interface KeyedRequest {
  clientId: string;
  key: string | undefined;
  hash: string;
}

/** SHA-256 (hex) of a request: method, path with its query, body text, separated so none can shift. */
export function requestHash(method: string, pathWithQuery: string, body: string): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${pathWithQuery}\n`)
    .update(body)
    .digest('hex');
}

/** The keyed request of a Hono request (the body as sent, read again from Hono's cache). */
export async function keyedRequest(c: Context, clientId: string): Promise<KeyedRequest> {
  const url = new URL(c.req.url);
  const key = c.req.header(IDEMPOTENCY_HEADER);
  const body = key === undefined ? '' : await c.req.text();
  return { clientId, key, hash: requestHash(c.req.method, `${url.pathname}${url.search}`, body) };
}

interface Options {
  now?: () => number;
  maxKeysPerClient?: number;
}

interface Stored<T> {
  status: number;
  answer: T;
}

const isPrimaryKeyClash = (err: unknown) =>
  (err as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

export class IdempotencyStore {
  /** Keys whose first request runs in this process now, per client: `key -> request hash`. */
  private readonly running = new Map<string, Map<string, string>>();
  private readonly now: () => number;
  private readonly maxKeys: number;

  constructor(
    private readonly db: Kysely<DB>,
    options: Options = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeysPerClient ?? MAX_KEYS_PER_CLIENT;
  }

  /**
   * Runs `write` in one transaction, once per (client, key): a repeat of the same request gets the first
   * answer (and `Idempotent-Replayed: true` through `onReplay`); another request with the key is 409, as
   * is one sent while the first still runs; a new key past the client's cap is 429. Without a key the
   * write simply runs, in its transaction.
   */
  async once<T>(
    request: KeyedRequest,
    write: (trx: Transaction<DB>) => Promise<T>,
    onReplay?: () => void,
  ): Promise<T> {
    const { clientId, key, hash } = request;
    if (key === undefined) return this.db.transaction().execute(write);
    if (!KEY_SHAPE.test(key))
      throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);

    // A key running in this process is answered at once, without waiting for the database.
    this.checkRunning(clientId, key, hash);
    const stored = await this.find<T>(clientId, key, hash);
    if (stored) {
      onReplay?.();
      return stored.answer;
    }
    await this.checkRoom(clientId);

    // Checked again and claimed with no await in between: this process runs the key once.
    this.checkRunning(clientId, key, hash);
    const mine = this.running.get(clientId) ?? new Map<string, string>();
    if (mine.size === 0) this.running.set(clientId, mine);
    mine.set(key, hash);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const answer = await write(trx);
        const now = this.now();
        await this.prune(trx, clientId, key, now);
        await trx
          .insertInto('idempotency_keys')
          .values({
            client_id: clientId,
            idem_key: key,
            request_hash: hash,
            status: 200,
            answer_json: JSON.stringify(answer ?? null),
            created_ms: now,
          })
          .execute();
        return answer;
      });
    } catch (err) {
      // Another process stored the key meanwhile (the primary key refused ours, and our write rolled
      // back with it): its answer is the answer.
      if (!isPrimaryKeyClash(err)) throw err;
      const theirs = await this.find<T>(clientId, key, hash);
      if (!theirs) throw err;
      onReplay?.();
      return theirs.answer;
    } finally {
      mine.delete(key);
      if (mine.size === 0) this.running.delete(clientId);
    }
  }

  /** 409 when the key's first request runs in this process now (a mismatch when it is another one). */
  private checkRunning(clientId: string, key: string, hash: string) {
    const runningHash = this.running.get(clientId)?.get(key);
    if (runningHash === undefined) return;
    throw runningHash === hash ? inFlight() : conflict(mismatchMessage);
  }

  /** The stored answer of a live key: undefined when none; 409 when it answered another request. */
  private async find<T>(clientId: string, key: string, hash: string): Promise<Stored<T> | undefined> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status', 'answer_json'])
      .where('client_id', '=', clientId)
      .where('idem_key', '=', key)
      .where('created_ms', '>', this.now() - KEEP_MS)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_hash !== hash) throw conflict(mismatchMessage);
    return { status: row.status, answer: JSON.parse(row.answer_json) as T };
  }

  /** 429 when the client already holds its cap of live keys (stored or running). */
  private async checkRoom(clientId: string) {
    const cutoff = this.now() - KEEP_MS;
    const { count, oldest } = await this.db
      .selectFrom('idempotency_keys')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_ms').as('oldest')])
      .where('client_id', '=', clientId)
      .where('created_ms', '>', cutoff)
      .executeTakeFirstOrThrow();
    const held = Number(count) + (this.running.get(clientId)?.size ?? 0);
    if (held < this.maxKeys) return;
    // The oldest key expires first: a new key fits then.
    const retryAfterS =
      oldest === null ? 60 : Math.max(1, Math.ceil((Number(oldest) + KEEP_MS - this.now()) / 1000));
    throw new ApiError(
      429,
      `Too many ${IDEMPOTENCY_HEADER}s: this account already has ${this.maxKeys.toLocaleString('en-US')} ` +
        'from the last 24 hours. Retry later with a new key, or send this request without one',
      { 'Retry-After': String(retryAfterS) },
    );
  }

  /**
   * Removes this key's own expired row (it is answered no more, and its place is taken now) and up to
   * PRUNE_BATCH other expired rows, oldest first through the index on `created_ms`.
   */
  private async prune(trx: Transaction<DB>, clientId: string, key: string, now: number) {
    const cutoff = now - KEEP_MS;
    await trx
      .deleteFrom('idempotency_keys')
      .where('client_id', '=', clientId)
      .where('idem_key', '=', key)
      .where('created_ms', '<=', cutoff)
      .execute();
    await sql`
      delete from idempotency_keys where rowid in (
        select rowid from idempotency_keys where created_ms <= ${cutoff} order by created_ms limit ${PRUNE_BATCH}
      )`.execute(trx);
  }
}

const inFlight = () => new ApiError(409, inFlightMessage, { 'Retry-After': '1' });

/** One store per database: the builder's and the tracking writes share a client's keys and its cap. */
const stores = new WeakMap<Kysely<DB>, IdempotencyStore>();

export function idempotencyStoreOf(db: Kysely<DB>): IdempotencyStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new IdempotencyStore(db)));
  return store;
}

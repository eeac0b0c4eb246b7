/**
 * The answer cache: repeated identical reads answered with the bytes the first one produced, for as
 * long as nothing could make them differ. Under load the dashboard's lists and quotes are asked for
 * again and again with the same URL and the same credential, and building a 50-campaign answer (two
 * queries, the contract's response parse, JSON) costs far more than sending it.
 *
 * It is exactly as correct as no cache, because an entry is used only while all of these hold:
 *
 * - the endpoint is listed (CACHED_ENDPOINTS in app.ts): its handler writes nothing and its answer is a
 *   pure function of the caller, the request's path, query and body, and the database's contents (and,
 *   at most, the time to the second). `mount` keeps the request context from such a handler;
 * - the key is the same: the endpoint, the caller (client, kind of credential, scopes), the full URL and
 *   the body's text. The caller comes from the credential check, which every request goes through
 *   first, in the usual order (401 and 403 are never kept); the check's own database read is remembered
 *   the same way (`caller`). Simulated faults apply to every request (their middleware runs before
 *   `mount`);
 * - the database has not changed since the entry was computed: the stamp (`changeStamp` in
 *   db/connection.ts) was read before the request's lookups and still reads the same. Any write,
 *   through any path and any connection, moves it;
 * - the wall clock is still in the second the entry was computed in (before and after computing), so an
 *   answer that reads today's date or the time to the second is the same as a fresh one would be.
 *
 * Only successful answers are kept (a handler that throws is not cached). Concurrent misses of one key
 * under one stamp share one computation, so an expiry under load costs one computation, not one per
 * waiting connection.
 */
import { BoundedStore, SecondSweep } from './bounded-store';

/**
 * What is kept of a successful answer: the exact bytes `mount` sends. Bytes, not text: a string body
 * is encoded to UTF-8 again on every send, which costs as much as the rest of a cached answer.
 */
export interface CachedAnswer {
  status: number;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

interface Entry {
  answer: CachedAnswer;
  stamp: string;
  second: number;
  bytes: number;
}

/** The database's change stamp and the wall-clock second, as read for one request. */
export interface View {
  stamp: string;
  second: number;
}

export interface AnswerCacheOptions {
  /** Largest total of kept bodies and keys, in bytes (keys counted by length). */
  maxBytes?: number;
  /** Largest number of kept answers. */
  maxEntries?: number;
  /** Longest key kept (URL and body text); longer requests are answered without the cache. */
  maxKeyLength?: number;
  /** Wall-clock milliseconds (tests move it). */
  now?: () => number;
}

export class AnswerCache {
  private readonly entries: BoundedStore<Entry>;
  /** Computations in progress under the current stamp, by key. */
  private readonly pending = new Map<string, { computing: Promise<CachedAnswer> } & View>();
  /** Callers decided by credential checks, by credential and URL (see `caller`). */
  private readonly callers = new Map<string, { caller: unknown } & View>();
  /** The stamp seen last: entries and computations of any other stamp are dropped when it moves. */
  private current = '';
  /**
   * The second of the view read last: entries and callers of an earlier second can never be used again,
   * so they are dropped when it moves, or by `sweep` once it has passed and nothing reads.
   */
  private keptSecond = -1;
  private readonly sweep: SecondSweep;
  private readonly maxEntries: number;
  readonly maxKeyLength: number;
  /** Wall-clock milliseconds (the fast answers read the same clock). */
  readonly now: () => number;

  /** `stamp` reads the database's change stamp (`changeStamp` in db/connection.ts). */
  constructor(
    private readonly stamp: () => string,
    options: AnswerCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.entries = new BoundedStore(options.maxBytes ?? 64 * 1024 * 1024, this.maxEntries);
    this.maxKeyLength = options.maxKeyLength ?? 16 * 1024;
    this.now = options.now ?? Date.now;
    this.sweep = new SecondSweep(this.now, () => {
      if (this.second() !== this.keptSecond) this.dropSecond();
      else if (this.entries.size > 0 || this.callers.size > 0) this.sweep.arm();
    });
  }

  /** Drops what holds only in the second kept last. */
  private dropSecond() {
    this.entries.clear();
    this.callers.clear();
  }

  private second = () => Math.floor(this.now() / 1000);

  /** Answers given from the cache so far (tests watch it). */
  hits = 0;

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The database's stamp and the second, read once for a request (both of its lookups use them). Drops
   * everything kept under another stamp: it belongs to an older state of the database.
   */
  view(): View {
    const stamp = this.stamp();
    if (stamp !== this.current) {
      this.entries.clear();
      this.pending.clear();
      this.callers.clear();
      this.current = stamp;
    }
    const second = this.second();
    if (second !== this.keptSecond) {
      this.dropSecond();
      this.keptSecond = second;
    }
    return { stamp, second };
  }

  /** Is `view` still the database's state and the second (checked after computing, before keeping)? */
  private holds(view: View): boolean {
    return this.stamp() === view.stamp && view.stamp === this.current && this.second() === view.second;
  }

  /**
   * The caller a credential check decides, remembered like an answer: the check reads nothing but its
   * key (the kind of credential, the Authorization header and the URL, for its client parameters), the
   * database and the time to the second (jose's unit, and the verification cache's), so within one
   * view it decides the same. A refused credential throws and is never kept.
   */
  async caller<T>(key: string, check: () => Promise<T>, view: View): Promise<T> {
    const known = this.callers.get(key);
    if (known && known.stamp === view.stamp && known.second === view.second) return known.caller as T;
    const caller = await check();
    if (key.length <= this.maxKeyLength && this.holds(view)) {
      if (this.callers.size >= this.maxEntries) this.callers.clear();
      this.callers.set(key, { caller, ...view });
      this.sweep.arm();
    }
    return caller;
  }

  /**
   * The answer for `key`: the kept one when still valid, else `compute`'s (kept when it succeeds and
   * nothing moved while it ran). `compute` throwing is this request's answer, uncached.
   */
  async answer(
    key: string,
    compute: () => Promise<CachedAnswer>,
    view: View = this.view(),
  ): Promise<CachedAnswer> {
    if (key.length > this.maxKeyLength) return compute();
    const { stamp, second } = view;
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp && hit.second === second) {
      this.hits++;
      return hit.answer;
    }
    if (hit) this.entries.delete(key);

    // Another request computing this key started under this same stamp and in this same second: nothing
    // was written since, so its answer is one this request could have been given. If it fails, this
    // request computes its own.
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.stamp === stamp && inFlight.second === second) {
      const shared = await inFlight.computing.catch(() => undefined);
      return shared ?? compute();
    }

    const computing = compute();
    this.pending.set(key, { computing, stamp, second });
    try {
      const answer = await computing;
      // Kept only if the database and the second are still those it was computed under.
      if (this.holds(view)) {
        this.entries.set(key, { answer, stamp, second, bytes: answer.body.byteLength + key.length });
        this.sweep.arm();
      }
      return answer;
    } finally {
      if (this.pending.get(key)?.computing === computing) this.pending.delete(key);
    }
  }

  /**
   * Is `answer` the one kept for `key` under `view` (a hit, or computed and kept under it)? Only such an
   * answer is known to be what every request of that key gets while the view holds: an answer shared
   * with, or computed by, a request during which the database moved was not kept, and may mix states.
   * The HTTP server's fast answers (http/fast-answers.ts) copy only such answers.
   */
  isKept(key: string, answer: CachedAnswer, view: View): boolean {
    const entry = this.entries.get(key);
    return (
      entry !== undefined &&
      entry.answer === answer &&
      entry.stamp === view.stamp &&
      entry.second === view.second &&
      view.stamp === this.current
    );
  }
}

/**
 * Fast answers: a request the HTTP server has seen answered from the answer cache
 * (http/answer-cache.ts) is answered again by the server itself, with the status, headers and body it
 * sent the first time, before the Hono adapter builds a Request, the app runs its middleware and the
 * endpoint reads its credential, URL and body. Under load the dashboard's lists and quotes are the same
 * request again and again, and for those that work was most of the cost of an answer the cache already
 * held.
 *
 * It is exactly as correct as the app's own path, for these reasons:
 *
 * - The key is the whole request as it arrived: method, target, HTTP version, every header as sent
 *   (names, values and order: the credential, Host, Accept-Encoding and Content-Type among them) and the
 *   body's bytes. Two requests of one key cannot be told apart by anything the app reads, so within one
 *   state of the database and one second the app answers them alike: the credential check, the answer
 *   cache's key and the edge's steps all read only those parts, the database and the clock.
 * - An answer is copied only when the app answered the request with the answer the answer cache keeps
 *   for it under the view (database stamp and second) the request was answered in (`AnswerCache.isKept`:
 *   `noteKept` below), with status 200. It is sent again only while the answer cache's view is still
 *   that view: the stamp (which a write through this sandbox or any other connection to the database
 *   moves) is read after the request arrived and before it is answered (once for all the requests of
 *   one turn of the event loop: `answerWaiting`), and the second is the same. Refusals (401, 403, 400) are
 *   never copied, so every request with another credential, or none, goes to the app.
 * - What is copied is what the server sent: the arguments of `writeHead` and `end` (`sentHead`,
 *   `sentBody`, called by the server's response class). Node adds Date, Connection and Keep-Alive to
 *   both alike. A compressed answer is copied per Accept-Encoding header, as sent.
 * - Requests that may be answered differently for other reasons go to the app: any with an Origin
 *   header (CORS), a chunked body, an Expect header, a method other than GET and POST, a body that has
 *   not arrived whole with its head, or a path no cached endpoint has. Simulated faults and latency
 *   (http/faults.ts) apply to every request: a sandbox with faults configured makes no fast answers.
 */
import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AnswerCache, View } from './answer-cache';
import { BoundedStore, SecondSweep } from './bounded-store';

/** On a request that may be copied: where to keep its answer, and under which key. */
const RECORDING = Symbol('fast answer recording');
/** On a request the app answered with the kept answer: the view that answer holds for. */
const KEPT = Symbol('kept under view');
/** On a request being copied: the status and headers the server sent. */
const HEAD = Symbol('head sent');

type Marked = IncomingMessage & {
  [RECORDING]?: { answers: FastAnswers; key: string };
  [KEPT]?: View;
  [HEAD]?: { status: number; headers: object };
  /** A body already read, which the Hono adapter reads instead of the stream (as for Cloud Functions). */
  rawBody?: Buffer;
};

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  /** Hands the request to the app. */
  app: () => void;
  key: string;
}

interface Entry extends View {
  status: number;
  headers: object;
  body: Uint8Array;
  bytes: number;
}

export interface FastAnswersOptions {
  /** Largest total of kept bodies and keys, in bytes. */
  maxBytes?: number;
  /** Largest number of kept answers. */
  maxEntries?: number;
  /** Longest key (the request as it arrived); a longer request always goes to the app. */
  maxKeyLength?: number;
}

/** Which endpoints may be answered fast: those of the answer cache, by method and path. */
export interface FastEndpoint {
  readonly method: string;
  readonly path: string;
}

/** `/client/campaigns/{id}` as a pattern of whole paths (a parameter is one non-empty segment). */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

export class FastAnswers {
  private readonly entries: BoundedStore<Entry>;
  /** The view seen last: answers of any other stamp or second are dropped when it moves. */
  private current = '';
  private currentSecond = -1;
  /** Drops the answers once their second has passed, when no request comes to do it. */
  private readonly sweep: SecondSweep;
  private readonly maxKeyLength: number;
  /** Exact paths, and patterns of paths with parameters, per method. */
  private readonly exact = new Map<string, Set<string>>();
  private readonly patterns = new Map<string, RegExp[]>();
  /** Requests waiting for the end of this turn of the event loop (`answerWaiting`). */
  private waiting: Waiting[] = [];

  /** Requests answered here so far (tests watch it). */
  hits = 0;

  constructor(
    private readonly cache: AnswerCache,
    endpoints: Iterable<FastEndpoint>,
    options: FastAnswersOptions = {},
  ) {
    this.entries = new BoundedStore(options.maxBytes ?? 64 * 1024 * 1024, options.maxEntries ?? 1000);
    this.maxKeyLength = options.maxKeyLength ?? 16 * 1024;
    const now = cache.now;
    this.sweep = new SecondSweep(now, () => {
      if (Math.floor(now() / 1000) !== this.currentSecond) this.entries.clear();
      else if (this.entries.size > 0) this.sweep.arm();
    });
    for (const { method, path } of endpoints) {
      if (path.includes('{')) {
        const list = this.patterns.get(method) ?? [];
        list.push(pathPattern(path));
        this.patterns.set(method, list);
      } else {
        const set = this.exact.get(method) ?? new Set();
        set.add(path);
        this.exact.set(method, set);
      }
    }
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The bytes of the kept answers' bodies and keys (the bench watches it). */
  get bytes(): number {
    return this.entries.totalBytes;
  }

  private cachedPath(method: string, path: string): boolean {
    if (this.exact.get(method)?.has(path)) return true;
    return this.patterns.get(method)?.some((p) => p.test(path)) ?? false;
  }

  /**
   * Answers `req` when its answer is kept and still holds; otherwise marks it to be copied when the
   * app's answer allows (see the top of this file) and hands it to `app`. A POST body that has arrived is
   * read here, and handed to the app as it is (`rawBody`). Requests that may be answered here wait for
   * the end of the event loop's turn (`answerWaiting`).
   */
  serve(req: IncomingMessage, res: ServerResponse, app: () => void): void {
    const { method = '', headers } = req;
    if (method !== 'GET' && method !== 'POST') return app();
    if (
      headers.origin !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      headers.expect !== undefined
    )
      return app();
    const target = req.url ?? '';
    const query = target.indexOf('?');
    if (!this.cachedPath(method, query < 0 ? target : target.slice(0, query))) return app();
    let body = '';
    if (method === 'POST') {
      const bytes = arrivedBody(req, this.maxKeyLength);
      if (!bytes) return app();
      (req as Marked).rawBody = bytes;
      // Latin-1: one character per byte, so two bodies that differ in any byte have different keys.
      body = bytes.toString('latin1');
    }
    // Header names and values cannot hold a line feed (Node refuses them), so the lines are unambiguous.
    const key = `${method} ${target} ${req.httpVersion}\n${req.rawHeaders.join('\n')}\n\n${body}`;
    if (key.length > this.maxKeyLength) return app();
    this.waiting.push({ req, res, app, key });
    if (this.waiting.length === 1) setImmediate(this.answerWaiting);
  }

  /**
   * Answers the requests that arrived in this turn of the event loop with one reading of the view (the
   * database's stamp and the second) for all of them, right after the turn's input was read: reading the
   * stamp is a read of the database's `-shm` file, a system call, which under load cost a third as much
   * as sending an answer. The reading is as fresh as one per request: it is taken after every one of
   * these requests had arrived (each was read from its socket earlier in the turn) and before any is
   * answered, so each answer is the database's contents at a moment between its request and its answer.
   * Nothing else runs in between: the answers are written in the same synchronous step.
   */
  private readonly answerWaiting = () => {
    const waiting = this.waiting;
    this.waiting = [];
    const view = this.cache.view();
    this.follow(view);
    const toApp: (() => void)[] = [];
    for (const { req, res, app, key } of waiting) {
      const hit = this.entries.get(key);
      if (hit && hit.stamp === view.stamp && hit.second === view.second) {
        this.hits++;
        res.writeHead(hit.status, hit.headers as OutgoingHttpHeaders);
        res.end(hit.body);
      } else {
        (req as Marked)[RECORDING] = { answers: this, key };
        toApp.push(app);
      }
    }
    // After every answer above is written: nothing the app does can come between the reading and them.
    for (const app of toApp) app();
  };

  /** Keeps what was sent for `key`, if its view still holds (else it could never be sent again). */
  private keep(key: string, entry: Entry) {
    const view = this.cache.view();
    this.follow(view);
    if (entry.stamp !== view.stamp || entry.second !== view.second) return;
    this.entries.set(key, entry);
    this.sweep.arm();
  }

  /**
   * Drops every answer kept under another view than `view`: none of them can be sent again (an answer is
   * sent only in its own view), so the store holds one second's answers at most.
   */
  private follow(view: View) {
    if (view.stamp === this.current && view.second === this.currentSecond) return;
    this.entries.clear();
    this.current = view.stamp;
    this.currentSecond = view.second;
  }

  /** For `sentBody`: keeps a copied answer. */
  static record(req: Marked, body: Uint8Array) {
    const recording = req[RECORDING];
    const view = req[KEPT];
    const head = req[HEAD];
    if (!recording || !view || !head || head.status !== 200) return;
    const { answers, key } = recording;
    answers.keep(key, {
      status: head.status,
      // Frozen: the same object is handed to Node for every answer sent from it (Node only reads it).
      headers: Object.freeze(head.headers),
      body,
      stamp: view.stamp,
      second: view.second,
      bytes: body.byteLength + key.length,
    });
  }
}

/**
 * The whole body of a POST that arrived with its head (as a small request's does), read from the
 * request's buffer without waiting; undefined when it has not all arrived, has no declared length, is
 * empty or longer than `max`.
 */
function arrivedBody(req: IncomingMessage, max: number): Buffer | undefined {
  const length = Number(req.headers['content-length']);
  if (!(length > 0 && length <= max) || !req.complete || req.readableDidRead) return undefined;
  const bytes = req.read() as Buffer | null;
  if (bytes === null) return undefined;
  // Whole, as declared: the parser has read the request to its end (`complete`).
  if (bytes.length !== length) {
    (req as Marked).rawBody = bytes;
    return undefined;
  }
  return bytes;
}

/**
 * For `mount` (http/mount.ts): the app answered this request with the answer the cache keeps for it
 * under `view`. Only a request the HTTP server marked to be copied is noted.
 */
export function noteKept(c: Context, view: View): void {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (incoming instanceof IncomingMessage && (incoming as Marked)[RECORDING]) {
    (incoming as Marked)[KEPT] = view;
  }
}

/** For the server's response class: the status and headers `writeHead` is about to send for `req`. */
export function sentHead(req: IncomingMessage, status: number, args: readonly unknown[]): void {
  const marked = req as Marked;
  if (!marked[RECORDING]) return;
  const [headers] = args;
  // Only the form the adapter uses: a status and one plain object of headers.
  if (args.length === 1 && typeof headers === 'object' && headers !== null && !Array.isArray(headers)) {
    marked[HEAD] = { status, headers };
  }
}

/** For the server's response class: a body sent in parts is not copied (only `end(body)` is). */
export function sentPart(req: IncomingMessage): void {
  delete (req as Marked)[RECORDING];
}

/** For the server's response class: the body `end` is about to send for `req`. */
export function sentBody(req: IncomingMessage, body: unknown): void {
  const marked = req as Marked;
  if (marked[RECORDING] && body instanceof Uint8Array) FastAnswers.record(marked, body);
}

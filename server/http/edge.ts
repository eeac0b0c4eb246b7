/**
 * The app's edge: what every answer goes through, in this order, as one middleware:
 *
 * 1. API headers: `X-Content-Type-Options: nosniff` and `Cache-Control: no-store` on every answer that
 *    does not set its own (the artwork files keep their public cache), failures and preflights included.
 * 2. CORS for loopback origins: Hono's CORS answers preflights; every other answer gets `Vary: Origin`
 *    and, when the request came from a page on this machine, the allowed origin and the answer headers
 *    the dashboard reads (`Access-Control-Expose-Headers`, http/headers.ts). Not for the
 *    authorization endpoint (`/oauth/authorize`, the consent page and its answer): no other page may read
 *    a consent request (`NO_CORS_PATHS`).
 * 3. Simulated faults (http/faults.ts), when configured: after CORS, so a simulated 502 is readable by a
 *    dashboard on another loopback port.
 * 4. The 1 MB body limit.
 * 5. Compression of large JSON answers by `Accept-Encoding`, each of which varies on it whether
 *    compressed or not; a HEAD gets the headers of its GET (http/compress.ts).
 *
 * These were four middlewares; as one, a request passes one level of Hono's middleware chain instead of
 * four (each an async call and a promise), and the common answer needs no header work at all: an answer
 * the cache keeps (`finishedAnswer`) is built with every header the edge would add, and the edge leaves
 * it as it is. Each step does what the middleware did, including how Hono's chain treats what a
 * middleware returns or throws (see `settle` and `composeStep`), so every answer has the same status,
 * headers and bytes as before.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { endpoints } from '../../src/api/contract/endpoints';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { CachedAnswer } from './answer-cache';
import { chooseEncoding, isCompressibleAnswer, knownBody, negotiateAnswer } from './compress';
import { failure } from './errors';
import { faults as faultsMiddleware, type FaultConfig } from './faults';
import { API_HEADERS, EXPOSED_HEADERS } from './headers';
import { isLoopbackOrigin } from './loopback';
import { MAX_BODY_BYTES } from './validate';

export interface EdgeOptions {
  /** Simulated 5xx answers and latency (http/faults.ts); none when omitted. */
  faults?: FaultConfig;
  /** The app's error handler: what Hono's chain answers an Error thrown in a middleware with. */
  onError: (err: Error, c: Context) => Response | Promise<Response>;
}

const API_HEADER_ENTRIES = Object.entries(API_HEADERS);

/**
 * Paths no other page may read, even from this machine: the consent page (its one-time request id would
 * let a page on another port answer it). The token endpoint keeps CORS: the dashboard exchanges its code
 * there with a script (from another port when it talks to the sandbox directly), and its answer needs the
 * code and the PKCE verifier only that dashboard holds.
 */
const NO_CORS_PATHS: ReadonlySet<string> = new Set([endpoints.oauthAuthorize.path]);

/** Marks an answer built with its final headers (`finishedAnswer`): the edge adds nothing to it. */
const FINISHED = Symbol('finished answer');
type Marked = Response & { [FINISHED]?: true };

/**
 * The headers the edge gives an answer of this content type to a request without an Origin header and
 * without an encoding it can compress with, exactly as the adapter (@hono/node-server) would send them
 * after the edge had added them to a Headers object: names in lower case, in the order a Headers object
 * lists them (sorted). An answer that could be compressed varies on Accept-Encoding too (http/compress.ts).
 * One frozen object per content type and kind, shared by every answer: whatever reads them (a Headers
 * object made from them, the adapter, Node) copies them.
 */
const finishedHeadersOf = new Map<string, Readonly<Record<string, string>>>();
/** Each finished headers object's entries, for the HTTP server (`withContentLength`). */
const finishedEntries = new Map<object, readonly [string, string][]>();

function finishedHeaders(contentType: string, compressible: boolean): Readonly<Record<string, string>> {
  const kind = `${compressible ? 'compressible' : 'plain'} ${contentType}`;
  let headers = finishedHeadersOf.get(kind);
  if (!headers) {
    const entries: [string, string][] = [
      ['content-type', contentType],
      ['vary', compressible ? 'Origin, Accept-Encoding' : 'Origin'],
      ...API_HEADER_ENTRIES.map(([name, value]): [string, string] => [name.toLowerCase(), value]),
    ];
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    headers = Object.freeze(Object.fromEntries(entries));
    finishedHeadersOf.set(kind, headers);
    finishedEntries.set(headers, entries);
  }
  return headers;
}

/**
 * An answer of `mount` (http/mount.ts) with every header the edge would give it, or undefined when the
 * request needs the edge's own work (it names an Origin: CORS decides). Its headers are a plain object,
 * which the adapter writes as it is: the usual way, the edge's changes make a Headers object of them,
 * which the adapter then converts back. For `mount`'s cached endpoints only: their handlers cannot set
 * headers or a status of their own (they get no request context).
 */
export function finishedAnswer(c: Context, answer: CachedAnswer): Response | undefined {
  if (c.req.header('origin') !== undefined) return undefined;
  const compressible = isCompressibleAnswer(answer.contentType, answer.body.byteLength);
  const headers = finishedHeaders(answer.contentType, compressible);
  const res: Marked = new Response(answer.body, { status: answer.status, headers });
  res[FINISHED] = true;
  return knownBody(res, answer.body);
}

const isFinished = (res: Response) => (res as Marked)[FINISHED] === true;

/**
 * 5. The answer compressed when the request accepts brotli or gzip and it is a large enough JSON answer,
 * and `Vary: Accept-Encoding` on every such answer, compressed or not (http/compress.ts). A HEAD gets the
 * headers its GET would: Hono answers it with the GET's answer, without the body. Last, so the
 * compressed answer keeps every header the steps before gave it.
 */
async function compressed(c: Context): Promise<void> {
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  // A finished answer already varies on Accept-Encoding when it could be compressed.
  if (!encoding && isFinished(c.res)) return;
  const res = await negotiateAnswer(c.res, encoding, { head: c.req.method === 'HEAD' });
  if (res === c.res) return;
  // Unset first: Hono's setter would copy the old answer's headers (its length among them) onto the new.
  c.res = undefined;
  c.res = res;
}

/**
 * For the HTTP server's `writeHead` (http/node-server.ts): a finished answer's headers with its
 * Content-Length last, where the adapter puts it for every other answer (after the answer's own
 * headers; for a plain object it leaves the length to Node, which writes it after Date and
 * Connection). The length is the one the adapter gave Node (`_contentLength`). Any other headers are
 * returned as they are.
 */
export function withContentLength(headers: unknown, length: unknown): unknown {
  const entries = typeof length === 'number' ? finishedEntries.get(headers as object) : undefined;
  if (!entries) return headers;
  // Copied property by property: spreading the object costs microseconds here (V8 gives up on it).
  const out: Record<string, string | number> = {};
  for (const [name, value] of entries) out[name] = value;
  out['Content-Length'] = length as number;
  return out;
}

/**
 * What Hono's chain (hono/dist/compose.js) does when a middleware throws: an Error is answered by the
 * error handler, which becomes the answer; anything else goes on up.
 */
async function answerThrown(c: Context, onError: EdgeOptions['onError'], err: unknown): Promise<void> {
  if (!(err instanceof Error)) throw err;
  c.error = err;
  c.res = await onError(err, c);
}

/**
 * Runs one middleware as Hono's chain does: what it throws as `answerThrown`; what it returns becomes
 * the answer if it is one and none was set after it.
 */
async function composeStep(
  c: Context,
  onError: EdgeOptions['onError'],
  run: () => Promise<unknown>,
): Promise<void> {
  let res: unknown;
  try {
    res = await run();
  } catch (err) {
    return answerThrown(c, onError, err);
  }
  if (res && !c.finalized) c.res = res as Response;
}

/** A Response a middleware returned before anything after it ran: the answer, as Hono's chain takes it. */
function settle(c: Context, res: Response) {
  if (!c.finalized) c.res = res;
}

/** The edge (see the top of this file) as one middleware. */
export function edge(options: EdgeOptions): MiddlewareHandler {
  const { onError } = options;
  const allowed = (origin: string, c: Context) =>
    isLoopbackOrigin(origin) && !NO_CORS_PATHS.has(c.req.path) ? origin : null;
  const preflight = cors({
    origin: allowed,
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  const injectFaults = options.faults ? faultsMiddleware(options.faults) : undefined;
  const tooLarge = (c: Context) =>
    failure(c, 413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes (1 MB)`);
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

  /**
   * The body limit, then the endpoints. A GET or HEAD request has no body to limit, and a body of
   * declared length is limited by its Content-Length (Node's parser never reads past it): Hono's
   * middleware is only needed for a chunked body. It asks for the request's body stream first, which
   * builds a full Request object: a large share of a small request's cost.
   */
  const limited = async (c: Context, next: Next): Promise<void> => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length, 10) > MAX_BODY_BYTES) return settle(c, tooLarge(c));
      return next();
    }
    return composeStep(c, onError, () => limitBody(c, next));
  };

  /** Faults (when configured), then the body limit and the endpoints. */
  const guarded = async (c: Context, next: Next): Promise<void> => {
    if (!injectFaults) return limited(c, next);
    // The faults middleware returns a failure or what its `next` gives (nothing).
    const res = await injectFaults(c, () => limited(c, next));
    if (res) settle(c, res);
  };

  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      // Hono's CORS answers a preflight itself (it does not go on to the endpoints).
      await composeStep(c, onError, () => preflight(c, next));
    } else {
      // Most requests (curl, the dev server's proxy, the bench) send no Origin: no URL to parse (a failed
      // parse throws, which is costly on every request).
      const header = c.req.header('origin');
      const origin = header ? allowed(header, c) : null;
      await guarded(c, next);
      // A finished answer has `Vary: Origin` and the API headers already (it is made only when the
      // request has no Origin, so no origin is allowed either).
      if (origin === null && isFinished(c.res)) return compressed(c);
      // Set on the response's own headers: Hono's `c.header` after the endpoint turns the answer into a
      // streamed copy, a few times the cost of a small read. As when CORS was a middleware of its own,
      // an Error thrown here is answered by the error handler, and that answer gets the API headers.
      try {
        if (origin) {
          c.res.headers.set('Access-Control-Allow-Origin', origin);
          c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
        }
        c.res.headers.append('Vary', 'Origin');
      } catch (err) {
        await answerThrown(c, onError, err);
      }
    }
    for (const [name, value] of API_HEADER_ENTRIES) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
    if (c.req.method !== 'OPTIONS') await compressed(c);
  };
}

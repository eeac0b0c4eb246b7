/**
 * Compressed answers: a JSON answer of at least COMPRESS_MIN_BYTES is sent with brotli or gzip when the
 * request's `Accept-Encoding` allows it (brotli preferred at equal weight); such an answer names
 * `Accept-Encoding` in its `Vary` whether it was compressed or not, and a HEAD answers the headers its GET
 * would (`negotiateAnswer`). A planner search of 500
 * routes with their outlines is about 500 KB of JSON and an eighth of that compressed.
 *
 * The work runs on libuv's thread pool (zlib's asynchronous calls), so compressing a large answer holds
 * no other request. Brotli runs at quality 5 (its default, 11, takes tens of times longer for a few per
 * cent less), gzip at its default level. An answer the answer cache keeps (http/answer-cache.ts) is
 * compressed once per encoding and the bytes are reused while the cache serves it.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Answers smaller than this are sent as they are: compressing them saves less than the header costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function encode(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : await gzipAsync(bytes);
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): the acceptable one of
 * brotli and gzip with the highest weight, brotli on a tie; `*` stands for any not named; a weight of 0
 * refuses. Null when neither is acceptable (the answer goes as it is: identity is always acceptable here).
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    weights.set(name.trim(), q);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Compressed bytes of a kept answer's body, per encoding, for as long as the body is kept. */
const memo = new WeakMap<object, Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>>();

function memoized(key: object, bytes: Uint8Array, encoding: Encoding) {
  let byEncoding = memo.get(key);
  if (!byEncoding) memo.set(key, (byEncoding = new Map()));
  let pending = byEncoding.get(encoding);
  if (!pending) {
    pending = encode(bytes, encoding);
    byEncoding.set(encoding, pending);
    // A failure is not kept: the next request tries again.
    pending.catch(() => byEncoding.delete(encoding));
  }
  return pending;
}

/** Whether an answer of this content type and size is compressed when the request accepts it. */
export const isCompressibleAnswer = (contentType: string, byteLength: number) =>
  contentType.startsWith('application/json') && byteLength >= COMPRESS_MIN_BYTES;

/**
 * Bodies known without reading the answer (`knownBody`): the bytes `mount` sent. Reading an answer's
 * body to learn its size rebuilds the answer, a cost an uncompressed answer would pay for nothing.
 */
const knownBodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/**
 * Records that `res`'s body is `body` (the same bytes), so that `negotiateAnswer` decides without
 * reading it, and compresses a kept answer's bytes once (the same object is sent while it is kept).
 */
export function knownBody(res: Response, body: Uint8Array<ArrayBuffer>): Response {
  knownBodies.set(res, body);
  return res;
}

/** `Vary: Accept-Encoding` once, after whatever the answer already varies on. */
function varyOnEncoding(headers: Headers) {
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.get('vary') ?? ''))
    headers.append('Vary', 'Accept-Encoding');
}

/**
 * A JSON answer not encoded yet. `hasBody` is read only for a body not known: reading `body` of the
 * adapter's light Response (@hono/node-server) makes it a full one, which the adapter sends the slow way.
 */
const mayCompress = (res: Response, hasBody: boolean) =>
  !res.headers.has('content-encoding') &&
  (res.headers.get('content-type') ?? '').startsWith('application/json') &&
  (hasBody || res.body !== null);

export interface NegotiateOptions {
  /** The answer is for a HEAD request: its headers are the GET's, its body is never sent (nor encoded). */
  head?: boolean;
}

/**
 * `res` as sent for a request accepting `encoding` (null: neither brotli nor gzip). A JSON answer of at
 * least COMPRESS_MIN_BYTES could be compressed, so whether it is depends on the request's
 * `Accept-Encoding`: it carries `Vary: Accept-Encoding` either way (RFC 9110 §12.5.5), or a cache would
 * hand the plain answer to a client that asked for brotli, or the reverse. Compressed, it keeps the status
 * and every header but the length, and gains `Content-Encoding`. For HEAD the headers are exactly the
 * GET's (RFC 9110 §9.3.2) but for the length, which only compressing would tell. Any other answer is
 * `res` itself.
 */
export async function negotiateAnswer(
  res: Response,
  encoding: Encoding | null,
  options: NegotiateOptions = {},
): Promise<Response> {
  const known = knownBodies.get(res);
  if (!mayCompress(res, known !== undefined)) return res;
  const declared = known?.byteLength ?? Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared < COMPRESS_MIN_BYTES) return res;
  if (known && !encoding) {
    varyOnEncoding(res.headers);
    return res;
  }
  const bytes = known ?? new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  const init = { status: res.status, statusText: res.statusText, headers };
  if (bytes.byteLength < COMPRESS_MIN_BYTES) return new Response(bytes, init);
  varyOnEncoding(headers);
  if (!encoding) return new Response(bytes, init);
  headers.delete('content-length');
  headers.set('Content-Encoding', encoding);
  if (options.head) return new Response(null, init);
  // A known body is `mount`'s bytes, the same object while the answer cache keeps the answer.
  const body = known ? await memoized(known, bytes, encoding) : await encode(bytes, encoding);
  return new Response(body, init);
}

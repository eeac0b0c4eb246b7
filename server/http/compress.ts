/**
 * Compressed answers: a JSON answer of at least COMPRESS_MIN_BYTES is sent with brotli or gzip when the
 * request's `Accept-Encoding` allows it (brotli preferred at equal weight). A planner search of 500
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

const isCompressible = (res: Response) =>
  res.body !== null &&
  !res.headers.has('content-encoding') &&
  (res.headers.get('content-type') ?? '').startsWith('application/json');

/**
 * `res` compressed with `encoding` when it is a JSON answer of at least COMPRESS_MIN_BYTES, else `res`
 * itself. The compressed answer keeps the status and every header but the length, and gains
 * `Content-Encoding` and `Vary: Accept-Encoding`. `key`, when given, names the body for reuse (a kept
 * answer of the answer cache).
 */
export async function compressAnswer(res: Response, encoding: Encoding, key?: object): Promise<Response> {
  if (!isCompressible(res)) return res;
  const declared = Number(res.headers.get('content-length') ?? Number.NaN);
  if (declared < COMPRESS_MIN_BYTES) return res;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (bytes.byteLength < COMPRESS_MIN_BYTES) {
    return new Response(bytes, { status: res.status, statusText: res.statusText, headers });
  }
  const body = key ? await memoized(key, bytes, encoding) : await encode(bytes, encoding);
  headers.delete('content-length');
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * The sandbox's Node HTTP layer: what happens before the app sees a request, and what Node itself would
 * otherwise answer with an empty body. Every answer is the envelope `{success:false, error}` with its
 * status (no body for HEAD); a refusal that leaves the request body unread closes the connection, after
 * reading the rest for a while so that the refusal arrives (a lingering close); pipelined requests after
 * a write wait for it; only requests addressed to this machine are answered (DNS rebinding).
 */
import {
  createServer,
  ServerResponse,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { withContentLength } from './edge';
import { sentBody, sentHead, sentPart, type FastAnswers } from './fast-answers';
import { API_HEADERS } from './headers';
import { MAX_BODY_BYTES } from './validate';

/** Largest request head (request line and headers) Node accepts before answering 431. */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * How long an idle keep-alive connection stays open: above the idle timeouts of common client pools
 * (load balancers and HTTP agents keep sockets 60 s), so the sandbox is never the side that closes a
 * socket a client is about to reuse. Node's default (5 s) raced with clients reusing a socket just
 * before it (ECONNRESET on a request already sent).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How long a request's head may take to arrive: above the keep-alive timeout, as Node requires. */
export const HEADERS_TIMEOUT_MS = 66_000;

/** How long a connection closed after an answer to an unread body keeps reading it (see `lingeringClose`). */
export const LINGER_MS = 2_000;
/** How much of it is read at most before the connection is closed all the same (about: see `lingeringClose`). */
export const LINGER_MAX_BYTES = 4 * 1024 * 1024;
/** How often a lingering connection's bytes read are checked against LINGER_MAX_BYTES. */
const LINGER_CHECK_MS = 20;

const lingering = new WeakSet<Socket>();

/**
 * Closes a connection whose client may still be sending (the rest of a refused upload) without losing
 * the answer already written: the sending side is closed at once (the client reads the answer, then
 * the end), and what still arrives is read and discarded until the client stops sending or closes, for
 * at most LINGER_MS or about LINGER_MAX_BYTES, then the connection is closed. Closing it at once, with
 * bytes still arriving, makes the system reset it: a client that sent its body without waiting for the
 * answer (browsers, fetch, most clients) then gets "connection reset" or EPIPE instead of the answer
 * (nginx's lingering close does the same). `discard` makes the bytes flow when the caller does not read
 * them already (Node's parser reads a request's rest and drops it once the request is answered).
 */
function lingeringClose(socket: Socket, discard?: () => void) {
  if (socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  const from = socket.bytesRead;
  const close = () => {
    clearTimeout(deadline);
    clearInterval(check);
    socket.destroy();
  };
  const deadline = setTimeout(close, LINGER_MS);
  const check = setInterval(() => {
    if (socket.bytesRead - from > LINGER_MAX_BYTES) close();
  }, LINGER_CHECK_MS);
  deadline.unref();
  check.unref();
  socket.once('end', close);
  socket.once('close', close);
  socket.on('error', close);
  socket.end();
  discard?.();
}

/**
 * A response that says `Connection: close` when it is sent before the request's body has arrived: the
 * unread rest cannot be told apart from the next request, so the connection is not reused (the client
 * opens a new one instead of having its next request fail on a socket closed under it). The close, once
 * the answer is sent, is a lingering one (`lingeringClose`), so the client reads the answer.
 */
class SandboxResponse extends ServerResponse {
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    const { req } = this;
    // A request that has arrived whole (every small request) needs none of the header reads below.
    if (!req.complete) {
      const hasBody =
        req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
      if (hasBody) {
        this.shouldKeepAlive = false;
        // Node closes the connection after the last answer with `destroySoon` (node:_http_server).
        const socket = req.socket as Socket & { destroySoon?: () => void };
        socket.destroySoon = () =>
          lingeringClose(socket, () => {
            if (!req.readableEnded && !req.destroyed) req.resume();
          });
      }
    }
    // An answer the app's edge finished (http/edge.ts) is sent with its Content-Length where the adapter
    // puts it for any other answer: the same bytes, without the headers being built as a Headers object.
    if (rest.length === 1) {
      rest[0] = withContentLength(rest[0], (this as { _contentLength?: unknown })._contentLength);
    }
    // What is sent is what a fast answer sends again (http/fast-answers.ts), when it may be copied.
    sentHead(req, statusCode, rest);
    return super.writeHead(statusCode, ...(rest as [string, OutgoingHttpHeaders]));
  }

  override write(...args: unknown[]): boolean {
    sentPart(this.req);
    return (ServerResponse.prototype.write as (...a: unknown[]) => boolean).apply(this, args);
  }

  override end(...args: unknown[]): this {
    sentBody(this.req, args[0]);
    return (ServerResponse.prototype.end as (...a: unknown[]) => this).apply(this, args);
  }
}

const envelope = (error: string) => JSON.stringify({ success: false, error });

const failureHeaders = (body: string) => ({
  ...API_HEADERS,
  'Content-Type': 'application/json',
  'Content-Length': Buffer.byteLength(body),
});

/** The envelope through Node's response (which leaves the body out for HEAD). */
function sendFailure(res: ServerResponse, status: number, error: string) {
  const body = envelope(error);
  res.writeHead(status, failureHeaders(body));
  res.end(body);
}

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;
/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST_SYNTAX = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** How many Host headers a request carries (Node keeps only the first in `headers`). */
function hostCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') count += 1;
  }
  return count;
}

const quoted = (value: string) => `'${value.length > 100 ? `${value.slice(0, 100)}...` : value}'`;

/**
 * Why a request is refused before the app, or undefined to let it through: a target that is not a path,
 * a missing, repeated or malformed Host (400), a Host that is not this machine (403: a page on another
 * site reaching the sandbox through a rebound DNS name), an expectation other than 100-continue (417).
 */
export function refusal(req: IncomingMessage): [number, string] | undefined {
  const target = req.url ?? '';
  if (!target.startsWith('/'))
    return [400, `Invalid request target ${quoted(target)}: expected a path such as /client/me`];
  const host = req.headers.host;
  if (hostCount(req.rawHeaders) > 1) return [400, 'Invalid request: more than one Host header'];
  if (host === undefined || host === '')
    return [400, 'Invalid request: missing Host header (send Host: 127.0.0.1 with the port)'];
  const syntax = HOST_SYNTAX.exec(host);
  if (!syntax || Number(syntax[1] ?? 0) > 65535) return [400, `Invalid Host header ${quoted(host)}`];
  if (!LOOPBACK_HOST.test(host)) {
    return [
      403,
      `Forbidden: the sandbox answers only requests addressed to this machine (Host localhost, 127.0.0.1 or [::1]), not ${quoted(host)}`,
    ];
  }
  const expect = req.headers.expect;
  if (expect !== undefined && expect.trim().toLowerCase() !== '100-continue') {
    return [417, `Expectation failed: only 'Expect: 100-continue' is supported, not ${quoted(expect)}`];
  }
  return undefined;
}

/**
 * The adapter's own refusals (a backslash in the path, a URL it cannot build) are the caller's: 400.
 * Anything else escaping the app is a bug: logged, and a bare 500 envelope.
 */
function adapterError(err: unknown): Response {
  const json = (status: number, error: string) =>
    new Response(envelope(error), {
      status,
      headers: { ...API_HEADERS, 'Content-Type': 'application/json' },
    });
  if (err instanceof RequestError) return json(400, `Invalid request: ${err.message}`);
  console.error('[sandbox] unexpected error outside the app:', err);
  return json(500, 'Internal error in the sandbox');
}

/** As bytes: searching a chunk for a string needle converts the string on every call. */
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');

/** The first word of `bytes` from `offset` (a request's method when a head starts there). */
function leadingToken(bytes: Buffer, offset = 0): string {
  // Up to the first space within 16 bytes (latin1: one character a byte), without decoding the rest.
  const limit = Math.min(bytes.length, offset + 16);
  let end = offset;
  while (end < limit && bytes[end] !== 0x20) end += 1;
  return bytes.toString('latin1', offset, end);
}

/**
 * Per connection, the method of the request head in progress before and after the latest chunk
 * ('' when the next chunk starts a head), so a head the parser refuses can be known to be a HEAD even
 * when the chunk that overflows holds only the middle of it.
 */
const headMethods = new WeakMap<Socket, { before: string; after: string }>();

/** The method of the head that `bytes` continues or starts, given the one in progress before them. */
function methodAfter(bytes: Buffer, before: string): string {
  const end = bytes.lastIndexOf(HEAD_END);
  if (end >= 0) return leadingToken(bytes, end + HEAD_END.length);
  return before === '' ? leadingToken(bytes) : before;
}

/** Records a chunk of `socket`'s bytes, before a refusal of anything in it is answered. */
function seeChunk(socket: Socket, chunk: Buffer) {
  // One state object per connection, updated in place: this runs for every chunk of every request.
  const state = headMethods.get(socket);
  if (state) {
    state.before = state.after;
    state.after = methodAfter(chunk, state.before);
  } else {
    headMethods.set(socket, { before: '', after: methodAfter(chunk, '') });
  }
}

/** What Node's HTTP parser offers the server it belongs to (node:_http_server), as far as used here. */
interface NodeParser {
  _consumed?: boolean;
  getCurrentBuffer?: () => Buffer;
  [callback: number]: unknown;
}

/**
 * The index under which Node's parser keeps the callback it calls after each chunk it has parsed
 * (`HTTPParser.kOnExecute`), read from the parser's own class; undefined when it is not there.
 */
const onExecuteIndex = (parser: NodeParser): number | undefined => {
  const index = (parser.constructor as { kOnExecute?: unknown }).kOnExecute;
  return typeof index === 'number' ? index : undefined;
};

/**
 * Per connection parsed natively (see `followConnection`), the requests whose heads are in the chunk
 * being parsed, waiting to be handed to the app until the parser has read the rest of that chunk.
 */
const waitingForChunk = new WeakMap<Socket, (() => void)[]>();

/**
 * Follows a connection's bytes, chunk by chunk: where request heads start (`seeChunk`, before the
 * server answers a refusal of the chunk), and when the parser has read the whole chunk.
 *
 * Node's server parses a connection's bytes in C++, straight from the socket, and calls back into
 * JavaScript once per chunk it has parsed, while the chunk can still be read (`getCurrentBuffer`); that
 * callback is wrapped here. Listening for the socket's 'data' instead would hand every chunk to
 * JavaScript and make the parser work from JavaScript too (Node stops parsing natively as soon as there
 * is a 'data' listener): a large share of a small request's cost. That is the fallback when the parser
 * does not offer the callback (another Node, or a connection already read from JavaScript).
 *
 * Parsed natively, a request would reach the app before the parser has read the rest of its chunk, and
 * an answer given at once (a 401, a 404) would find the body that came with the head not yet arrived
 * (`SandboxResponse`) and close the connection. So the requests of a chunk are handed to the app when
 * the whole chunk is parsed (`waitingForChunk`), as they were when the parser ran from JavaScript.
 *
 * Pipelined bodies that contain a blank line can mislead the method tracking: a refused HEAD then gets a
 * body, nothing worse.
 */
function followConnection(socket: Socket) {
  const parser = (socket as Socket & { parser?: NodeParser | null }).parser;
  const index = parser ? onExecuteIndex(parser) : undefined;
  const onExecute = index === undefined ? undefined : parser?.[index];
  if (
    !parser?._consumed ||
    index === undefined ||
    typeof onExecute !== 'function' ||
    !parser.getCurrentBuffer
  ) {
    socket.prependListener('data', (chunk: Buffer) => seeChunk(socket, chunk));
    return;
  }
  const current = parser.getCurrentBuffer.bind(parser);
  const waiting: (() => void)[] = [];
  waitingForChunk.set(socket, waiting);
  parser[index] = function (this: unknown, ...args: unknown[]): unknown {
    seeChunk(socket, current());
    try {
      return (onExecute as (...a: unknown[]) => unknown).apply(this, args);
    } finally {
      for (let start = waiting.shift(); start; start = waiting.shift()) start();
    }
  };
}

/** The method of the head the parser refused in `packet` (its current chunk) after `parsed` bytes. */
function refusedMethod(socket: Duplex, packet: Buffer | undefined, parsed: number | undefined) {
  const seen = packet?.subarray(0, parsed ?? packet.length) ?? Buffer.alloc(0);
  return methodAfter(seen, headMethods.get(socket as Socket)?.before ?? '');
}

/**
 * Requests Node's HTTP parser refuses before the app sees them (a head over MAX_HEADER_BYTES, an unknown
 * method, bytes that are not HTTP, a head or body that takes too long) still get the envelope, never an
 * empty answer; a HEAD gets the headers alone.
 */
function answerClientError(
  err: Error & { code?: string; rawPacket?: Buffer; bytesParsed?: number },
  socket: Duplex,
) {
  const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || err.code === 'ECONNRESET' || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message]: [number, string, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          `Request URL and headers too large: the limit is ${MAX_HEADER_BYTES / 1024} KB`,
        ]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request timeout: the request took too long to arrive']
        : [400, 'Bad Request', 'Malformed HTTP request'];
  const method = refusedMethod(socket, err.rawPacket, err.bytesParsed);
  socket.end(rawFailure(status, reason, message, { withBody: method !== 'HEAD' }));
}

/** The envelope as the bytes of a whole answer that closes the connection, for a socket Node left us. */
function rawFailure(
  status: number,
  reason: string,
  message: string,
  { withBody = true, headers = {} }: { withBody?: boolean; headers?: Record<string, string> } = {},
) {
  const body = envelope(message);
  const head = Object.entries({ ...failureHeaders(body), ...headers, Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${withBody ? body : ''}`;
}

/** The methods the sandbox's endpoints answer, as a 405 to a CONNECT lists them. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * A CONNECT (a request to open a tunnel, as to a proxy) gets a 405 envelope with `Allow`: the sandbox is
 * no proxy. Node hands such a request over with its socket and no response, and closes it unanswered
 * when nobody listens. The connection is then closed, lingering (`lingeringClose`) over what the client
 * sent after its head.
 */
function answerConnect(req: IncomingMessage, socket: Duplex) {
  const target = req.url ?? '';
  socket.on('error', () => socket.destroy());
  socket.write(
    rawFailure(
      405,
      'Method Not Allowed',
      `Method CONNECT not allowed on ${quoted(target)}: the sandbox is not a proxy (send ${ALLOWED_METHODS} with a path such as /client/me)`,
      { headers: { Allow: ALLOWED_METHODS } },
    ),
  );
  lingeringClose(socket as Socket, () => socket.resume());
}

/** Methods whose requests change nothing (RFC 9110 §9.2.1, as far as the sandbox answers them). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Per connection, whether a request that may change something (not GET, HEAD or OPTIONS) is being
 * answered, and the requests pipelined after it, waiting, in their order.
 */
interface Pipeline {
  writing: boolean;
  waiting: { safe: boolean; res: ServerResponse; run: () => void }[];
}
const pipelines = new WeakMap<Socket, Pipeline>();

/**
 * Starts a request's work now, or once the requests that may change something before it on its
 * connection are answered. Node hands the app every pipelined request at once, and the app answers
 * them concurrently: a GET pipelined after a POST read what was there before the POST's write. Safe
 * requests may be answered in parallel, but a request after an unsafe one waits until that one's answer
 * is complete (RFC 9112 §9.3.2). Answers are still sent in their requests' order by Node.
 */
function inOrder(req: IncomingMessage, res: ServerResponse, run: () => void) {
  const socket = req.socket;
  const safe = SAFE_METHODS.has(req.method ?? '');
  let pipeline = pipelines.get(socket);
  // Every request of a connection without a write in progress (nearly all): no state to keep.
  if (safe && !pipeline?.writing) return run();
  if (!pipeline) pipelines.set(socket, (pipeline = { writing: false, waiting: [] }));
  pipeline.waiting.push({ safe, res, run });
  startWaiting(pipeline);
}

/** Starts the waiting requests, in order, up to and including the next one that may change something. */
function startWaiting(pipeline: Pipeline) {
  while (!pipeline.writing) {
    const next = pipeline.waiting.shift();
    if (!next) return;
    if (!next.safe) {
      pipeline.writing = true;
      let done = false;
      const finished = () => {
        if (done) return;
        done = true;
        pipeline.writing = false;
        startWaiting(pipeline);
      };
      // Sent whole ('finish'), or never to be (the connection closed: 'close').
      next.res.once('finish', finished);
      next.res.once('close', finished);
    }
    next.run();
  }
}

export interface SandboxHttpOptions {
  /**
   * Answers the server gives itself for requests the app answered from its answer cache
   * (http/fast-answers.ts); read for each request (the app is made after the server listens). None
   * when omitted or undefined.
   */
  fastAnswers?: () => FastAnswers | undefined;
}

/**
 * The sandbox's HTTP server around `fetch` (the app): refusals above first; `Expect: 100-continue` is
 * answered 100 only for a body the sandbox would read (over 1 MB: 413 straight away); a request answered
 * before from the answer cache is answered again as it was (`options.fastAnswers`); the rest goes to
 * the app through the Hono adapter, pipelined requests after a write once it is answered (`inOrder`).
 * A CONNECT gets its 405 envelope (`answerConnect`).
 */
export function createSandboxHttpServer(
  fetch: (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>,
  options: SandboxHttpOptions = {},
): Server {
  const listener = getRequestListener(fetch, { errorHandler: adapterError });
  const { fastAnswers } = options;
  // A request the fast answers (http/fast-answers.ts) do not answer goes to the app.
  const start = (req: IncomingMessage, res: ServerResponse) => {
    const fast = fastAnswers?.();
    if (fast) fast.serve(req, res, () => void listener(req, res));
    else void listener(req, res);
  };
  const handle = (req: IncomingMessage, res: ServerResponse, expectsContinue: boolean) => {
    const refused = refusal(req);
    if (refused) return sendFailure(res, ...refused);
    if (expectsContinue) {
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES)
        return sendFailure(res, 413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes (1 MB)`);
      res.writeContinue();
    }
    // Parsed natively, the app gets the request once the parser has read the rest of its chunk.
    // A request that expects 100-continue sends its body after the answer: only the app reads it.
    const go = expectsContinue
      ? () => inOrder(req, res, () => void listener(req, res))
      : () => inOrder(req, res, () => start(req, res));
    const waiting = waitingForChunk.get(req.socket);
    if (waiting) waiting.push(go);
    else go();
  };
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false, ServerResponse: SandboxResponse },
    (req, res) => handle(req, res, false),
  );
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => handle(req, res, true));
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => handle(req, res, false));
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  server.on('connection', followConnection);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}

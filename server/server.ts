import { createServer, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { SandboxCredentials } from '../src/api/contract/sandbox';
import { CREDENTIALS_FILE, createSandbox, type Sandbox } from './sandbox';

export interface SandboxServerOptions {
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  reset?: boolean;
  /** Default 127.0.0.1. */
  host?: string;
  /** Accepted for callers that print their own banner; the server itself prints nothing either way. */
  quiet?: boolean;
}

export interface SandboxServer {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  credentials: SandboxCredentials;
  credentialsPath: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Largest request head (request line and headers) Node accepts before answering 431. */
export const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Requests Node's HTTP parser refuses before the app sees them (a head over MAX_HEADER_BYTES, an unknown
 * method, bytes that are not HTTP) still get the spec's failure envelope, never an empty answer.
 */
function answerClientError(err: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason, message] = tooLarge
    ? [
        431,
        'Request Header Fields Too Large',
        `Request URL and headers too large: the limit is ${MAX_HEADER_BYTES / 1024} KB`,
      ]
    : [400, 'Bad Request', 'Malformed HTTP request'];
  const body = JSON.stringify({ success: false, error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const sendFailure = (res: ServerResponse, status: number, error: string) => {
  const body = JSON.stringify({ success: false, error });
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
};

/**
 * An HTTP server that answers a request target which is not a path (`OPTIONS *`, `GET client/me`) with
 * the envelope itself: the adapter would answer those with an empty 400.
 */
const guardedServer = ((options: ServerOptions, listener: RequestListener) =>
  createServer(options, (req, res) => {
    if (!req.url?.startsWith('/')) {
      sendFailure(res, 400, `Invalid request target '${req.url ?? ''}': expected a path such as /client/me`);
      return;
    }
    void listener(req, res);
  })) as typeof createServer;

/** Starts the sandbox over HTTP with its data in `dataDir`. */
export async function startSandboxServer(opts: SandboxServerOptions): Promise<SandboxServer> {
  const host = opts.host ?? '127.0.0.1';
  // Listen first (the port may be 0), then build the sandbox with the real base URL in its credentials.
  let ready: Sandbox | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        hostname: host,
        port: opts.port,
        // Room for long list filters (`ids=` with thousands of ids) in the URL.
        serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
        createServer: guardedServer,
        fetch: (req) =>
          ready
            ? ready.app.fetch(req)
            : new Response(JSON.stringify({ success: false, error: 'Sandbox is starting' }), {
                status: 503,
                headers: { 'content-type': 'application/json' },
              }),
      },
      () => resolve(s),
    );
    s.once('error', reject);
    s.on('clientError', answerClientError);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  try {
    ready = await createSandbox({ dataDir: opts.dataDir, reset: opts.reset, baseUrl: url });
  } catch (err) {
    server.close();
    throw err;
  }
  const sandbox = ready;
  let closed: Promise<void> | undefined;
  return {
    url,
    credentials: sandbox.credentials,
    credentialsPath: path.resolve(opts.dataDir, CREDENTIALS_FILE),
    sandbox,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => {
          sandbox.close();
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      return closed;
    },
  };
}

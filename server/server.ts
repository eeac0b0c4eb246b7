import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { SandboxCredentials } from '../src/api/contract/sandbox';
import type { FaultConfig } from './http/faults';
import { API_HEADERS } from './http/headers';
import { createSandboxHttpServer } from './http/node-server';
import { CREDENTIALS_FILE, createSandbox, type Sandbox, type SandboxOptions } from './sandbox';

export { MAX_HEADER_BYTES } from './http/node-server';

export interface SandboxServerOptions {
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  reset?: boolean;
  /** New signing keys: credentials signed with the old ones stop working. */
  rotateKeys?: boolean;
  /** Default 127.0.0.1. */
  host?: string;
  /** Accepted for callers that print their own banner; the server itself prints nothing either way. */
  quiet?: boolean;
  /** Simulated 5xx answers and latency (`SANDBOX_FAULTS`, see http/faults.ts); none when omitted. */
  faults?: FaultConfig;
  /** The carrier routes' seed rows, being read from the bundle's build (see `SandboxOptions`). */
  carrierRouteRows?: SandboxOptions['carrierRouteRows'];
}

export interface SandboxServer {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  credentials: SandboxCredentials;
  credentialsPath: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Starts the sandbox over HTTP with its data in `dataDir`. */
export async function startSandboxServer(opts: SandboxServerOptions): Promise<SandboxServer> {
  const host = opts.host ?? '127.0.0.1';
  // Listen first (the port may be 0), then build the sandbox with the real base URL in its credentials.
  let ready: Sandbox | undefined;
  // The app gets Node's request and response too (`c.env`, as @hono/node-server hands them over): a body
  // Node has read is then decoded without a copy (http/validate.ts).
  // Answers from the app's answer cache are sent again by the server itself (http/fast-answers.ts).
  const server = createSandboxHttpServer(
    (req, env) =>
      ready
        ? ready.app.fetch(req, env)
        : new Response(JSON.stringify({ success: false, error: 'Sandbox is starting' }), {
            status: 503,
            headers: { ...API_HEADERS, 'Content-Type': 'application/json' },
          }),
    { fastAnswers: () => ready?.fastAnswers },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  try {
    ready = await createSandbox({
      dataDir: opts.dataDir,
      reset: opts.reset,
      rotateKeys: opts.rotateKeys,
      baseUrl: url,
      faults: opts.faults,
      carrierRouteRows: opts.carrierRouteRows,
    });
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
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

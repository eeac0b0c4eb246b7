import type { AddressInfo } from 'node:net';
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

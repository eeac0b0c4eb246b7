/**
 * Compression through the dev server (issue 27): the sandbox compresses a large JSON answer over real
 * HTTP, and the dashboard's dev server, which forwards `/api` to it (vite.config.ts; the preview server
 * uses the same forwarding, see test/e2e/compression.e2e.ts), passes the compressed bytes through.
 */
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import type { SandboxServer } from '../../server/server';
import { decodedJson, rawGet } from '../support/raw-get';
import { startTempSandbox, type TempSandbox } from '../support/temp-sandbox-server';

let started: TempSandbox | undefined;
let sandbox: SandboxServer;
let vite: ViteDevServer;
let devUrl: string;

beforeAll(async () => {
  started = await startTempSandbox('doorstep-proxy-');
  sandbox = started.server;
  const before = process.env.SANDBOX_URL;
  process.env.SANDBOX_URL = sandbox.url;
  try {
    vite = await createServer({
      root: path.resolve(import.meta.dirname, '../..'),
      logLevel: 'silent',
      server: { port: 0, strictPort: false, hmr: false, ws: false },
    });
    await vite.listen();
  } finally {
    process.env.SANDBOX_URL = before;
  }
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  devUrl = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  await vite?.close();
  await started?.stop();
});

const search = `${endpoints.searchCarrierRoutes.path}?lat=45.5152&lng=-122.6784&radius=8000&first=200`;

it.each(['br', 'gzip'] as const)(
  'a %s answer comes through the dev server as the sandbox sent it',
  async (encoding) => {
    const auth = { Authorization: `Bearer ${sandbox.credentials.clients[0]!.clientKey}` };
    const plain = await rawGet(`${sandbox.url}${search}`, auth);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const direct = await rawGet(`${sandbox.url}${search}`, { ...auth, 'Accept-Encoding': encoding });
    const proxied = await rawGet(`${devUrl}/api${search}`, { ...auth, 'Accept-Encoding': encoding });
    for (const answer of [direct, proxied]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 4);
      expect(await decodedJson(answer)).toEqual(await decodedJson(plain));
    }
    expect(proxied.bytes.equals(direct.bytes)).toBe(true);
  },
);

/**
 * `npm run sandbox [-- --reset] [-- --rotate-keys]`: the sandbox service on 127.0.0.1:PORT (default 8787)
 * with its data in SANDBOX_DATA_DIR (default .sandbox). The first start into an empty folder seeds the
 * demo data; later starts reuse it; --reset starts from a fresh seed; --rotate-keys replaces the signing
 * keys (credentials.json is rewritten; credentials signed with the old keys get 401). SANDBOX_FAULTS,
 * SANDBOX_LATENCY_MS and SANDBOX_FAULTS_SEED simulate a flaky service (see http/faults.ts).
 *
 * `npm run sandbox` runs this file from a bundle (scripts/sandbox.js); `tsx server/main.ts` runs it too.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlValue } from './db/seed/bulk-insert';
import { DB_FILE } from './data-dir';
import type { FaultConfig } from './http/faults';

const port = Number(process.env.PORT ?? 8787);
const dataDir = process.env.SANDBOX_DATA_DIR ?? '.sandbox';
const reset = process.argv.includes('--reset');
const rotateKeys = process.argv.includes('--rotate-keys');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(1);
}

/**
 * The carrier routes a new seed inserts depend on the code and the ZIP package only, and computing them is
 * about half of a seed: scripts/sandbox.js computes them when it builds the bundle, into route-rows.json
 * beside it. A start that seeds reads them from there while it loads the app (under tsx there is no such
 * file, and the seed computes them itself; so it does if the file cannot be read).
 */
function builtRouteRows(): Promise<SqlValue[][] | undefined> | undefined {
  const file = new URL('./route-rows.json', import.meta.url);
  if (!existsSync(file) || (!reset && existsSync(path.join(dataDir, DB_FILE)))) return undefined;
  return readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as SqlValue[][],
    () => undefined,
  );
}
const carrierRouteRows = builtRouteRows();

// In the bundle, a chunk of its own: read only now, while the route rows are read.
const { describeFaults, parseFaultEnv } = await import('./http/faults');
const { startSandboxServer } = await import('./server');

let faults: FaultConfig | undefined;
try {
  faults = parseFaultEnv(process.env);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const server = await startSandboxServer({ port, dataDir, reset, rotateKeys, faults, carrierRouteRows });
const names = server.credentials.clients.map((c) => `  - ${c.name} (client ${c.clientId})`).join('\n');
console.log(`
  Doorstep sandbox listening on ${server.url}${reset ? ' (fresh seed)' : ''}${rotateKeys ? ' (new signing keys: earlier credentials no longer work)' : ''}
  Credentials: ${server.credentialsPath}${faults ? `\n  Simulated faults: ${describeFaults(faults)}` : ''}
  Demo clients:
${names}

  Try: curl -H "Authorization: Bearer <clientKey>" ${server.url}/client/campaigns?first=5
  Press Ctrl+C to stop.
`);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

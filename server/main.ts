/**
 * `npm run sandbox [-- --reset] [-- --rotate-keys]`: the sandbox service on 127.0.0.1:PORT (default 8787)
 * with its data in SANDBOX_DATA_DIR (default .sandbox). The first start into an empty folder seeds the
 * demo data; later starts reuse it; --reset starts from a fresh seed; --rotate-keys replaces the signing
 * keys (credentials.json is rewritten; credentials signed with the old keys get 401). SANDBOX_FAULTS,
 * SANDBOX_LATENCY_MS and SANDBOX_FAULTS_SEED simulate a flaky service (see http/faults.ts).
 */
import { describeFaults, parseFaultEnv, type FaultConfig } from './http/faults';
import { startSandboxServer } from './server';

const port = Number(process.env.PORT ?? 8787);
const dataDir = process.env.SANDBOX_DATA_DIR ?? '.sandbox';
const reset = process.argv.includes('--reset');
const rotateKeys = process.argv.includes('--rotate-keys');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(1);
}

let faults: FaultConfig | undefined;
try {
  faults = parseFaultEnv(process.env);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const server = await startSandboxServer({ port, dataDir, reset, rotateKeys, faults });
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

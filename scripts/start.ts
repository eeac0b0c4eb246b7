/**
 * `npm start`: the sandbox service on 127.0.0.1:8787 (PORT) with its data in `.sandbox/`
 * (SANDBOX_DATA_DIR), and the dashboard's dev server on http://127.0.0.1:5173, which forwards `/api`
 * to the sandbox so the browser talks to one origin. `npm start -- --reset` starts from a fresh seed;
 * `-- --rotate-keys` gives the sandbox new signing keys. `SANDBOX_FAULTS=502:0.2 npm start` makes the
 * sandbox answer a share of requests with 502 (see server/http/faults.ts).
 */
import { createServer } from 'vite';
import { describeFaults, parseFaultEnv, type FaultConfig } from '../server/http/faults';
import { startSandboxServer } from '../server/server';

const port = Number(process.env.PORT ?? 8787);
const dataDir = process.env.SANDBOX_DATA_DIR ?? '.sandbox';
const reset = process.argv.includes('--reset');
const rotateKeys = process.argv.includes('--rotate-keys');

let faults: FaultConfig | undefined;
try {
  faults = parseFaultEnv(process.env);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const sandbox = await startSandboxServer({ port, dataDir, reset, rotateKeys, quiet: true, faults });
process.env.SANDBOX_URL = sandbox.url;

const vite = await createServer({ server: { host: '127.0.0.1', port: 5173, strictPort: true } });
await vite.listen();

const names = sandbox.credentials.clients.map((c) => `  - ${c.name}`).join('\n');
console.log(`
  Doorstep is running.

  Dashboard:  http://127.0.0.1:5173
  Sandbox:    ${sandbox.url}  (data in ${dataDir}/, credentials in ${dataDir}/credentials.json)${faults ? `\n  Simulated faults: ${describeFaults(faults)}` : ''}

  Sign in: open the dashboard and pick a demo client by name, or paste a client key from
  ${dataDir}/credentials.json. Demo clients:
${names}

  Press Ctrl+C to stop.
`);

const stop = async () => {
  await vite.close();
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

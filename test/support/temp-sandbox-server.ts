/**
 * The sandbox over real HTTP on a free loopback port, with a data folder of its own that goes when it
 * stops: for the tests that talk to it through sockets, a proxy or `fetch` rather than in-process.
 *
 *   const started = await startTempSandbox('doorstep-keep-alive-');     // beforeAll
 *   started.port, started.server.url, started.dataDir
 *   await started.stop();                                               // afterAll
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandboxServer, type SandboxServer, type SandboxServerOptions } from '../../server/server';

export type TempSandbox = {
  server: SandboxServer;
  /** Its data folder (the database file is in it). */
  dataDir: string;
  port: number;
  /** Closes the server and removes its data folder. */
  stop(): Promise<void>;
};

/** `prefix` names the temporary folder, so one left behind by a crashed run says whose it was. */
export async function startTempSandbox(
  prefix: string,
  opts: Omit<SandboxServerOptions, 'port' | 'dataDir'> = { quiet: true },
): Promise<TempSandbox> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    const server = await startSandboxServer({ ...opts, port: 0, dataDir });
    return {
      server,
      dataDir,
      port: Number(new URL(server.url).port),
      stop: async () => {
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

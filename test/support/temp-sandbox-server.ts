/**
 * The sandbox over real HTTP on a free loopback port, with a data folder of its own that goes when it
 * stops: for the tests that talk to it through sockets, a proxy or `fetch` rather than in-process.
 *
 *   const started = await startTempSandbox('doorstep-keep-alive-');     // beforeAll
 *   started.port, started.server.url, started.dataDir
 *   await started.stop();                                               // afterAll
 *
 * or, for a whole file, `const sandbox = useTempSandbox('doorstep-pipelining-', { noErrorsLogged: true })`,
 * which starts it before the file's tests and stops it after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
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

/** What a file's tests read of the sandbox `useTempSandbox` started for them. */
export type UsedTempSandbox = {
  readonly server: SandboxServer;
  readonly port: number;
  /** The first demo client's key. */
  readonly key: string;
};

/**
 * One sandbox for a whole test file: started before its tests (seeding a data folder takes seconds on a
 * loaded machine, hence the minute), stopped and removed after them. With `noErrorsLogged`, every test
 * also fails when anything was logged as an error: for files where nothing they do is a bug of the
 * sandbox.
 */
export function useTempSandbox(prefix: string, { noErrorsLogged = false } = {}): UsedTempSandbox {
  let started: TempSandbox | undefined;
  beforeAll(async () => {
    started = await startTempSandbox(prefix);
  }, 60_000);
  afterAll(() => started?.stop());
  if (noErrorsLogged) {
    const errors = vi.spyOn(console, 'error');
    afterEach(() => {
      expect(errors).not.toHaveBeenCalled();
    });
  }
  const running = () => {
    if (!started) throw new Error('the sandbox is used before it started (outside a test?)');
    return started;
  };
  return {
    get server() {
      return running().server;
    },
    get port() {
      return running().port;
    },
    get key() {
      return running().server.credentials.clients[0]!.clientKey;
    },
  };
}

/**
 * One in-process sandbox for the tests of a file, with the app's HTTP client pointed at it:
 *
 *   const env = setupAppSandbox();                      // at the top of the file
 *   renderApp('/campaigns', { clientKey: env.key });
 *   const list = await env.read('/client/campaigns?first=500');
 *
 * Started before the file's first test, closed after its last; after each test the app's requests go
 * to it again unwrapped (a test may have wrapped them with `useSandboxFetch(env.sandbox, wrap)`).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { corruptResponses, SANDBOX_BASE_URL, startAppSandbox, useSandboxFetch } from './render';
import type { Sandbox } from './sandbox';

export type AppSandbox = {
  /** The sandbox (there from the file's first test on). */
  readonly sandbox: Sandbox;
  /** The first demo client's key. */
  readonly key: string;
  /** The JSON body of a GET of `path` ("/client/campaigns?first=1"), as `token` (the first client). */
  read(path: string, token?: string): Promise<unknown>;
  /** The `data` of a GET's success envelope, unchecked (parse it with the contract's schema). */
  data(path: string, token?: string): Promise<unknown>;
  /** From now on, the app gets the answers to the requests `match` picks with their body rewritten. */
  corrupt(match: (url: URL) => boolean, rewrite: (body: unknown) => unknown): void;
  /** The app's requests go to the sandbox unchanged again. */
  mend(): void;
};

/**
 * `now`: the sandbox's today; `timeout`: how long starting it may take (seeding is slow on a busy
 * machine: a minute by default).
 */
export function setupAppSandbox(opts: { now?: Date; timeout?: number } = {}): AppSandbox {
  let sandbox: Sandbox | undefined;
  const started = (): Sandbox => {
    if (!sandbox) throw new Error('The sandbox starts in beforeAll: use it inside a test or a hook.');
    return sandbox;
  };
  const read = async (path: string, token?: string): Promise<unknown> => {
    const res = await started().fetch(`${SANDBOX_BASE_URL}${path}`, {
      headers: { Authorization: `Bearer ${token ?? env.key}` },
    });
    return (await res.json()) as unknown;
  };
  const env: AppSandbox = {
    get sandbox() {
      return started();
    },
    get key() {
      return started().credentials.clients[0]!.clientKey;
    },
    read,
    data: async (path, token) => ((await read(path, token)) as { data: unknown }).data,
    corrupt: (match, rewrite) => useSandboxFetch(started(), corruptResponses(match, rewrite)),
    mend: () => useSandboxFetch(started()),
  };
  beforeAll(async () => {
    sandbox = await startAppSandbox({ now: opts.now });
  }, opts.timeout ?? 60_000);
  afterEach(() => env.mend());
  afterAll(() => sandbox?.close());
  return env;
}

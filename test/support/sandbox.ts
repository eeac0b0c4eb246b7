import { afterAll, beforeAll } from 'vitest';
import { signAccessToken } from '../../server/auth/tokens';
import { createSandbox, type Sandbox } from '../../server/sandbox';

export type { Sandbox };

/** A fresh in-memory sandbox (migrated and seeded). Close it in `afterAll`/`afterEach`. */
export function startTestSandbox(opts: { now?: Date } = {}): Promise<Sandbox> {
  return createSandbox({ now: opts.now });
}

/** `Authorization: Bearer <token>` plus a JSON content type, for `sandbox.fetch`. */
export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/**
 * An OAuth access token for `clientId` signed with the sandbox's key: scope `campaigns:create` (the
 * builder's writes) unless `scope` says otherwise. The sandbox's credentials carry one per demo client too.
 */
export function accessToken(sandbox: Pick<Sandbox, 'key'>, clientId: string, opts: { scope?: string } = {}) {
  return signAccessToken(sandbox.key, clientId, opts);
}

/** What a file's tests read of the sandbox `useTestSandbox` made for them. */
export type UsedTestSandbox = {
  readonly sandbox: Sandbox;
  /** Its Hono app, for `app.request(...)`. */
  readonly app: Sandbox['app'];
  /** The first demo client's key. */
  readonly clientKey: string;
};

/** One fresh in-memory sandbox for a whole test file: made before its tests, closed after them. */
export function useTestSandbox(): UsedTestSandbox {
  let made: Sandbox | undefined;
  beforeAll(async () => {
    made = await startTestSandbox();
  });
  afterAll(() => made?.close());
  const ready = () => {
    if (!made) throw new Error('the sandbox is used before it was made (outside a test?)');
    return made;
  };
  return {
    get sandbox() {
      return ready();
    },
    get app() {
      return ready().app;
    },
    get clientKey() {
      return ready().credentials.clients[0]!.clientKey;
    },
  };
}

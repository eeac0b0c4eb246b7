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

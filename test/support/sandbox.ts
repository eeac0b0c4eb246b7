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

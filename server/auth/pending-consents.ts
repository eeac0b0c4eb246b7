import { randomBytes } from 'node:crypto';
import { PENDING_LIFETIME_MS, type AuthorizationRequest } from './authorization-codes';

/**
 * The consent pages shown and not yet answered, under a random one-time request id that the page's form
 * carries back, for PENDING_LIFETIME_MS (5 minutes), in this app instance's memory.
 *
 * Bounded by count (MAX_PENDING_CONSENTS) and by the bytes the requests hold (MAX_PENDING_BYTES; each
 * request's `state` is at most MAX_STATE_LENGTH characters, checked before it gets here). When full, a
 * new request is refused (`begin` gives undefined) rather than an open page evicted: a caller requesting
 * pages in a loop can delay new sign-ins until its own requests expire, but never expire the page a user
 * has open. Expired requests are dropped first.
 */

/** How many consent pages may be open at once. */
export const MAX_PENDING_CONSENTS = 1000;
/** How many bytes the open consent pages' requests may hold together (512 KB). */
export const MAX_PENDING_BYTES = 512 * 1024;
/** What a kept request costs besides its values: its id, its map entry and the object around them. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The bytes a pending request is counted for: its values as UTF-8, plus the entry's overhead. */
export function pendingBytes(request: AuthorizationRequest): number {
  let bytes = ENTRY_OVERHEAD_BYTES;
  for (const value of Object.values(request)) {
    if (typeof value === 'string') bytes += Buffer.byteLength(value, 'utf8');
  }
  return bytes;
}

interface Pending {
  request: AuthorizationRequest;
  expiresAt: number;
  bytes: number;
}

export interface PendingConsents {
  /** Keeps a checked request while its consent page is shown: the page's one-time id, or undefined when full. */
  begin(request: AuthorizationRequest): string | undefined;
  /** The request of a consent page's answer, removed (undefined: unknown, answered or expired). */
  take(requestId: string): AuthorizationRequest | undefined;
  /** What is kept (tests). */
  readonly size: { count: number; bytes: number };
}

/** A fresh store; `now` (milliseconds) is read on every call, so fake timers move it. */
export function createPendingConsents(now: () => number = () => Date.now()): PendingConsents {
  const entries = new Map<string, Pending>();
  let total = 0;

  const drop = (id: string, entry: Pending) => {
    entries.delete(id);
    total -= entry.bytes;
  };
  const fits = (bytes: number) => entries.size < MAX_PENDING_CONSENTS && total + bytes <= MAX_PENDING_BYTES;

  /** Drops the expired requests: the oldest, as every request lives as long (a Map keeps insertion order). */
  const dropExpired = () => {
    const at = now();
    for (const [id, entry] of entries) {
      if (entry.expiresAt > at) break;
      drop(id, entry);
    }
  };

  return {
    begin(request) {
      const bytes = pendingBytes(request);
      if (!fits(bytes)) dropExpired();
      if (!fits(bytes)) return undefined;
      const id = randomBytes(32).toString('base64url');
      entries.set(id, { request: { ...request }, expiresAt: now() + PENDING_LIFETIME_MS, bytes });
      total += bytes;
      return id;
    },
    take(requestId) {
      const entry = entries.get(requestId);
      if (!entry) return undefined;
      drop(requestId, entry);
      return entry.expiresAt > now() ? entry.request : undefined;
    },
    get size() {
      return { count: entries.size, bytes: total };
    },
  };
}

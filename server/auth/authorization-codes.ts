import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth authorization server's short-lived state, kept in memory by one app instance (a restart
 * forgets it, which only means starting the sign-in again):
 *
 * - pending authorizations: a consent page shown and not yet answered, under a random one-time request
 *   id that the page's form carries back (5 minutes);
 * - authorization codes: an approved request waiting to be exchanged once at the token endpoint (60 s).
 *   Only the SHA-256 of a code is kept, so the store never holds a usable code.
 *
 * Both are single use: taking one removes it, whatever comes next. Both are bounded: past MAX_ENTRIES
 * the oldest entries go first, so a caller requesting pages in a loop cannot grow the memory.
 */

/** What `GET /oauth/authorize` was asked for, once checked. */
export interface AuthorizationRequest {
  /** The OAuth client (the dashboard). */
  clientId: string;
  /** Exactly as the client sent it; the token request must send the same string. */
  redirectUri: string;
  state: string;
  /** BASE64URL(SHA-256(code_verifier)). */
  codeChallenge: string;
  scope: string;
  /**
   * The demo client the request is pinned to (`login_hint` naming a known one: the account signed in to
   * the dashboard): the consent page offers only it, and an answer naming another is refused.
   */
  account?: string;
}

/** An approved request: the code grants `scope` on the demo client `subject`. */
export interface AuthorizationGrant extends AuthorizationRequest {
  /** The demo client chosen on the consent page: the access token is pinned to it. */
  subject: string;
  /**
   * The remembered grant the code was issued under (auth/remembered-grants.ts): its tokens are revoked
   * with it, and a code whose grant was revoked before the exchange is refused.
   */
  grantId?: number;
}

export const PENDING_LIFETIME_MS = 5 * 60_000;
export const CODE_LIFETIME_MS = 60_000;
export const MAX_ENTRIES = 1000;

/** 256 random bits, base64url: a request id or an authorization code. */
const randomId = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url');
/** How a code is kept (here and against the tokens issued from it): its SHA-256, base64url. */
export const codeHash = sha256;

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
export const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge: a SHA-256 in base64url without padding, always 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export const s256Challenge = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** Whether `verifier` is well formed and hashes to `challenge` (compared in constant time). */
export function verifyPkce(verifier: string, challenge: string): boolean {
  if (!CODE_VERIFIER.test(verifier)) return false;
  const expected = Buffer.from(s256Challenge(verifier));
  const given = Buffer.from(challenge);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** A bounded map of single-use entries that expire. */
class OneTimeStore<T> {
  private readonly entries = new Map<string, Expiring<T>>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number,
  ) {}

  put(key: string, value: T) {
    if (this.entries.size >= MAX_ENTRIES) {
      const now = this.now();
      for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
      // Still full: the oldest go first (a Map iterates in insertion order).
      for (const k of this.entries.keys()) {
        if (this.entries.size < MAX_ENTRIES) break;
        this.entries.delete(k);
      }
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.lifetimeMs });
  }

  /** The entry, removed; undefined when unknown, already taken or expired. */
  take(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    return entry.expiresAt > this.now() ? entry.value : undefined;
  }

  get size() {
    return this.entries.size;
  }
}

export interface AuthorizationStore {
  /** Issues a one-time authorization code for an approved request. */
  issueCode(grant: AuthorizationGrant): string;
  /** The grant behind a code, removed (undefined: unknown, already used or expired). */
  redeemCode(code: string): AuthorizationGrant | undefined;
  /** How many codes are kept (tests). */
  readonly size: { codes: number };
}

/** A fresh store; `now` (milliseconds) is read on every call, so fake timers move it. */
export function createAuthorizationStore(now: () => number = () => Date.now()): AuthorizationStore {
  const codes = new OneTimeStore<AuthorizationGrant>(CODE_LIFETIME_MS, now);
  return {
    issueCode(grant) {
      const code = randomId();
      codes.put(sha256(code), { ...grant });
      return code;
    },
    redeemCode: (code) => codes.take(sha256(code)),
    get size() {
      return { codes: codes.size };
    },
  };
}

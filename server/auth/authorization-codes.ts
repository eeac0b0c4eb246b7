import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/errors';

/**
 * The OAuth authorization server's authorization codes, kept in memory by one app instance (a restart
 * forgets them, which only means starting the sign-in again): an approved request waiting to be exchanged
 * once at the token endpoint (60 s). Only the SHA-256 of a code is kept, so the store never holds a usable
 * code. (The consent pages waiting for an answer are in auth/pending-consents.ts.)
 *
 * Single use: redeeming a code spends it, whatever comes next. The spent code is kept, as a marker, for
 * another CODE_LIFETIME_MS: a second exchange of it (a replay, RFC 6749 §4.1.2) marks it replayed, and the
 * exchange that spent it reads that mark after writing its token's record (auth/issued-tokens.ts), so the
 * token dies whichever request gets there first: the replay's revocation finds the record, or the record
 * is written already revoked.
 *
 * Bounded: at most MAX_ENTRIES codes, live or spent, are kept. When full, expired ones are dropped and,
 * if still full, the new code is refused (`tryIssueCode` gives undefined, `issueCode` throws a 503) rather
 * than a kept one pushed out. Minting codes in a loop (a remembered permission gives one per request) can
 * then delay new sign-ins until its own codes expire, but never make a code a user is about to exchange
 * fail, nor forget a spent code whose token must die on a replay. The limit is global, not per client:
 * the dashboard is the only OAuth client, and anyone on the machine can request codes as it.
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

/** How long a consent page waits for its answer (auth/pending-consents.ts). */
export const PENDING_LIFETIME_MS = 5 * 60_000;
/** How long a code waits for its exchange, and how long a spent code is kept after it as a replay marker. */
export const CODE_LIFETIME_MS = 60_000;
/** How many codes, live or spent, are kept at once. */
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

/** A kept code: live until redeemed or expired, then spent (a replay marker) until `expiresAt`. */
interface KeptCode {
  grant: AuthorizationGrant;
  expiresAt: number;
  spent: boolean;
  /** Presented again after it was spent. */
  replayed: boolean;
}

/** A redeemed code: what it grants, and whether it has been presented again since (read it late). */
export interface RedeemedCode {
  grant: AuthorizationGrant;
  /** Whether the code was exchanged again after this redemption (a replay): its token must be revoked. */
  replayed(): boolean;
}

/** Every kept code is live or spent and unexpired: a new code is refused (503) rather than one pushed out. */
export class CodeStoreFull extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(503, 'Too many sign-ins are waiting to finish on this sandbox. Try again in a minute.', {
      'Retry-After': String(retryAfterSeconds),
    });
    this.name = 'CodeStoreFull';
  }
}

export interface AuthorizationStore {
  /** Issues a one-time authorization code for an approved request; undefined when the store is full. */
  tryIssueCode(grant: AuthorizationGrant): string | undefined;
  /** Issues a one-time authorization code for an approved request; throws CodeStoreFull when full. */
  issueCode(grant: AuthorizationGrant): string;
  /**
   * The grant behind a code, which is spent (undefined: unknown, already used or expired). A code already
   * spent is marked replayed, which the earlier redemption's `replayed()` then reports.
   */
  redeemCode(code: string): RedeemedCode | undefined;
  /** How many codes are kept, live or spent (tests). */
  readonly size: { codes: number };
}

/** A fresh store; `now` (milliseconds) is read on every call, so fake timers move it. */
export function createAuthorizationStore(now: () => number = () => Date.now()): AuthorizationStore {
  const codes = new Map<string, KeptCode>();

  /** Drops the expired codes and markers (in any order: a spent code's marker outlives later codes). */
  const dropExpired = (at: number) => {
    for (const [hash, kept] of codes) if (kept.expiresAt <= at) codes.delete(hash);
  };

  const tryIssueCode = (grant: AuthorizationGrant) => {
    const at = now();
    if (codes.size >= MAX_ENTRIES) dropExpired(at);
    if (codes.size >= MAX_ENTRIES) return undefined;
    const code = randomId();
    codes.set(sha256(code), {
      grant: { ...grant },
      expiresAt: at + CODE_LIFETIME_MS,
      spent: false,
      replayed: false,
    });
    return code;
  };

  return {
    tryIssueCode,
    issueCode(grant) {
      const code = tryIssueCode(grant);
      if (code !== undefined) return code;
      const at = now();
      const soonest = Math.min(...[...codes.values()].map((kept) => kept.expiresAt));
      throw new CodeStoreFull(Math.max(1, Math.ceil((soonest - at) / 1000)));
    },
    redeemCode(code) {
      const hash = sha256(code);
      const kept = codes.get(hash);
      const at = now();
      if (!kept) return undefined;
      if (kept.expiresAt <= at) {
        codes.delete(hash);
        return undefined;
      }
      if (kept.spent) {
        kept.replayed = true;
        return undefined;
      }
      // Kept as a marker long past the milliseconds the exchange takes to write its token's record.
      kept.spent = true;
      kept.expiresAt = at + CODE_LIFETIME_MS;
      return { grant: kept.grant, replayed: () => kept.replayed };
    },
    get size() {
      return { codes: codes.size };
    },
  };
}

import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Credential } from '../../src/api/contract/endpoint';
import { BUILDER_SCOPE } from '../../src/api/contract/oauth';
import type { DB } from '../db/types';
import { forbidden, unauthorized } from '../http/errors';
import { revocationOf, revokedMessages } from './issued-tokens';
import type { SigningKey } from './keys';
import { verifyToken, type VerifiedToken } from './tokens';

/** Who is calling: always taken from the credential, never from a parameter. */
export interface AuthInfo {
  clientId: string;
  typ: string;
  scopes: string[];
}

/** What checking a credential needs: the signing key, and the database to know the client. */
export interface CredentialDeps {
  db: Kysely<DB>;
  key: SigningKey;
}

/** Query parameters that name a client explicitly; naming another client is refused with 403. */
const CLIENT_PARAMS = ['clientId', 'client_id', 'clientIds', 'client_ids'] as const;

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** How long a verified credential is taken on trust before its signature is checked again. */
export const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 1000;

interface Verified {
  token: VerifiedToken;
  /** When to check the signature again: the TTL, or the credential's own expiry if sooner. */
  until: number;
}
/** Per signing key (a rotated key has its own): credentials whose signature was checked lately. */
const verifiedByKey = new WeakMap<SigningKey, Map<string, Verified>>();

/**
 * `verifyToken`, remembered for a short while: the signature check is an HMAC through WebCrypto, which
 * is most of a small read's cost when every request does it. Invalid credentials are never remembered;
 * a remembered one stops counting at its own expiry.
 */
async function verifyCached(key: SigningKey, token: string): Promise<VerifiedToken | null> {
  let seen = verifiedByKey.get(key);
  if (!seen) verifiedByKey.set(key, (seen = new Map()));
  const now = Date.now();
  const hit = seen.get(token);
  if (hit && hit.until > now) return hit.token;
  const verified = await verifyToken(key, token);
  if (!verified) {
    seen.delete(token);
    return null;
  }
  if (seen.size >= VERIFIED_MAX) seen.clear();
  seen.set(token, { token: verified, until: Math.min(now + VERIFIED_TTL_MS, expiryMs(token) ?? Infinity) });
  return verified;
}

/** The `exp` claim of a token whose signature was just verified, in milliseconds. */
function expiryMs(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Verifies the bearer credential (signature, expiry, known client) and returns the caller. 401 for a
 * missing or invalid credential; 403 for an explicit query filter naming another client.
 */
async function verifyCaller(c: Context, deps: CredentialDeps, expected: string): Promise<AuthInfo> {
  const header = c.req.header('authorization');
  if (!header)
    throw unauthorized(`Unauthorized: missing credential (send Authorization: Bearer <${expected}>)`);
  const token = BEARER.exec(header)?.[1];
  if (!token) throw unauthorized('Unauthorized: malformed Authorization header (expected Bearer <token>)');
  const verified = await verifyCached(deps.key, token);
  if (!verified) throw unauthorized('Unauthorized: invalid or expired credential');
  // Checked on every request (not remembered with the signature): a replayed code, or access taken
  // back on the sandbox's account page, revokes at once.
  const revoked = verified.tokenId === undefined ? undefined : await revocationOf(deps.db, verified.tokenId);
  if (revoked) throw unauthorized(revokedMessages[revoked]);
  const client = await deps.db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', verified.clientId)
    .executeTakeFirst();
  if (!client) throw unauthorized('Unauthorized: the credential names no known client');

  for (const name of CLIENT_PARAMS) {
    const named = c.req
      .queries(name)
      ?.flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (named?.some((v) => v !== verified.clientId)) {
      throw forbidden(
        `Forbidden: '${name}' names another client; requests are always scoped to your own client`,
      );
    }
  }
  return verified;
}

/** Reads (and quotes, tracking, postcards): a client key, nothing else. */
function requireClientKey(auth: AuthInfo) {
  if (auth.typ !== 'client_key') {
    throw forbidden(
      'Forbidden: this endpoint requires a client key; the credential sent is not a client key',
    );
  }
}

/** Campaign-builder writes: an OAuth access token carrying scope campaigns:create. */
function requireBuilderScope(auth: AuthInfo) {
  if (auth.typ !== 'access_token' || !auth.scopes.includes(BUILDER_SCOPE)) {
    throw forbidden(
      `Forbidden: this endpoint requires an OAuth access token with scope ${BUILDER_SCOPE}; a client key is not accepted`,
    );
  }
}

/**
 * The check an endpoint's credential asks for: `client-key` and `access-token` verify the bearer
 * credential (401) and then require that kind (403); `none` checks nothing and has no caller.
 */
export async function checkCredential(
  credential: Credential,
  c: Context,
  deps: CredentialDeps,
): Promise<AuthInfo | undefined> {
  switch (credential) {
    case 'none':
      return undefined;
    case 'client-key': {
      const auth = await verifyCaller(c, deps, 'client key');
      requireClientKey(auth);
      return auth;
    }
    case 'access-token': {
      const auth = await verifyCaller(c, deps, 'access token');
      requireBuilderScope(auth);
      return auth;
    }
  }
}

/**
 * Access tokens issued from authorization codes, kept (in SQLite: `issued_tokens`) until they expire, so
 * that a replayed code revokes every token issued from it (RFC 6749 §4.1.2: "If an authorization code is
 * used more than once, the authorization server MUST deny the request and SHOULD revoke (when possible)
 * all tokens previously issued based on that authorization code"). A replay is someone else holding the
 * code, so the token the first exchange gave may be theirs too.
 *
 * Each token carries a random `jti`; the row keeps it with the SHA-256 of the code (never the code) and
 * the remembered grant it was issued under (auth/remembered-grants.ts), so that revoking that grant on the
 * sandbox's account page revokes its tokens too, as a provider's "Revoke access" does. A token whose row
 * is revoked is refused with 401 by the credential check (auth/credentials.ts), saying why. Rows of
 * expired tokens go a few at a time whenever a token is issued. Tokens signed without a `jti` (the demo
 * credentials, tests) are not issued from a code and are not affected.
 *
 * A replay may arrive while the first exchange is still signing its token, before the row exists, so its
 * revocation finds nothing: the exchange therefore asks the code store (auth/authorization-codes.ts)
 * whether the code was presented again *after* writing the row, and revokes the row itself if so. Every
 * ordering ends revoked: a replay marked before that question is seen by it; one marked after it revokes
 * the row, which is written by then.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { SigningKey } from './keys';
import { ACCESS_TOKEN_LIFETIME_S, signAccessToken } from './tokens';

/** Rows of expired tokens removed per issued token. */
const PRUNE_BATCH = 100;

/** Why a token was revoked. */
export type Revocation = 'code-replay' | 'access-revoked';

/** What a revoked token's holder is told (401), by why it was revoked. */
export const revokedMessages: Record<Revocation, string> = {
  'code-replay':
    'Unauthorized: this access token was revoked because the sign-in code it came from was used again; ' +
    'sign in again',
  'access-revoked':
    "Unauthorized: this access token was revoked because the account's permission was taken back on the " +
    "sandbox's account page (Apps with access); connect again",
};

/** Signs an access token for `subject` with a new `jti`, and keeps it against the code it came from. */
export async function issueAccessToken(
  db: Kysely<DB>,
  key: SigningKey,
  grant: {
    subject: string;
    scope: string;
    codeHash: string;
    grantId?: number;
    /** Whether the code was replayed since it was redeemed (read once the row is written). */
    replayed?: () => boolean;
  },
  now: () => number = Date.now,
): Promise<string> {
  const tokenId = randomBytes(16).toString('base64url');
  const issuedAt = now();
  const token = await signAccessToken(key, grant.subject, {
    scope: grant.scope,
    tokenId,
    issuedAt: new Date(issuedAt),
  });
  // The token's own expiry, whole seconds as in its `exp`, plus a second for the rounding of `iat`.
  const expiresMs = (Math.floor(issuedAt / 1000) + ACCESS_TOKEN_LIFETIME_S + 1) * 1000;
  await db.transaction().execute(async (trx) => {
    await sql`
      delete from issued_tokens where rowid in (
        select rowid from issued_tokens where expires_ms <= ${issuedAt} order by expires_ms limit ${PRUNE_BATCH}
      )`.execute(trx);
    await trx
      .insertInto('issued_tokens')
      .values({
        token_id: tokenId,
        code_hash: grant.codeHash,
        client_id: grant.subject,
        expires_ms: expiresMs,
        revoked_ms: null,
        grant_id: grant.grantId ?? null,
        revoked_by: null,
      })
      .execute();
    if (grant.replayed?.())
      await trx
        .updateTable('issued_tokens')
        .set({ revoked_ms: now(), revoked_by: 'code-replay' })
        .where('token_id', '=', tokenId)
        .execute();
  });
  return token;
}

/** Revokes every token issued from the code with this hash (a replay). Returns how many were revoked. */
export async function revokeTokensOfCode(
  db: Kysely<DB>,
  codeHash: string,
  now: () => number = Date.now,
): Promise<number> {
  const result = await db
    .updateTable('issued_tokens')
    .set({ revoked_ms: now(), revoked_by: 'code-replay' })
    .where('code_hash', '=', codeHash)
    .where('revoked_ms', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Revokes every token issued under the remembered grant with this id (its access taken back). Returns
 * how many were revoked.
 */
export async function revokeTokensOfGrant(
  db: Kysely<DB>,
  grantId: number,
  now: () => number = Date.now,
): Promise<number> {
  const result = await db
    .updateTable('issued_tokens')
    .set({ revoked_ms: now(), revoked_by: 'access-revoked' })
    .where('grant_id', '=', grantId)
    .where('revoked_ms', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Why the token with this `jti` was revoked; undefined while it is not. */
export async function revocationOf(db: Kysely<DB>, tokenId: string): Promise<Revocation | undefined> {
  const row = await db
    .selectFrom('issued_tokens')
    .select(['revoked_ms', 'revoked_by'])
    .where('token_id', '=', tokenId)
    .executeTakeFirst();
  if (row?.revoked_ms == null) return undefined;
  return row.revoked_by ?? 'code-replay';
}

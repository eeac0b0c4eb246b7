/**
 * Remembered grants: the permission an account gave an OAuth app on the consent page, kept in SQLite
 * (`oauth_grants`, so it survives a restart) so that the app's later authorization requests for that
 * account and a scope already given are answered at once with a code, without the page, as providers do
 * (GitHub and Google skip consent for a scope the user already granted the app).
 *
 * - The app is its client id and the exact redirect URI: the dashboard at another address (another port
 *   or host) is another app, and is asked again.
 * - The account is the one the request names with `login_hint` (the account signed in to the dashboard):
 *   the sandbox has no sign-in of its own, so a request naming no account shows the page, which asks
 *   which one. Another account never benefits from a grant.
 * - A grant is kept until the account takes it back on the sandbox's account page ("Apps with access",
 *   GET /oauth/grants), which also revokes the access tokens issued under it (auth/issued-tokens.ts).
 *   Signing out of the dashboard does not revoke it: a provider's permission outlives the app's session
 *   (signing out of an app never revokes its Google or GitHub access), and the point of remembering it is
 *   not to ask again after the next sign-in.
 * - An account keeps at most MAX_GRANTS_PER_ACCOUNT apps (every loopback port is an app, so a script
 *   could otherwise grow the table without end); beyond, the least recently used is forgotten and that
 *   app is asked again.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { revokeTokensOfGrant } from './issued-tokens';

/** How many apps an account keeps a permission for; the least recently used goes first. */
export const MAX_GRANTS_PER_ACCOUNT = 50;

/** Which account gave which app (client id and redirect URI) a permission. */
export interface GrantKey {
  /** The demo client (account). */
  account: string;
  /** The OAuth app's client id. */
  clientId: string;
  /** Exactly as the app sent it. */
  redirectUri: string;
}

/** A remembered grant, as the sandbox's account page shows it. */
export interface RememberedGrant extends GrantKey {
  id: number;
  accountName: string;
  scopes: string[];
  /** When it was first given, epoch milliseconds. */
  grantedMs: number;
  /** When it last answered a request (or was given again), epoch milliseconds. */
  usedMs: number;
}

/** The scopes of a space-separated `scope`. */
export const scopesOf = (scope: string) => scope.split(' ').filter(Boolean);

const sameApp = (key: GrantKey) =>
  ({ account_id: key.account, oauth_client_id: key.clientId, redirect_uri: key.redirectUri }) as const;

/** The grant (its id and scope) this account gave this app, if any. */
const grantOf = (db: Kysely<DB>, app: ReturnType<typeof sameApp>) =>
  db
    .selectFrom('oauth_grants')
    .select(['id', 'scope'])
    .where('account_id', '=', app.account_id)
    .where('oauth_client_id', '=', app.oauth_client_id)
    .where('redirect_uri', '=', app.redirect_uri)
    .executeTakeFirst();

/**
 * The id of the grant that covers every scope of `scope` for this account and app, marked as used now;
 * undefined when there is none (the consent page is shown).
 */
export async function findGrant(
  db: Kysely<DB>,
  key: GrantKey,
  scope: string,
  now: () => number = Date.now,
): Promise<number | undefined> {
  const app = sameApp(key);
  const row = await grantOf(db, app);
  if (!row) return undefined;
  const given = new Set(scopesOf(row.scope));
  const asked = scopesOf(scope);
  if (asked.length === 0 || !asked.every((s) => given.has(s))) return undefined;
  await db.updateTable('oauth_grants').set({ used_ms: now() }).where('id', '=', row.id).execute();
  return row.id;
}

/**
 * Remembers that the account allowed the app `scope` (added to what it gave before, keeping the grant's
 * id and its first date). Returns the grant's id.
 */
export function rememberGrant(
  db: Kysely<DB>,
  key: GrantKey,
  scope: string,
  now: () => number = Date.now,
): Promise<number> {
  const app = sameApp(key);
  return db.transaction().execute(async (trx) => {
    const at = now();
    const existing = await grantOf(trx, app);
    if (existing) {
      const merged = [...new Set([...scopesOf(existing.scope), ...scopesOf(scope)])].join(' ');
      await trx
        .updateTable('oauth_grants')
        .set({ scope: merged, used_ms: at })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const kept = await trx
      .selectFrom('oauth_grants')
      .select('id')
      .where('account_id', '=', app.account_id)
      .orderBy('used_ms', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const forgotten = kept.slice(MAX_GRANTS_PER_ACCOUNT - 1).map((r) => r.id);
    if (forgotten.length > 0) await trx.deleteFrom('oauth_grants').where('id', 'in', forgotten).execute();
    const inserted = await trx
      .insertInto('oauth_grants')
      .values({ ...app, scope: scopesOf(scope).join(' '), granted_ms: at, used_ms: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}

/** Whether the grant with this id is still remembered (not revoked). */
export async function grantExists(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom('oauth_grants').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * The remembered grants (of one account, or the one with an id, or every one): by account, then the most
 * recently given first.
 */
export async function listGrants(
  db: Kysely<DB>,
  only: { account?: string; id?: number } = {},
): Promise<RememberedGrant[]> {
  let query = db
    .selectFrom('oauth_grants as g')
    .innerJoin('clients as c', 'c.id', 'g.account_id')
    .select([
      'g.id',
      'g.account_id',
      'c.name',
      'g.oauth_client_id',
      'g.redirect_uri',
      'g.scope',
      'g.granted_ms',
      'g.used_ms',
    ])
    .orderBy('g.account_id')
    .orderBy('g.granted_ms', 'desc')
    .orderBy('g.id', 'desc');
  if (only.account !== undefined) query = query.where('g.account_id', '=', only.account);
  if (only.id !== undefined) query = query.where('g.id', '=', only.id);
  return (await query.execute()).map((r) => ({
    id: r.id,
    account: r.account_id,
    accountName: r.name,
    clientId: r.oauth_client_id,
    redirectUri: r.redirect_uri,
    scopes: scopesOf(r.scope),
    grantedMs: r.granted_ms,
    usedMs: r.used_ms,
  }));
}

/**
 * Revokes a grant: forgets it (its app is asked again) and revokes every access token issued under it.
 * Returns the grant that was revoked, or undefined when there was none (already revoked).
 */
export async function revokeGrant(
  db: Kysely<DB>,
  id: number,
  now: () => number = Date.now,
): Promise<RememberedGrant | undefined> {
  return db.transaction().execute(async (trx) => {
    const [grant] = await listGrants(trx, { id });
    if (!grant) return undefined;
    await trx.deleteFrom('oauth_grants').where('id', '=', id).execute();
    await revokeTokensOfGrant(trx, id, now);
    return grant;
  });
}

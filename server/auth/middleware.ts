import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { forbidden, unauthorized } from '../http/errors';
import type { SigningKey } from './keys';
import { BUILDER_SCOPE, verifyToken } from './tokens';

/** Who is calling: always taken from the credential, never from a parameter. */
export interface AuthInfo {
  clientId: string;
  typ: string;
  scopes: string[];
}

export type AuthEnv = { Variables: { auth: AuthInfo } };

/** Query parameters that name a client explicitly; naming another client is refused with 403. */
const CLIENT_PARAMS = ['clientId', 'client_id', 'clientIds', 'client_ids'] as const;

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Verifies the bearer credential (signature, expiry, known client) and records the caller in
 * `c.var.auth`. 401 for a missing or invalid credential; 403 for an explicit foreign client filter.
 * Which kind of credential a route accepts is declared per route with `requireClientKey` or
 * `requireBuilderScope`.
 */
export function authenticate(deps: { db: Kysely<DB>; key: SigningKey }) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('authorization');
    if (!header)
      throw unauthorized('Unauthorized: missing credential (send Authorization: Bearer <client key>)');
    const token = BEARER.exec(header)?.[1];
    if (!token) throw unauthorized('Unauthorized: malformed Authorization header (expected Bearer <token>)');
    const verified = await verifyToken(deps.key, token);
    if (!verified) throw unauthorized('Unauthorized: invalid or expired credential');
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

    c.set('auth', verified);
    await next();
  });
}

/** Read endpoints (and quotes, tracking, postcards): a client key, nothing else. */
export const requireClientKey = createMiddleware<AuthEnv>(async (c, next) => {
  if (c.var.auth.typ !== 'client_key') {
    throw forbidden(
      'Forbidden: this endpoint requires a client key; the credential sent is not a client key',
    );
  }
  await next();
});

/** Campaign-builder write endpoints: an OAuth access token carrying scope campaigns:create. */
export const requireBuilderScope = createMiddleware<AuthEnv>(async (c, next) => {
  const { typ, scopes } = c.var.auth;
  if (typ !== 'access_token' || !scopes.includes(BUILDER_SCOPE)) {
    throw forbidden(
      `Forbidden: this endpoint requires an OAuth access token with scope ${BUILDER_SCOPE}; a client key is not accepted`,
    );
  }
  await next();
});

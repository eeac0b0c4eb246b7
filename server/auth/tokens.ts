import { SignJWT, jwtVerify } from 'jose';
import { BUILDER_SCOPE } from '../../src/api/contract/oauth';
import type { SigningKey } from './keys';

export const ISSUER = 'doorstep-sandbox';
/** Who the credentials are for: this service's client API (a token for another service is refused). */
export const AUDIENCE = 'doorstep-client-api';
export const ALGORITHM = 'HS256';

export type TokenType = 'client_key' | 'access_token';

export interface VerifiedToken {
  clientId: string;
  typ: string;
  scopes: string[];
  /** The `jti` of an access token issued from an authorization code (auth/issued-tokens.ts). */
  tokenId?: string;
}

export interface SignOptions {
  /** Seconds from now; omitted means no expiry (client keys are provisioned, not session-bound). */
  expiresInSeconds?: number;
  /** Issued-at override (tests make already-expired tokens with it). */
  issuedAt?: Date;
  /** A `jti` claim: the id a token issued from an authorization code is kept under. */
  tokenId?: string;
}

/**
 * How long an OAuth access token lasts (seconds): an hour, after which the dashboard asks again
 * (`POST /oauth/token` answers it as `expires_in`).
 */
export const ACCESS_TOKEN_LIFETIME_S = 3600;

async function sign(key: SigningKey, claims: Record<string, unknown>, clientId: string, opts: SignOptions) {
  const iat = Math.floor((opts.issuedAt ?? new Date()).getTime() / 1000);
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(clientId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat);
  if (opts.expiresInSeconds !== undefined) jwt = jwt.setExpirationTime(iat + opts.expiresInSeconds);
  if (opts.tokenId !== undefined) jwt = jwt.setJti(opts.tokenId);
  return jwt.sign(key.secret);
}

/** A client key: `{sub: clientId, typ: 'client_key'}`; carries no scopes. */
export const signClientKey = (key: SigningKey, clientId: string, opts: SignOptions = {}) =>
  sign(key, { typ: 'client_key' }, clientId, opts);

/** An OAuth access token: `{sub: clientId, typ: 'access_token', scope: 'campaigns:create'}`. */
export const signAccessToken = (
  key: SigningKey,
  clientId: string,
  opts: SignOptions & { scope?: string } = {},
) =>
  sign(key, { typ: 'access_token', scope: opts.scope ?? BUILDER_SCOPE }, clientId, {
    expiresInSeconds: ACCESS_TOKEN_LIFETIME_S,
    ...opts,
  });

/**
 * Verifies the algorithm (HS256 only), the signature, the issuer, the audience, `nbf` (not before now)
 * and `exp` (not passed; an access token must have one, a client key may). Returns null for any invalid
 * token.
 */
export async function verifyToken(key: SigningKey, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key.secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'iat', 'nbf'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.typ !== 'string') return null;
    if (payload.typ === 'access_token' && payload.exp === undefined) return null;
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    const tokenId = typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : undefined;
    return { clientId: payload.sub, typ: payload.typ, scopes, ...(tokenId ? { tokenId } : {}) };
  } catch {
    return null;
  }
}

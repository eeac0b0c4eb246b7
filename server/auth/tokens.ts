import { SignJWT, jwtVerify } from 'jose';
import type { SigningKey } from './keys';

export const ISSUER = 'doorstep-sandbox';
export const BUILDER_SCOPE = 'campaigns:create';

export type TokenType = 'client_key' | 'access_token';

export interface VerifiedToken {
  clientId: string;
  typ: string;
  scopes: string[];
}

export interface SignOptions {
  /** Seconds from now; omitted means no expiry (client keys are provisioned, not session-bound). */
  expiresInSeconds?: number;
  /** Issued-at override (tests make already-expired tokens with it). */
  issuedAt?: Date;
}

const ACCESS_TOKEN_LIFETIME_S = 30 * 24 * 3600;

async function sign(key: SigningKey, claims: Record<string, unknown>, clientId: string, opts: SignOptions) {
  const iat = Math.floor((opts.issuedAt ?? new Date()).getTime() / 1000);
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(clientId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat);
  if (opts.expiresInSeconds !== undefined) jwt = jwt.setExpirationTime(iat + opts.expiresInSeconds);
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

/** Verifies signature, algorithm, issuer and expiry. Returns null for any invalid token. */
export async function verifyToken(key: SigningKey, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key.secret, { algorithms: ['HS256'], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.typ !== 'string') return null;
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [];
    return { clientId: payload.sub, typ: payload.typ, scopes };
  } catch {
    return null;
  }
}

import { OAUTH_CLIENT_ID, type OAuthErrorCode } from '../../../src/api/contract/oauth';
import { codeHash, CODE_VERIFIER, verifyPkce, type AuthorizationStore } from '../../auth/authorization-codes';
import { single } from './authorize';

/**
 * Checking `POST /oauth/token` (RFC 6749 §4.1.3, RFC 7636 §4.5): form-encoded parameters, each once. A
 * malformed request (a parameter missing, repeated or ill-formed) is `invalid_request` and leaves the code
 * alone; once the request is well formed the code is used up, whatever the outcome, so a wrong verifier
 * cannot be retried against the same code.
 */

export type TokenCheck =
  | {
      kind: 'ok';
      subject: string;
      scope: string;
      codeHash: string;
      grantId?: number;
      /**
       * Whether the code was exchanged again since this request spent it: read after the token's record is
       * written (auth/issued-tokens.ts), so a replay arriving mid-exchange revokes the token too.
       */
      replayed: () => boolean;
    }
  | {
      kind: 'error';
      error: OAuthErrorCode;
      description: string;
      /**
       * The hash of a well-formed request's code that is not (or no longer) waiting to be exchanged: if it
       * was exchanged before, this is a replay, and the tokens issued from it are revoked.
       */
      replayedCodeHash?: string;
    };

type TokenError = Extract<TokenCheck, { kind: 'error' }>;

const fail = (error: OAuthErrorCode, description: string): TokenError => ({
  kind: 'error',
  error,
  description,
});

const REQUIRED = ['grant_type', 'client_id', 'code', 'redirect_uri', 'code_verifier'] as const;

export function checkTokenRequest(params: URLSearchParams, store: AuthorizationStore): TokenCheck {
  const values: Partial<Record<(typeof REQUIRED)[number], string>> = {};
  for (const name of REQUIRED) {
    const { value, repeated } = single(params, name);
    if (repeated) return fail('invalid_request', `${name} is sent more than once`);
    if (value === undefined) return fail('invalid_request', `${name} is required`);
    values[name] = value;
  }
  const { grant_type, client_id, code, redirect_uri, code_verifier } = values as Required<typeof values>;

  if (grant_type !== 'authorization_code')
    return fail(
      'unsupported_grant_type',
      `grant_type ${grant_type} is not supported: only authorization_code`,
    );
  // A public client: no secret, known by its id alone. Answered 400 like every other error (see README).
  if (client_id !== OAUTH_CLIENT_ID)
    return fail('invalid_client', `No application is registered as client_id "${client_id}"`);
  if (!CODE_VERIFIER.test(code_verifier))
    return fail(
      'invalid_request',
      'code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_", "~"',
    );

  const redeemed = store.redeemCode(code);
  if (!redeemed)
    return {
      ...fail('invalid_grant', 'The authorization code is invalid, expired or already used'),
      replayedCodeHash: codeHash(code),
    };
  const { grant } = redeemed;
  if (grant.clientId !== client_id)
    return fail('invalid_grant', 'The authorization code was issued to another client');
  if (grant.redirectUri !== redirect_uri)
    return fail('invalid_grant', 'redirect_uri is not the one the authorization code was issued for');
  if (!verifyPkce(code_verifier, grant.codeChallenge))
    return fail('invalid_grant', 'code_verifier does not match the code_challenge (PKCE, S256)');
  return {
    kind: 'ok',
    subject: grant.subject,
    scope: grant.scope,
    codeHash: codeHash(code),
    replayed: redeemed.replayed,
    ...(grant.grantId === undefined ? {} : { grantId: grant.grantId }),
  };
}

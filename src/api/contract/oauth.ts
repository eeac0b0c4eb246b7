import { z } from 'zod';

/**
 * OAuth 2.0 authorization code with PKCE (RFC 6749, RFC 7636), the way the builder's writes get their
 * access token. The spec does not show the token issuing endpoint; these are the sandbox's, following the
 * RFCs so a standard OAuth client library talks to them unchanged:
 *
 * - `GET /oauth/authorize?response_type=code&client_id&redirect_uri&state&code_challenge
 *    &code_challenge_method=S256[&scope][&login_hint]` shows a consent page naming the scope and letting
 *   the user choose the client (preselected from `login_hint`, a client id), then approve or deny. Either
 *   way the browser goes back to `redirect_uri` with `code` and `state`, or `error=access_denied` and
 *   `state`.
 * - `POST /oauth/token` (form-encoded: `grant_type=authorization_code`, `code`, `redirect_uri`,
 *   `client_id`, `code_verifier`) exchanges a code once for an access token. Its answers are the RFC's,
 *   not the envelope's `data`: `{access_token, token_type, expires_in, scope}` on success; on failure
 *   status 400 with `{success: false, error, error_description}` (`error` is the RFC's code, e.g.
 *   `invalid_grant`), which is the envelope and an RFC error body at once.
 */

/** The dashboard's client id (a public client: no secret, PKCE instead). */
export const OAUTH_CLIENT_ID = 'doorstep-dashboard';
/** The scope the builder's writes need. */
export const BUILDER_SCOPE = 'campaigns:create';
/** Where the dashboard takes the browser back to (any loopback origin, this path). */
export { OAUTH_CALLBACK_PATH } from './oauth-path';

/** A successful token answer. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i, 'expected token_type Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The RFC 6749 error codes the sandbox answers with. */
export const oauthErrorCodes = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'access_denied',
  'unsupported_response_type',
] as const;
export type OAuthErrorCode = (typeof oauthErrorCodes)[number];

export const oauthErrorSchema = z.object({
  success: z.literal(false),
  error: z.enum(oauthErrorCodes),
  error_description: z.string(),
});

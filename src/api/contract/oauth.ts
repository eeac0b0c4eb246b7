import { z } from './zod';
import { OAUTH_CALLBACK_PATH as CALLBACK_PATH } from './oauth-path';
import { documentedBoth } from './wire-schema';

/**
 * OAuth 2.0 authorization code with PKCE (RFC 6749, RFC 7636), the way the builder's writes get their
 * access token. The spec does not show the token issuing endpoint; these are the sandbox's, following the
 * RFCs so a standard OAuth client library talks to them unchanged:
 *
 * - `GET /oauth/authorize?response_type=code&client_id&redirect_uri&state&code_challenge
 *    &code_challenge_method=S256[&scope][&login_hint]` shows a consent page saying in words what the scope
 *   allows and letting the user choose the client (only the one `login_hint` names, when it names one),
 *   then approve or deny. Either way the browser goes back to `redirect_uri` with `code` and `state`, or
 *   `error=access_denied` and `state`. An approval is remembered per account and app (client_id and
 *   redirect_uri): a later request naming that account with `login_hint`, from the same app, for a scope
 *   already given, goes back with `code` and `state` at once, without the page, as providers do.
 * - `GET /oauth/grants[?account]` is the sandbox's account page ("Apps with access"): the remembered
 *   approvals, each with "Revoke access" (`POST /oauth/grants`, a form), after which that app is asked
 *   again and the access tokens it got under that approval stop working (401). Signing out of the
 *   dashboard does not revoke an approval. Both are the sandbox's own (a real service has its own page).
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
  access_token: z.string().check(z.minLength(1)),
  // The document spells the case-insensitive match out (JSON Schema patterns take no flags).
  token_type: documentedBoth(z.string().check(z.regex(/^bearer$/i, 'expected token_type Bearer')), {
    type: 'string',
    pattern: '^[Bb][Ee][Aa][Rr][Ee][Rr]$',
  }),
  expires_in: z.number().check(z.int(), z.positive()),
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

/**
 * The requests as the API document describes them (the sandbox reads them itself, in the RFCs' order,
 * and answers with a page, a redirect or an RFC error; these schemas are never used to validate).
 */
const pkceVerifier = z
  .string()
  .check(
    z.regex(/^[A-Za-z0-9\-._~]{43,128}$/),
    z.describe('The PKCE code verifier (RFC 7636): 43 to 128 unreserved characters.'),
  );

/** `GET /oauth/authorize` query (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export const authorizeQueryDoc = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(OAUTH_CLIENT_ID),
  redirect_uri: z
    .url()
    .check(
      z.describe(`http://localhost, http://127.0.0.1 or http://[::1], any port, path ${CALLBACK_PATH}.`),
    ),
  state: z.string().check(z.minLength(1), z.maxLength(500)),
  code_challenge: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/), z.describe('The base64url SHA-256 of the code verifier.')),
  code_challenge_method: z.literal('S256'),
  scope: z.optional(z.literal(BUILDER_SCOPE)),
  login_hint: z
    .optional(z.string())
    .check(
      z.describe(
        'A client id: the account the consent page offers alone. When that account already allowed this ' +
          'app (client_id and redirect_uri) the scope, no page: the answer goes back at once with a code.',
      ),
    ),
});

/** `POST /oauth/authorize`: the consent page's form. */
export const consentFormDoc = z.object({
  request: z.string().check(z.minLength(1), z.describe('The pending request the page was shown for.')),
  decision: z.enum(['allow', 'deny']),
  client: z
    .optional(z.string().check(z.minLength(1)))
    .check(z.describe('The account that grants access (with allow).')),
});

/** `POST /oauth/token` form (RFC 6749 §4.1.3, RFC 7636 §4.5). */
export const tokenRequestDoc = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().check(z.minLength(1)),
  redirect_uri: z.string().check(z.minLength(1)),
  client_id: z.literal(OAUTH_CLIENT_ID),
  code_verifier: pkceVerifier,
});

/** `GET /oauth/grants` query: the sandbox's account page, of one account or of every one. */
export const grantsQueryDoc = z.object({
  account: z
    .optional(z.string().check(z.minLength(1)))
    .check(z.describe('A client id: only the apps this account allowed (every account when left out).')),
});

/** `POST /oauth/grants`: the account page's "Revoke access" form. */
export const revokeGrantFormDoc = z.object({
  grant: z.string().check(z.regex(/^\d+$/), z.describe('The remembered approval to revoke.')),
  account: z
    .optional(z.string().check(z.minLength(1)))
    .check(z.describe('The account the page was showing (the page answered shows it again).')),
});

import type { Context } from 'hono';
import { endpoints } from '../../../src/api/contract/endpoints';
import { oauthErrorSchema, tokenResponseSchema, type OAuthErrorCode } from '../../../src/api/contract/oauth';
import { createAuthorizationStore } from '../../auth/authorization-codes';
import { createPendingConsents } from '../../auth/pending-consents';
import { issueAccessToken, revokeTokensOfCode } from '../../auth/issued-tokens';
import { findGrant, grantExists, listGrants, rememberGrant, revokeGrant } from '../../auth/remembered-grants';
import { ACCESS_TOKEN_LIFETIME_S } from '../../auth/tokens';
import type { RouteModule } from '../deps';
import { checkAuthorizeRequest, consentAnswerRefusal, redirectTarget, single } from './authorize';
import { grantsPage } from './grants-page';
import { consentPage, errorPage } from './pages';
import { checkTokenRequest } from './token';

/**
 * OAuth 2.0 authorization code with PKCE (see `src/api/contract/oauth.ts`): the consent page, its answer,
 * the token exchange, and the sandbox's account page where a remembered permission is revoked. Pending
 * requests and codes live in this app instance's memory (a fresh store per `createApp`); remembered
 * permissions in the database (auth/remembered-grants.ts), so a restart does not ask again.
 */
/**
 * The code store is full (codes are never pushed out to make room): a 503 page, and when to try again
 * (a code lasts 60 s, so one has expired by then).
 */
function codesFull(c: Context) {
  c.header('Retry-After', '60');
  return errorPage(c, 503, 'Too many sign-ins are waiting to finish on this sandbox. Try again in a minute.');
}

export const oauthRoutes: RouteModule = (mount, { db, key }) => {
  const store = createAuthorizationStore();
  // The open consent pages: bounded by count and size, refusing new ones when full (auth/pending-consents.ts).
  const pending = createPendingConsents();

  const demoClients = () => db.selectFrom('clients').select(['id', 'name']).orderBy('id').execute();
  const demoClient = (id: string) =>
    db.selectFrom('clients').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  const isDemoClient = async (id: string) => (await demoClient(id)) !== undefined;

  /** RFC 6749 §4.1.2.1: back to the client with `error` and the request's `state`. */
  const redirectError = (
    c: Context,
    status: 302 | 303,
    redirectUri: string,
    state: string | undefined,
    error: OAuthErrorCode,
    description: string,
  ) =>
    c.redirect(
      redirectTarget(redirectUri, {
        error,
        error_description: description,
        ...(state === undefined ? {} : { state }),
      }),
      status,
    );

  mount(endpoints.oauthAuthorize, async ({ c }) => {
    const check = checkAuthorizeRequest(new URL(c.req.url).searchParams);
    if (check.kind === 'page') return errorPage(c, 400, check.message);
    if (check.kind === 'redirect')
      return redirectError(c, 302, check.redirectUri, check.state, check.error, check.description);
    const clients = await demoClients();
    if (clients.length === 0) return errorPage(c, 400, 'The sandbox has no demo clients to choose from.');
    // A login_hint naming a demo client is the account signed in to the dashboard: only it is offered.
    const hinted = clients.find((client) => client.id === check.loginHint);
    // That account already allowed this app (client_id and redirect_uri) the scope: back at once with a
    // code, no page, as providers do. Every check above (client, redirect_uri, state, PKCE) still ran.
    const { request } = check;
    if (hinted) {
      const app = { account: hinted.id, clientId: request.clientId, redirectUri: request.redirectUri };
      const grantId = await findGrant(db, app, request.scope);
      if (grantId !== undefined) {
        const code = store.tryIssueCode({ ...request, account: hinted.id, subject: hinted.id, grantId });
        // Codes are never pushed out to make room (a live one would then fail): a full store says so.
        if (code === undefined) return codesFull(c);
        return c.redirect(redirectTarget(request.redirectUri, { code, state: request.state }), 302);
      }
    }
    const requestId = pending.begin(hinted ? { ...check.request, account: hinted.id } : check.request);
    if (requestId === undefined)
      return errorPage(
        c,
        503,
        'Too many sign-ins are waiting for an answer on this sandbox. Try again in a few minutes.',
      );
    return consentPage(c, {
      requestId,
      clients: hinted ? [hinted] : clients,
      selected: hinted?.id ?? clients[0]!.id,
      pinned: hinted !== undefined,
      redirectUri: check.request.redirectUri,
    });
  });

  mount(endpoints.oauthDecide, async ({ c }) => {
    // Only the consent page itself may answer it (a page on another port of this machine may not).
    const refused = consentAnswerRefusal({
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      host: c.req.header('host'),
    });
    if (refused) return errorPage(c, 403, refused);
    const form = await readForm(c);
    if (!form) return errorPage(c, 400, 'The consent form was not sent as a form.');
    const requestId = single(form, 'request').value;
    const request = requestId === undefined ? undefined : pending.take(requestId);
    if (!request) return errorPage(c, 400, 'This consent page has expired or was already answered.');
    const decision = single(form, 'decision').value;
    if (decision === 'deny')
      return redirectError(
        c,
        303,
        request.redirectUri,
        request.state,
        'access_denied',
        'The user denied the request',
      );
    if (decision !== 'allow')
      return errorPage(c, 400, 'The consent form was answered neither Allow nor Deny.');
    const subject = single(form, 'client').value;
    if (subject === undefined || !(await isDemoClient(subject)))
      return errorPage(c, 400, 'The consent form names no account of this sandbox.');
    if (request.account !== undefined && subject !== request.account)
      return errorPage(
        c,
        400,
        `This sign-in was for account ${request.account}, the one signed in to Doorstep; it cannot grant ` +
          `access to account ${subject}. To build campaigns for another account, sign in to Doorstep as it.`,
      );
    // Remembered (a denial is not): the next request naming this account from this app is not asked.
    const grantId = await rememberGrant(
      db,
      { account: subject, clientId: request.clientId, redirectUri: request.redirectUri },
      request.scope,
    );
    const code = store.tryIssueCode({ ...request, subject, grantId });
    if (code === undefined) return codesFull(c);
    return c.redirect(redirectTarget(request.redirectUri, { code, state: request.state }), 303);
  });

  mount(endpoints.oauthToken, async ({ c }) => {
    const headers = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
    const failure = (error: OAuthErrorCode, description: string) =>
      c.json(oauthErrorSchema.parse({ success: false, error, error_description: description }), 400, headers);
    const form = await readForm(c);
    if (!form)
      return failure(
        'invalid_request',
        'Send the token request form-encoded (Content-Type: application/x-www-form-urlencoded)',
      );
    const check = checkTokenRequest(form, store);
    if (check.kind === 'error') {
      // A code used again: every token issued from it is revoked (RFC 6749 §4.1.2).
      if (check.replayedCodeHash) await revokeTokensOfCode(db, check.replayedCodeHash);
      return failure(check.error, check.description);
    }
    // The permission the code came from was revoked since (on the account page): no token from it.
    if (check.grantId !== undefined && !(await grantExists(db, check.grantId)))
      return failure('invalid_grant', 'The permission this authorization code came from was revoked');
    const answer = tokenResponseSchema.parse({
      access_token: await issueAccessToken(db, key, check),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_LIFETIME_S,
      scope: check.scope,
    });
    return c.json(answer, 200, headers);
  });

  const accountPageError = { title: 'This page cannot be shown', next: 'Open Apps with access again.' };

  mount(endpoints.oauthGrants, async ({ c }) => {
    const named = single(new URL(c.req.url).searchParams, 'account');
    if (named.repeated)
      return errorPage(c, 400, 'The address names account more than once.', accountPageError);
    const account = named.value === undefined ? undefined : await demoClient(named.value);
    if (named.value !== undefined && !account)
      return errorPage(c, 404, `This sandbox has no account ${named.value}.`, accountPageError);
    return grantsPage(c, { grants: await listGrants(db, { account: account?.id }), account });
  });

  mount(endpoints.oauthRevokeGrant, async ({ c }) => {
    // Only the account page itself may revoke (a page on another port of this machine may not).
    const refused = consentAnswerRefusal(
      {
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        host: c.req.header('host'),
      },
      'This was not sent from the Apps with access page, so nothing was revoked.',
    );
    if (refused) return errorPage(c, 403, refused, accountPageError);
    const form = await readForm(c);
    const grant = form ? single(form, 'grant').value : undefined;
    if (!form || grant === undefined || !/^\d{1,15}$/.test(grant))
      return errorPage(c, 400, 'The form names no access to revoke.', accountPageError);
    const named = single(form, 'account').value;
    const account = named === undefined ? undefined : await demoClient(named);
    const revoked = await revokeGrant(db, Number(grant));
    return grantsPage(c, {
      grants: await listGrants(db, { account: account?.id }),
      account,
      revoked: revoked ?? 'none',
    });
  });
};

/** A form-encoded body's parameters, or undefined for any other content type. */
async function readForm(c: Context): Promise<URLSearchParams | undefined> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  return new URLSearchParams(await c.req.text());
}

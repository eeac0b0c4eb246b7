import type { Context } from 'hono';
import { endpoints } from '../../../src/api/contract/endpoints';
import { OAUTH_CLIENT_ID } from '../../../src/api/contract/oauth';
import type { RememberedGrant } from '../../auth/remembered-grants';
import { markup, page, permissionWords, siblingHref } from './pages';

/**
 * The sandbox's account page ("Apps with access", `GET /oauth/grants`): the permissions the consent page
 * remembers, by account, each with "Revoke access", as a provider's account page lists the apps a user
 * allowed. Revoking one makes its app ask again and ends the access tokens it got under it.
 */

export interface GrantsPage {
  grants: readonly RememberedGrant[];
  /** The one account shown (`?account=`); every account when absent. */
  account?: { id: string; name: string };
  /** What was just revoked, to say so; `none` when there was nothing left to revoke. */
  revoked?: RememberedGrant | 'none';
}

export const GRANTS_TITLE = 'Apps with access';

/** The app's name as a person knows it: the dashboard, and where it runs. */
export function appName(grant: Pick<RememberedGrant, 'clientId' | 'redirectUri'>): string {
  const name = grant.clientId === OAUTH_CLIENT_ID ? 'Doorstep' : grant.clientId;
  try {
    return `${name} at ${new URL(grant.redirectUri).origin}`;
  } catch {
    return name;
  }
}

/** A date and time in words, in UTC (the sandbox does not know the reader's time zone). */
const when = (ms: number) =>
  `${new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function grantItem(grant: RememberedGrant, account: string | undefined) {
  const id = `grant-${grant.id}`;
  return markup`<li class="grant">
<p id="${id}"><strong>${appName(grant)}</strong></p>
<p>${permissionWords(grant.accountName)}</p>
<p class="muted">Allowed ${when(grant.grantedMs)} · last used ${when(grant.usedMs)}</p>
<form method="post" action="${siblingHref(endpoints.oauthRevokeGrant.path)}">
<input type="hidden" name="grant" value="${grant.id}">
${account === undefined ? '' : markup`<input type="hidden" name="account" value="${account}">`}
<button type="submit" aria-describedby="${id}">Revoke access</button>
</form>
</li>
`;
}

/** The grants of one account, under its name. */
function accountSection(grants: readonly RememberedGrant[], account: string | undefined) {
  const first = grants[0]!;
  return markup`<h2>${first.accountName} <span class="muted">Account ${first.account}</span></h2>
<ul class="grants">
${grants.map((grant) => grantItem(grant, account))}</ul>
`;
}

function revokedNotice(revoked: GrantsPage['revoked']) {
  if (revoked === undefined) return '';
  if (revoked === 'none')
    return markup`<p class="notice" role="status">That access was already revoked.</p>
`;
  return markup`<p class="notice" role="status">${appName(revoked)} no longer has access to ${revoked.accountName}. It
asks again the next time, and the access it has now ends.</p>
`;
}

export function grantsPage(c: Context, p: GrantsPage) {
  const title = p.account ? `${GRANTS_TITLE} to ${p.account.name}` : GRANTS_TITLE;
  const byAccount = new Map<string, RememberedGrant[]>();
  for (const grant of p.grants)
    byAccount.set(grant.account, [...(byAccount.get(grant.account) ?? []), grant]);
  const empty = p.account
    ? markup`<p>No app has access to ${p.account.name}.</p>
`
    : markup`<p>No app has access to an account of this sandbox.</p>
`;
  const body = markup`<h1>${title}</h1>
${revokedNotice(p.revoked)}<p>The apps you allowed to act for ${p.account ? p.account.name : 'an account of this sandbox'}. An app
listed here is not asked again; revoke its access and it asks the next time.</p>
${p.grants.length === 0 ? empty : [...byAccount.values()].map((grants) => accountSection(grants, p.account?.id))}${
    p.account
      ? markup`<p class="muted"><a href="${siblingHref(endpoints.oauthGrants.path)}">Every account</a></p>`
      : ''
  }`;
  return page(c, 200, title, body, []);
}

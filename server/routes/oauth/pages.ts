import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { endpoints } from '../../../src/api/contract/endpoints';

/**
 * The authorization server's pages: the consent page and the error page (the account page is in
 * grants-page.ts). Server-rendered HTML without any script. Every interpolated value goes through
 * `markup`, which escapes it; the one style sheet is allowed by its hash in the page's
 * Content-Security-Policy. A page says what a permission allows in words, never the scope's code.
 */

/** Markup that is already safe (built by `markup`). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

type Part = SafeHtml | string | number | false | null | undefined | readonly Part[];

const render = (part: Part): string => {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === false || part === null || part === undefined) return '';
  return escapeHtml(String(part as string | number));
};

/**
 * A template literal whose every interpolation is escaped (except markup built by `markup` itself). Not
 * named `html`, so Prettier leaves the templates' text (and the style sheet's hash) alone.
 */
export function markup(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, s, i) => out + render(parts[i - 1]) + s));
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1c1917; --muted: #57534e; --bg: #fafaf9; --card: #fff;
  --line: #d6d3d1; --accent: #1d4ed8; --accent-fg: #fff; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #f5f5f4; --muted: #a8a29e; --bg: #0c0a09; --card: #1c1917; --line: #44403c;
    --accent: #60a5fa; --accent-fg: #0c0a09; }
}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 34rem; margin: 0 auto; padding: 1.5rem 1rem 2rem; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.25rem; }
.brand { margin: 0 0 .75rem; font-size: .875rem; font-weight: 600; color: var(--muted); }
h1 { margin: 0 0 .75rem; font-size: 1.375rem; line-height: 1.3; }
h2 { margin: 1.25rem 0 .25rem; font-size: 1rem; }
p, ul { margin: 0 0 .75rem; }
ul { padding-left: 1.25rem; }
.muted { color: var(--muted); font-size: .875rem; }
a { color: var(--accent); }
.notice { padding: .75rem; margin: 0 0 1rem; border: 1px solid var(--accent); border-radius: 8px; }
.grants { list-style: none; padding: 0; }
.grant { padding: .75rem; margin-bottom: .5rem; border: 1px solid var(--line); border-radius: 8px; }
.grant p { margin-bottom: .5rem; }
.grant form { margin: 0; }
.grant button { flex: none; }
code { font-size: .875em; overflow-wrap: anywhere; }
fieldset { margin: 1rem 0; padding: 0; border: 0; min-width: 0; }
legend { padding: 0; margin-bottom: .5rem; font-weight: 600; }
.choice { display: flex; gap: .75rem; align-items: flex-start; padding: .75rem; margin-bottom: .5rem;
  border: 1px solid var(--line); border-radius: 8px; cursor: pointer; }
.choice:has(input:checked) { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); }
.choice input { margin: .3rem 0 0; width: 1.1rem; height: 1.1rem; flex: none; }
.choice span { display: block; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin: 1rem 0; }
button { flex: 1 1 8rem; min-height: 2.75rem; padding: .5rem 1rem; border-radius: 8px; font: inherit;
  font-weight: 600; cursor: pointer; border: 1px solid var(--line); background: var(--card); color: var(--fg); }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-fg); }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * The origins a page's form may go to: none for a page without a form; else its own and those given (the
 * client's, where the consent form's answer redirects to).
 */
function contentSecurityPolicy(formTargets: readonly string[] | undefined) {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action ${formTargets ? ["'self'", ...formTargets].join(' ') : "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A page of the sandbox's own: `formTargets` as `contentSecurityPolicy` reads them. */
export function page(
  c: Context,
  status: ContentfulStatusCode,
  title: string,
  body: SafeHtml,
  formTargets?: readonly string[],
) {
  const document = markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · Doorstep</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main>
<div class="card">
<p class="brand">Doorstep sandbox</p>
${body}
</div>
</main>
</body>
</html>
`;
  return c.html(document.value, status, {
    'Content-Security-Policy': contentSecurityPolicy(formTargets),
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  });
}

export interface ConsentClient {
  id: string;
  name: string;
}

export interface ConsentPage {
  /** The pending request's one-time id (a hidden field). */
  requestId: string;
  clients: readonly ConsentClient[];
  /** The client preselected: `login_hint` when it names one, else the first. */
  selected: string;
  /** `login_hint` named a demo client: `clients` is that one account, the one signed in to Doorstep. */
  pinned?: boolean;
  /** Where the browser goes back to (its origin is shown and allowed as a form target). */
  redirectUri: string;
}

export const CONSENT_TITLE = 'Allow Doorstep to build campaigns for you?';

/**
 * What the builder's permission allows, in words: the one sentence the consent page asks about and the
 * account page lists (`forWhom`: the account, or words for it).
 */
export function permissionWords(forWhom: string) {
  return markup`<strong>Build and submit campaign drafts for ${forWhom}</strong>: create drafts, choose their
routes, cities, audiences and designs, set their launch date and submit them for review. Nothing is
charged, printed or mailed by this.`;
}

/**
 * A link from a page under `/oauth/` to another endpoint there, relative (`grants`), so it works behind
 * the dashboard's proxy (`/api/oauth/...`) as well as on the sandbox's own port.
 */
export function siblingHref(path: string, query?: Record<string, string>): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${name}?${search}` : name;
}

const CHECKED = new SafeHtml(' checked');

/** One radio of the client list: the account's name and id. */
const clientChoice = (client: ConsentClient, checked: boolean) =>
  markup`<label class="choice"><input type="radio" name="client" value="${client.id}"${checked ? CHECKED : ''}>
<span><span>${client.name}</span><span class="muted">Account ${client.id}</span></span></label>
`;

/**
 * The consent page: what the permission allows, in words; the client to act for; Allow and Deny, within
 * a phone's first screen (390 x 844) when the account is pinned, as it is from the dashboard. What is
 * remembered and where it is revoked comes after the buttons.
 */
export function consentPage(c: Context, p: ConsentPage) {
  const returnTo = new URL(p.redirectUri).origin;
  const pinned = p.pinned ? p.clients.find((client) => client.id === p.selected) : undefined;
  const grants = siblingHref(endpoints.oauthGrants.path, pinned ? { account: pinned.id } : undefined);
  const body = markup`<h1>${CONSENT_TITLE}</h1>
<p>${permissionWords(pinned ? pinned.name : 'the account you choose below')}</p>
<form method="post" action="${siblingHref(endpoints.oauthDecide.path)}">
<input type="hidden" name="request" value="${p.requestId}">
<fieldset>
<legend>Build campaigns for</legend>
${p.clients.map((client) => clientChoice(client, client.id === p.selected))}</fieldset>
<div class="actions">
<button type="submit" name="decision" value="allow" class="primary">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>
${
  pinned
    ? markup`<p class="muted">Only ${pinned.name}, signed in to Doorstep, can be chosen here. To build campaigns
for another account, sign in to Doorstep as it.</p>
`
    : ''
}<p class="muted">Doorstep cannot change a campaign once it is submitted. You are asked once: Doorstep keeps
this permission, and does not ask again, until you revoke it on <a href="${grants}">Apps with access</a>.</p>
<p class="muted">Either way you go back to Doorstep at <code>${returnTo}</code>.</p>`;
  return page(c, 200, CONSENT_TITLE, body, [returnTo]);
}

/**
 * An error page: by default for a request that cannot go back to its client (unknown client, unregistered
 * redirect); the account page gives its own title and next step.
 */
export function errorPage(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  {
    title = 'This sign-in cannot continue',
    next = 'Go back to Doorstep and start again.',
  }: { title?: string; next?: string } = {},
) {
  const body = markup`<h1>${title}</h1>
<p>${message}</p>
<p class="muted">${next}</p>`;
  return page(c, status, title, body);
}

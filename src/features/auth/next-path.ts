/**
 * Where to go after signing in. `next` comes from the URL, so only same-origin paths are honoured
 * (no `//host`, no scheme), and the sign-in page itself is never a destination.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/^\/sign-in(?:[/?#]|$)/.test(next)) return '/';
  return next;
}

/** `/sign-in?next=<the page the user wanted>` (no `next` for the home page). */
export function signInPath(wanted?: { pathname: string; search?: string; hash?: string }): string {
  if (!wanted) return '/sign-in';
  const path = `${wanted.pathname}${wanted.search ?? ''}${wanted.hash ?? ''}`;
  const next = safeNextPath(path);
  return next === '/' ? '/sign-in' : `/sign-in?${new URLSearchParams({ next }).toString()}`;
}

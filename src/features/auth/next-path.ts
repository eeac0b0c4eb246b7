import { appPaths, appRoutes } from '../../lib/app-paths';

/**
 * Where to go after signing in. `next` comes from the URL, so only same-origin paths are honoured
 * (no `//host`, no scheme), and the sign-in page itself is never a destination.
 */
export function safeNextPath(next: string | null | undefined): string {
  const home = appPaths.home();
  if (!next) return home;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return home;
  const signIn = appRoutes.signIn;
  if (next.startsWith(signIn) && /^(?:[/?#]|$)/.test(next.slice(signIn.length))) return home;
  return next;
}

/** `/sign-in?next=<the page the user wanted>` (no `next` for the home page). */
export function signInPath(wanted?: { pathname: string; search?: string; hash?: string }): string {
  if (!wanted) return appPaths.signIn();
  const path = `${wanted.pathname}${wanted.search ?? ''}${wanted.hash ?? ''}`;
  const next = safeNextPath(path);
  return appPaths.signIn(next === appPaths.home() ? undefined : next);
}

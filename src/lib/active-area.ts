/**
 * Which navigation item is the current one: exactly one, or none. An item is current on its own path and
 * on the pages under it, and the most specific item wins: `/campaigns/new` is "New campaign", not also
 * "Campaigns", while `/campaigns/42` is "Campaigns". A draft's wizard (`/campaigns/42/build`) belongs
 * with "New campaign", where drafts are built.
 */
import { matchPath } from 'react-router';
import { appRoutes } from './app-routes';

const under = (pathname: string, path: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** The path of the current item among `paths` for `pathname`, or null when none is. */
export function activeAreaPath(pathname: string, paths: readonly string[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (matchPath(appRoutes.buildCampaign, path) && paths.includes(appRoutes.newCampaign))
    return appRoutes.newCampaign;
  let best: string | null = null;
  for (const p of paths) if (under(path, p) && (best === null || p.length > best.length)) best = p;
  return best;
}

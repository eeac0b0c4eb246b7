/**
 * The code of the pages a visit most often starts on (Home, the campaign list, a campaign) and of the
 * signed-in frame, one import each. The route table loads them through these (routes.tsx), and the first
 * load asks for the one it opens on at once (`startFirstPage`, from load-app.ts), so that page's code
 * downloads alongside the router's instead of after the router has run.
 */
import { appRoutes } from '../lib/app-routes';

export const appLayoutModule = () => import('./layout/app-layout');
export const homePageModule = () => import('../features/home/home-page');
export const campaignsPageModule = () => import('../features/campaigns/campaigns-page');
export const campaignPageModule = () => import('../features/campaigns/campaign-page');

/** Whether `pathname` is an address of `pattern` (`:name` stands for one segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (have.length === 1) have.push('');
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]))
  );
}

/**
 * The page a visit opens on, in the order the router ranks them: a fixed address before a pattern
 * (`/campaigns/new` is not a campaign). `null`: a page of its own, not started early.
 */
const firstPages: ReadonlyArray<readonly [string, (() => Promise<unknown>) | null]> = [
  [appRoutes.home, homePageModule],
  [appRoutes.campaigns, campaignsPageModule],
  [appRoutes.newCampaign, null],
  [appRoutes.campaign, campaignPageModule],
];

/** The module of the page at `pathname` when it is one started early, else `null`. */
export function firstPageOf(pathname: string): (() => Promise<unknown>) | null {
  return firstPages.find(([pattern]) => matchesPattern(pattern, pathname))?.[1] ?? null;
}

/**
 * Asks for the signed-in frame and the page at `pathname` when it is one of the most visited; the router
 * later gets the same modules from the browser's module map. Answers whether it asked.
 */
export function startFirstPage(pathname: string): boolean {
  const page = firstPageOf(pathname);
  if (!page) return false;
  // A failure here is the router's to report, when it asks for the same module.
  appLayoutModule().catch(() => undefined);
  page().catch(() => undefined);
  return true;
}

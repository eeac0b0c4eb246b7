/**
 * The dashboard's own addresses, in one table: the router's patterns (`appRoutes`) and the links,
 * navigations and redirects built from them (`appPaths`). Query strings are written by the same
 * functions the pages read them with, so a link opens exactly the view it names.
 */
import {
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  type CampaignFilters,
} from './campaign-filters';
import { campaignTabSearch, type CampaignTab } from './campaign-tabs';

/** Every route pattern, absolute. */
export const appRoutes = {
  home: '/',
  signIn: '/sign-in',
  campaigns: '/campaigns',
  campaign: '/campaigns/:campaignId',
  missions: '/missions',
  quotes: '/quotes',
  plan: '/plan',
  directMail: '/direct-mail',
  tracking: '/tracking',
  postcards: '/postcards',
  spend: '/spend',
  audiences: '/library/audiences',
  designs: '/library/designs',
  templates: '/library/templates',
  cities: '/library/cities',
  account: '/account',
} as const;

export type AppRoute = (typeof appRoutes)[keyof typeof appRoutes];

/** A pattern as a child route of the root writes it: `/campaigns/:campaignId` -> `campaigns/:campaignId`. */
export const childRoutePath = (pattern: string): string => pattern.replace(/^\/+/, '');

/** `path` with `params` as its query string (none when empty). */
function withSearch(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** What the direct-mail builder starts from: the format and volume of a quote. */
type BuilderHandoff = { format: string; volume: number };

export const appPaths = {
  home: () => appRoutes.home,
  /** The sign-in page; `next` is where to go once signed in (the page that asked for it). */
  signIn: (next?: string) =>
    withSearch(appRoutes.signIn, new URLSearchParams(next === undefined ? {} : { next })),
  /** The campaigns list, filtered as given (the list's defaults for everything else). */
  campaigns: (filters: Partial<CampaignFilters> = {}) =>
    withSearch(appRoutes.campaigns, campaignFiltersToSearchParams({ ...emptyCampaignFilters, ...filters })),
  /** One campaign's page, on `tab` (Overview by default). */
  campaign: (id: string, tab: CampaignTab = 'overview') =>
    withSearch(appRoutes.campaign.replace(':campaignId', encodeURIComponent(id)), campaignTabSearch(tab)),
  /** The direct-mail builder; `handoff` starts it from a quote (it reads `format` and `volume`). */
  directMail: (handoff?: BuilderHandoff) =>
    withSearch(
      appRoutes.directMail,
      new URLSearchParams(handoff ? { format: handoff.format, volume: String(handoff.volume) } : {}),
    ),
  account: () => appRoutes.account,
};

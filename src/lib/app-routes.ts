/**
 * The router's patterns, every one absolute (`appPaths` in app-paths.ts builds the links from them). Kept
 * apart from the link builders, which read the campaign filters and so the contract and zod: the route
 * table is in the first load, they are not.
 */
import { OAUTH_CALLBACK_PATH } from '../api/contract/oauth-path';

/** Every route pattern, absolute. */
export const appRoutes = {
  home: '/',
  signIn: '/sign-in',
  campaigns: '/campaigns',
  results: '/results',
  campaign: '/campaigns/:campaignId',
  newCampaign: '/campaigns/new',
  buildCampaign: '/campaigns/:campaignId/build',
  missions: '/missions',
  quotes: '/quotes',
  plan: '/plan',
  tracking: '/tracking',
  conversions: '/conversions',
  postcards: '/postcards',
  spend: '/spend',
  audiences: '/library/audiences',
  designs: '/library/designs',
  templates: '/library/templates',
  cities: '/library/cities',
  account: '/account',
  /** Where the OAuth consent page sends the browser back to (Connect); fixed by the contract. */
  oauthCallback: OAUTH_CALLBACK_PATH,
} as const;

export type AppRoute = (typeof appRoutes)[keyof typeof appRoutes];

/** A pattern as a child route of the root writes it: `/campaigns/:campaignId` -> `campaigns/:campaignId`. */
export const childRoutePath = (pattern: string): string => pattern.replace(/^\/+/, '');

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
import { appRoutes } from './app-routes';
import { campaignTabSearch, type CampaignTab } from './campaign-tabs';

export { appRoutes, childRoutePath, type AppRoute } from './app-routes';

/** `path` with `params` as its query string (none when empty). */
function withSearch(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The filters the campaign list and the results view share: type, status and name. */
type SharedFilters = Partial<Pick<CampaignFilters, 'types' | 'statuses' | 'search'>>;

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
  /**
   * The results view (which campaigns worked), over its default period, with the list's type, status and
   * name filters as given: it reads them under the list's own parameter names.
   */
  results: (filters: SharedFilters = {}) =>
    withSearch(appRoutes.results, campaignFiltersToSearchParams({ ...emptyCampaignFilters, ...filters })),
  /** The spend page over a period of days, both included (its default period when none is given). */
  spend: (range: { from?: string; to?: string } = {}) => {
    const params = new URLSearchParams();
    if (range.from) params.set('from', range.from);
    if (range.to) params.set('to', range.to);
    return withSearch(appRoutes.spend, params);
  },
  /** One campaign's page, on `tab` (Overview by default). */
  campaign: (id: string, tab: CampaignTab = 'overview') =>
    withSearch(appRoutes.campaign.replace(':campaignId', encodeURIComponent(id)), campaignTabSearch(tab)),
  /**
   * "New campaign": choose the channel and start a draft. `channel` preselects one (`ADM-EDDM`,
   * `ADM-AUDIENCE`, `H2H-HANDTOHAND`, `D2D-LETTERBOX`); `extra` carries what the draft starts from (a
   * quote's format and volume, a plan's routes), handed on to the wizard.
   */
  newCampaign: (channel?: string, extra?: URLSearchParams) => {
    const params = new URLSearchParams(extra);
    if (channel) params.set('channel', channel);
    return withSearch(appRoutes.newCampaign, params);
  },
  /** The direct-mail (EDDM) draft, started from a quote: its format and volume. */
  directMail: (handoff?: BuilderHandoff) =>
    appPaths.newCampaign(
      'ADM-EDDM',
      new URLSearchParams(handoff ? { fmt: handoff.format, volume: String(handoff.volume) } : {}),
    ),
  /** The wizard of draft `id`, on `step` (where it was left when none), with `extra` step state. */
  buildCampaign: (id: string, step?: string, extra?: URLSearchParams) => {
    const params = new URLSearchParams(extra);
    if (step) params.set('step', step);
    return withSearch(appRoutes.buildCampaign.replace(':campaignId', encodeURIComponent(id)), params);
  },
  account: () => appRoutes.account,
  /** The OAuth callback page, without the code and state it is reached with. */
  oauthCallback: () => appRoutes.oauthCallback,
};

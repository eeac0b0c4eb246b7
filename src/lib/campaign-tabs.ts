/** The tabs of a campaign page, kept in the URL as `?tab=`. Overview is the default and is left out. */
export const campaignTabs = ['overview', 'routes', 'performance', 'missions', 'artwork', 'coupons'] as const;
export type CampaignTab = (typeof campaignTabs)[number];

export const campaignTabLabels: Record<CampaignTab, string> = {
  overview: 'Overview',
  routes: 'Routes',
  performance: 'Performance',
  missions: 'Missions',
  artwork: 'Artwork',
  coupons: 'Coupons',
};

/** Direct-mail (EDDM) campaigns, the only ones mailed by carrier route. */
const ROUTES_CAMPAIGN_TYPE = 3;

/** The tabs a campaign of `type` has: the Routes tab only for direct mail. */
export function campaignTabsOf(type: number): readonly CampaignTab[] {
  return type === ROUTES_CAMPAIGN_TYPE ? campaignTabs : campaignTabs.filter((t) => t !== 'routes');
}

export function parseCampaignTab(value: string | null): CampaignTab {
  const v = (value ?? '').toLowerCase();
  return (campaignTabs as readonly string[]).includes(v) ? (v as CampaignTab) : 'overview';
}

/**
 * The search params for opening `tab`: only the tab is kept (other tabs' view and paging params are
 * dropped), and Overview needs no parameter.
 */
export function campaignTabSearch(tab: CampaignTab): URLSearchParams {
  return new URLSearchParams(tab === 'overview' ? {} : { tab });
}

/** The tabs of a campaign page, kept in the URL as `?tab=`. Overview is the default and is left out. */
export const campaignTabs = ['overview', 'performance', 'missions', 'artwork', 'coupons'] as const;
export type CampaignTab = (typeof campaignTabs)[number];

export const campaignTabLabels: Record<CampaignTab, string> = {
  overview: 'Overview',
  performance: 'Performance',
  missions: 'Missions',
  artwork: 'Artwork',
  coupons: 'Coupons',
};

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

import { describe, expect, it } from 'vitest';
import { campaignTabSearch, campaignTabsOf, parseCampaignTab } from './campaign-tabs';

describe('campaign tabs in the URL', () => {
  it('reads a known tab, in any case, and falls back to overview', () => {
    expect(parseCampaignTab('performance')).toBe('performance');
    expect(parseCampaignTab('Coupons')).toBe('coupons');
    expect(parseCampaignTab('billing')).toBe('overview');
    expect(parseCampaignTab(null)).toBe('overview');
  });

  it('writes only the tab, and nothing for overview', () => {
    expect(campaignTabSearch('artwork').toString()).toBe('tab=artwork');
    expect(campaignTabSearch('overview').toString()).toBe('');
  });

  it('gives the Routes tab to direct-mail campaigns only', () => {
    expect(campaignTabsOf(3)).toContain('routes');
    expect(campaignTabsOf(3)).toHaveLength(6);
    for (const type of [1, 2, 4]) expect(campaignTabsOf(type)).not.toContain('routes');
    expect(parseCampaignTab('routes')).toBe('routes');
  });
});

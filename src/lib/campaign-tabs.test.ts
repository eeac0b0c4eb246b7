import { describe, expect, it } from 'vitest';
import { campaignTabSearch, parseCampaignTab } from './campaign-tabs';

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
});

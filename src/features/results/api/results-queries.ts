/**
 * What the results view reads: every campaign of the period's list request (the shared "all matching"
 * read, so a list sorted with the same filters shares it), then each campaign's performance under the
 * campaign pages' own key, so a campaign opened from the results shows its Performance tab at once and
 * the other way round. Kept five minutes, as Home keeps its figures: coming back to the view does not
 * read everything again.
 */
import type { CampaignListParams } from '../../../api/contract/campaign';
import { allCampaignQueries } from '../../../queries/all-campaigns-queries';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';

export const RESULTS_STALE_TIME = 5 * 60 * 1000;

export const resultsQueries = {
  campaigns: (params: CampaignListParams) => ({
    ...allCampaignQueries.matching(params),
    staleTime: RESULTS_STALE_TIME,
  }),
  performance: (id: string) => ({
    ...campaignInsightQueries.performance(id),
    staleTime: RESULTS_STALE_TIME,
  }),
};

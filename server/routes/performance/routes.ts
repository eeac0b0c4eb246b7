import { endpoints } from '../../../src/api/contract/endpoints';
import { loadActivity } from '../../domain/activity';
import { requireOwnedCampaign } from '../../domain/owned-campaign';
import type { RouteModule } from '../deps';
import { scanAnalytics, summaryPerformance, usesSummaryShape, volumePerformance } from './shape';

/**
 * Campaign performance series and scan KPIs, from the same activity record. Ownership first (404). The
 * answers are parsed through the contract on the way out: only volume figures exist there, never money.
 */
export const performanceRoutes: RouteModule = (mount, { db }) => {
  const activityOf = async (clientId: string, id: string) => {
    const campaign = await requireOwnedCampaign(db, clientId, id);
    return { campaign, activity: await loadActivity(db, campaign.id) };
  };

  mount(endpoints.campaignPerformance, async ({ auth, params }) => {
    const { campaign, activity } = await activityOf(auth.clientId, params.id);
    return usesSummaryShape(campaign)
      ? summaryPerformance(campaign, activity)
      : volumePerformance(campaign, activity);
  });

  mount(endpoints.campaignScans, async ({ auth, params }) => {
    const { campaign, activity } = await activityOf(auth.clientId, params.id);
    return scanAnalytics(campaign, activity);
  });
};

import { Hono } from 'hono';
import { performanceSummarySchema, performanceVolumeSchema } from '../../../src/api/contract/performance';
import { scanAnalyticsSchema } from '../../../src/api/contract/scans';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { loadActivity } from '../../domain/activity';
import { requireOwnedCampaign } from '../../domain/owned-campaign';
import type { RouteDeps } from '../deps';
import { scanAnalytics, summaryPerformance, usesSummaryShape, volumePerformance } from './shape';

/** Campaign performance series and scan KPIs, from the same activity record. Ownership first (404). */
export function performanceRoutes({ db }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/client/campaigns/:id/performance', requireClientKey, async (c) => {
    const campaign = await requireOwnedCampaign(c, db);
    const activity = await loadActivity(db, campaign.id);
    // Parsing through the contract is the final guard: only volume figures exist there, never money.
    const data = usesSummaryShape(campaign)
      ? performanceSummarySchema.parse(summaryPerformance(campaign, activity))
      : performanceVolumeSchema.parse(volumePerformance(campaign, activity));
    return c.json({ success: true, data });
  });

  app.get('/client/campaigns/:id/scans', requireClientKey, async (c) => {
    const campaign = await requireOwnedCampaign(c, db);
    const activity = await loadActivity(db, campaign.id);
    return c.json({ success: true, data: scanAnalyticsSchema.parse(scanAnalytics(campaign, activity)) });
  });

  return app;
}

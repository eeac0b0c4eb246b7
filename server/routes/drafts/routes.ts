import { Hono } from 'hono';
import { creationStatusSchema } from '../../../src/api/contract/creation-status';
import { draftTargetingSchema } from '../../../src/api/contract/draft-targeting';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { isoDay } from '../../domain/calendar';
import { requireOwnedCampaign } from '../../domain/owned-campaign';
import type { RouteDeps } from '../deps';
import { creationStatus, draftTargeting, loadDraftState } from './readiness';

/** Creation status and targeting read-back of a draft (client key). Ownership first (404). */
export function draftRoutes({ db }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/client/campaigns/:id/creation-status', requireClientKey, async (c) => {
    const campaign = await requireOwnedCampaign(c, db);
    const state = await loadDraftState(db, campaign);
    const data = creationStatusSchema.parse(creationStatus(state, isoDay(new Date())));
    return c.json({ success: true, data });
  });

  app.get('/client/campaigns/:id/draft-targeting', requireClientKey, async (c) => {
    const campaign = await requireOwnedCampaign(c, db);
    const state = await loadDraftState(db, campaign);
    return c.json({ success: true, data: draftTargetingSchema.parse(draftTargeting(state)) });
  });

  return app;
}

import { Hono } from 'hono';
import { campaignListQuerySchema } from '../../../src/api/contract/campaign';
import { numericId } from '../../../src/api/contract/common';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { badRequest, notFound } from '../../http/errors';
import { parseParam, parseQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { findCampaign, listCampaigns } from './queries';

export function campaignRoutes({ db }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/client/campaigns', requireClientKey, async (c) => {
    const q = parseQuery(c, campaignListQuerySchema);
    // Dates normalise to YYYY-MM-DD; a parseable date outside years 0000-9999 does not, and would compare
    // wrongly as text.
    for (const field of ['from', 'to'] as const) {
      const value = q[field];
      if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
        throw badRequest(
          `Invalid query parameter '${field}': expected a date between the years 0000 and 9999`,
        );
      }
    }
    if (q.from && q.to && q.from > q.to) {
      throw badRequest(`Invalid query parameter 'from': ${q.from} is after 'to' (${q.to})`);
    }
    const page = await listCampaigns(db, c.var.auth.clientId, q);
    return c.json({ success: true, data: page });
  });

  app.get('/client/campaigns/:id', requireClientKey, async (c) => {
    const id = parseParam(c, 'id', numericId);
    const campaign = await findCampaign(db, c.var.auth.clientId, id);
    // Another client's campaign answers exactly like a missing one: same status, same bytes.
    if (!campaign) throw notFound('Campaign not found');
    return c.json({ success: true, data: campaign });
  });

  return app;
}

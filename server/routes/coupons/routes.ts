import { Hono } from 'hono';
import { numericId } from '../../../src/api/contract/common';
import { couponListQuerySchema, couponListSchema } from '../../../src/api/contract/coupon';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { findOwnedCampaign } from '../../domain/owned-campaign';
import { parseParam, parseQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';

/**
 * `GET /client/campaigns/{id}/coupons` (the spec does not show the path; this is the sandbox's): the
 * campaign's coupon codes, oldest first, paged with `first`/`skip`. A campaign that is not the caller's
 * (or does not exist) gives an empty page, not an error.
 */
export function couponRoutes({ db }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/client/campaigns/:id/coupons', requireClientKey, async (c) => {
    const id = parseParam(c, 'id', numericId);
    const q = parseQuery(c, couponListQuerySchema);
    const campaign = await findOwnedCampaign(db, c.var.auth.clientId, id);
    if (!campaign) return c.json({ success: true, data: { nodes: [], totalCount: 0 } });
    const base = db.selectFrom('coupons').where('campaign_id', '=', campaign.id);
    const [{ count } = { count: 0 }] = await base
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .execute();
    const rows = await base
      .select(['code', 'description', 'redemptions', 'created_at', 'expires_at'])
      .orderBy('id')
      .limit(q.first)
      .offset(q.skip)
      .execute();
    const data = couponListSchema.parse({
      nodes: rows.map((r) => ({
        code: r.code,
        campaignId: String(campaign.id),
        description: r.description,
        redemptions: r.redemptions,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
      })),
      totalCount: Number(count),
    });
    return c.json({ success: true, data });
  });

  return app;
}

import { endpoints } from '../../../src/api/contract/endpoints';
import { findOwnedCampaign } from '../../domain/owned-campaign';
import type { RouteModule } from '../deps';

/**
 * A campaign's coupon codes (the path is the sandbox's; the spec does not show it), oldest first, paged
 * with `first`/`skip`. A campaign that is not the caller's (or does not exist) gives an empty page, not
 * an error.
 */
export const couponRoutes: RouteModule = (mount, { db }) => {
  mount(endpoints.campaignCoupons, async ({ auth, params, query: q }) => {
    const campaign = await findOwnedCampaign(db, auth.clientId, params.id);
    if (!campaign) return { nodes: [], totalCount: 0 };
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
    return {
      nodes: rows.map((r) => ({
        code: r.code,
        campaignId: String(campaign.id),
        description: r.description,
        redemptions: r.redemptions,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
      })),
      totalCount: Number(count),
    };
  });
};

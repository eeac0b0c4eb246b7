import { fieldError } from '../../../src/api/contract/describe-issues';
import { endpoints } from '../../../src/api/contract/endpoints';
import { requireOwnedCampaign } from '../../domain/owned-campaign';
import { badRequest } from '../../http/errors';
import type { RouteModule } from '../deps';
import { draftInternalStatus, listCampaigns, toCampaign } from './queries';

export const campaignRoutes: RouteModule = (mount, { db }) => {
  mount(endpoints.listCampaigns, async ({ auth, query: q }) => {
    if (q.from && q.to && q.from > q.to) {
      throw badRequest(fieldError('from', `${q.from} is after 'to' (${q.to})`, 'query parameter'));
    }
    return listCampaigns(db, auth.clientId, q);
  });

  // Another client's campaign answers exactly like a missing one: same status, same bytes.
  mount(endpoints.getCampaign, async ({ auth, params }) => {
    const campaign = await requireOwnedCampaign(db, auth.clientId, params.id);
    return toCampaign(campaign, await draftInternalStatus(db, campaign.id));
  });
};

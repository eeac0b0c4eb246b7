import { endpoints } from '../../../src/api/contract/endpoints';
import { isoDay } from '../../domain/calendar';
import { requireOwnedCampaign } from '../../domain/owned-campaign';
import type { RouteModule } from '../deps';
import { creationStatus } from '../../domain/creation-status';
import { loadDraftState } from '../../domain/draft-state';
import { draftTargeting } from './targeting';

/** Creation status and targeting read-back of a draft (client key). Ownership first (404). */
export const draftRoutes: RouteModule = (mount, { db }) => {
  const draftOf = async (clientId: string, id: string) =>
    loadDraftState(db, await requireOwnedCampaign(db, clientId, id));

  mount(endpoints.campaignCreationStatus, async ({ auth, params }) =>
    creationStatus(await draftOf(auth.clientId, params.id), isoDay(new Date())),
  );

  mount(endpoints.campaignDraftTargeting, async ({ auth, params }) =>
    draftTargeting(await draftOf(auth.clientId, params.id)),
  );
};

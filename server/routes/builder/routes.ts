import { endpoints } from '../../../src/api/contract/endpoints';
import type { RouteModule } from '../deps';
import { setDraftAreas } from './areas';
import { setDraftAudience } from './audience';
import { cancelDraft } from './cancel';
import { setDraftCities } from './cities';
import { createDraft } from './create';
import { setDraftCreative } from './creative';
import { setDraftDemographics } from './demographics';
import { setDraftDetails } from './details';
import { builderContext } from './draft-store';
import { renameCampaign } from './rename';
import { submitDraft } from './submit';

/**
 * The campaign builder's writes (OAuth access token with scope campaigns:create; `mount` answers 401
 * without a credential and 403 for a client key), one handler module per write, the draft storage they
 * share in draft-store.ts. Each request is one transaction: it is on disk (WAL) when answered, and a
 * refused write changes nothing. A campaign that is not the caller's is 404 exactly like a missing one; a
 * campaign that is no longer a draft is 409 naming its state. Nothing here charges, prints or mails:
 * submit stops at IN_REVIEW, and only a sandbox operator's review approves (`npm run sandbox:review`, see
 * server/review-draft.ts).
 */
export const builderRoutes: RouteModule = (mount, { db }) => {
  const ctx = builderContext(db);
  mount(endpoints.createDraft, createDraft(ctx));
  mount(endpoints.renameCampaign, renameCampaign(ctx));
  mount(endpoints.setDraftAreas, setDraftAreas(ctx));
  mount(endpoints.setDraftCities, setDraftCities(ctx));
  mount(endpoints.setDraftDemographics, setDraftDemographics(ctx));
  mount(endpoints.setDraftAudience, setDraftAudience(ctx));
  mount(endpoints.setDraftCreative, setDraftCreative(ctx));
  mount(endpoints.setDraftDetails, setDraftDetails(ctx));
  mount(endpoints.submitDraft, submitDraft(ctx));
  mount(endpoints.cancelDraft, cancelDraft(ctx));
};

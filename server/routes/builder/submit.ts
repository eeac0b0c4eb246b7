import { draftInternalStatuses } from '../../../src/api/contract/builder';
import { missingItemsRefusal } from '../../../src/api/contract/creation-status';
import type { endpoints } from '../../../src/api/contract/endpoints';
import { creationStatus } from '../../domain/creation-status';
import { loadDraftState, volumeOf } from '../../domain/draft-state';
import { badRequest } from '../../http/errors';
import type { Handler } from '../../http/mount';
import { nowIso, saveDraft, today, writableDraft, type BuilderContext } from './draft-store';

/**
 * Submit for review (keyed): refused while creation status names anything missing; stops at IN_REVIEW
 * (only a sandbox operator's review approves it).
 */
export const submitDraft =
  ({ keyedWrite }: BuilderContext): Handler<typeof endpoints.submitDraft> =>
  ({ c, auth, params }) =>
    keyedWrite(c, auth.clientId, async (trx) => {
      const { campaign } = await writableDraft(trx, auth.clientId, params.id, 'submit');
      const state = await loadDraftState(trx, campaign);
      const status = creationStatus(state, today());
      if (status.missing.length > 0) {
        throw badRequest(missingItemsRefusal(campaign.id, status.missing, status.note));
      }
      const now = nowIso();
      const volume = volumeOf(state, state.draft?.subtype ?? null);
      await saveDraft(
        trx,
        campaign.id,
        now,
        { internal_status: draftInternalStatuses.inReview, submitted_at: now, last_active_step: 'review' },
        volume !== null ? { planned_volume: volume } : {},
      );
      return { campaignId: campaign.id, internalStatus: draftInternalStatuses.inReview, submittedAt: now };
    });

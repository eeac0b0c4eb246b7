import { draftInternalStatuses } from '../../../src/api/contract/builder';
import type { endpoints } from '../../../src/api/contract/endpoints';
import type { Handler } from '../../http/mount';
import { nowIso, saveDraft, writableDraft, type BuilderContext } from './draft-store';

/** Cancel: the draft is abandoned (CANCELLED; its campaign ARCHIVED, with no scheduled start). */
export const cancelDraft =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.cancelDraft> =>
  ({ auth, params }) =>
    inTransaction(async (trx) => {
      const { campaign } = await writableDraft(trx, auth.clientId, params.id, 'cancel');
      // ARCHIVED, so campaign lists stop showing it as a draft; creation status says CANCELLED.
      await saveDraft(
        trx,
        campaign.id,
        nowIso(),
        { internal_status: draftInternalStatuses.cancelled },
        // No scheduled start for a cancelled draft.
        { status: 20, start_date: null },
      );
      return { campaignId: campaign.id, internalStatus: draftInternalStatuses.cancelled };
    });

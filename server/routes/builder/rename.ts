import type { endpoints } from '../../../src/api/contract/endpoints';
import type { Handler } from '../../http/mount';
import { nowIso, saveDraft, writableDraft, type BuilderContext } from './draft-store';

/** Rename a draft (its campaign's name). */
export const renameCampaign =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.renameCampaign> =>
  ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign } = await writableDraft(trx, auth.clientId, params.id, 'change');
      await saveDraft(trx, campaign.id, nowIso(), {}, { name: body.name });
      return { campaignId: campaign.id, name: body.name };
    });

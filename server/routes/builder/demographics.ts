import type { endpoints } from '../../../src/api/contract/endpoints';
import { checkAttributes, requireTargetingStep } from '../../domain/draft-writes';
import type { Handler } from '../../http/mount';
import { insertChunked, nowIso, saveDraft, writableDraft, type BuilderContext } from './draft-store';

/** Demographics (direct mail): known attributes and values, replacing the previous ones (empty clears). */
export const setDraftDemographics =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.setDraftDemographics> =>
  ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      requireTargetingStep('demographics', draft);
      const attributes = checkAttributes(body.attributes);
      await trx.deleteFrom('draft_attributes').where('campaign_id', '=', campaign.id).execute();
      await insertChunked(
        trx,
        'draft_attributes',
        attributes.map((a, position) => ({
          campaign_id: campaign.id,
          key: a.code,
          values_json: JSON.stringify(a.values),
          position,
        })),
      );
      await saveDraft(trx, campaign.id, nowIso(), { last_active_step: 'demographics' });
      return { campaignId: campaign.id, attributes: attributes.length };
    });

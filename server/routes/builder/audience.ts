import { fieldError } from '../../../src/api/contract/describe-issues';
import { endpoints } from '../../../src/api/contract/endpoints';
import { requireTargetingStep } from '../../domain/draft-writes';
import { toStoredId } from '../../domain/stored-id';
import { badRequest } from '../../http/errors';
import type { Handler } from '../../http/mount';
import { nowIso, saveDraft, writableDraft, type BuilderContext } from './draft-store';

/** Audience (ADM+AUDIENCE): one of the caller's saved audiences. */
export const setDraftAudience =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.setDraftAudience> =>
  ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      requireTargetingStep('audience', draft);
      const stored = toStoredId(body.audienceId);
      const audience =
        stored === null
          ? undefined
          : await trx
              .selectFrom('audiences')
              .select('id')
              .where('id', '=', stored)
              .where('client_id', '=', auth.clientId)
              .executeTakeFirst();
      if (!audience) {
        throw badRequest(
          fieldError(
            'audienceId',
            `'${body.audienceId}' is not one of your saved audiences ` +
              `(${endpoints.listAudiences.method} ${endpoints.listAudiences.path} lists them)`,
          ),
        );
      }
      await saveDraft(trx, campaign.id, nowIso(), { audience_id: audience.id, last_active_step: 'audience' });
      return { campaignId: campaign.id, audienceId: audience.id };
    });

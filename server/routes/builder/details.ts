import { fieldError } from '../../../src/api/contract/describe-issues';
import type { endpoints } from '../../../src/api/contract/endpoints';
import { addDaysTo } from '../../domain/calendar';
import { MAX_START_DAYS_AHEAD } from '../../domain/draft-writes';
import { earliestStartDate, leadTimeFor } from '../../domain/lead-times';
import { badRequest } from '../../http/errors';
import type { Handler } from '../../http/mount';
import { nowIso, saveDraft, today, writableDraft, type BuilderContext } from './draft-store';

/**
 * Details: the start date (from the earliest possible start, at most a year ahead) and the volume; a
 * volume alone once the draft has a start date.
 */
export const setDraftDetails =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.setDraftDetails> =>
  ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      const asOf = today();
      const earliest = earliestStartDate(asOf, draft.subtype);
      if (body.startDate !== undefined) {
        if (body.startDate < earliest) {
          const days = leadTimeFor(draft.subtype).minStartBusinessDays;
          throw badRequest(
            fieldError(
              'startDate',
              `${body.startDate} is before the earliest possible start, ` +
                `${earliest} (today, ${asOf}, plus ${days} business days of lead time for this channel); ` +
                `choose ${earliest} or later`,
            ),
          );
        }
        const latest = addDaysTo(asOf, MAX_START_DAYS_AHEAD);
        if (body.startDate > latest) {
          throw badRequest(
            fieldError(
              'startDate',
              `${body.startDate} is more than a year ahead; choose a date ` + `from ${earliest} to ${latest}`,
            ),
          );
        }
      }
      const startDate = body.startDate ?? campaign.start_date;
      if (!startDate) {
        throw badRequest(
          fieldError(
            'startDate',
            `is required while the draft has no start date ` + `(the earliest possible start is ${earliest})`,
          ),
        );
      }
      const volume = body.volume ?? draft.volume;
      await saveDraft(
        trx,
        campaign.id,
        nowIso(),
        { volume, last_active_step: 'details' },
        { start_date: startDate, ...(body.volume !== undefined ? { planned_volume: body.volume } : {}) },
      );
      return { campaignId: campaign.id, startDate, volume };
    });

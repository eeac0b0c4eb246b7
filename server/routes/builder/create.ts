import { builderChannels, type BuilderSubtype } from '../../../src/api/contract/builder';
import type { endpoints } from '../../../src/api/contract/endpoints';
import { defaultDraftName, draftDurationWeeks } from '../../domain/draft-writes';
import type { Handler } from '../../http/mount';
import { newDraftRow, nowIso, type BuilderContext } from './draft-store';

/**
 * Create a draft (keyed: a retry with the same Idempotency-Key makes no second draft). It runs where the
 * client's latest campaign ran until targeting names a city; unnamed, it gets a name none of the client's
 * campaigns has.
 */
export const createDraft =
  ({ keyedWrite }: BuilderContext): Handler<typeof endpoints.createDraft> =>
  ({ c, auth, body }) =>
    keyedWrite(c, auth.clientId, async (trx) => {
      const now = nowIso();
      const subtype: BuilderSubtype = body.subtype;
      const type = builderChannels[body.channel].campaignType;
      const client = await trx
        .selectFrom('clients')
        .select(['country_id', 'country_name'])
        .where('id', '=', auth.clientId)
        .executeTakeFirstOrThrow();
      // Until targeting names a city, a new draft runs where the client's latest campaign ran.
      const latest = await trx
        .selectFrom('campaigns')
        .select('city_name')
        .where('client_id', '=', auth.clientId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const taken = body.name
        ? new Set<string>()
        : new Set(
            (
              await trx
                .selectFrom('campaigns')
                .select('name')
                .where('client_id', '=', auth.clientId)
                .execute()
            ).map((r) => r.name),
          );
      const name = body.name ?? defaultDraftName(subtype, new Date(now), taken);
      const inserted = await trx
        .insertInto('campaigns')
        .values({
          client_id: auth.clientId,
          name,
          type,
          status: 0,
          country_id: client.country_id,
          country_name: client.country_name,
          city_name: latest?.city_name ?? '',
          start_date: null,
          campaign_duration_week: draftDurationWeeks[subtype],
          offer_expiration_date: null,
          no_expiration: 1,
          scan_data_enabled: 1,
          conversions_api_enabled: 0,
          planned_volume: 0,
          budget: null,
          cost: null,
          payout: null,
          margin: null,
          billing_reference: null,
          created_at: now,
          updated_at: now,
        })
        .executeTakeFirstOrThrow();
      const campaignId = Number(inserted.insertId);
      await trx
        .insertInto('campaign_drafts')
        .values(newDraftRow(campaignId, body.channel, subtype, now, body.format))
        .execute();
      return {
        campaignId,
        type,
        name,
        channel: body.channel,
        subtype,
        status: 0,
        statusEnum: 'DRAFT',
      };
    });

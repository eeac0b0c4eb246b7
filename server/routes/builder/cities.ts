import { fieldError } from '../../../src/api/contract/describe-issues';
import { endpoints } from '../../../src/api/contract/endpoints';
import { MAX_QUOTE_PIECES } from '../../../src/api/contract/quote';
import { cityById } from '../../domain/cities';
import { requireTargetingStep } from '../../domain/draft-writes';
import { badRequest } from '../../http/errors';
import type { Handler } from '../../http/mount';
import { insertChunked, nowIso, saveDraft, writableDraft, type BuilderContext } from './draft-store';

/** Cities (street channels): known cities with their optional volumes, replacing the previous ones. */
export const setDraftCities =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.setDraftCities> =>
  ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      requireTargetingStep('cities', draft);
      const cities = body.cities.map((chosen, i) => {
        const city = cityById(chosen.cityId);
        if (!city) {
          throw badRequest(
            fieldError(
              `cities[${i}].cityId`,
              `unknown city '${chosen.cityId}' ` +
                `(city ids are those of ${endpoints.listCities.method} ${endpoints.listCities.path})`,
            ),
          );
        }
        return { city, volume: chosen.volume ?? null };
      });
      const total = cities.reduce((s, c) => s + (c.volume ?? 0), 0);
      if (total > MAX_QUOTE_PIECES) {
        throw badRequest(
          fieldError('cities', `the volumes add up to ${total}; a draft carries at most 10,000,000 pieces`),
        );
      }
      await trx.deleteFrom('draft_cities').where('campaign_id', '=', campaign.id).execute();
      await insertChunked(
        trx,
        'draft_cities',
        cities.map(({ city, volume }, position) => ({
          campaign_id: campaign.id,
          city_id: city.id,
          city_name: city.name,
          state: city.state,
          lat: Number(city.latitude),
          lng: Number(city.longitude),
          volume,
          position,
        })),
      );
      await saveDraft(
        trx,
        campaign.id,
        nowIso(),
        { last_active_step: 'cities' },
        { city_name: cities[0]!.city.name },
      );
      return { campaignId: campaign.id, cities: cities.length };
    });

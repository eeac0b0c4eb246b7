import { yieldToEventLoop } from '../../domain/event-loop';
import { fieldError } from '../../../src/api/contract/describe-issues';
import type { endpoints } from '../../../src/api/contract/endpoints';
import { verifyPlacedRaws, type PlacedRoute } from '../../domain/carrier-routes';
import { cityOfRoutes, coveringZone, requireTargetingStep } from '../../domain/draft-writes';
import { EDDM_MINIMUM_PIECES } from '../../domain/lead-times';
import { badRequest } from '../../http/errors';
import type { Handler } from '../../http/mount';
import { insertChunked, nextId, nowIso, saveDraft, writableDraft, type BuilderContext } from './draft-store';

/**
 * Areas (EDDM): the chosen routes, each verified as one this sandbox handed out, listed once, together
 * reaching the EDDM minimum; they replace the previous selection and its zone (the one sent, else one
 * covering the routes).
 */
export const setDraftAreas =
  ({ inTransaction }: BuilderContext): Handler<typeof endpoints.setDraftAreas> =>
  ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      requireTargetingStep('areas', draft);
      const chosen: PlacedRoute[] = [];
      const seen = new Map<string, number>();
      // In batches, yielding before and between them (the body's validation came just before): a write of
      // MAX_AREAS_ROUTES routes holds no other request long.
      await yieldToEventLoop();
      const verified = await verifyPlacedRaws(trx, body.routes, yieldToEventLoop);
      for (const [i, placed] of verified.entries()) {
        if (!placed) {
          throw badRequest(
            fieldError(
              `routes[${i}]`,
              `not a route this sandbox handed out (unknown, edited or ` +
                "from another sandbox); send each route's raw exactly as the route lookup returned it",
            ),
          );
        }
        const key = `${placed.route.zip} ${placed.route.croute}`;
        const first = seen.get(key);
        if (first !== undefined) {
          throw badRequest(
            fieldError(`routes[${i}]`, `route ${key} is already routes[${first}]; list each route once`),
          );
        }
        seen.set(key, i);
        chosen.push(placed);
      }
      const pieces = chosen.reduce((s, r) => s + r.route.totalCount, 0);
      if (pieces < EDDM_MINIMUM_PIECES) {
        throw badRequest(
          fieldError(
            'routes',
            `the ${chosen.length} chosen route(s) reach ${pieces} pieces ` +
              `(residences plus businesses, each route's totalCount); EDDM needs at least ` +
              `${EDDM_MINIMUM_PIECES}: add routes`,
          ),
        );
      }

      await yieldToEventLoop();
      const zone = coveringZone(chosen.map((r) => r.place));
      const head = chosen[0]!;
      const city = cityOfRoutes(head.route.zipName, head.state, zone.lat, zone.lng);

      await yieldToEventLoop();
      // Replace the previous selection: its routes and its zone.
      await trx.deleteFrom('draft_routes').where('campaign_id', '=', campaign.id).execute();
      await trx.deleteFrom('draft_locations').where('campaign_id', '=', campaign.id).execute();
      const locationId = await nextId(trx, 'draft_locations');
      await trx
        .insertInto('draft_locations')
        .values({
          id: locationId,
          campaign_id: campaign.id,
          position: 0,
          // The zone as the user searched it, when sent; else one covering the routes.
          name: body.zone?.name ?? head.route.zipName,
          city_id: city?.id ?? null,
          lat: body.zone?.lat ?? zone.lat,
          lng: body.zone?.lng ?? zone.lng,
          radius: body.zone?.radius ?? zone.radius,
          is_focused: 1,
        })
        .execute();
      await insertChunked(
        trx,
        'draft_routes',
        chosen.map(({ route: r }) => ({
          campaign_id: campaign.id,
          zip: r.zip,
          croute: r.croute,
          zip_name: r.zipName,
          resident_count: r.residentCount,
          business_count: r.businessCount,
          location_id: locationId,
          raw: JSON.stringify(r.raw),
        })),
        yieldToEventLoop,
      );
      await saveDraft(
        trx,
        campaign.id,
        nowIso(),
        { last_active_step: 'areas' },
        city ? { city_name: city.name } : {},
      );
      return { campaignId: campaign.id, routes: chosen.length, homes: pieces };
    });

import type { Context } from 'hono';
import type { Insertable, Transaction, Updateable } from 'kysely';
import {
  builderChannels,
  draftInternalStatuses,
  type BuilderSubtype,
} from '../../../src/api/contract/builder';
import type { CarrierRoute } from '../../../src/api/contract/carrier-route';
import { endpoints } from '../../../src/api/contract/endpoints';
import {
  designFit,
  designFormatText,
  designUnfitText,
  subtypePieceChannel,
  type FitSubtype,
} from '../../../src/api/contract/print-format';
import { eddmCampaignDefaultFormat, MAX_QUOTE_PIECES } from '../../../src/api/contract/quote';
import type { CampaignDraftRow, CampaignDraftsTable, DB } from '../../db/types';
import { addDaysTo, isoDay } from '../../domain/calendar';
import { routeId, verifyRaws } from '../../domain/carrier-routes';
import { cityById } from '../../domain/cities';
import {
  assertWritableDraft,
  checkAttributes,
  chosenDesignFlyer,
  cityOfRoutes,
  coveringZone,
  defaultDraftName,
  draftDurationWeeks,
  MAX_START_DAYS_AHEAD,
  requireTargetingStep,
  type BuilderStep,
  type DraftAction,
  type FlyerSource,
} from '../../domain/draft-writes';
import {
  defaultChannelOf,
  earliestStartDate,
  EDDM_MINIMUM_PIECES,
  leadTimeFor,
} from '../../domain/lead-times';
import { requireOwnedCampaign, type OwnedCampaign } from '../../domain/owned-campaign';
import { toStoredId } from '../../domain/stored-id';
import { badRequest } from '../../http/errors';
import { idempotencyStoreOf, keyedRequest, REPLAYED_HEADER } from '../../domain/idempotency';
import type { RouteModule } from '../deps';
import { creationStatus, loadDraftState, volumeOf } from '../drafts/readiness';

type Trx = Transaction<DB>;

interface WritableDraft {
  campaign: OwnedCampaign;
  draft: CampaignDraftRow;
}

/** Rows per multi-row insert (SQLite binds at most 32,766 values per statement). */
const CHUNK = 500;

/**
 * The caller's campaign (404 like a missing one otherwise) and its builder state, when it is still a
 * draft (409 saying its state otherwise). A draft the seed left without builder state gets the default
 * one of its type.
 */
async function writableDraft(
  trx: Trx,
  clientId: string,
  id: string,
  action: DraftAction,
): Promise<WritableDraft> {
  const campaign = await requireOwnedCampaign(trx, clientId, id);
  const draft = await trx
    .selectFrom('campaign_drafts')
    .selectAll()
    .where('campaign_id', '=', campaign.id)
    .executeTakeFirst();
  assertWritableDraft(campaign, draft?.internal_status ?? draftInternalStatuses.draft, action);
  if (draft) return { campaign, draft };
  const { channel, subtype } = defaultChannelOf(campaign.type);
  const row = newDraftRow(campaign.id, channel, subtype, campaign.created_at);
  row.updated_at = campaign.updated_at;
  await trx.insertInto('campaign_drafts').values(row).execute();
  return { campaign, draft: row };
}

/** The builder state of a draft no step has been saved for yet. */
function newDraftRow(
  campaignId: number,
  channel: string | null,
  subtype: string | null,
  at: string,
  format?: string,
): CampaignDraftRow {
  return {
    campaign_id: campaignId,
    channel,
    subtype,
    internal_status: draftInternalStatuses.draft,
    last_active_step: null,
    selected_design_id: null,
    template_id: null,
    audience_id: null,
    volume: null,
    format: subtype === 'EDDM' ? (format ?? eddmCampaignDefaultFormat) : null,
    suggestions_enabled: subtype === 'EDDM' ? 1 : 0,
    submitted_at: null,
    created_at: at,
    updated_at: at,
  };
}

/** Records a write: the draft's changes (and the step, when the write is one), both updated_at bumped. */
async function saveDraft(
  trx: Trx,
  campaignId: number,
  now: string,
  changes: Updateable<CampaignDraftsTable> & { last_active_step?: BuilderStep },
  campaignChanges: Updateable<DB['campaigns']> = {},
) {
  await trx
    .updateTable('campaign_drafts')
    .set({ ...changes, updated_at: now })
    .where('campaign_id', '=', campaignId)
    .execute();
  await trx
    .updateTable('campaigns')
    .set({ ...campaignChanges, updated_at: now })
    .where('id', '=', campaignId)
    .execute();
}

async function nextId(trx: Trx, table: 'designs' | 'draft_locations' | 'campaign_artworks'): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/**
 * Replaces the draft's flyer artwork with the chosen design's (`chosenDesignFlyer`), so the campaign's
 * artwork read (`GET /client/campaigns/{id}/artworks`) answers the choice. One flyer row whatever the
 * number of writes; the logo and additional pieces stay.
 */
async function replaceFlyer(
  trx: Trx,
  campaign: OwnedCampaign,
  design: { name: string; format: string; thumbnail_path: string },
  source: FlyerSource,
  now: string,
) {
  const client = await trx
    .selectFrom('clients')
    .select('name')
    .where('id', '=', campaign.client_id)
    .executeTakeFirst();
  const flyer = chosenDesignFlyer({
    campaignName: campaign.name,
    clientName: client?.name ?? '',
    design,
    source,
  });
  const stored = await trx
    .selectFrom('campaign_artworks')
    .select(['kind', 'position', 'file_name', 'file_path', 'thumbnail_path', 'design_source', 'is_uploaded'])
    .where('campaign_id', '=', campaign.id)
    .where('kind', '=', 'flyer')
    .execute();
  // The same choice again keeps its row as it is (a PUT gives the same state).
  const same = (r: (typeof stored)[number]) =>
    (Object.keys(flyer) as (keyof typeof flyer)[]).every((k) => r[k] === flyer[k]);
  if (stored.length === 1 && same(stored[0]!)) return;
  await trx
    .deleteFrom('campaign_artworks')
    .where('campaign_id', '=', campaign.id)
    .where('kind', '=', 'flyer')
    .execute();
  await trx
    .insertInto('campaign_artworks')
    .values({
      id: await nextId(trx, 'campaign_artworks'),
      campaign_id: campaign.id,
      ...flyer,
      created_at: now,
    })
    .execute();
}

const isFitSubtype = (subtype: string | null): subtype is FitSubtype =>
  subtype !== null && Object.hasOwn(subtypePieceChannel, subtype);

const draftWords = (d: { channel: string | null; subtype: string | null }) =>
  d.channel && d.subtype ? `${d.channel}+${d.subtype}` : 'draft';

/**
 * The draft's format once a design or template of `format` is chosen, or the refusal `refuse` builds
 * from the reason (`designUnfitText`) when it does not fit the draft (`designFit`). A mail draft takes the
 * piece's EDDM format (a postcard no EDDM format takes, on a saved-audience draft, is priced as SMALL);
 * a street draft keeps none (its flyer size is read from the design); another channel keeps its own.
 */
function fittingFormat(
  draft: CampaignDraftRow,
  format: string,
  options: { postalCompliant?: boolean },
  refuse: (reason: string) => Error,
): string | null {
  if (!isFitSubtype(draft.subtype)) return draft.format;
  const fit = designFit(format, draft.subtype, options);
  if (!fit.fits) throw refuse(designUnfitText[fit.reason]);
  if (subtypePieceChannel[draft.subtype] === 'mail') return fit.eddmFormat ?? 'SMALL';
  return null;
}

/**
 * Waits for the event loop's other work (the next macrotask) before going on: a long write yields there,
 * so no request holds the event loop more than about 100 ms (issue 25). The transaction keeps its
 * connection meanwhile (Kysely's SQLite driver hands it to one user at a time): other requests' reads
 * wait for it to finish, but their sockets, parsing and answers go on.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Inserts `rows` CHUNK at a time, awaiting `pause` between chunks (none by default). */
async function insertChunked<T extends 'draft_routes' | 'draft_cities' | 'draft_attributes'>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  pause: () => Promise<void> = () => Promise.resolve(),
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    if (i > 0) await pause();
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

/**
 * The campaign builder's writes (OAuth access token with scope campaigns:create; `mount` answers 401
 * without a credential and 403 for a client key). Each request is one transaction: it is on disk (WAL)
 * when answered, and a refused write changes nothing. A campaign that is not the caller's is 404 exactly
 * like a missing one; a campaign that is no longer a draft is 409 naming its state. Nothing here charges,
 * prints or mails: submit stops at IN_REVIEW, and only a sandbox operator's review approves
 * (`npm run sandbox:review`, see server/review-draft.ts).
 */
export const builderRoutes: RouteModule = (mount, { db }) => {
  const inTransaction = <T>(work: (trx: Trx) => Promise<T>) => db.transaction().execute(work);
  const nowIso = () => new Date().toISOString();
  const today = () => isoDay(new Date());
  // A retried create or submit (same key) is answered once: no second draft, no second submission. The
  // write and its stored answer are one transaction (domain/idempotency.ts).
  const idempotency = idempotencyStoreOf(db);
  const keyedWrite = async <T>(c: Context, clientId: string, work: (trx: Trx) => Promise<T>) =>
    idempotency.once(await keyedRequest(c, clientId), work, () => c.header(REPLAYED_HEADER, 'true'));

  mount(endpoints.createDraft, ({ c, auth, body }) =>
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
    }),
  );

  mount(endpoints.renameCampaign, ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign } = await writableDraft(trx, auth.clientId, params.id, 'change');
      await saveDraft(trx, campaign.id, nowIso(), {}, { name: body.name });
      return { campaignId: campaign.id, name: body.name };
    }),
  );

  mount(endpoints.setDraftAreas, ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      requireTargetingStep('areas', draft);
      const chosen: CarrierRoute[] = [];
      const seen = new Map<string, number>();
      // In batches, yielding before and between them (the body's validation came just before): a write of
      // MAX_AREAS_ROUTES routes holds no other request long.
      await yieldToEventLoop();
      const verified = await verifyRaws(trx, body.routes, yieldToEventLoop);
      for (const [i, route] of verified.entries()) {
        if (!route) {
          throw badRequest(
            `Invalid body field 'routes[${i}]': not a route this sandbox handed out (unknown, edited or ` +
              "from another sandbox); send each route's raw exactly as the route lookup returned it",
          );
        }
        const key = `${route.zip} ${route.croute}`;
        const first = seen.get(key);
        if (first !== undefined) {
          throw badRequest(
            `Invalid body field 'routes[${i}]': route ${key} is already routes[${first}]; list each route once`,
          );
        }
        seen.set(key, i);
        chosen.push(route);
      }
      const pieces = chosen.reduce((s, r) => s + r.totalCount, 0);
      if (pieces < EDDM_MINIMUM_PIECES) {
        throw badRequest(
          `Invalid body field 'routes': the ${chosen.length} chosen route(s) reach ${pieces} pieces ` +
            `(residences plus businesses, each route's totalCount); EDDM needs at least ` +
            `${EDDM_MINIMUM_PIECES}: add routes`,
        );
      }

      await yieldToEventLoop();
      const places = new Map(
        (
          await trx
            .selectFrom('carrier_routes')
            .select(['id', 'state', 'lat', 'lng', 'min_lng', 'min_lat', 'max_lng', 'max_lat'])
            .where(
              'id',
              'in',
              chosen.map((r) => routeId(r.zip, r.croute)),
            )
            .execute()
        ).map((p) => [p.id, p]),
      );
      const placeOf = (r: (typeof chosen)[number]) => places.get(routeId(r.zip, r.croute))!;
      const zone = coveringZone(
        chosen.map((r) => {
          const p = placeOf(r);
          return {
            lat: p.lat,
            lng: p.lng,
            box:
              p.min_lng === null || p.min_lat === null || p.max_lng === null || p.max_lat === null
                ? null
                : { minLng: p.min_lng, minLat: p.min_lat, maxLng: p.max_lng, maxLat: p.max_lat },
          };
        }),
      );
      const head = chosen[0]!;
      const city = cityOfRoutes(head.zipName, placeOf(head).state, zone.lat, zone.lng);

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
          name: body.zone?.name ?? head.zipName,
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
        chosen.map((r) => ({
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
    }),
  );

  mount(endpoints.setDraftCities, ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      requireTargetingStep('cities', draft);
      const cities = body.cities.map((chosen, i) => {
        const city = cityById(chosen.cityId);
        if (!city) {
          throw badRequest(
            `Invalid body field 'cities[${i}].cityId': unknown city '${chosen.cityId}' ` +
              `(city ids are those of ${endpoints.listCities.method} ${endpoints.listCities.path})`,
          );
        }
        return { city, volume: chosen.volume ?? null };
      });
      const total = cities.reduce((s, c) => s + (c.volume ?? 0), 0);
      if (total > MAX_QUOTE_PIECES) {
        throw badRequest(
          `Invalid body field 'cities': the volumes add up to ${total}; a draft carries at most 10,000,000 pieces`,
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
    }),
  );

  mount(endpoints.setDraftDemographics, ({ auth, params, body }) =>
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
    }),
  );

  mount(endpoints.setDraftAudience, ({ auth, params, body }) =>
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
          `Invalid body field 'audienceId': '${body.audienceId}' is not one of your saved audiences ` +
            `(${endpoints.listAudiences.method} ${endpoints.listAudiences.path} lists them)`,
        );
      }
      await saveDraft(trx, campaign.id, nowIso(), { audience_id: audience.id, last_active_step: 'audience' });
      return { campaignId: campaign.id, audienceId: audience.id };
    }),
  );

  mount(endpoints.setDraftCreative, ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      const now = nowIso();
      if (body.designId !== undefined) {
        const stored = toStoredId(body.designId);
        const design =
          stored === null
            ? undefined
            : await trx
                .selectFrom('designs')
                .select(['id', 'name', 'status', 'format', 'thumbnail_path'])
                .where('id', '=', stored)
                .where('client_id', '=', auth.clientId)
                .executeTakeFirst();
        if (!design) {
          throw badRequest(
            `Invalid body field 'designId': '${body.designId}' is not one of your designs ` +
              `(${endpoints.listDesigns.method} ${endpoints.listDesigns.path} lists them)`,
          );
        }
        if (design.status !== 'READY') {
          throw badRequest(
            `Invalid body field 'designId': design ${design.id} (${design.name}) is ${design.status}; ` +
              'only a READY design can be chosen',
          );
        }
        const format = fittingFormat(draft, design.format, {}, (reason) =>
          badRequest(
            `Invalid body field 'designId': design ${design.id} (${design.name}, ` +
              `${designFormatText(design.format)}) cannot serve this ${draftWords(draft)} draft: ${reason}`,
          ),
        );
        await saveDraft(trx, campaign.id, now, {
          selected_design_id: design.id,
          template_id: null,
          format,
          last_active_step: 'creative',
        });
        await replaceFlyer(trx, campaign, design, 'design', now);
        return { campaignId: campaign.id, designId: String(design.id), templateId: null };
      }

      const templateId = body.templateId!;
      const stored = toStoredId(templateId);
      const template =
        stored === null
          ? undefined
          : await trx
              .selectFrom('design_templates')
              .select(['id', 'name', 'format', 'thumbnail_path', 'postal_compliant'])
              .where('id', '=', stored)
              .where('is_public', '=', 1)
              .executeTakeFirst();
      if (!template) {
        throw badRequest(
          `Invalid body field 'templateId': '${templateId}' is not a template of the library ` +
            `(${endpoints.listDesignTemplates.method} ${endpoints.listDesignTemplates.path} lists them)`,
        );
      }
      const format = fittingFormat(
        draft,
        template.format,
        { postalCompliant: template.postal_compliant === 1 },
        (reason) =>
          badRequest(
            `Invalid body field 'templateId': template ${template.id} (${template.name}, ` +
              `${designFormatText(template.format)}) cannot serve this ${draftWords(draft)} draft: ${reason}`,
          ),
      );
      // A template the client already started a design from (in any draft) reuses that design, the
      // draft's own first: choosing it again never makes a second "(from template)" design.
      const started = await trx
        .selectFrom('designs')
        .select(['id', 'name', 'format', 'thumbnail_path'])
        .where('client_id', '=', auth.clientId)
        .where('template_id', '=', template.id)
        .where('format', '=', template.format)
        .where('status', '=', 'READY')
        .orderBy('id')
        .execute();
      const current =
        started.find((d) => d.id === draft.selected_design_id) ??
        started.find((d) => d.name === `${template.name} (from template)`) ??
        started[0];
      let design = current;
      if (design === undefined) {
        design = {
          id: await nextId(trx, 'designs'),
          name: `${template.name} (from template)`,
          format: template.format,
          thumbnail_path: template.thumbnail_path,
        };
        await trx
          .insertInto('designs')
          .values({
            ...design,
            client_id: auth.clientId,
            status: 'READY',
            template_id: template.id,
            created_at: now,
          })
          .execute();
      }
      const designId = design.id;
      await saveDraft(trx, campaign.id, now, {
        selected_design_id: designId,
        template_id: template.id,
        format,
        last_active_step: 'creative',
      });
      await replaceFlyer(trx, campaign, design, 'template', now);
      return { campaignId: campaign.id, designId: String(designId), templateId: String(template.id) };
    }),
  );

  mount(endpoints.setDraftDetails, ({ auth, params, body }) =>
    inTransaction(async (trx) => {
      const { campaign, draft } = await writableDraft(trx, auth.clientId, params.id, 'change');
      const asOf = today();
      const earliest = earliestStartDate(asOf, draft.subtype);
      if (body.startDate !== undefined) {
        if (body.startDate < earliest) {
          const days = leadTimeFor(draft.subtype).minStartBusinessDays;
          throw badRequest(
            `Invalid body field 'startDate': ${body.startDate} is before the earliest possible start, ` +
              `${earliest} (today, ${asOf}, plus ${days} business days of lead time for this channel); ` +
              `choose ${earliest} or later`,
          );
        }
        const latest = addDaysTo(asOf, MAX_START_DAYS_AHEAD);
        if (body.startDate > latest) {
          throw badRequest(
            `Invalid body field 'startDate': ${body.startDate} is more than a year ahead; choose a date ` +
              `from ${earliest} to ${latest}`,
          );
        }
      }
      const startDate = body.startDate ?? campaign.start_date;
      if (!startDate) {
        throw badRequest(
          `Invalid body field 'startDate': is required while the draft has no start date ` +
            `(the earliest possible start is ${earliest})`,
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
    }),
  );

  mount(endpoints.submitDraft, ({ c, auth, params }) =>
    keyedWrite(c, auth.clientId, async (trx) => {
      const { campaign } = await writableDraft(trx, auth.clientId, params.id, 'submit');
      const state = await loadDraftState(trx, campaign);
      const status = creationStatus(state, today());
      if (status.missing.length > 0) {
        throw badRequest(
          `Cannot submit campaign ${campaign.id}: missing ${status.missing.join(', ')}` +
            (status.note ? `. ${status.note}` : ''),
        );
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
    }),
  );

  mount(endpoints.cancelDraft, ({ auth, params }) =>
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
    }),
  );
};

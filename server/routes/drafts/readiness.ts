import type { Kysely } from 'kysely';
import { draftInternalStatuses } from '../../../src/api/contract/builder';
import { campaignStatusLabels } from '../../../src/api/contract/campaign';
import type { CreationMissingItem, CreationStatus } from '../../../src/api/contract/creation-status';
import type { DraftTargeting } from '../../../src/api/contract/draft-targeting';
import {
  designFit,
  designUnfitText,
  subtypePieceChannel,
  type DesignFit,
  type FitSubtype,
} from '../../../src/api/contract/print-format';
import type { CampaignDraftRow, DB } from '../../db/types';
import {
  defaultChannelOf,
  earliestStartDate,
  EDDM_MINIMUM_PIECES,
  leadTimeFor,
} from '../../domain/lead-times';
import type { OwnedCampaign } from '../../domain/owned-campaign';
import { draftQuote } from './draft-quote';

/** Everything the creation status and the targeting read-back of one campaign are computed from. */
export interface DraftState {
  campaign: OwnedCampaign;
  draft: CampaignDraftRow | undefined;
  locations: {
    id: number;
    name: string;
    city_id: string | null;
    lat: number;
    lng: number;
    radius: number;
    is_focused: number;
  }[];
  routes: {
    zip: string;
    croute: string;
    resident_count: number;
    business_count: number;
    location_id: number | null;
  }[];
  cities: {
    city_id: string;
    city_name: string;
    state: string;
    lat: number;
    lng: number;
    volume: number | null;
  }[];
  attributes: { key: string; values_json: string }[];
  audience: { status: string; address_count: number | null } | undefined;
  design: { status: string; format: string } | undefined;
  /** The template the design was chosen as (the creative step's `templateId`), when it was. */
  template: { postal_compliant: number } | undefined;
}

export async function loadDraftState(db: Kysely<DB>, campaign: OwnedCampaign): Promise<DraftState> {
  const id = campaign.id;
  const [draft, locations, routes, cities, attributes] = await Promise.all([
    db.selectFrom('campaign_drafts').selectAll().where('campaign_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('draft_locations')
      .select(['id', 'name', 'city_id', 'lat', 'lng', 'radius', 'is_focused'])
      .where('campaign_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('draft_routes')
      .select(['zip', 'croute', 'resident_count', 'business_count', 'location_id'])
      .where('campaign_id', '=', id)
      .orderBy('zip')
      .orderBy('croute')
      .execute(),
    db
      .selectFrom('draft_cities')
      .select(['city_id', 'city_name', 'state', 'lat', 'lng', 'volume'])
      .where('campaign_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('draft_attributes')
      .select(['key', 'values_json'])
      .where('campaign_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);
  const [audience, design, template] = await Promise.all([
    draft?.audience_id
      ? db
          .selectFrom('audiences')
          .select(['status', 'address_count'])
          .where('id', '=', draft.audience_id)
          .executeTakeFirst()
      : undefined,
    draft?.selected_design_id
      ? db
          .selectFrom('designs')
          .select(['status', 'format'])
          .where('id', '=', draft.selected_design_id)
          .executeTakeFirst()
      : undefined,
    draft?.template_id
      ? db
          .selectFrom('design_templates')
          .select('postal_compliant')
          .where('id', '=', draft.template_id)
          .executeTakeFirst()
      : undefined,
  ]);
  return { campaign, draft, locations, routes, cities, attributes, audience, design, template };
}

const isFitSubtype = (subtype: string | null): subtype is FitSubtype =>
  subtype !== null && Object.hasOwn(subtypePieceChannel, subtype);

/**
 * Whether the chosen design fits the draft (`designFit`; a design chosen as a template that is not
 * postal-compliant never fits a mail draft). Undefined without a design or for a channel outside the builder.
 */
export function chosenDesignFit(s: DraftState, subtype: string | null): DesignFit | undefined {
  if (!s.design || !isFitSubtype(subtype)) return undefined;
  return designFit(
    s.design.format,
    subtype,
    s.template ? { postalCompliant: s.template.postal_compliant === 1 } : {},
  );
}

/**
 * Pieces of chosen routes: every address on them, residences plus businesses (each route's `totalCount`).
 * The EDDM minimum, the areas step's `homes`, the quote and the read-back's `totalCount` all count this way.
 */
const homesOf = (
  routes: readonly Pick<DraftState['routes'][number], 'resident_count' | 'business_count'>[],
) => routes.reduce((s, r) => s + r.resident_count + r.business_count, 0);

/** Pieces the draft would deliver so far, or null when that is not known yet. */
export function volumeOf(s: DraftState, subtype: string | null): number | null {
  if (subtype === 'EDDM') return s.routes.length > 0 ? homesOf(s.routes) : null;
  if (subtype === 'AUDIENCE') return s.audience?.address_count ?? null;
  if (subtype === 'HANDTOHAND' || subtype === 'LETTERBOX') {
    const perCity = s.cities.map((c) => c.volume);
    if (perCity.length > 0 && perCity.every((v) => v !== null))
      return perCity.reduce<number>((a, v) => a + v!, 0);
  }
  return s.draft?.volume ?? null;
}

/** Why a draft in this internal state takes no more builder steps (creation status's note). */
const leftBuilderNote: Record<string, string> = {
  [draftInternalStatuses.inReview]:
    'This draft was submitted and is in review (IN_REVIEW); it cannot be changed or submitted again.',
  [draftInternalStatuses.cancelled]: 'This draft was cancelled (CANCELLED); there is nothing to submit.',
};

/**
 * Creation status as of `asOf` (today, UTC), computed from the stored draft alone.
 *
 * For a draft (`internalStatus` DRAFT), `missing` names every item submit would refuse, with these stable
 * names (the dashboard maps each to its wizard step):
 * - EDDM (ADM+EDDM): `routes` (none chosen), `minimumVolume` (their pieces, residences plus businesses,
 *   are below `EDDM_MINIMUM_PIECES`);
 * - saved audience (ADM+AUDIENCE): `audience` (none attached), `audienceReady` (not READY),
 *   `audienceAddresses` (READY with 0 addresses);
 * - street channels (H2H, D2D): `cities` (none chosen), `volume` (neither a volume for every city nor one
 *   set in details); inserts (outside the builder): `volume`;
 * - every channel: `selectedDesignId` (no design), `designReady` (the design is not READY), `designFit`
 *   (the design does not fit the channel, `chosenDesignFit`), `startDate` (none, or earlier than
 *   `earliestStartDate`).
 * `submittable` is null when nothing is missing but a check could not run (an audience whose address
 * count cannot be read), with `complete: false` and a note. `lastActiveStep` is the wizard step last saved
 * (`areas`, `demographics`, `audience`, `cities`, `creative`, `details`, `review`), null before any;
 * `channel` and `subtype` are the draft's. `quote` prices the pieces chosen so far with the calculators'
 * pricing code (`draftQuote`).
 *
 * A draft that left the builder answers with its internal state (`IN_REVIEW` after submit, `CANCELLED`
 * after cancel, the campaign then being ARCHIVED), `submittable: false` and nothing missing; any other
 * campaign that is no longer a draft answers with its status label (`ACTIVE` once a reviewer approved it).
 */
export function creationStatus(s: DraftState, asOf: string): CreationStatus {
  const { campaign, draft } = s;
  const fallback = defaultChannelOf(campaign.type);
  const channel = draft ? draft.channel : fallback.channel;
  const subtype = draft ? draft.subtype : fallback.subtype;
  const lead = leadTimeFor(subtype);
  const earliest = earliestStartDate(asOf, subtype);
  const internalStatus = draft?.internal_status ?? draftInternalStatuses.draft;
  const cancelled = internalStatus === draftInternalStatuses.cancelled;
  const volume = campaign.status === 0 || cancelled ? volumeOf(s, subtype) : campaign.planned_volume;
  const fit = chosenDesignFit(s, subtype);
  const cityIds = new Set([
    ...s.cities.map((c) => c.city_id),
    ...s.locations.flatMap((l) => (l.city_id ? [l.city_id] : [])),
  ]);
  const base = {
    campaignId: String(campaign.id),
    lastActiveStep: draft?.last_active_step ?? null,
    earliestStartDate: earliest,
    launchLeadTimeEnforced: lead.leadTimeEnforced,
    launchLeadTimeKnown: lead.leadTimeKnown,
    minStartBusinessDays: lead.minStartBusinessDays,
    asOfDateUtc: asOf,
    pathfinderCities: campaign.status === 0 || cancelled ? cityIds.size : Math.max(1, cityIds.size),
    quote: draftQuote({
      subtype,
      channel,
      countryId: campaign.country_id,
      format: draft?.format ?? null,
      volume,
      cities: s.cities,
      fit,
    }),
    channel,
    subtype,
    adjustments: [],
  };

  if (internalStatus !== draftInternalStatuses.draft && (campaign.status === 0 || cancelled)) {
    return {
      ...base,
      internalStatus,
      submittable: false,
      missing: [],
      complete: true,
      note:
        leftBuilderNote[internalStatus] ??
        `This draft has left the builder (${internalStatus}); it cannot be submitted again.`,
    };
  }
  if (campaign.status !== 0) {
    const label = campaignStatusLabels[campaign.status as keyof typeof campaignStatusLabels] ?? 'UNKNOWN';
    return {
      ...base,
      internalStatus: label,
      lastActiveStep: base.lastActiveStep ?? 'review',
      submittable: false,
      missing: [],
      complete: true,
      note: `This campaign is no longer a draft (status ${label}); there is nothing to submit.`,
    };
  }
  const missing: CreationMissingItem[] = [];
  const notes: string[] = [];
  const unchecked: string[] = [];
  if (subtype === 'EDDM') {
    if (s.routes.length === 0) missing.push('routes');
    else if (homesOf(s.routes) < EDDM_MINIMUM_PIECES) {
      missing.push('minimumVolume');
      notes.push(
        `The chosen routes reach ${homesOf(s.routes)} pieces (residences plus businesses); EDDM needs at least ${EDDM_MINIMUM_PIECES}.`,
      );
    }
  } else if (subtype === 'AUDIENCE') {
    if (!s.audience) missing.push('audience');
    else if (s.audience.status !== 'READY') {
      missing.push('audienceReady');
      notes.push(`The audience is ${s.audience.status}; it must be READY before the draft can be submitted.`);
    } else if (s.audience.address_count === 0) missing.push('audienceAddresses');
    else if (s.audience.address_count === null) {
      unchecked.push(
        "the audience's address count could not be read, so the check that it holds addresses did not run",
      );
    }
  } else if (subtype === 'HANDTOHAND' || subtype === 'LETTERBOX') {
    if (s.cities.length === 0) missing.push('cities');
    if (volumeOf(s, subtype) === null) missing.push('volume');
  } else if (volumeOf(s, subtype) === null) missing.push('volume');

  if (!draft?.selected_design_id && !draft?.template_id) missing.push('selectedDesignId');
  else if (s.design && s.design.status !== 'READY') {
    missing.push('designReady');
    notes.push(`The chosen design is ${s.design.status}; choose a READY design.`);
  } else if (fit && !fit.fits) {
    missing.push('designFit');
    notes.push(`The chosen design does not fit this draft: ${designUnfitText[fit.reason]}; choose another.`);
  }
  if (!campaign.start_date) missing.push('startDate');
  else if (campaign.start_date < earliest) {
    missing.push('startDate');
    notes.push(
      `The start date ${campaign.start_date} is before the earliest possible start, ${earliest}; choose a later one.`,
    );
  }

  if (missing.length > 0) {
    return {
      ...base,
      internalStatus,
      submittable: false,
      missing,
      complete: true,
      ...(notes.length ? { note: notes.join(' ') } : {}),
    };
  }
  if (unchecked.length > 0) {
    return {
      ...base,
      internalStatus,
      submittable: null,
      missing,
      complete: false,
      note: `Submittability is unknown: ${unchecked.join('; ')}.`,
    };
  }
  return { ...base, internalStatus, submittable: true, missing, complete: true };
}

/** Everything chosen so far, all at once: map zones (EDDM zones, or the chosen cities), routes, attributes. */
export function draftTargeting(s: DraftState): DraftTargeting {
  const perLocation = new Map<number, number>();
  for (const r of s.routes)
    if (r.location_id !== null) perLocation.set(r.location_id, (perLocation.get(r.location_id) ?? 0) + 1);
  const zones = s.locations.map((l) => ({
    name: l.name,
    lat: l.lat,
    lng: l.lng,
    radius: l.radius,
    is_focused: l.is_focused === 1,
    selected_routes_count: perLocation.get(l.id) ?? 0,
  }));
  const cityZones = s.cities.map((c, i) => ({
    name: `${c.city_name}, ${c.state}`,
    lat: c.lat,
    lng: c.lng,
    radius: 5000,
    is_focused: zones.length === 0 && i === 0,
    selected_routes_count: 0,
  }));
  return {
    campaignId: String(s.campaign.id),
    suggestionsEnabled: s.draft?.suggestions_enabled === 1,
    distributionLocations: [...zones, ...cityZones],
    routes: s.routes.map((r) => ({
      zip: r.zip,
      croute: r.croute,
      residentCount: r.resident_count,
      businessCount: r.business_count,
      totalCount: r.resident_count + r.business_count,
    })),
    totalCount: homesOf(s.routes),
    ...(s.attributes.length > 0
      ? {
          attributes: s.attributes.map((a) => ({
            key: a.key,
            values: JSON.parse(a.values_json) as string[],
          })),
        }
      : {}),
  };
}

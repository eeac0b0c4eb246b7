import type { Kysely } from 'kysely';
import {
  designFit,
  subtypePieceChannel,
  type DesignFit,
  type FitSubtype,
} from '../../src/api/contract/print-format';
import type { CampaignDraftRow, DB } from '../db/types';
import type { OwnedCampaign } from './owned-campaign';

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
export const homesOf = (
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

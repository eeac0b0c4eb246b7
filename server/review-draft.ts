import type { Insertable, Kysely, Transaction } from 'kysely';
import { draftInternalStatuses } from '../src/api/contract/builder';
import { campaignStatusLabels } from '../src/api/contract/campaign';
import { demoPlaces } from './db/seed/places';
import { createRng, hashSeed, type Rng } from './db/seed/prng';
import { buildLocations, missionColumns, planRuns, type Loc } from './db/seed/steps/missions';
import type { DB, MissionsTable } from './db/types';
import { isoDay } from './domain/calendar';
import { cityById } from './domain/cities';
import { APPROVED } from './domain/draft-writes';
import { MISSION } from './domain/mission-codes';
import { findOwnedCampaign } from './domain/owned-campaign';
import { toStoredId } from './domain/stored-id';
import { loadDraftState, volumeOf, type DraftState } from './domain/draft-state';

/**
 * A sandbox operator's review of a submitted draft (`npm run sandbox:review -- <campaignId>`; not an API
 * of the client: the spec's approval is "by a reviewer of the service"). Approving turns an IN_REVIEW
 * draft into an ACTIVE campaign (internal state APPROVED) and schedules its runs (missions) from its start
 * date in the city it targets, planned exactly as the seed plans the demo campaigns' runs (`planRuns`).
 */

/** Why a draft cannot be approved; the command prints the message. */
export class ReviewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewError';
  }
}

export interface ReviewOptions {
  /** The review's instant (default: now). */
  now?: Date;
  /** Pieces to plan runs for when the draft does not know its volume (an audience of unknown size). */
  volume?: number;
}

export interface ReviewOutcome {
  campaignId: number;
  name: string;
  status: number;
  statusEnum: string;
  internalStatus: string;
  startDate: string;
  volume: number;
  /** Runs scheduled, and the first and last run's start. */
  missions: number;
  firstRun: string | null;
  lastRun: string | null;
}

type Trx = Transaction<DB>;

/** Hours to add to local standard time to get UTC, from the longitude (US time zones, roughly). */
const usUtcOffset = (lng: number) =>
  lng > -87.5 ? 5 : lng > -101 ? 6 : lng > -114.5 ? 7 : lng > -130 ? 8 : 9;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * The places the draft's runs cover: those of the city it targets (its first chosen city, or the city of
 * its map zone), built for that city the first time a campaign runs there; else those of the campaign's
 * city (a saved-audience draft has no place of its own).
 */
async function missionPlaces(trx: Trx, s: DraftState, rng: Rng): Promise<{ locs: Loc[]; utcOffset: number }> {
  const focused = s.locations.find((l) => l.is_focused === 1) ?? s.locations[0];
  const cityId = s.cities[0]?.city_id ?? focused?.city_id ?? null;
  const columns = ['id', 'type', 'lat', 'lng', 'city_id'] as const;
  let locs = cityId
    ? await trx.selectFrom('locations').select(columns).where('city_id', '=', cityId).orderBy('id').execute()
    : [];
  const city = cityId ? cityById(cityId) : undefined;
  if (locs.length === 0 && city) {
    const max = await trx
      .selectFrom('locations')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    let id = Number(max?.max ?? 0);
    const place = {
      name: city.name,
      country_id: 'US' as const,
      code:
        city.name
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 3)
          .toUpperCase() || 'LOC',
      lat: Number(city.latitude),
      lng: Number(city.longitude),
    };
    const built = buildLocations(place, rng, () => (id += 1));
    await trx
      .insertInto('locations')
      .values(
        built.map(([name, label, type, lat, lng, loc]) => ({
          id: loc.id,
          country_id: 'US',
          city_id: city.id,
          city_name: city.name,
          name,
          label,
          type,
          lat: round5(lat),
          lng: round5(lng),
        })),
      )
      .execute();
    locs = built.map(([, , , , , loc]) => ({ ...loc, city_id: city.id }));
  }
  if (locs.length === 0) {
    locs = await trx
      .selectFrom('locations')
      .select(columns)
      .where('city_name', '=', s.campaign.city_name)
      .where('country_id', '=', s.campaign.country_id)
      .orderBy('id')
      .execute();
  }
  const demo = demoPlaces.find((p) => p.id === (locs[0]?.city_id ?? cityId));
  const lng = city ? Number(city.longitude) : (locs[0]?.lng ?? -90);
  return { locs, utcOffset: demo?.utcOffset ?? usUtcOffset(lng) };
}

/**
 * Approves the campaign `id` (digits) when it is a submitted draft (IN_REVIEW) whose start date has not
 * passed: its DRAFT runs (a seeded street draft has some) are replaced by runs scheduled from its start
 * date, the campaign turns ACTIVE (planned volume set) and the draft APPROVED. One transaction: on any
 * refusal (ReviewError) nothing changes.
 */
export async function approveDraft(
  db: Kysely<DB>,
  id: string,
  opts: ReviewOptions = {},
): Promise<ReviewOutcome> {
  const now = opts.now ?? new Date();
  const stored = toStoredId(id);
  if (stored === null) throw new ReviewError(`'${id}' is not a campaign id (expected digits)`);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('campaigns')
      .select('client_id')
      .where('id', '=', stored)
      .executeTakeFirst();
    const campaign = row ? await findOwnedCampaign(trx, row.client_id, id) : undefined;
    if (!campaign) throw new ReviewError(`No campaign ${id} in this sandbox`);
    const state = await loadDraftState(trx, campaign);
    const internal = state.draft?.internal_status ?? null;
    if (internal !== draftInternalStatuses.inReview) {
      const label = campaignStatusLabels[campaign.status as keyof typeof campaignStatusLabels] ?? 'UNKNOWN';
      throw new ReviewError(
        `Campaign ${id} is not in review (status ${label}${internal ? `, internal state ${internal}` : ''}): ` +
          'only a submitted draft (IN_REVIEW) can be approved',
      );
    }
    const today = isoDay(now);
    const start = campaign.start_date;
    if (!start || start < today) {
      throw new ReviewError(
        `Campaign ${id} cannot be approved: its start date ${start ?? '(none)'} is before today, ${today}`,
      );
    }
    const volume = volumeOf(state, state.draft!.subtype) ?? state.draft!.volume ?? opts.volume ?? null;
    if (volume === null || volume <= 0) {
      throw new ReviewError(
        `Campaign ${id} cannot be approved: its volume is unknown (an audience whose address count ` +
          'could not be read, and no volume in its details); pass --volume <pieces> to plan its runs',
      );
    }

    const rng = createRng(hashSeed(`review:${campaign.id}`));
    const { locs, utcOffset } = await missionPlaces(trx, state, rng);
    if (locs.length === 0) {
      throw new ReviewError(`Campaign ${id} cannot be approved: no place is known to run it in`);
    }
    const pool = (
      await trx
        .selectFrom('distributors')
        .select('id')
        .where('country_id', '=', campaign.country_id)
        .orderBy('id')
        .execute()
    ).map((d) => d.id);
    await trx
      .deleteFrom('missions')
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', MISSION.DRAFT)
      .execute();
    const max = await trx
      .selectFrom('missions')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    let missionId = Number(max?.max ?? 0);
    const runs = planRuns(
      {
        id: campaign.id,
        client_id: campaign.client_id,
        type: campaign.type,
        status: 10,
        campaign_duration_week: campaign.campaign_duration_week,
        created_at: campaign.created_at,
        start_date: start,
      },
      {
        volume,
        draft: false,
        country: campaign.country_id,
        utcOffset,
        cityLocs: locs,
        pool,
        rng,
        nowMs: now.getTime(),
        nextId: () => (missionId += 1),
      },
    );
    const rows = runs.map(
      (values) =>
        Object.fromEntries(missionColumns.map((c, i) => [c, values[i]])) as Insertable<MissionsTable>,
    );
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('missions')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const at = now.toISOString();
    await trx
      .updateTable('campaigns')
      .set({ status: 10, planned_volume: volume, updated_at: at })
      .where('id', '=', campaign.id)
      .execute();
    await trx
      .updateTable('campaign_drafts')
      .set({ internal_status: APPROVED, updated_at: at })
      .where('campaign_id', '=', campaign.id)
      .execute();
    const starts = rows.map((r) => r.time_range_start).sort();
    return {
      campaignId: campaign.id,
      name: campaign.name,
      status: 10,
      statusEnum: campaignStatusLabels[10],
      internalStatus: APPROVED,
      startDate: start,
      volume,
      missions: rows.length,
      firstRun: starts[0] ?? null,
      lastRun: starts[starts.length - 1] ?? null,
    };
  });
}

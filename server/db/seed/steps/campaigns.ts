import type { CampaignStatusCode, CampaignTypeCode } from '../../../../src/api/contract/campaign';
import { pilotTitle, type DemoClient, type DemoPilot } from '../demo-clients';
import type { Rng } from '../prng';
import type { SeedStep } from '../seed-step';
import { addDays, addSeconds, isoDay, maxDate, minDate, startOfDayUtc } from '../dates';

/** Weeks a campaign runs, by type. */
const durationWeeks: Record<CampaignTypeCode, readonly [number, number]> = {
  1: [1, 4],
  2: [1, 3],
  3: [2, 6],
  4: [1, 4],
};

/** Pieces planned, by type (min, max, step). */
const volumeRange: Record<CampaignTypeCode, readonly [number, number, number]> = {
  1: [1_000, 15_000, 500],
  2: [5_000, 40_000, 1_000],
  3: [2_500, 25_000, 250],
  4: [5_000, 60_000, 1_000],
};

const round2 = (n: number) => Math.round(n * 100) / 100;

type Kind = 'past' | 'upcoming' | 'undated' | 'pilot';

interface Draft {
  client: DemoClient;
  order: number;
  row: Record<string, string | number | null>;
  created: Date;
}

function buildCampaign(
  client: DemoClient,
  kind: Kind,
  index: number,
  rng: Rng,
  now: Date,
  names: Map<string, number>,
  pilot?: DemoPilot,
) {
  const mix = client.campaigns;
  const today = startOfDayUtc(now);
  // The first past campaigns (one per type the client uses) started this week, so every account has a
  // campaign of each of its types running today. A pilot's own figures replace the drawn ones (the draws
  // are still made, so it is built exactly like any other campaign).
  const drawnType = rng.weighted(mix.typeWeights);
  const forced = kind === 'past' && index < mix.typeWeights.length;
  const type = pilot ? pilot.type : forced ? mix.typeWeights[index]![0] : drawnType;
  const [dMin, dMax] = durationWeeks[type];
  const drawnWeeks = rng.int(dMin, dMax);
  const weeks = pilot ? pilot.weeks : drawnWeeks;
  const drawnCity = rng.pick(mix.cities);
  const city = pilot ? pilot.city : drawnCity;
  const drawnProduct = rng.pick(mix.products);
  const product = pilot ? pilot.product : drawnProduct;
  const [vMin, vMax, vStep] = volumeRange[type];
  const drawnVolume = vMin + vStep * rng.int(0, Math.floor((vMax - vMin) / vStep));
  const volume = pilot ? pilot.pieces : drawnVolume;
  const [pMin, pMax] = mix.unitPrice[type];
  const unit = pMin + (pMax - pMin) * rng.next();
  const daysAgo = rng.int(0, 729);
  const daysAhead = rng.int(3, 90);
  const dayTime = rng.int(8 * 3600, 19 * 3600);

  let start: Date | null;
  let status: CampaignStatusCode;
  if (kind === 'undated') {
    start = null;
    status = 0;
  } else if (pilot) {
    // Active while its weeks reach past today, else completed (a pilot is never a draft or archived).
    start = addDays(today, -pilot.startedDaysAgo);
    status = pilot.startedDaysAgo < weeks * 7 ? 10 : 15;
  } else if (kind === 'upcoming') {
    start = addDays(today, daysAhead);
    status = rng.chance(0.5) ? 10 : 0;
  } else {
    start = addDays(today, -(forced ? daysAgo % 7 : daysAgo));
    const end = addDays(start, weeks * 7);
    const endedDaysAgo = (today.getTime() - end.getTime()) / 86_400_000;
    if (endedDaysAgo < 0) status = rng.chance(0.06) ? 0 : 10;
    else if (endedDaysAgo > 270) status = rng.chance(0.6) ? 20 : 15;
    else status = rng.chance(0.08) ? 20 : 15;
    if (forced) status = 10;
  }

  const base = pilot ? pilotTitle(mix, pilot) : `${city} ${product} ${mix.channelWords[type]}`;
  let name = start
    ? `${base} - ${mix.season(start.getUTCMonth() + 1)} ${start.getUTCFullYear()}`
    : `${base} - ${mix.draftSuffix}`;
  const seen = names.get(name) ?? 0;
  names.set(name, seen + 1);
  if (seen > 0) name = `${name} #${seen + 1}`;

  const created = start
    ? minDate(
        addSeconds(addDays(start, -rng.int(7, 45)), dayTime),
        addSeconds(today, -rng.int(3600, 86_400 * 4)),
      )
    : addSeconds(addDays(today, -rng.int(1, 60)), dayTime);
  const end = start ? addDays(start, weeks * 7) : null;
  let updated: Date;
  if (status === 15 && end) updated = addSeconds(addDays(end, rng.int(0, 10)), dayTime);
  else if (status === 20 && end) updated = addSeconds(addDays(end, rng.int(90, 200)), dayTime);
  else if (status === 10) updated = addSeconds(addDays(today, -rng.int(0, 5)), dayTime);
  else updated = addSeconds(created, rng.int(60, 86_400 * 5));
  updated = maxDate(created, minDate(updated, now));

  const noExpiration = rng.chance(0.15);
  const offerEnd = end && !noExpiration ? addDays(end, rng.int(14, 45)) : null;
  const budget = round2(volume * unit);
  const launched = status === 10 || status === 15 || status === 20;
  const progress =
    status === 10 && start && end
      ? Math.min(1, Math.max(0.05, (now.getTime() - start.getTime()) / (end.getTime() - start.getTime())))
      : 1;
  const cost = launched ? round2(budget * progress * (0.86 + 0.14 * rng.next())) : null;
  const payout = cost !== null && (type === 1 || type === 2) ? round2(cost * (0.4 + 0.1 * rng.next())) : null;
  const margin = cost !== null ? round2(budget - cost + budget * (0.15 + 0.15 * rng.next())) : null;
  const billing = launched ? `${client.code}-${String(rng.int(100_000, 999_999))}` : null;
  const scanData = rng.chance(0.7);
  const conversionsApi = rng.chance(0.4);

  return {
    created,
    row: {
      client_id: client.id,
      name,
      type,
      status,
      country_id: client.country_id,
      country_name: client.country_name,
      city_name: city,
      start_date: start ? isoDay(start) : null,
      campaign_duration_week: weeks,
      offer_expiration_date: offerEnd ? isoDay(offerEnd) : null,
      no_expiration: noExpiration ? 1 : 0,
      scan_data_enabled: scanData || pilot ? 1 : 0,
      conversions_api_enabled: (pilot ? pilot.conversionsApi : conversionsApi) ? 1 : 0,
      planned_volume: volume,
      budget,
      cost,
      payout,
      margin,
      billing_reference: billing,
      created_at: created.toISOString(),
      updated_at: updated.toISOString(),
    },
  };
}

interface Placed {
  id: number;
  draft: Draft;
}

const createdMs = (p: Placed) => p.draft.created.getTime();

/**
 * Gives each pilot a free id among the campaigns' ids without moving any of them: the pilot takes the id
 * after the last campaign created before it when the next id is free, else it goes back to the nearest
 * earlier gap (and so does its creation moment, between the two campaigns around that gap). Ids still
 * grow with creation time, and every other campaign keeps the id it had before pilots existed.
 */
function placePilots(placed: readonly Placed[], pilots: readonly Draft[]): Placed[] {
  const out = [...placed];
  for (const draft of pilots) {
    const t = draft.created.getTime();
    const after = out.findIndex((x) => createdMs(x) > t);
    const at = after === -1 ? out.length : after;
    // Slot j lies between out[j - 1] and out[j]; the one after the last campaign is always free.
    const free = (j: number) => j === out.length || (j > 0 && out[j]!.id - out[j - 1]!.id >= 2);
    let j = at;
    while (j > 0 && !free(j)) j -= 1;
    if (!free(j)) {
      j = at;
      while (!free(j)) j += 1;
    }
    const prev = out[j - 1];
    const next = out[j];
    const lo = prev ? createdMs(prev) : t;
    const hi = next ? createdMs(next) : Math.max(t, lo);
    const moved = t < lo || t > hi ? new Date(lo + Math.floor((hi - lo) / 2)) : draft.created;
    const row = {
      ...draft.row,
      created_at: moved.toISOString(),
      updated_at: new Date(Math.max(moved.getTime(), Date.parse(String(draft.row.updated_at)))).toISOString(),
    };
    out.splice(j, 0, { id: prev ? prev.id + 1 : 12_001, draft: { ...draft, created: moved, row } });
  }
  return out;
}

/**
 * Campaigns of every demo client. Ids are numeric, unique across clients and grow with creation time
 * (clients interleave, with gaps, as on a shared platform). The clients' pilots are made last (their
 * draws after every other campaign's) and fitted into the gaps between ids (`placePilots`), so they
 * change no other campaign.
 */
export const campaignsStep: SeedStep = {
  name: 'campaigns',
  run({ sqlite, now, clients, rng }) {
    const drafts: Draft[] = [];
    const namesOf = new Map(clients.map((c) => [c.id, new Map<string, number>()]));
    for (const client of clients) {
      const names = namesOf.get(client.id)!;
      const { past, upcoming, undatedDrafts } = client.campaigns;
      const kinds: Kind[] = [
        ...Array<Kind>(past).fill('past'),
        ...Array<Kind>(upcoming).fill('upcoming'),
        ...Array<Kind>(undatedDrafts).fill('undated'),
      ];
      kinds.forEach((kind, i) => {
        const { row, created } = buildCampaign(client, kind, i, rng, now, names);
        drafts.push({ client, order: drafts.length, row, created });
      });
    }
    drafts.sort((a, b) => a.created.getTime() - b.created.getTime() || a.order - b.order);
    let id = 12_000;
    const placed = drafts.map((draft) => ({ id: (id += rng.int(1, 3)), draft }));

    const pilots: Draft[] = [];
    for (const client of clients) {
      client.campaigns.pilots.forEach((pilot, i) => {
        const names = namesOf.get(client.id)!;
        const { row, created } = buildCampaign(client, 'pilot', i, rng, now, names, pilot);
        pilots.push({ client, order: drafts.length + pilots.length, row, created });
      });
    }
    pilots.sort((a, b) => a.created.getTime() - b.created.getTime() || a.order - b.order);

    const insert = sqlite.prepare(`
      insert into campaigns (id, client_id, name, type, status, country_id, country_name, city_name, start_date,
        campaign_duration_week, offer_expiration_date, no_expiration, scan_data_enabled, conversions_api_enabled,
        planned_volume, budget, cost, payout, margin, billing_reference, created_at, updated_at)
      values (@id, @client_id, @name, @type, @status, @country_id, @country_name, @city_name, @start_date,
        @campaign_duration_week, @offer_expiration_date, @no_expiration, @scan_data_enabled, @conversions_api_enabled,
        @planned_volume, @budget, @cost, @payout, @margin, @billing_reference, @created_at, @updated_at)`);
    for (const p of placePilots(placed, pilots)) insert.run({ id: p.id, ...p.draft.row });
  },
};

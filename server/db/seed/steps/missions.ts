import { MISSION } from '../../../domain/mission-codes';
import { isLaunched, loadCampaigns, round2, type SeedCampaign } from '../campaign-rows';
import { DAY_MS, isoDay, startOfDayUtc } from '../dates';
import { dayOfMs, isoTime } from '../fast-time';
import { demoPlaces, placeNamed, type DemoPlace } from '../places';
import type { Rng } from '../prng';
import { bulkInserter, type SqlValue } from '../bulk-insert';
import type { SeedStep } from '../seed-step';

/** Kinds of places, by the mission type (campaign channel) that covers them. */
export const kindsByType: Record<number, readonly string[]> = {
  1: ['STREET', 'TRANSIT_STATION', 'CAMPUS', 'SHOPPING_CENTER', 'PARK'],
  2: ['RESIDENTIAL'],
  3: ['POST_OFFICE'],
  4: ['NEWSPAPER'],
};
const labelCode: Record<string, string> = {
  STREET: 'STR',
  TRANSIT_STATION: 'TRN',
  CAMPUS: 'CMP',
  SHOPPING_CENTER: 'SHP',
  PARK: 'PRK',
  RESIDENTIAL: 'RES',
  POST_OFFICE: 'PO',
  NEWSPAPER: 'NEWS',
};

const usStreets = [
  'Main St',
  'Broadway',
  'Market St',
  'Elm St',
  'Oak Ave',
  'Park Ave',
  'Washington Ave',
  'Lincoln Blvd',
];
const usHoods = [
  'Riverside',
  'Old Town',
  'North Side',
  'East End',
  'Westgate',
  'Hillcrest',
  'Lakeview',
  'Maple Heights',
  'Cedar Grove',
  'Oak Park',
  'University District',
  'Southside',
];
const frStreets = [
  'Rue de la République',
  'Place du Marché',
  'Avenue Jean Jaurès',
  'Boulevard Victor Hugo',
  'Rue Nationale',
];
const frHoods = [
  'Centre-Ville',
  'Quartier de la Gare',
  'Saint-Pierre',
  'Les Jardins',
  'Bellevue',
  'Le Vieux Bourg',
  'Les Tilleuls',
  'Saint-Michel',
];

function landmarkKind(name: string): string {
  if (/campus|university|ohio state|tech/i.test(name)) return 'CAMPUS';
  if (/station/i.test(name)) return 'TRANSIT_STATION';
  if (/park|common|square|zoo|trail|round/i.test(name)) return 'PARK';
  if (/mall|market|centre|center|domain|pier/i.test(name)) return 'SHOPPING_CENTER';
  return 'STREET';
}

/** A place a run covers: a row of `locations`. */
export interface Loc {
  id: number;
  type: string;
  lat: number;
  lng: number;
}

/** What the places of a city are built from. */
export type LocationPlace = Pick<DemoPlace, 'name' | 'country_id' | 'code' | 'lat' | 'lng' | 'landmarks'>;

/**
 * The places runs cover in one city (landmarks, streets, stations, neighbourhoods, the main post office
 * and the local paper), each as `[name, label, type, lat, lng, loc]`. The seed builds them for every demo
 * city; approving a draft in another city (`server/review-draft.ts`) builds them for that city.
 */
export function buildLocations(
  place: LocationPlace,
  rng: Rng,
  nextId: () => number,
): [string, string, string, number, number, Loc][] {
  const isUs = place.country_id === 'US';
  const spots: [string, string][] = [];
  for (const l of place.landmarks ?? []) spots.push([l, landmarkKind(l)]);
  for (const s of isUs ? usStreets.slice(0, 5) : frStreets) spots.push([s, 'STREET']);
  spots.push([isUs ? 'Central Station' : 'Gare Centrale', 'TRANSIT_STATION']);
  if (isUs) spots.push(['Downtown Transit Center', 'TRANSIT_STATION']);
  else spots.push(['Campus Universitaire', 'CAMPUS'], ['Centre Commercial Régional', 'SHOPPING_CENTER']);
  for (const h of isUs ? usHoods : frHoods) spots.push([h, 'RESIDENTIAL']);
  spots.push([isUs ? `USPS ${place.name} Main Post Office` : `La Poste ${place.name} Centre`, 'POST_OFFICE']);
  spots.push([isUs ? `${place.name} Daily Ledger` : `Le Journal de ${place.name}`, 'NEWSPAPER']);

  const counters = new Map<string, number>();
  return spots.map(([name, type]) => {
    const n = (counters.get(type) ?? 0) + 1;
    counters.set(type, n);
    const loc: Loc = {
      id: nextId(),
      type,
      lat: place.lat + (rng.next() - 0.5) * 0.08,
      lng: place.lng + (rng.next() - 0.5) * 0.08,
    };
    return [
      name,
      `${place.code}-${labelCode[type]}-${String(n).padStart(2, '0')}`,
      type,
      loc.lat,
      loc.lng,
      loc,
    ];
  });
}

const firstNames = [
  'James',
  'Maria',
  'Kevin',
  'Ashley',
  'Jordan',
  'Sofia',
  'Tyler',
  'Jasmine',
  'Andre',
  'Emily',
  'Carlos',
  'Hannah',
  'Malik',
  'Olivia',
  'Diego',
  'Chloe',
];
const lastNames = [
  'Johnson',
  'Garcia',
  'Nguyen',
  'Smith',
  'Brown',
  'Martinez',
  'Lee',
  'Davis',
  'Wilson',
  'Lopez',
  'Clark',
  'Walker',
  'Young',
  'Allen',
];
const frFirst = ['Lucas', 'Emma', 'Hugo', 'Léa', 'Nathan', 'Chloé', 'Théo', 'Manon', 'Louis', 'Camille'];
const frLast = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
];

/**
 * Planned flyers per run (min, max) by mission type; direct mail and inserts are split per week instead.
 * French runs are full-day rounds by larger teams.
 */
const runSize: Record<string, Record<number, readonly [number, number]>> = {
  US: { 1: [150, 300], 2: [250, 400] },
  FR: { 1: [300, 600], 2: [500, 800] },
};
/** Hours a run lasts, and the local hour it may start (min, max). */
const runHours: Record<number, { duration: readonly [number, number]; start: readonly [number, number] }> = {
  1: { duration: [2, 4], start: [8, 17] },
  2: { duration: [3, 5], start: [9, 15] },
  3: { duration: [1, 1], start: [9, 11] },
  4: { duration: [5, 6], start: [3, 5] },
};
/** What a distributor is paid per flyer (hidden). */
const payRate: Record<number, readonly [number, number]> = { 1: [0.055, 0.075], 2: [0.045, 0.06] };

/** Splits `volume` into runs of `size` pieces, the last one taking the rest. */
function splitVolume(
  volume: number,
  c: Pick<SeedCampaign, 'type' | 'campaign_duration_week'>,
  country: string,
  rng: Rng,
): number[] {
  const weeks = c.campaign_duration_week;
  if (c.type === 3 || c.type === 4) {
    const runs = c.type === 3 ? Math.min(weeks, 3) : weeks;
    const base = Math.floor(volume / runs);
    return Array.from({ length: runs }, (_, i) => (i === runs - 1 ? volume - base * (runs - 1) : base));
  }
  const [lo, hi] = runSize[country]![c.type]!;
  const parts: number[] = [];
  let left = volume;
  while (left > 0) {
    const q = Math.min(left, Math.round(rng.int(lo, hi) / 10) * 10);
    parts.push(q);
    left -= q;
  }
  if (parts.length > 1 && parts[parts.length - 1]! < lo / 2) parts[parts.length - 2]! += parts.pop()!;
  return parts;
}

const iso = isoTime;

/**
 * Missions (distribution runs) for every launched campaign and for dated street drafts whose volume is
 * set (those only as DRAFT runs). Runs are spread over the campaign's weeks in its city; their status
 * follows from `now`: checked out long ago -> PAID, recently -> COMPLETED, checked in -> IN_PROGRESS,
 * taken by a distributor -> BOOKED, published -> AVAILABLE, not yet published -> DRAFT. A few are
 * cancelled: withdrawn before they ran, so DRAFT (offered to nobody any more), never checked in (a cancelled run
 * is never also available, booked or done). Hidden columns carry the distributor, GPS fixes and pay, so curation is real.
 * A pilot's runs (planned last, `loadCampaigns`) are never cancelled and deliver every piece planned.
 */
export const missionsStep: SeedStep = {
  name: 'missions',
  run(ctx) {
    const { sqlite, now, rng } = ctx;
    const nowMs = now.getTime();
    const today = isoDay(startOfDayUtc(now));

    let locationSeq = 20_000;
    const locationsByCity = new Map<string, Loc[]>();
    const insertLocation = sqlite.prepare(
      'insert into locations (id, country_id, city_id, city_name, name, label, type, lat, lng) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const place of demoPlaces) {
      const locs = buildLocations(place, rng, () => (locationSeq += 1));
      for (const [name, label, type, lat, lng, loc] of locs) {
        insertLocation.run(
          loc.id,
          place.country_id,
          place.id,
          place.name,
          name,
          label,
          type,
          round5(lat),
          round5(lng),
        );
      }
      locationsByCity.set(
        place.name,
        locs.map((l) => l[5]),
      );
    }

    const insertDistributor = sqlite.prepare(
      `insert into distributors (id, country_id, full_name, phone, email, national_id, bank_account, date_of_birth)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const distributors: Record<string, number[]> = { US: [], FR: [] };
    let distributorId = 61_000;
    for (const [country, count] of [
      ['US', 140],
      ['FR', 40],
    ] as const) {
      for (let i = 0; i < count; i++) {
        distributorId += 1;
        const us = country === 'US';
        const first = rng.pick(us ? firstNames : frFirst);
        const last = rng.pick(us ? lastNames : frLast);
        const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
        insertDistributor.run(
          distributorId,
          country,
          `${first} ${last}`,
          us ? `+1 512 555 ${digits(4)}` : `+33 6 ${digits(2)} ${digits(2)} ${digits(2)} ${digits(2)}`,
          `${first}.${last}.${distributorId}@runner-mail.example`.toLowerCase(),
          us ? `${digits(3)}-${digits(2)}-${digits(4)}` : `${rng.int(1, 2)}${digits(12)}`,
          us
            ? `ROUTING ${digits(9)} ACCT ${digits(10)}`
            : `FR76 ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(3)}`,
          `${rng.int(1960, 2005)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        );
        distributors[country]!.push(distributorId);
      }
    }

    const draftVolumes = new Map(
      sqlite
        .prepare<[], { campaign_id: number; volume: number }>(
          'select campaign_id, volume from campaign_drafts where volume is not null',
        )
        .all()
        .map((d) => [d.campaign_id, d.volume]),
    );

    const insert = bulkInserter(sqlite, 'missions', missionColumns);
    let missionId = 500_000;

    for (const c of loadCampaigns(ctx)) {
      if (!c.start_date) continue;
      const draft = !isLaunched(c);
      const draftVolume = draftVolumes.get(c.id);
      if (draft && (draftVolume === undefined || (c.type !== 1 && c.type !== 2) || c.start_date <= today))
        continue;

      const place = placeNamed(c.city_name);
      if (!place) continue;
      const rows = planRuns(
        { ...c, start_date: c.start_date },
        {
          volume: draft ? draftVolume! : c.planned_volume,
          draft,
          country: place.country_id,
          utcOffset: place.utcOffset,
          cityLocs: locationsByCity.get(place.name) ?? [],
          pool: distributors[place.country_id]!,
          rng,
          nowMs,
          nextId: () => (missionId += 1),
          allDelivered: c.pilot !== null,
        },
      );
      for (const row of rows) insert.push(row);
    }
    insert.flush();
  },
};

/** The columns of a `missions` row, in the order `planRuns` gives its values. */
export const missionColumns = [
  'id',
  'client_id',
  'campaign_id',
  'type',
  'status',
  'location_id',
  'time_range_start',
  'available_date',
  'check_in_time',
  'checkout_time',
  'checkout_flyer_quantity',
  'planned_flyer_quantity',
  'cancelled',
  'distributor_id',
  'check_in_lat',
  'check_in_lng',
  'checkout_lat',
  'checkout_lng',
  'pay_rate',
  'pay_amount',
  'cost',
  'created_at',
  'updated_at',
] as const;

/** What runs are planned for: a dated campaign. */
export type RunCampaign = Pick<
  SeedCampaign,
  'id' | 'client_id' | 'type' | 'status' | 'campaign_duration_week' | 'created_at'
> & { start_date: string };

export interface RunPlanning {
  /** Pieces to split into runs. */
  volume: number;
  /** A draft's runs stay DRAFT (not published, nobody assigned). */
  draft: boolean;
  country: string;
  /** Hours to add to the city's local time to get UTC. */
  utcOffset: number;
  /** The city's places (every kind; the campaign's channel picks its own). */
  cityLocs: readonly Loc[];
  /** Distributors of the country (a taken run names one; hidden from reads). */
  pool: readonly number[];
  rng: Rng;
  nowMs: number;
  nextId: () => number;
  /**
   * No run is cancelled and every run done delivers all its pieces (a pilot's: its few pieces are the
   * point of it). Otherwise a few runs are cancelled and hand-to-hand runs come back a little short.
   */
  allDelivered?: boolean;
}

/**
 * The runs of one campaign, as rows of `missionColumns`: its volume split into runs over its weeks, at
 * spots of its city that its channel covers; each run's status follows from `nowMs` (see missionsStep).
 * Shared by the seed and by the approval of a reviewed draft (`server/review-draft.ts`).
 */
export function planRuns(c: RunCampaign, p: RunPlanning): SqlValue[][] {
  const { rng, nowMs, draft } = p;
  const today = isoDay(startOfDayUtc(new Date(nowMs)));
  const kinds = kindsByType[c.type]!;
  const cityLocs = p.cityLocs.filter((l) => kinds.includes(l.type));
  if (cityLocs.length === 0) return [];
  // A campaign works a handful of spots of its city, over and over.
  const spots =
    c.type <= 2 ? shuffle(cityLocs, rng).slice(0, rng.int(3, Math.min(8, cityLocs.length))) : cityLocs;
  const parts = splitVolume(p.volume, c, p.country, rng);
  const days = c.campaign_duration_week * 7;
  const startMs = Date.parse(`${c.start_date}T00:00:00Z`);
  const campaignCreated = Date.parse(c.created_at);
  const hours = runHours[c.type]!;
  const [rateLo, rateHi] = payRate[c.type] ?? [0, 0];
  const rate = payRate[c.type] ? round4(rateLo + (rateHi - rateLo) * rng.next()) : null;
  const rows: SqlValue[][] = [];

  parts.forEach((planned, i) => {
    const dayOffset =
      c.type === 3 || c.type === 4
        ? Math.min(days - 1, i * 7 + rng.int(0, 2))
        : Math.floor(((i + rng.next()) / parts.length) * days);
    const localHour = rng.int(hours.start[0], hours.start[1]) + (rng.chance(0.5) ? 0.5 : 0);
    let trs = startMs + dayOffset * DAY_MS + (localHour + p.utcOffset) * 3_600_000;
    // A campaign that has ended has every run behind it.
    const ended = c.status === 15 || c.status === 20;
    while (ended && trs + 8 * 3_600_000 > nowMs) trs -= DAY_MS;
    const spot = c.type <= 2 ? spots[i % spots.length]! : rng.pick(spots);
    const availableMs = Math.max(campaignCreated + 3_600_000, trs - rng.int(3, 12) * DAY_MS);
    const availableDay = dayOfMs(availableMs);
    const checkIn = trs + rng.int(-10, 20) * 60_000;
    const checkout =
      checkIn +
      Math.round((hours.duration[0] + (hours.duration[1] - hours.duration[0]) * rng.next()) * 3600) * 1000;
    const cancelled = !draft && !p.allDelivered && rng.chance(0.03);

    let status: number;
    let done = false;
    let checkedIn = false;
    // A cancelled run is withdrawn: back to DRAFT (offered to nobody, never run), whatever it was before.
    // `wasTaken` keeps whether a distributor had taken it first (a hidden column still names them).
    let wasTaken = false;
    if (draft) status = MISSION.DRAFT;
    else if (cancelled) {
      status = MISSION.DRAFT;
      wasTaken = availableDay <= today && rng.chance(0.5);
    } else if (checkout <= nowMs) {
      done = true;
      checkedIn = true;
      status = nowMs - checkout > 9 * DAY_MS ? MISSION.PAID : MISSION.COMPLETED;
    } else if (checkIn <= nowMs) {
      checkedIn = true;
      status = MISSION.IN_PROGRESS;
    } else if (availableDay > today) status = MISSION.DRAFT;
    else status = trs - nowMs < 5 * DAY_MS && rng.chance(0.7) ? MISSION.BOOKED : MISSION.AVAILABLE;

    const delivered = done
      ? c.type <= 2 && !p.allDelivered
        ? planned - rng.int(0, Math.floor(planned * 0.03))
        : planned
      : null;
    const assigned = (status >= MISSION.BOOKED || wasTaken) && p.pool.length > 0;
    const created = Math.min(
      nowMs - 60_000,
      checkedIn ? checkIn : nowMs,
      Math.max(campaignCreated + 1_800_000, trs - rng.int(14, 24) * DAY_MS),
    );
    let updated: number;
    if (status === MISSION.PAID) updated = Math.min(nowMs, checkout + rng.int(7, 9) * DAY_MS);
    else if (status === MISSION.COMPLETED) updated = checkout + rng.int(1, 30) * 60_000;
    else if (status === MISSION.IN_PROGRESS) updated = checkIn;
    else if (cancelled || assigned)
      updated = Math.min(nowMs, Math.max(created, availableMs + rng.int(1, 48) * 3_600_000));
    else updated = created;
    updated = Math.max(created, Math.min(updated, nowMs));

    const jitter = () => (rng.next() - 0.5) * 0.004;
    const payAmount = delivered !== null && rate !== null ? round2(delivered * rate) : null;
    const cost =
      delivered === null
        ? null
        : payAmount !== null
          ? round2(payAmount * 1.28)
          : round2(delivered * (c.type === 3 ? 0.19 : 0.03));
    rows.push([
      p.nextId(),
      c.client_id,
      c.id,
      c.type,
      status,
      spot.id,
      iso(trs),
      draft ? null : availableDay,
      checkedIn ? iso(checkIn) : null,
      done ? iso(checkout) : null,
      delivered,
      planned,
      cancelled ? 1 : 0,
      assigned ? rng.pick(p.pool) : null,
      checkedIn ? round6(spot.lat + jitter()) : null,
      checkedIn ? round6(spot.lng + jitter()) : null,
      done ? round6(spot.lat + jitter()) : null,
      done ? round6(spot.lng + jitter()) : null,
      rate,
      payAmount,
      cost,
      iso(created),
      iso(updated),
    ]);
  });
  return rows;
}

function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

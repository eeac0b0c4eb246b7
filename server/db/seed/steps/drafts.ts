import { designFit, type FitSubtype } from '../../../../src/api/contract/print-format';
import { eddmCampaignDefaultFormat } from '../../../../src/api/contract/quote';
import { routesAroundSync, type RouteAround } from '../../../domain/carrier-routes';
import { haversineKm } from '../../../domain/geo';
import { defaultChannelOf, EDDM_MINIMUM_PIECES } from '../../../domain/lead-times';
import { ROUTE_RAW_KEY, signRouteRaw } from '../../../domain/route-raw';
import { isLaunched, loadCampaigns, type SeedCampaign } from '../campaign-rows';
import { addSeconds } from '../dates';
import { demoPlaces, placeNamed, type DemoPlace } from '../places';
import type { Rng } from '../prng';
import type { SeedStep } from '../seed-step';
import { routesAroundInRows, seededCarrierRouteRows } from './carrier-routes';
import { AUDIENCE_PROCESSING, AUDIENCE_UNKNOWN_COUNT } from './library';

/** Builder steps in order; a draft's `last_active_step` is the furthest one saved. */
export const draftSteps = ['channel', 'segments', 'creative', 'details', 'review'] as const;

/**
 * Designated drafts of client 0 (by order among its dated drafts), so the story has every case:
 * - first dated direct-mail draft: EDDM with routes, a design, volume and attributes -> submittable;
 * - second: a saved-audience draft whose READY audience has no readable count -> submittable null;
 * - third: EDDM with routes below the 1,000-piece minimum -> missing minimumVolume;
 * - fourth: a saved-audience draft whose audience is still PROCESSING -> missing audienceReady;
 * - first dated hand-to-hand draft: cities, volume and a design -> submittable.
 */
type Role = 'readyEddm' | 'audienceUnknown' | 'smallEddm' | 'audienceProcessing' | 'readyH2h';

function rolesOf(campaigns: readonly SeedCampaign[]): Map<number, Role> {
  const roles = new Map<number, Role>();
  const dated = campaigns.filter((c) => c.client_id === '1001' && c.status === 0 && c.start_date !== null);
  const dm: Role[] = ['readyEddm', 'audienceUnknown', 'smallEddm', 'audienceProcessing'];
  dated
    .filter((c) => c.type === 3)
    .slice(0, dm.length)
    .forEach((c, i) => roles.set(c.id, dm[i]!));
  const h2h = dated.find((c) => c.type === 1);
  if (h2h) roles.set(h2h.id, 'readyH2h');
  return roles;
}

const hoods = [
  'Downtown',
  'Midtown',
  'Riverside',
  'Old Town',
  'North Side',
  'East End',
  'Westgate',
  'Hillcrest',
];

/**
 * Builder state for every draft: channel, steps saved, chosen design, audience, routes, cities; and the
 * map zones and routes launched direct-mail campaigns were built with.
 */
export const draftsStep: SeedStep = {
  name: 'drafts',
  run(ctx) {
    const { sqlite, rng } = ctx;
    const campaigns = loadCampaigns(ctx);
    const roles = rolesOf(campaigns);
    const designs = sqlite
      .prepare<[], { id: number; client_id: string; format: string; status: string }>(
        'select id, client_id, format, status from designs order by id',
      )
      .all();
    const audiences = sqlite
      .prepare<
        [],
        { id: number; client_id: string; name: string; status: string; address_count: number | null }
      >('select id, client_id, name, status, address_count from audiences order by id')
      .all();

    const insertDraft = sqlite.prepare(
      `insert into campaign_drafts (campaign_id, channel, subtype, internal_status, last_active_step, selected_design_id,
        template_id, audience_id, volume, format, suggestions_enabled, submitted_at, created_at, updated_at)
       values (?, ?, ?, 'DRAFT', ?, ?, ?, ?, ?, ?, ?, null, ?, ?)`,
    );
    const insertLocation = sqlite.prepare(
      `insert into draft_locations (id, campaign_id, position, name, city_id, lat, lng, radius, is_focused)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertRoute = sqlite.prepare(
      `insert into draft_routes (campaign_id, zip, croute, zip_name, resident_count, business_count, location_id, raw)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertCity = sqlite.prepare(
      `insert into draft_cities (campaign_id, city_id, city_name, state, lat, lng, volume, position)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertAttribute = sqlite.prepare(
      'insert into draft_attributes (campaign_id, key, values_json, position) values (?, ?, ?, ?)',
    );

    // Routes come from the route world (the carrier-routes step): real ZIP and route codes, their stored
    // counts, and a `raw` signed with this data folder's route key, as the route lookups hand it out.
    const routeKey = sqlite
      .prepare<[string], { value: string }>('select value from sandbox_meta where key = ?')
      .get(ROUTE_RAW_KEY)?.value;
    if (!routeKey) throw new Error('drafts: the carrier-routes step must run first');
    let locationId = 900;
    const addLocation = (
      c: SeedCampaign,
      place: DemoPlace,
      l: number,
      lat: number,
      lng: number,
      radius: number,
    ) => {
      locationId += 1;
      const hood = hoods[(c.id + l) % hoods.length]!;
      insertLocation.run(
        locationId,
        c.id,
        l,
        `${place.name} – ${hood}`,
        place.id,
        round5(lat),
        round5(lng),
        radius,
        l === 0 ? 1 : 0,
      );
      return locationId;
    };
    // Many drafts and zones take the same routes near their city centres: each route is signed once.
    const raws = new Map<number, string>();
    const addRoute = (c: SeedCampaign, route: SeedRoute, location: number) => {
      let raw = raws.get(route.id);
      if (raw === undefined) {
        raw = JSON.stringify(signRouteRaw(routeKey, route.zip, route.croute));
        raws.set(route.id, raw);
      }
      insertRoute.run(
        c.id,
        route.zip,
        route.croute,
        route.zip_name,
        route.resident_count,
        route.business_count,
        location,
        raw,
      );
      return route.resident_count + route.business_count;
    };
    // The carrier routes from memory when the carrier-routes step ran in this seeding run, else the table.
    const routeRows = seededCarrierRouteRows(ctx.memo);
    const nearPlace = new Map<string, SeedRoute[]>();
    /** Routes nearest a point (by their centres), not yet used, until `enough` says so. */
    const nearest = (
      place: DemoPlace,
      lat: number,
      lng: number,
      used: Set<number>,
      enough: (picked: SeedRoute[]) => boolean,
    ) => {
      if (!nearPlace.has(place.id)) {
        nearPlace.set(
          place.id,
          routeRows
            ? routesAroundInRows(routeRows, place.lat, place.lng, SEED_ROUTES_KM)
            : routesAroundSync(sqlite, place.lat, place.lng, SEED_ROUTES_KM),
        );
      }
      const candidates = nearPlace.get(place.id)!;
      const km = candidates.map((r) => haversineKm(lat, lng, r.lat, r.lng));
      // Nearest first, ties in candidate order. A location takes a handful of the place's routes, so
      // picking the nearest one at a time beats sorting them all (a draft has many locations, a place
      // about a thousand routes); a walk that goes on (a filter that skips most routes) sorts the rest.
      const taken = new Uint8Array(candidates.length);
      let rest: number[] | undefined;
      let [walked, at] = [0, 0];
      const next = (): number | undefined => {
        if (!rest && walked++ < 16) {
          let best = -1;
          for (let i = 0; i < km.length; i++) if (!taken[i] && (best < 0 || km[i]! < km[best]!)) best = i;
          if (best < 0) return undefined;
          taken[best] = 1;
          return best;
        }
        rest ??= km.flatMap((_, i) => (taken[i] ? [] : [i])).sort((a, b) => km[a]! - km[b]! || a - b);
        return rest[at++];
      };
      const picked: (SeedRoute & { km: number })[] = [];
      for (let i = next(); i !== undefined; i = next()) {
        const route = candidates[i]!;
        if (used.has(route.id)) continue;
        picked.push({ ...route, km: km[i]! });
        if (enough(picked)) break;
      }
      return picked;
    };

    /** A draft's routes: `locations` map zones near the city centre, `perLocation()` nearest routes each. */
    const addRoutes = (
      c: SeedCampaign,
      place: DemoPlace,
      locations: number,
      perLocation: () => number,
      fits: (r: SeedRoute) => boolean = () => true,
    ) => {
      let homes = 0;
      const used = new Set<number>();
      for (let l = 0; l < locations; l++) {
        const lat = place.lat + (rng.next() - 0.5) * 0.06;
        const lng = place.lng + (rng.next() - 0.5) * 0.06;
        const location = addLocation(c, place, l, lat, lng, rng.int(6, 14) * 250);
        const wanted = perLocation();
        const routes = nearest(place, lat, lng, used, (p) => p.filter(fits).length >= wanted);
        for (const route of routes.filter(fits)) {
          used.add(route.id);
          homes += addRoute(c, route, location);
        }
      }
      return homes;
    };

    const draftIndex = new Map<string, number>();
    for (const c of campaigns) {
      if (c.status !== 0) continue;
      const indexKey = `${c.client_id}:${c.type}`;
      const index = draftIndex.get(indexKey) ?? 0;
      draftIndex.set(indexKey, index + 1);
      const role = roles.get(c.id);
      const place = placeNamed(c.city_name);
      if (!place) continue;
      const { channel } = defaultChannelOf(c.type);
      let { subtype } = defaultChannelOf(c.type);
      if (role === 'audienceUnknown' || role === 'audienceProcessing') subtype = 'AUDIENCE';
      else if (!role && c.type === 3 && index % 4 === 3) subtype = 'AUDIENCE';

      // How far the builder got: designated drafts are at review; the others (per client and type)
      // cycle through every step.
      const level = role ? 4 : index % draftSteps.length;
      const ownDesigns = designs.filter((d) => d.client_id === c.client_id && d.status === 'READY');
      const fitOf = (d: (typeof designs)[number]) =>
        subtype === null ? undefined : designFit(d.format, subtype as FitSubtype);
      const fitting = ownDesigns.filter((d) => fitOf(d)?.fits ?? true);
      // Drafts take a design that fits their channel; a client with none leaves the design to choose (the
      // pick still draws from every design, so the rest of the seed draws as before).
      const picked = level >= 2 ? pickOr(rng, fitting, ownDesigns) : undefined;
      const design = picked && fitting.includes(picked) ? picked : undefined;
      const designFitted = design ? fitOf(design) : undefined;
      // Mail drafts are priced in the EDDM format of their design (the campaign default before one).
      const format =
        subtype === 'EDDM' || subtype === 'AUDIENCE'
          ? designFitted?.fits
            ? (designFitted.eddmFormat ?? 'SMALL')
            : subtype === 'EDDM'
              ? eddmCampaignDefaultFormat
              : null
          : null;

      let audienceId: number | null = null;
      let volume: number | null = null;
      if (level >= 1) {
        if (subtype === 'EDDM') {
          const homes =
            role === 'smallEddm'
              ? addRoutes(
                  c,
                  place,
                  1,
                  () => 1,
                  (r) => r.resident_count + r.business_count < EDDM_MINIMUM_PIECES,
                )
              : addRoutes(c, place, role === 'readyEddm' ? 2 : rng.int(1, 2), () => rng.int(2, 6));
          if (role === 'readyEddm' && homes < EDDM_MINIMUM_PIECES)
            throw new Error('ready EDDM draft below minimum');
          volume = level >= 3 ? homes : null;
          if (role === 'readyEddm') {
            insertAttribute.run(c.id, 'household_income', JSON.stringify(['75k_100k', '100k_150k']), 0);
            insertAttribute.run(c.id, 'age', JSON.stringify(['25_34', '35_44']), 1);
          }
        } else if (subtype === 'AUDIENCE') {
          const own = audiences.filter((a) => a.client_id === c.client_id);
          const wanted =
            role === 'audienceUnknown'
              ? AUDIENCE_UNKNOWN_COUNT
              : role === 'audienceProcessing'
                ? AUDIENCE_PROCESSING
                : undefined;
          const audience = wanted
            ? own.find((a) => a.name === wanted)
            : pickOr(
                rng,
                own.filter((a) => a.status === 'READY' && a.address_count !== null),
                own,
              );
          audienceId = audience?.id ?? null;
          volume = audience?.address_count ?? null;
        } else if (subtype === 'HANDTOHAND' || subtype === 'LETTERBOX') {
          const nearby = demoPlaces.filter((p) => p.country_id === place.country_id && p.id !== place.id);
          const chosen = [place, ...(rng.chance(0.4) ? [rng.pick(nearby)] : [])];
          let total = 0;
          chosen.forEach((p, i) => {
            const v = level >= 3 ? rng.int(4, 30) * 250 : null;
            total += v ?? 0;
            insertCity.run(c.id, p.id, p.name, p.state, p.lat, p.lng, v, i);
          });
          volume = level >= 3 ? total : null;
        } else if (level >= 3) {
          volume = c.planned_volume;
        }
      }

      const created = c.created_at;
      const updated = addSeconds(new Date(created), rng.int(60, 3 * 86_400));
      insertDraft.run(
        c.id,
        channel,
        subtype,
        draftSteps[level],
        design?.id ?? null,
        null,
        audienceId,
        volume,
        format,
        subtype === 'EDDM' ? 1 : 0,
        created,
        updated.getTime() > Date.parse(c.updated_at) ? c.updated_at : updated.toISOString(),
      );
    }

    // Launched direct-mail campaigns keep the targeting they were built with: one to three map zones near
    // their city, each with the routes nearest it until the zones together reach the planned pieces.
    for (const c of campaigns) {
      if (c.type !== 3 || !isLaunched(c)) continue;
      const place = placeNamed(c.city_name);
      if (!place || place.country_id !== 'US') continue;
      const zones = rng.int(1, 3);
      const share = Math.ceil(c.planned_volume / zones);
      const used = new Set<number>();
      for (let l = 0; l < zones; l++) {
        const lat = place.lat + (rng.next() - 0.5) * 0.08;
        const lng = place.lng + (rng.next() - 0.5) * 0.08;
        const routes = nearest(place, lat, lng, used, (p) => pieces(p) >= share);
        // The zone reaches a little past the farthest chosen route's centre.
        const reach = Math.max(1, ...routes.map((r) => r.km + 0.25));
        const location = addLocation(c, place, l, lat, lng, Math.ceil((reach * 1000) / 250) * 250);
        for (const route of routes) {
          used.add(route.id);
          addRoute(c, route, location);
        }
      }
    }
  },
};

type SeedRoute = RouteAround;

/** Zones lie within about 4.5 km of their city's centre each way; their routes are taken from this far around it. */
const SEED_ROUTES_KM = 9;

const pieces = (routes: readonly SeedRoute[]) =>
  routes.reduce((s, r) => s + r.resident_count + r.business_count, 0);

function pickOr<T>(rng: Rng, preferred: readonly T[], fallback: readonly T[]): T | undefined {
  if (preferred.length > 0) return rng.pick(preferred);
  return fallback.length > 0 ? rng.pick(fallback) : undefined;
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

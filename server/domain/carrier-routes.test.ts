import { booleanIntersects } from '@turf/boolean-intersects';
import { circle } from '@turf/circle';
import { polygon } from '@turf/helpers';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRouteListSchema,
  carrierRouteSchema,
  type CarrierRoute,
} from '../../src/api/contract/carrier-route';
import { draftTargetingSchema } from '../../src/api/contract/draft-targeting';
import { successEnvelope } from '../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../test/support/sandbox';
import { demoPlaces } from '../db/seed/places';
import {
  bestFitRoutes,
  routeDemographics,
  routesByCity,
  searchRoutes,
  verifyRaw,
  verifyRaws,
} from './carrier-routes';
import { routeId, routeKeyOf } from './route-rows';
import { usCities } from './cities';
import { haversineKm } from './geo';
import { deriveRouteKey, signRouteRaw } from './route-raw';
import { routeMetros } from './route-world';

let sb: Sandbox;
const AUSTIN = { lat: 30.26715, lng: -97.74306 };
const CHICAGO = { lat: 41.85003, lng: -87.65005 };
const AUSTIN_ID = '4671654';

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const search = (q: Partial<Parameters<typeof searchRoutes>[1]> & { lat: number; lng: number }) =>
  searchRoutes(sb.db, { radius: 3000, first: 200, includePaths: false, ...q });

/** The route as a GeoJSON polygon (its paths are closed rings already). */
const toPolygon = (r: CarrierRoute) => polygon(r.paths!.map((ring) => ring.map((p) => [p.lng, p.lat])));
/** A 128-gon around the centre (inscribed: slightly inside the true circle). */
const disc = (c: { lat: number; lng: number }, metres: number) =>
  circle([c.lng, c.lat], metres / 1000, { units: 'kilometers', steps: 128 });

describe('searchRoutes', () => {
  it('returns routes in the contract shape; paths only when asked, as closed rings', async () => {
    const plain = await search({ ...AUSTIN, first: 5 });
    expect(carrierRouteListSchema.parse(plain).nodes).toHaveLength(5);
    for (const r of plain.nodes) {
      expect(r).not.toHaveProperty('paths');
      expect(Object.keys(r).sort()).toEqual(
        ['businessCount', 'croute', 'raw', 'residentCount', 'totalCount', 'zip', 'zipName'].sort(),
      );
      expect(r.totalCount).toBe(r.residentCount + r.businessCount);
    }
    const withPaths = await search({ ...AUSTIN, first: 5, includePaths: true });
    for (const r of withPaths.nodes) {
      expect(carrierRouteSchema.parse(r).paths).toBeDefined();
      for (const ring of r.paths!) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
      }
    }
    expect(withPaths.nodes.map((r) => r.croute)).toEqual(plain.nodes.map((r) => r.croute));
  });

  it('finds the routes meeting the circle and no others', async () => {
    for (const [centre, radius] of [
      [AUSTIN, 1500],
      [{ lat: 30.33, lng: -97.7 }, 2500],
      [CHICAGO, 1000],
    ] as const) {
      const found = await search({ ...centre, radius, first: 500, includePaths: true });
      expect(found.totalCount).toBe(found.nodes.length);
      expect(found.totalCount).toBeGreaterThan(3);
      // Everything returned meets the circle (a hair larger than the inscribed polygon) ...
      for (const r of found.nodes)
        expect(booleanIntersects(toPolygon(r), disc(centre, radius * 1.01)), r.croute).toBe(true);
      // ... and every route of a wider search that is not returned stays clear of it.
      const ids = new Set(found.nodes.map((r) => r.zip + r.croute));
      const wider = await search({ ...centre, radius: radius * 2, first: 500, includePaths: true });
      const left = wider.nodes.filter((r) => !ids.has(r.zip + r.croute));
      expect(left.length).toBeGreaterThan(0);
      for (const r of left)
        expect(booleanIntersects(toPolygon(r), disc(centre, radius * 0.99)), r.croute).toBe(false);
    }
  });

  it('orders nearest first: the route holding the centre, then by distance to the outline', async () => {
    const found = await search({ ...AUSTIN, radius: 4000, includePaths: true });
    const first = found.nodes[0]!;
    expect(booleanIntersects(toPolygon(first), disc(AUSTIN, 1))).toBe(true);
    // The distance of each route from the centre: the smallest radius whose disc it meets.
    const reach = (r: CarrierRoute) => {
      let lo = 0;
      let hi = 4100;
      while (hi - lo > 5) {
        const mid = (lo + hi) / 2;
        if (booleanIntersects(toPolygon(r), disc(AUSTIN, mid))) hi = mid;
        else lo = mid;
      }
      return hi;
    };
    const distances = found.nodes.slice(0, 40).map(reach);
    for (let i = 1; i < distances.length; i++)
      expect(distances[i]! + 10).toBeGreaterThanOrEqual(distances[i - 1]!);
  });

  it('caps at first and says how many matched in totalCount', async () => {
    const all = await search({ ...AUSTIN, radius: 5000, first: 500 });
    const few = await search({ ...AUSTIN, radius: 5000, first: 7 });
    expect(all.totalCount).toBeGreaterThan(20);
    expect(few.totalCount).toBe(all.totalCount);
    expect(few.nodes.map((r) => r.croute + r.zip)).toEqual(
      all.nodes.slice(0, 7).map((r) => r.croute + r.zip),
    );
  });

  it('has at least 20 routes within 5 km of Austin’s centre', async () => {
    expect((await search({ ...AUSTIN, radius: 5000, first: 500 })).totalCount).toBeGreaterThanOrEqual(20);
  });

  it('never returns PO-box sections (they have no area); outside the route world it finds nothing', async () => {
    const found = await search({ ...CHICAGO, radius: 20000, first: 500 });
    expect(found.nodes.every((r) => !r.croute.startsWith('B'))).toBe(true);
    expect(await search({ lat: 44.0, lng: -103.0, radius: 20000 })).toMatchObject({
      nodes: [],
      totalCount: 0,
      nearestCovered: { name: expect.stringMatching(/, [A-Z]{2}$/) as unknown },
    });
  });

  it('answers 500 routes with paths in well under 150 ms (p95)', async () => {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < 22; i++) {
      const t0 = performance.now();
      const found = await search({ ...CHICAGO, radius: 20000, first: 500, includePaths: true });
      // What the HTTP half will do with it: serialize.
      JSON.stringify(found);
      if (i >= 2) times.push(performance.now() - t0);
      count = found.nodes.length;
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(0.95 * times.length) - 1]!;
    console.info(
      `carrier-route search, 500 routes with paths: p50 ${times[10]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    );
    expect(count).toBe(500);
    expect(p95).toBeLessThan(150);
  });
});

describe('bestFitRoutes', () => {
  it('takes the nearest routes until their residences reach the volume', async () => {
    const fit = await bestFitRoutes(sb.db, { ...AUSTIN, volume: 5000, includePaths: false });
    expect(fit.reached).toBe(true);
    expect(fit.totalCount).toBe(fit.nodes.length);
    expect(fit.homes).toBe(fit.nodes.reduce((s, r) => s + r.residentCount, 0));
    expect(fit.homes).toBeGreaterThanOrEqual(5000);
    expect(fit.homes - fit.nodes[fit.nodes.length - 1]!.residentCount).toBeLessThan(5000);
    // The same order as the radius search.
    const nearest = await search({ ...AUSTIN, radius: 5000, first: fit.nodes.length });
    expect(fit.nodes.map((r) => r.zip + r.croute)).toEqual(nearest.nodes.map((r) => r.zip + r.croute));
  });

  it('on an exact hit stops there: the nearest routes whose residences add up to the volume, no more', async () => {
    const nearest = (await bestFitRoutes(sb.db, { ...AUSTIN, volume: 5000, includePaths: false })).nodes;
    expect(nearest.length).toBeGreaterThan(3);
    for (const k of [1, 2, 3]) {
      const exact = nearest.slice(0, k).reduce((sum, r) => sum + r.residentCount, 0);
      const fit = await bestFitRoutes(sb.db, { ...AUSTIN, volume: exact, includePaths: false });
      expect(fit.reached).toBe(true);
      expect(fit.homes).toBe(exact);
      expect(fit.nodes.map((r) => r.zip + r.croute)).toEqual(
        nearest.slice(0, k).map((r) => r.zip + r.croute),
      );
      // One residence more needs the next route.
      const more = await bestFitRoutes(sb.db, { ...AUSTIN, volume: exact + 1, includePaths: false });
      expect(more.nodes).toHaveLength(k + 1);
    }
  });

  it('widens the search as needed and says when even 20 km is not enough', async () => {
    const big = await bestFitRoutes(sb.db, { ...AUSTIN, volume: 60_000, includePaths: true });
    expect(big.reached).toBe(true);
    expect(big.homes).toBeGreaterThanOrEqual(60_000);
    expect(big.nodes.every((r) => r.paths && r.paths.length > 0)).toBe(true);
    const huge = await bestFitRoutes(sb.db, { ...AUSTIN, volume: 10_000_000, includePaths: false });
    expect(huge.reached).toBe(false);
    expect(huge.totalCount).toBe((await search({ ...AUSTIN, radius: 20000, first: 500 })).totalCount);
    const nowhere = await bestFitRoutes(sb.db, { lat: 44, lng: -103, volume: 1000, includePaths: false });
    expect(nowhere).toEqual({ nodes: [], totalCount: 0, homes: 0, reached: false });
  });
});

describe('routesByCity', () => {
  it('a metro city: the routes of the ZIPs USPS names after it, PO-box sections included', async () => {
    const austin = (await routesByCity(sb.db, AUSTIN_ID, { includePaths: false }))!;
    expect(austin.city).toEqual({ id: AUSTIN_ID, name: 'Austin', state: 'TX' });
    expect(austin.basis).toBe('zipName');
    expect(austin.totalCount).toBe(austin.nodes.length);
    expect(austin.nodes.length).toBeGreaterThan(200);
    expect(austin.nodes.every((r) => r.zipName === 'AUSTIN')).toBe(true);
    expect(austin.nodes.some((r) => r.croute.startsWith('B'))).toBe(true);
    const withPaths = (await routesByCity(sb.db, AUSTIN_ID, { includePaths: true }))!;
    for (const r of withPaths.nodes) expect(r.paths!.length).toBe(r.croute.startsWith('B') ? 0 : 1);
  });

  it('every metro city has routes', async () => {
    for (const m of routeMetros) {
      const found = (await routesByCity(sb.db, m.cityId, { includePaths: false }))!;
      expect(found.nodes.length, m.name).toBeGreaterThan(10);
    }
  });

  it('a place without ZIPs of its own name: the routes around its centre', async () => {
    const names = new Set(
      (await sb.db.selectFrom('carrier_routes').select('zip_name').distinct().execute()).map(
        (r) => r.zip_name,
      ),
    );
    const suburb = usCities().find(
      (c) =>
        c.state === 'TX' &&
        !names.has(c.name.toUpperCase()) &&
        haversineKm(Number(c.latitude), Number(c.longitude), AUSTIN.lat, AUSTIN.lng) < 10,
    )!;
    expect(suburb).toBeDefined();
    const found = (await routesByCity(sb.db, suburb.id, { includePaths: false }))!;
    expect(found.basis).toBe('radius');
    expect(found.nodes.length).toBeGreaterThan(0);
  });

  it('a city outside the route world has none; an unknown id is null', async () => {
    const boise = usCities().find((c) => c.name === 'Boise' && c.state === 'ID')!;
    expect(await routesByCity(sb.db, boise.id, { includePaths: false })).toMatchObject({
      nodes: [],
      totalCount: 0,
      basis: 'none',
    });
    expect(await routesByCity(sb.db, '999999999', { includePaths: false })).toBeNull();
  });
});

describe('raw', () => {
  it('holds the version, ZIP, route code and signature, nothing else', async () => {
    const [r] = (await search({ ...AUSTIN, first: 1 })).nodes;
    expect(Object.keys(r!.raw).sort()).toEqual(['croute', 'sig', 'v', 'zip']);
    expect(r!.raw).toMatchObject({ v: 1, zip: r!.zip, croute: r!.croute });
  });

  it('verifies a raw passed back unchanged, and refuses edited, hand-built, unknown and foreign ones', async () => {
    const [r] = (await search({ ...AUSTIN, first: 1 })).nodes;
    const raw = JSON.parse(JSON.stringify(r!.raw)) as Record<string, unknown>;
    const back = await verifyRaw(sb.db, raw);
    expect(back).toMatchObject({ zip: r!.zip, croute: r!.croute, residentCount: r!.residentCount });

    const other = r!.croute === 'C001' ? 'C002' : 'C001';
    expect(await verifyRaw(sb.db, { ...raw, croute: other })).toBeNull();
    expect(await verifyRaw(sb.db, { ...raw, residentCount: 1 })).toBeNull();
    expect(await verifyRaw(sb.db, { ...raw, v: 2 })).toBeNull();
    expect(await verifyRaw(sb.db, { v: 1, zip: r!.zip, croute: r!.croute })).toBeNull();
    for (const junk of [null, 'C001', [], 42, { ...raw, sig: 'x' }])
      expect(await verifyRaw(sb.db, junk)).toBeNull();

    const key = await routeKeyOf(sb.db);
    // Well signed but naming a route that does not exist.
    expect(await verifyRaw(sb.db, signRouteRaw(key, '00501', 'C001'))).toBeNull();
    expect(await verifyRaw(sb.db, signRouteRaw(key, r!.zip, 'C999'))).toBeNull();
    // Signed by another data folder (seeded at another time).
    const foreign = signRouteRaw(deriveRouteKey(1, new Date('2020-01-01T00:00:00Z')), r!.zip, r!.croute);
    expect(await verifyRaw(sb.db, foreign)).toBeNull();
    // A PO-box section found by city verifies too.
    const box = (await routesByCity(sb.db, AUSTIN_ID, { includePaths: false }))!.nodes.find((n) =>
      n.croute.startsWith('B'),
    )!;
    expect(await verifyRaw(sb.db, box.raw)).toMatchObject({ zip: box.zip, croute: box.croute });
  });

  it('verifies many raws at once as one by one, in order, pausing between batches', async () => {
    const routes = (await search({ ...AUSTIN, radius: 20000, first: 500 })).nodes;
    const key = await routeKeyOf(sb.db);
    const raws: unknown[] = routes.map((r) => r.raw);
    // Refused ones among them, past the first batch too.
    raws.splice(3, 0, { ...routes[0]!.raw, sig: 'x' });
    raws.splice(400, 0, signRouteRaw(key, '00501', 'C001'), null);
    let pauses = 0;
    const many = await verifyRaws(sb.db, raws, async () => {
      pauses += 1;
    });
    const one = await Promise.all(raws.map((raw) => verifyRaw(sb.db, raw)));
    expect(many).toEqual(one);
    expect(many.filter((r) => r === null)).toHaveLength(3);
    expect(pauses).toBe(Math.ceil(raws.length / 250) - 1);
  });
});

describe('routeDemographics', () => {
  it('come with a lookup’s routes when asked for, the same as for the route alone', async () => {
    const found = await search({ ...AUSTIN, first: 3, includeDemographics: true });
    for (const r of found.nodes) {
      expect(r.demographics).toEqual((await routeDemographics(sb.db, r.zip, r.croute))!.attributes);
      for (const a of r.demographics!)
        expect(a.values.reduce((s, v) => s + v.count, 0)).toBe(r.residentCount);
    }
    expect((await search({ ...AUSTIN, first: 3 })).nodes[0]).not.toHaveProperty('demographics');
  });

  it('gives the distributions of a stored route; null for an unknown one', async () => {
    const [r] = (await search({ ...AUSTIN, first: 1 })).nodes;
    const d = (await routeDemographics(sb.db, r!.zip, r!.croute))!;
    expect(d.residences).toBe(r!.residentCount);
    expect(d.attributes.map((a) => a.key)).toEqual(['age', 'household_income', 'household_size']);
    expect(await routeDemographics(sb.db, '00501', 'C001')).toBeNull();
    expect(await routeDemographics(sb.db, 'nope', 'C001')).toBeNull();
  });
});

describe('seeded direct-mail campaigns', () => {
  const stored = () =>
    sb.db
      .selectFrom('draft_routes as d')
      .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
      .leftJoin('carrier_routes as r', (j) =>
        j.onRef('r.zip', '=', 'd.zip').onRef('r.croute', '=', 'd.croute'),
      )
      .select([
        'c.id as campaign_id',
        'c.status',
        'c.type',
        'c.client_id',
        'c.city_name',
        'c.planned_volume',
        'd.zip',
        'd.croute',
        'd.zip_name',
        'd.resident_count',
        'd.business_count',
        'd.raw',
        'r.id as route_id',
        'r.zip_name as route_zip_name',
        'r.resident_count as route_residents',
        'r.business_count as route_businesses',
        'r.lat',
        'r.lng',
      ])
      .execute();

  it('target routes of the route world, with their stored counts and a raw that verifies', async () => {
    const rows = await stored();
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.route_id, `${r.zip}${r.croute}`).toBe(routeId(r.zip, r.croute));
      expect([r.zip_name, r.resident_count, r.business_count]).toEqual([
        r.route_zip_name,
        r.route_residents,
        r.route_businesses,
      ]);
    }
    for (const r of rows.slice(0, 50)) expect(await verifyRaw(sb.db, JSON.parse(r.raw))).not.toBeNull();
  });

  it('every launched US direct-mail campaign targets routes near its city, reaching its planned pieces', async () => {
    const rows = await stored();
    const launched = await sb.db
      .selectFrom('campaigns')
      .select(['id', 'city_name', 'planned_volume', 'country_id'])
      .where('type', '=', 3)
      .where('status', 'in', [10, 15, 20])
      .where('country_id', '=', 'US')
      .execute();
    expect(launched.length).toBeGreaterThan(20);
    for (const c of launched) {
      const mine = rows.filter((r) => r.campaign_id === c.id);
      const pieces = mine.reduce((s, r) => s + r.resident_count + r.business_count, 0);
      expect(pieces, c.city_name).toBeGreaterThanOrEqual(c.planned_volume);
      const place = demoPlaces.find((p) => p.name === c.city_name)!;
      for (const r of mine) expect(haversineKm(r.lat!, r.lng!, place.lat, place.lng)).toBeLessThan(15);
    }
    // French campaigns have no US routes.
    expect(rows.every((r) => r.client_id !== '1002')).toBe(true);
  });

  it('draft-targeting reads the routes back for a launched campaign', async () => {
    const key = sb.credentials.clients[0]!.clientKey;
    const rows = (await stored()).filter((r) => r.client_id === '1001' && r.status === 15);
    const id = rows[0]!.campaign_id;
    const res = await sb.fetch(`/client/campaigns/${id}/draft-targeting`, { headers: authHeaders(key) });
    expect(res.status).toBe(200);
    const t = successEnvelope(draftTargetingSchema).parse(await res.json()).data;
    const mine = rows.filter((r) => r.campaign_id === id);
    expect(t.routes.map((r) => r.zip + r.croute).sort()).toEqual(mine.map((r) => r.zip + r.croute).sort());
    expect(t.totalCount).toBe(mine.reduce((s, r) => s + r.resident_count + r.business_count, 0));
    expect(t.distributionLocations.reduce((s, l) => s + l.selected_routes_count, 0)).toBe(t.routes.length);
  });
});

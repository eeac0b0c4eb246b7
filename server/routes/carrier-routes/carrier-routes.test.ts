import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierRouteBestFitSchema,
  carrierRouteSearchSchema,
  carrierRoutesByCitySchema,
  type CarrierRoute,
} from '../../../src/api/contract/carrier-route';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { geocodeSchema } from '../../../src/api/contract/geocode';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { haversineKm } from '../../domain/geo';
import { routeMetros } from '../../domain/route-world';

/** Austin, TX (GeoNames centre) and its city id. */
const AUSTIN = { lat: 30.26715, lng: -97.74306, cityId: '4671654' };

let sb: Sandbox;
let key: string;

async function get(path: string, headers: Record<string, string> = authHeaders(key)) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function ok<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const res = await get(path);
  expect(res.status, res.text).toBe(200);
  return schema.parse((res.body as { data: unknown }).data);
}
async function refused(path: string, status: number): Promise<string> {
  const res = await get(path);
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}
const search = (query: string) =>
  ok(`/client/carrier-routes/search?${query}`, successEnvelope(carrierRouteSearchSchema).shape.data);

/** Whether a point lies inside one of a route's rings (ray casting). */
function contains(route: CarrierRoute, lat: number, lng: number): boolean {
  return (route.paths ?? []).some((ring) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!;
      const b = ring[j]!;
      if (a.lat > lat !== b.lat > lat && lng < ((b.lng - a.lng) * (lat - a.lat)) / (b.lat - a.lat) + a.lng)
        inside = !inside;
    }
    return inside;
  });
}

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
});
afterAll(() => sb.close());

describe('GET /client/carrier-routes/search', () => {
  it('needs lat and lng as decimals, naming the one that is wrong', async () => {
    expect(await refused('/client/carrier-routes/search?lng=-97.74', 400)).toMatch(/'lat': is required/);
    expect(await refused('/client/carrier-routes/search?lat=30.26', 400)).toMatch(/'lng': is required/);
    expect(await refused('/client/carrier-routes/search?lat=north&lng=-97.74', 400)).toMatch(
      /'lat': expected a decimal number/,
    );
    expect(await refused('/client/carrier-routes/search?lat=30.26&lng=1e2', 400)).toMatch(/'lng'/);
  });

  it('bounds radius (max 20000 m) and first (max 500), and has no skip', async () => {
    const at = `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}`;
    expect(await refused(`/client/carrier-routes/search?${at}&radius=20001`, 400)).toMatch(
      /'radius': must be at most 20000 m/,
    );
    expect(await refused(`/client/carrier-routes/search?${at}&first=501`, 400)).toMatch(
      /'first': must be at most 500/,
    );
    const page = await search(`${at}&radius=20000&first=500`);
    expect(page.nodes).toHaveLength(500);
  });

  it('answers nearest first by default within 3 km, at most 200, counting every match', async () => {
    const wide = await search(`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&includePaths=true`);
    expect(wide.nodes.length).toBeLessThanOrEqual(200);
    expect(wide.totalCount).toBeGreaterThanOrEqual(wide.nodes.length);
    // The first route is the one the point lies in; all routes reach into the 3 km circle.
    expect(contains(wide.nodes[0]!, AUSTIN.lat, AUSTIN.lng)).toBe(true);
    for (const route of wide.nodes) {
      const nearest = Math.min(
        ...route.paths!.flat().map((p) => haversineKm(AUSTIN.lat, AUSTIN.lng, p.lat, p.lng)),
      );
      // A polygon meeting the circle has a vertex within its radius plus the longest edge.
      expect(nearest).toBeLessThan(3 + 2);
    }
    // Within 5 km of Austin's centre there are at least 20 routes.
    const five = await search(`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=5000&first=500`);
    expect(five.totalCount).toBeGreaterThanOrEqual(20);
  });

  it('says when it is truncated: totalCount above the routes returned', async () => {
    const few = await search(`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=5000&first=5`);
    const all = await search(`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=5000&first=500`);
    expect(few.nodes).toHaveLength(5);
    expect(few.totalCount).toBe(all.totalCount);
    expect(few.nodes.map((r) => `${r.zip}-${r.croute}`)).toEqual(
      all.nodes.slice(0, 5).map((r) => `${r.zip}-${r.croute}`),
    );
  });

  it('gives polygons and demographics only when asked, and counts that add up', async () => {
    const at = `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=1000`;
    const bare = await search(at);
    expect(bare.nodes.every((r) => r.paths === undefined && r.demographics === undefined)).toBe(true);
    const full = await search(`${at}&includePaths=true&includeDemographics=true`);
    for (const r of full.nodes) {
      expect(r.totalCount).toBe(r.residentCount + r.businessCount);
      expect(r.croute).toMatch(/^[CR]\d{3}$/);
      expect(r.paths!.length).toBeGreaterThan(0);
      for (const d of r.demographics!) {
        expect(d.values.reduce((n, v) => n + v.count, 0)).toBe(r.residentCount);
      }
    }
    // The same route carries the same raw in every lookup.
    expect(full.nodes.map((r) => r.raw)).toEqual(bare.nodes.map((r) => r.raw));
  });

  it('finds nothing far from every metro, which is not an error, and names the nearest covered place', async () => {
    const page = await search('lat=44.0&lng=-110.5&radius=20000');
    const km = (m: (typeof routeMetros)[number]) => haversineKm(44.0, -110.5, m.lat, m.lng);
    const nearest = [...routeMetros].sort((a, b) => km(a) - km(b))[0]!;
    expect(page).toEqual({
      nodes: [],
      totalCount: 0,
      nearestCovered: {
        name: `${nearest.name}, ${nearest.state}`,
        lat: nearest.lat,
        lng: nearest.lng,
        distance: Math.round(km(nearest) * 1000),
      },
    });
    expect(page.nearestCovered!.distance).toBeGreaterThan(20_000);
    // Routes found: no nearest covered place.
    const austin = await search(`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=1000`);
    expect(austin.nodes.length).toBeGreaterThan(0);
    expect(austin.nearestCovered).toBeUndefined();
  });
});

describe('GET /client/carrier-routes/best-fit', () => {
  const bestFit = (query: string) =>
    ok(`/client/carrier-routes/best-fit?${query}`, successEnvelope(carrierRouteBestFitSchema).shape.data);

  it('takes routes nearest first until their homes reach the volume', async () => {
    const fit = await bestFit(`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&volume=5000`);
    const homes = fit.nodes.reduce((n, r) => n + r.residentCount, 0);
    expect(fit).toMatchObject({ reached: true, homes, totalCount: fit.nodes.length });
    expect(homes).toBeGreaterThanOrEqual(5000);
    // One route fewer would not have been enough.
    expect(homes - fit.nodes.at(-1)!.residentCount).toBeLessThan(5000);
    const near = await search(`lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&radius=20000&first=500`);
    expect(fit.nodes.map((r) => r.croute + r.zip)).toEqual(
      near.nodes.slice(0, fit.nodes.length).map((r) => r.croute + r.zip),
    );
  });

  it('needs a volume between 1 and 10,000,000', async () => {
    const at = `lat=${AUSTIN.lat}&lng=${AUSTIN.lng}`;
    expect(await refused(`/client/carrier-routes/best-fit?${at}`, 400)).toMatch(/'volume': is required/);
    expect(await refused(`/client/carrier-routes/best-fit?${at}&volume=0`, 400)).toMatch(/'volume'/);
    expect(await refused(`/client/carrier-routes/best-fit?${at}&volume=10000001`, 400)).toMatch(
      /'volume': must be at most 10000000/,
    );
  });
});

describe('GET /client/carrier-routes/by-city', () => {
  it("lists a city's routes, and 404 for an id the city search does not know", async () => {
    const austin = await ok(
      `/client/carrier-routes/by-city?cityId=${AUSTIN.cityId}`,
      successEnvelope(carrierRoutesByCitySchema).shape.data,
    );
    expect(austin.city).toEqual({ id: AUSTIN.cityId, name: 'Austin', state: 'TX' });
    expect(austin.totalCount).toBe(austin.nodes.length);
    expect(austin.nodes.length).toBeGreaterThan(50);
    expect(austin.nodes.every((r) => r.zipName === 'AUSTIN')).toBe(true);
    expect(await refused('/client/carrier-routes/by-city?cityId=999999999', 404)).toMatch(/City not found/);
    expect(await refused('/client/carrier-routes/by-city', 400)).toMatch(/'cityId'/);
  });
});

describe('GET /client/geocode', () => {
  const geocode = (q: string) =>
    ok(`/client/geocode?q=${encodeURIComponent(q)}`, successEnvelope(geocodeSchema).shape.data);

  it('reads a street address, a city and a ZIP, best first; unknown is an empty list', async () => {
    const address = await geocode('500 Congress Ave, Austin, TX');
    expect(address.nodes[0]).toMatchObject({ kind: 'address' });
    expect(haversineKm(address.nodes[0]!.lat, address.nodes[0]!.lng, AUSTIN.lat, AUSTIN.lng)).toBeLessThan(
      15,
    );
    expect((await geocode('Austin, TX')).nodes[0]).toMatchObject({ kind: 'city', label: 'Austin, TX' });
    expect((await geocode('78701')).nodes[0]).toMatchObject({ kind: 'zip' });
    expect(await geocode('Nowhereville, ZZ')).toEqual({ nodes: [] });
    expect(await refused('/client/geocode?q=', 400)).toMatch(/'q'/);
  });
});

describe('credentials', () => {
  it('takes the client key: 401 without a credential, 403 with the builder token', async () => {
    const path = `/client/carrier-routes/search?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}`;
    expect((await get(path, {})).status).toBe(401);
    const token = sb.credentials.clients[0]!.accessToken;
    expect((await get(path, authHeaders(token))).status).toBe(403);
  });
});

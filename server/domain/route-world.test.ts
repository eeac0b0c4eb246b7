import { area } from '@turf/area';
import { featureCollection, polygon } from '@turf/helpers';
import { intersect } from '@turf/intersect';
import { union } from '@turf/union';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from '../db/connection';
import { migrate } from '../db/migrations';
import { demoClients } from '../db/seed/demo-clients';
import { demoPlaces } from '../db/seed/places';
import { seedDatabase } from '../db/seed/seed';
import type { CarrierRouteRow } from '../db/types';
import { routeId } from './route-rows';
import { cityById } from './cities';
import { demographicAttributes } from './demographics';
import { haversineKm } from './geo';
import { routeDemographics } from './route-demographics';
import { METRO_RADIUS_KM, routeMetros, routeWorldZipAreas } from './route-world';
import { usZips, uspsName } from './zip-codes';

const NOW = new Date('2026-03-15T12:00:00Z');
const conns: Connection[] = [];
let routes: CarrierRouteRow[];

async function fresh() {
  const conn = openDatabase();
  conns.push(conn);
  await migrate(conn.db);
  seedDatabase(conn.sqlite, { now: NOW });
  return conn;
}
const allRoutes = (c: Connection) => c.db.selectFrom('carrier_routes').selectAll().orderBy('id').execute();

beforeAll(async () => {
  routes = await allRoutes(await fresh());
});
afterAll(() => {
  for (const c of conns) c.close();
});

const kind = (r: CarrierRouteRow) => r.croute[0];
const rings = (r: CarrierRouteRow) => (r.paths ? (JSON.parse(r.paths) as number[][]) : []);
/** A route's outline as a GeoJSON polygon (closed). */
function toPolygon(r: CarrierRouteRow): Feature<Polygon> {
  return polygon(
    rings(r).map((flat) => {
      const ring: [number, number][] = [];
      for (let i = 0; i < flat.length; i += 2) ring.push([flat[i]!, flat[i + 1]!]);
      return [...ring, ring[0]!];
    }),
  );
}
const byZip = () => {
  const m = new Map<string, CarrierRouteRow[]>();
  for (const r of routes) m.set(r.zip, [...(m.get(r.zip) ?? []), r]);
  return m;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('route world: metros and data', () => {
  it('is deterministic: two seeds give identical routes and the same route key', async () => {
    const other = await fresh();
    expect(await allRoutes(other)).toEqual(routes);
    const key = (c: Connection) =>
      c.sqlite.prepare("select value from sandbox_meta where key = 'route_raw_key'").get();
    expect(key(other)).toEqual(key(conns[0]!));
  });

  it('covers at least 20 metros, every US city the demo campaigns use among them, each with routes', () => {
    expect(routeMetros.length).toBeGreaterThanOrEqual(20);
    const codes = new Set(routes.map((r) => r.metro));
    for (const m of routeMetros) expect(codes.has(m.code), m.name).toBe(true);
    const usCampaignCities = demoClients
      .filter((c) => c.country_id === 'US')
      .flatMap((c) => c.campaigns.cities);
    const usPlaces = demoPlaces.filter((p) => p.country_id === 'US').map((p) => p.name);
    for (const name of new Set([...usCampaignCities, ...usPlaces]))
      expect(routeMetros.some((m) => m.name === name)).toBe(true);
    for (const name of ['Austin', 'Denver', 'Minneapolis', 'Nashville', 'Chicago', 'Seattle'])
      expect(routeMetros.some((m) => m.name === name)).toBe(true);
  });

  it('metros are cities of GET /client/cities: same ids, names and centres', () => {
    for (const m of routeMetros) {
      const city = cityById(m.cityId);
      expect(city, m.name).toBeDefined();
      expect([city!.name, city!.state]).toEqual([m.name, m.state]);
      expect(haversineKm(Number(city!.latitude), Number(city!.longitude), m.lat, m.lng)).toBeLessThan(0.01);
    }
  });

  it('routes lie in real ZIPs within reach of their metro, named as USPS writes the ZIP', () => {
    const zips = usZips();
    const wrong = routes.filter((r) => {
      const z = zips.get(r.zip);
      const metro = routeMetros.find((m) => m.code === r.metro);
      return (
        !z ||
        !metro ||
        !z.hasArea ||
        r.zip_name !== uspsName(z.city) ||
        !/^[A-Z][A-Z0-9 .'&-]*$/.test(r.zip_name) ||
        r.state !== z.state ||
        haversineKm(z.lat, z.lng, metro.lat, metro.lng) > METRO_RADIUS_KM
      );
    });
    expect(wrong).toEqual([]);
    expect(routes.filter((r) => r.metro === 'AUS').some((r) => r.zip_name === 'AUSTIN')).toBe(true);
  });

  it('route codes are USPS-style and numbered from 001 per ZIP and kind; ids follow zip and code', () => {
    const wrong = routes.filter(
      (r) => !/^\d{5}$/.test(r.zip) || !/^[CRB]\d{3}$/.test(r.croute) || r.id !== routeId(r.zip, r.croute),
    );
    expect(wrong).toEqual([]);
    for (const list of byZip().values()) {
      for (const k of ['C', 'R', 'B']) {
        const numbers = list.filter((r) => kind(r) === k).map((r) => Number(r.croute.slice(1)));
        expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      }
    }
    const kinds = new Set(routes.map(kind));
    expect(kinds).toEqual(new Set(['C', 'R', 'B']));
    // City routes are the bulk; rural routes some, PO-box sections a few.
    const share = (k: string) => routes.filter((r) => kind(r) === k).length / routes.length;
    expect(share('C')).toBeGreaterThan(0.7);
    expect(share('R')).toBeGreaterThan(0.03);
    expect(share('B')).toBeLessThan(0.05);
  });

  it('counts are realistic for their kind; businesses concentrate downtown', () => {
    const within = (n: number, min: number, max: number) => n >= min && n <= max;
    const hasArea = (r: CarrierRouteRow) =>
      r.paths !== null && [r.min_lng, r.min_lat, r.max_lng, r.max_lat].every((v) => v !== null);
    const wrong = routes.filter((r) =>
      kind(r) === 'C'
        ? !within(r.resident_count, 250, 800) || !within(r.business_count, 0, 260) || !hasArea(r)
        : kind(r) === 'R'
          ? !within(r.resident_count, 200, 650) ||
            !within(r.business_count, 0, 18) ||
            r.centre_km <= 13 ||
            !hasArea(r)
          : // PO-box sections: boxes held by residents and businesses, and no area at all.
            !within(r.resident_count, 30, 400) ||
            !within(r.business_count, 10, 160) ||
            r.paths !== null ||
            [r.min_lng, r.min_lat, r.max_lng, r.max_lat].some((v) => v !== null),
    );
    expect(wrong).toEqual([]);
    const city = routes.filter((r) => kind(r) === 'C');
    const downtown = city.filter((r) => r.centre_km < 2.5).map((r) => r.business_count);
    const outer = city.filter((r) => r.centre_km > 8).map((r) => r.business_count);
    expect(median(downtown)).toBeGreaterThan(3 * median(outer));
    expect(median(outer)).toBeLessThan(40);
    // Residences spread over the range rather than piling at its bounds.
    const residences = city.map((r) => r.resident_count);
    expect(residences.filter((n) => n === 250 || n === 800).length / residences.length).toBeLessThan(0.05);
  });

  it('has at least 20 routes within 5 km of Austin’s centre', () => {
    const austin = routeMetros.find((m) => m.name === 'Austin')!;
    const near = routes.filter(
      (r) => r.paths && haversineKm(r.lat, r.lng, austin.lat, austin.lng) <= 5 && r.metro === 'AUS',
    );
    expect(near.length).toBeGreaterThanOrEqual(20);
  });

  it('stores outlines compactly: flat rings of 5-decimal coordinates, inside the box columns', () => {
    const wrong = routes.filter((r) => {
      if (!r.paths) return false;
      const [ring, ...more] = rings(r);
      if (!ring || more.length > 0 || ring.length % 2 !== 0 || ring.length < 6) return true;
      for (let i = 0; i < ring.length; i += 2) {
        const [lng, lat] = [ring[i]!, ring[i + 1]!];
        if (Math.round(lng * 1e5) / 1e5 !== lng || Math.round(lat * 1e5) / 1e5 !== lat) return true;
        if (lng < r.min_lng! || lng > r.max_lng! || lat < r.min_lat! || lat > r.max_lat!) return true;
      }
      return false;
    });
    expect(wrong).toEqual([]);
  });
});

describe('route world: geometry', () => {
  // ZIPs near the centre of a few metros (where routes are small and many), and some on the edge.
  const sampleZips = () => {
    const zips = byZip();
    const central = ['AUS', 'CHI', 'DEN', 'BNA', 'SEA', 'MSP'].flatMap((metro) =>
      [...zips.values()]
        .filter((list) => list[0]!.metro === metro && list.filter((r) => r.paths).length >= 4)
        .sort((a, b) => a[0]!.centre_km - b[0]!.centre_km)
        .slice(0, 2),
    );
    const edge = [...zips.values()].filter((list) => list.some((r) => r.croute.startsWith('R'))).slice(0, 4);
    return [...central, ...edge].map((list) => list[0]!.zip);
  };

  it('neighbouring routes of a ZIP share edges (the same two vertices)', () => {
    const zips = byZip();
    for (const zip of sampleZips()) {
      const list = zips.get(zip)!.filter((r) => r.paths);
      expect(list.length, zip).toBeGreaterThan(2);
      const edges = (r: CarrierRouteRow) => {
        const flat = rings(r)[0]!;
        const pts = Array.from({ length: flat.length / 2 }, (_, i) => `${flat[2 * i]},${flat[2 * i + 1]}`);
        return pts.map((p, i) => [p, pts[(i + 1) % pts.length]!].sort().join('|'));
      };
      const seen = new Map<string, number>();
      for (const r of list) for (const e of edges(r)) seen.set(e, (seen.get(e) ?? 0) + 1);
      for (const r of list) {
        // Every route borders another one of its ZIP along a whole edge...
        expect(
          edges(r).some((e) => seen.get(e) === 2),
          `${zip} ${r.croute}`,
        ).toBe(true);
      }
      // ...and no edge is used by more than two routes.
      expect(Math.max(...seen.values())).toBeLessThanOrEqual(2);
    }
  });

  it('routes never overlap (intersection area about 0), within a ZIP and across ZIP borders', () => {
    const sample = routes.filter((r) => r.paths && ['AUS', 'CHI'].includes(r.metro) && r.centre_km < 4);
    expect(sample.length).toBeGreaterThan(50);
    let pairs = 0;
    for (let i = 0; i < sample.length; i++) {
      for (let j = i + 1; j < sample.length; j++) {
        const [a, b] = [sample[i]!, sample[j]!];
        if (
          a.max_lng! < b.min_lng! ||
          b.max_lng! < a.min_lng! ||
          a.max_lat! < b.min_lat! ||
          b.max_lat! < a.min_lat!
        )
          continue;
        pairs += 1;
        const shared = intersect(featureCollection([toPolygon(a), toPolygon(b)]));
        expect(shared ? area(shared) : 0, `${a.zip}${a.croute} / ${b.zip}${b.croute}`).toBeLessThan(1);
      }
    }
    expect(pairs).toBeGreaterThan(100);
  });

  it('the routes of a ZIP cover its area: no gaps, nothing outside', () => {
    const areas = new Map(routeWorldZipAreas().map((z) => [z.zip, z.ring]));
    const zips = byZip();
    const oneRoute = [...zips.values()].find((l) => l.filter((r) => r.paths).length === 1)?.[0]?.zip;
    for (const zip of [...sampleZips(), ...(oneRoute ? [oneRoute] : [])]) {
      const list = zips.get(zip)!.filter((r) => r.paths);
      const ring = areas.get(zip)!;
      const cell = polygon([[...ring.map((p) => [p[0], p[1]]), [ring[0]![0], ring[0]![1]]]]);
      const covered: Feature<Polygon | MultiPolygon> =
        list.length === 1 ? toPolygon(list[0]!) : union(featureCollection(list.map(toPolygon)))!;
      const cellArea = area(cell);
      expect(Math.abs(area(covered) - cellArea) / cellArea, zip).toBeLessThan(0.002);
      const inside = intersect(featureCollection([covered, cell]))!;
      expect(area(inside) / cellArea, zip).toBeGreaterThan(0.998);
      // Sum of the parts = the whole: no overlap between the ZIP's routes.
      const sum = list.reduce((s, r) => s + area(toPolygon(r)), 0);
      expect(Math.abs(sum - area(covered)) / cellArea, zip).toBeLessThan(0.002);
    }
  });
});

describe('route demographics', () => {
  const keys = ['age', 'household_income', 'household_size'] as const;
  const demographicsOf = (r: CarrierRouteRow) =>
    routeDemographics({
      zip: r.zip,
      croute: r.croute,
      residentCount: r.resident_count,
      centreKm: r.centre_km,
    });

  it('use the attribute keys and value codes of the demographics endpoint, and each sums to the residences', () => {
    const codes = keys.map((k) => demographicAttributes.find((x) => x.key === k)!.values.map((v) => v.value));
    const problems: string[] = [];
    // Every route (checked without an expect per value, which would be slow for thousands of routes).
    for (const r of routes) {
      const d = demographicsOf(r);
      const ok =
        d.residences === r.resident_count &&
        d.attributes.map((a) => a.key).join() === keys.join() &&
        d.attributes.every(
          (a, i) =>
            a.values.map((v) => v.value).join() === codes[i]!.join() &&
            a.values.every((v) => Number.isInteger(v.count) && v.count >= 0) &&
            a.values.reduce((s, v) => s + v.count, 0) === r.resident_count,
        );
      if (!ok) problems.push(`${r.zip}${r.croute}`);
    }
    expect(problems).toEqual([]);
  });

  it('differ by place: more young and single households near the centre', () => {
    const share = (rows: CarrierRouteRow[], key: (typeof keys)[number], value: string) => {
      let n = 0;
      let total = 0;
      for (const r of rows) {
        const d = demographicsOf(r);
        n += d.attributes.find((a) => a.key === key)!.values.find((v) => v.value === value)!.count;
        total += r.resident_count;
      }
      return n / total;
    };
    const central = routes.filter((r) => r.centre_km < 3);
    const outer = routes.filter((r) => r.centre_km > 10);
    expect(share(central, 'household_size', '1')).toBeGreaterThan(share(outer, 'household_size', '1'));
    expect(share(central, 'age', '25_34')).toBeGreaterThan(share(outer, 'age', '25_34'));
  });
});

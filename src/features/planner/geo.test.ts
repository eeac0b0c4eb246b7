import { area } from '@turf/area';
import { polygon } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../api/contract/carrier-route';
import {
  boundsOf,
  circleRing,
  destination,
  distanceMetres,
  isFarFromSearch,
  radiusCovering,
  routesToGeoJson,
} from './geo';
import type { PlanPoint } from '../../lib/plan-url';
import { makeRoute, rect, square } from './test-routes';

/** Metres in one degree of latitude (or of longitude on the equator) on the mean-radius sphere. */
const M_PER_DEGREE = 111_195;
const austin: PlanPoint = { lat: 30.2672, lng: -97.7431 };

/** The point `metres` due north of `p`, or due east when `east`. */
const offset = (p: PlanPoint, metres: number, east = false): PlanPoint =>
  east
    ? { lat: p.lat, lng: p.lng + metres / (M_PER_DEGREE * Math.cos((p.lat * Math.PI) / 180)) }
    : { lat: p.lat + metres / M_PER_DEGREE, lng: p.lng };

const expectWithin = (actual: number, expected: number, share: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(expected * share);

describe('distanceMetres', () => {
  it('gives known distances between cities within 1%', () => {
    // Austin to Dallas (city halls): about 292 km.
    expectWithin(distanceMetres(austin, { lat: 32.7767, lng: -96.797 }), 292_000, 0.01);
    // London to Paris: about 344 km.
    expectWithin(
      distanceMetres({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 }),
      344_000,
      0.01,
    );
    // New York to Los Angeles: about 3,940 km.
    expectWithin(
      distanceMetres({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 }),
      3_940_000,
      0.01,
    );
  });

  it('is about 111.2 km a degree of latitude, and a degree of longitude shrinks with the cosine of the latitude', () => {
    expectWithin(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }), M_PER_DEGREE, 0.001);
    expectWithin(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }), M_PER_DEGREE, 0.001);
    expectWithin(distanceMetres({ lat: 60, lng: 10 }, { lat: 60, lng: 11 }), M_PER_DEGREE / 2, 0.002);
  });

  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceMetres(austin, austin)).toBe(0);
    const dallas = { lat: 32.7767, lng: -96.797 };
    expect(distanceMetres(austin, dallas)).toBeCloseTo(distanceMetres(dallas, austin), 6);
  });

  it('measures short distances to the metre', () => {
    expect(distanceMetres(austin, offset(austin, 250))).toBeCloseTo(250, 0);
    expect(distanceMetres(austin, offset(austin, 250, true))).toBeCloseTo(250, 0);
  });

  it('takes the short way across the antimeridian and reaches half the globe at the antipode', () => {
    expectWithin(distanceMetres({ lat: 0, lng: 179.9 }, { lat: 0, lng: -179.9 }), 0.2 * M_PER_DEGREE, 0.001);
    const antipode = distanceMetres({ lat: 30, lng: -97 }, { lat: -30, lng: 83 });
    expect(Number.isFinite(antipode)).toBe(true);
    expectWithin(antipode, 180 * M_PER_DEGREE, 0.001);
  });
});

describe('isFarFromSearch', () => {
  const search = { point: austin, radius: 1000 };

  it('is true once the centre is more than three quarters of the radius away', () => {
    expect(isFarFromSearch(austin, search)).toBe(false);
    expect(isFarFromSearch(offset(austin, 700), search)).toBe(false);
    expect(isFarFromSearch(offset(austin, 800), search)).toBe(true);
    expect(isFarFromSearch(offset(austin, 800, true), search)).toBe(true);
    expect(isFarFromSearch(offset(austin, 5000, true), search)).toBe(true);
  });

  it('scales with the radius', () => {
    const wide = { point: austin, radius: 10_000 };
    expect(isFarFromSearch(offset(austin, 7000), wide)).toBe(false);
    expect(isFarFromSearch(offset(austin, 8000), wide)).toBe(true);
  });

  it('never offers a new search for a nudge of under 300 m, however small the radius', () => {
    const small = { point: austin, radius: 200 };
    expect(isFarFromSearch(offset(austin, 250), small)).toBe(false);
    expect(isFarFromSearch(offset(austin, 350), small)).toBe(true);
  });
});

describe('destination', () => {
  it('goes the distance asked for, on any bearing (as distanceMetres measures it)', () => {
    for (const metres of [1, 250, 5000, 50_000])
      for (const degrees of [0, 45, 90, 170, 225, 300])
        expect(distanceMetres(austin, destination(austin, metres, (degrees * Math.PI) / 180))).toBeCloseTo(
          metres,
          3,
        );
  });

  it('reads the bearing in radians clockwise from north: north, east, south, west', () => {
    const radius = 2000;
    const lngSpan = radius / (M_PER_DEGREE * Math.cos((austin.lat * Math.PI) / 180));
    const north = destination(austin, radius, 0);
    expect(north.lat).toBeCloseTo(austin.lat + radius / M_PER_DEGREE, 5);
    expect(north.lng).toBeCloseTo(austin.lng, 9);
    const east = destination(austin, radius, Math.PI / 2);
    expect(east.lng).toBeCloseTo(austin.lng + lngSpan, 5);
    expect(east.lat).toBeCloseTo(austin.lat, 4);
    const south = destination(austin, radius, Math.PI);
    expect(south.lat).toBeCloseTo(austin.lat - radius / M_PER_DEGREE, 5);
    expect(south.lng).toBeCloseTo(austin.lng, 9);
    const west = destination(austin, radius, (3 * Math.PI) / 2);
    expect(west.lng).toBeCloseTo(austin.lng - lngSpan, 5);
    expect(west.lat).toBeCloseTo(austin.lat, 4);
  });

  it('follows the sphere: a quarter of the way round the equator is 90 degrees of longitude', () => {
    const quarter = destination({ lat: 0, lng: 0 }, (Math.PI / 2) * 6_371_008.8, Math.PI / 2);
    expect(quarter.lat).toBeCloseTo(0, 9);
    expect(quarter.lng).toBeCloseTo(90, 9);
  });

  it('stays at the point for 0 metres', () => {
    const here = destination(austin, 0, 1.234);
    expect(here.lat).toBeCloseTo(austin.lat, 12);
    expect(here.lng).toBeCloseTo(austin.lng, 12);
  });

  it('is where circleRing puts its points', () => {
    const ring = circleRing(austin, 3000, 8);
    ring.slice(0, -1).forEach((p, i) => {
      expect(destination(austin, 3000, (2 * Math.PI * i) / 8)).toEqual({ lat: p.lat, lng: p.lng });
    });
  });
});

describe('circleRing', () => {
  it('is closed, with the number of points asked for (72 by default) plus the closing one', () => {
    const ring = circleRing(austin, 1000);
    expect(ring).toHaveLength(73);
    expect(ring.at(-1)).toEqual(ring[0]);
    expect(ring.at(-1)).not.toBe(ring[0]);
    expect(circleRing(austin, 1000, 16)).toHaveLength(17);
  });

  it('puts every point at the radius from the centre', () => {
    for (const radius of [100, 1000, 50_000]) {
      for (const p of circleRing(austin, radius)) expect(distanceMetres(austin, p)).toBeCloseTo(radius, 3);
    }
  });

  it('starts due north and goes clockwise: east, south, west', () => {
    const radius = 2000;
    const [north, east, south, west] = circleRing(austin, radius, 4);
    expect(north!.lng).toBeCloseTo(austin.lng, 9);
    expect(north!.lat).toBeCloseTo(austin.lat + radius / M_PER_DEGREE, 5);
    expect(south!.lng).toBeCloseTo(austin.lng, 9);
    expect(south!.lat).toBeCloseTo(austin.lat - radius / M_PER_DEGREE, 5);
    const lngSpan = radius / (M_PER_DEGREE * Math.cos((austin.lat * Math.PI) / 180));
    expect(east!.lng).toBeCloseTo(austin.lng + lngSpan, 5);
    expect(west!.lng).toBeCloseTo(austin.lng - lngSpan, 5);
    expect(east!.lat).toBeCloseTo(austin.lat, 4);
    expect(west!.lat).toBeCloseTo(austin.lat, 4);
  });

  it('encloses the area of a circle of that radius (within 1%)', () => {
    const radius = 3000;
    const ring = circleRing(austin, radius);
    const enclosed = area(polygon([ring.map((p) => [p.lng, p.lat])]));
    expectWithin(enclosed, Math.PI * radius ** 2, 0.01);
  });

  it('is a ring of the centre itself for a radius of 0', () => {
    for (const p of circleRing(austin, 0, 8)) {
      expect(p.lat).toBeCloseTo(austin.lat, 9);
      expect(p.lng).toBeCloseTo(austin.lng, 9);
    }
  });
});

describe('radiusCovering', () => {
  const routeWith = (croute: string, ...points: PlanPoint[]) =>
    makeRoute('78701', croute, { paths: [points.map((p): LngLat => ({ lng: p.lng, lat: p.lat }))] });

  it('is the farthest point of any route, rounded up to whole hundreds of metres', () => {
    const near = routeWith('C001', offset(austin, 120), offset(austin, 250, true));
    const far = routeWith('C002', offset(austin, 600), offset(austin, 1234, true));
    expect(radiusCovering(austin, [near])).toBe(300);
    expect(radiusCovering(austin, [near, far])).toBe(1300);
    expect(radiusCovering(austin, [far, near])).toBe(1300);
  });

  it('reads every polygon of a route', () => {
    const route = makeRoute('78701', 'C003', {
      paths: [[offset(austin, 100)], [offset(austin, 2550, true)]].map((ring) =>
        ring.map((p) => ({ lng: p.lng, lat: p.lat })),
      ),
    });
    expect(radiusCovering(austin, [route])).toBe(2600);
  });

  it('always reaches past the farthest point, by at most a hundred metres', () => {
    for (const metres of [0, 1, 99, 150, 999, 1001, 4321, 9876]) {
      const r = radiusCovering(austin, [routeWith('C004', offset(austin, metres))])!;
      expect(r % 100).toBe(0);
      expect(r).toBeGreaterThan(metres);
      expect(r - 100).toBeLessThanOrEqual(metres + 1);
    }
  });

  it('is null without any route points', () => {
    expect(radiusCovering(austin, [])).toBeNull();
    expect(radiusCovering(austin, [makeRoute('78701', 'B001')])).toBeNull();
  });
});

describe('routesToGeoJson', () => {
  const open: LngLat[] = [
    { lng: 0, lat: 0 },
    { lng: 1, lat: 0 },
    { lng: 1, lat: 1 },
  ];

  it('makes one multipolygon feature per route, in [lng, lat] order, with its key, code, ZIP and label', () => {
    const a = makeRoute('78701', 'C001', { paths: [rect(-97.75, 30.26, -97.74, 30.27)] });
    const out = routesToGeoJson([a], null, new Set());
    expect(out).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {
            key: '78701-C001',
            croute: 'C001',
            zip: '78701',
            label: '78701 · C001',
            shade: '',
            mailed: 0,
          },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [-97.75, 30.26],
                  [-97.74, 30.26],
                  [-97.74, 30.27],
                  [-97.75, 30.27],
                  [-97.75, 30.26],
                ],
              ],
            ],
          },
        },
      ],
    });
  });

  it('closes an open ring, and leaves a closed one as it is', () => {
    const route = makeRoute('78701', 'C001', { paths: [open, square(5, 5, 1)] });
    const [polyOpen, polyClosed] = routesToGeoJson([route], null, new Set()).features[0]!.geometry
      .coordinates;
    expect(polyOpen).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ]);
    expect(polyClosed![0]).toHaveLength(5);
  });

  it('leaves out rings of fewer than three points, and routes with no ring left', () => {
    const twoPoints = open.slice(0, 2);
    const mixed = makeRoute('78701', 'C001', { paths: [twoPoints, open] });
    const onlyShort = makeRoute('78701', 'C002', { paths: [twoPoints] });
    const poBox = makeRoute('78701', 'B001');
    const out = routesToGeoJson([mixed, onlyShort, poBox], null, new Set());
    expect(out.features.map((f) => f.properties.key)).toEqual(['78701-C001']);
    expect(out.features[0]!.geometry.coordinates).toHaveLength(1);
  });

  it('carries each route’s shade (empty when unshaded or without a colour) and whether it was mailed', () => {
    const routes = ['C001', 'C002', 'C003'].map((c) => makeRoute('78701', c, { paths: [open] }));
    const shade = new Map([
      ['78701-C001', '#fd8d3c'],
      ['78701-C003', '#a3a3a3'],
    ]);
    const props = routesToGeoJson(routes, shade, new Set(['78701-C002'])).features.map((f) => f.properties);
    expect(props.map((p) => [p.key, p.shade, p.mailed])).toEqual([
      ['78701-C001', '#fd8d3c', 0],
      ['78701-C002', '', 1],
      ['78701-C003', '#a3a3a3', 0],
    ]);
    expect(routesToGeoJson(routes, null, new Set()).features.every((f) => f.properties.shade === '')).toBe(
      true,
    );
  });

  it('labels the same route code in two ZIPs apart, each with its ZIP', () => {
    const routes = ['78704', '78745'].map((zip) => makeRoute(zip, 'C006', { paths: [open] }));
    const labels = routesToGeoJson(routes, null, new Set()).features.map((f) => f.properties.label);
    expect(labels).toEqual(['78704 · C006', '78745 · C006']);
    expect(new Set(labels).size).toBe(2);
  });

  it('is an empty collection for no routes', () => {
    expect(routesToGeoJson([], null, new Set())).toEqual({ type: 'FeatureCollection', features: [] });
  });
});

describe('boundsOf', () => {
  it('is the box around every route, as [[west, south], [east, north]]', () => {
    const a = makeRoute('78701', 'C001', { paths: [rect(-97.75, 30.26, -97.74, 30.27)] });
    const b = makeRoute('78701', 'C002', { paths: [rect(-97.72, 30.24, -97.715, 30.245)] });
    const c = makeRoute('78701', 'C003', { paths: [rect(-97.73, 30.25, -97.725, 30.28)] });
    expect(boundsOf([a])).toEqual([
      [-97.75, 30.26],
      [-97.74, 30.27],
    ]);
    expect(boundsOf([a, b, c])).toEqual([
      [-97.75, 30.24],
      [-97.715, 30.28],
    ]);
  });

  it('skips routes without points, and is null when none has any', () => {
    const a = makeRoute('78701', 'C001', { paths: [square(1, 2, 1)] });
    const poBox = makeRoute('78701', 'B001');
    expect(boundsOf([poBox, a, poBox])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([poBox])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fillWithinRadius, radiusFillPlan, routesWithin } from './fill-radius';
import { destination } from './geo';
import { RADIUS_PRESETS_BY_UNIT } from './radius';
import { makeRoute } from './test-routes';
import type { PlannerRoute } from './types';

const P = { lat: 39.7508, lng: -104.9997 };
const MI = RADIUS_PRESETS_BY_UNIT.mi; // 402, 805, 1609, 3219, 4828, 8047, 16093 m

/** A small square route whose nearest edge lies `metres` east of P, with `pieces` homes. */
function routeAt(code: string, metres: number, pieces: number): PlannerRoute {
  const west = destination(P, metres, Math.PI / 2).lng;
  const h = 0.001;
  return makeRoute('80202', code, {
    residences: pieces,
    businesses: 0,
    paths: [
      [
        { lng: west, lat: P.lat - h },
        { lng: west + 2 * h, lat: P.lat - h },
        { lng: west + 2 * h, lat: P.lat + h },
        { lng: west, lat: P.lat + h },
        { lng: west, lat: P.lat - h },
      ],
    ],
  });
}

// Nearest first, as best fit lists them: 1,000 pieces within 0.5 mi, 2,000 more within 1 mi, 1,500 more
// within 3 mi, 500 more within 10 mi.
const nearest = [
  routeAt('C001', 0, 600),
  routeAt('C002', 500, 400),
  routeAt('C003', 1000, 1200),
  routeAt('C004', 1500, 800),
  routeAt('C005', 4000, 1500),
  routeAt('C006', 12000, 500),
];
const base = { point: P, choices: MI, selected: new Set<string>(), startPieces: 0 };

describe('routesWithin', () => {
  it('keeps the routes whose outline lies within the radius, in their order', () => {
    expect(routesWithin(P, MI[1]!, nearest).map((r) => r.croute)).toEqual(['C001', 'C002']);
    expect(routesWithin(P, MI[2]!, nearest).map((r) => r.croute)).toEqual(['C001', 'C002', 'C003', 'C004']);
  });
});

describe('fillWithinRadius', () => {
  it('fills from the routes within the radius only, when they reach the target', () => {
    const fill = fillWithinRadius(nearest, { ...base, radius: MI[2]!, target: 2000 });
    expect(fill.within).toMatchObject({ add: ['80202-C001', '80202-C002', '80202-C003'], reached: true });
    expect(fill.offer).toBeNull();
  });

  it('falls short within the radius: offers the next radius of the list that reaches, skipping one that does not', () => {
    // Within 0.5 mi: 1,000 pieces. 1 mi reaches 3,000, 2 mi nothing more, 3 mi reaches 4,500.
    const fill = fillWithinRadius(nearest, { ...base, radius: MI[1]!, target: 4000 });
    expect(fill.within).toMatchObject({ pieces: 1000, reached: false, shortBy: 3000 });
    expect(fill.offer?.radius).toBe(MI[4]);
    expect(fill.offer?.result).toMatchObject({ pieces: 4500, reached: true });
    expect(fill.offer?.result.add).toHaveLength(5);
  });

  it('when no radius of the list reaches, offers the smallest one that reaches as far as the largest', () => {
    const fill = fillWithinRadius(nearest, { ...base, radius: MI[3]!, target: 10_000_000 });
    expect(fill.within.pieces).toBe(3000);
    expect(fill.offer).toMatchObject({ radius: MI[6], result: { pieces: 5000, reached: false } });
    // Only the routes of 3 mi: the offer is 3 mi, the first choice that takes in the route at 4 km.
    const closer = fillWithinRadius(nearest.slice(0, 5), { ...base, radius: MI[3]!, target: 10_000_000 });
    expect(closer.offer).toMatchObject({ radius: MI[4], result: { pieces: 4500 } });
  });

  it('offers nothing at the largest radius, or when a larger radius holds no more routes', () => {
    expect(fillWithinRadius(nearest, { ...base, radius: MI[6]!, target: 10_000 }).offer).toBeNull();
    expect(
      fillWithinRadius(nearest.slice(0, 2), { ...base, radius: MI[1]!, target: 10_000 }).offer,
    ).toBeNull();
  });

  it('offers only radii of the list, also from a radius the list does not have', () => {
    const fill = fillWithinRadius(nearest, { ...base, radius: 1000, target: 2500 });
    expect(MI).toContain(fill.offer?.radius);
    expect(fill.offer?.radius).toBe(MI[2]);
  });

  it('keeps the selection: its pieces count and its routes are not added again', () => {
    const fill = fillWithinRadius(nearest, {
      ...base,
      radius: MI[1]!,
      target: 2500,
      selected: new Set(['80202-C003']),
      startPieces: 1200,
    });
    expect(fill.within).toMatchObject({ add: ['80202-C001', '80202-C002'], pieces: 2200, reached: false });
    expect(fill.offer).toMatchObject({
      radius: MI[2],
      result: { add: ['80202-C001', '80202-C002', '80202-C004'], pieces: 3000, reached: true },
    });
  });
});

describe('radiusFillPlan', () => {
  const ctx = { unit: 'mi' as const, locale: 'en-US' };

  it('adds the routes and says so when the radius reaches the target', () => {
    const fill = fillWithinRadius(nearest, { ...base, radius: MI[2]!, target: 2000 });
    expect(radiusFillPlan(fill, { ...ctx, target: 2000, radius: MI[2]! })).toEqual({
      add: ['80202-C001', '80202-C002', '80202-C003'],
      text: 'Added 3 routes: 2,200 pieces.',
      offer: null,
    });
  });

  it('falling short changes nothing: it says how far the radius reaches and offers the next one', () => {
    const fill = fillWithinRadius(nearest, { ...base, radius: MI[1]!, target: 4000 });
    const plan = radiusFillPlan(fill, { ...ctx, target: 4000, radius: MI[1]! });
    expect(plan.add).toEqual([]);
    expect(plan.text).toBe(
      'With the routes within 0.5 mi, the mailing reaches 1,000 pieces, 3,000 short of 4,000. Within 3 mi it reaches 4,500.',
    );
    expect(plan.offer).toMatchObject({
      radius: MI[4],
      button: 'Widen to 3 mi and add 5 routes',
      after: 'Added 5 routes: 4,500 pieces, within 3 mi.',
    });
  });

  it('the largest offer says it is the most the list allows; no route at all says so', () => {
    const far = fillWithinRadius(nearest, { ...base, radius: MI[3]!, target: 10_000_000 });
    expect(radiusFillPlan(far, { ...ctx, target: 10_000_000, radius: MI[3]! }).text).toBe(
      'With the routes within 2 mi, the mailing reaches 3,000 pieces, 9,997,000 short of 10,000,000. ' +
        'Within 10 mi it reaches 5,000, the most the radius list allows.',
    );
    const none = fillWithinRadius([], { ...base, radius: MI[3]!, target: 3000 });
    expect(radiusFillPlan(none, { ...ctx, target: 3000, radius: MI[3]! })).toEqual({
      add: [],
      text: 'No route within 2 mi can be added: the mailing stays at 0 pieces, 3,000 short of 3,000.',
      offer: null,
    });
  });
});

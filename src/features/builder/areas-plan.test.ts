import { describe, expect, it } from 'vitest';
import type { DraftTargeting } from '../../api/contract/draft-targeting';
import { piecesOfRoutes, sameRoutes, savedPlanParams, UNNAMED_ZONE, zoneOfPlan } from './areas-plan';

const targeting = (over: Partial<DraftTargeting> = {}): DraftTargeting => ({
  campaignId: '7',
  suggestionsEnabled: false,
  distributionLocations: [
    {
      name: '1100 Congress Ave, Austin, TX',
      lat: 30.2747123,
      lng: -97.7403456,
      radius: 800,
      is_focused: true,
      selected_routes_count: 3,
    },
  ],
  routes: [
    { zip: '78701', croute: 'C001', residentCount: 500, businessCount: 40, totalCount: 540 },
    { zip: '78701', croute: 'C004', residentCount: 400, businessCount: 10, totalCount: 410 },
    { zip: '78702', croute: 'C010', residentCount: 300, businessCount: 0, totalCount: 300 },
  ],
  totalCount: 1250,
  ...over,
});

describe('savedPlanParams (restoring the planner from a saved draft)', () => {
  it('comes back exactly as searched: label, point, radius, routes', () => {
    expect(savedPlanParams(targeting())).toEqual({
      q: '1100 Congress Ave, Austin, TX',
      lat: '30.27471',
      lng: '-97.74035',
      r: '800',
      routes: '78701-C001.C004_78702-C010',
    });
  });

  it('keeps a small radius as it was (no rounding up), within the planner’s bounds', () => {
    const at = (radius: number) =>
      savedPlanParams(
        targeting({ distributionLocations: [{ ...targeting().distributionLocations[0]!, radius }] }),
      )!.r;
    expect(at(250)).toBe('250');
    expect(at(40)).toBe('100');
    expect(at(50_000)).toBe('20000');
  });

  it('a point picked on the map has no search text; no zone gives the routes alone; no routes gives null', () => {
    const unnamed = targeting({
      distributionLocations: [{ ...targeting().distributionLocations[0]!, name: UNNAMED_ZONE }],
    });
    expect(savedPlanParams(unnamed)).not.toHaveProperty('q');
    expect(savedPlanParams(targeting({ distributionLocations: [] }))).toEqual({
      routes: '78701-C001.C004_78702-C010',
    });
    expect(savedPlanParams(targeting({ routes: [] }))).toBeNull();
  });
});

describe('zoneOfPlan (the zone sent with the routes)', () => {
  it('is the searched label, point and radius', () => {
    const search = new URLSearchParams({
      q: '1100 Congress Ave',
      lat: '30.27471',
      lng: '-97.74035',
      r: '800',
    });
    expect(zoneOfPlan(search)).toEqual({
      name: '1100 Congress Ave',
      lat: 30.27471,
      lng: -97.74035,
      radius: 800,
    });
  });
  it('defaults the radius, names an unlabelled point, and is null without a point', () => {
    expect(zoneOfPlan(new URLSearchParams({ lat: '30', lng: '-97' }))).toEqual({
      name: UNNAMED_ZONE,
      lat: 30,
      lng: -97,
      radius: 3000,
    });
    expect(zoneOfPlan(new URLSearchParams({ q: 'Austin' }))).toBeNull();
    expect(zoneOfPlan(new URLSearchParams({ lat: '95', lng: '0' }))).toBeNull();
  });
  it('round-trips with savedPlanParams', () => {
    const zone = zoneOfPlan(
      new URLSearchParams({ q: 'Zilker Park', lat: '30.26', lng: '-97.77', r: '1200' }),
    )!;
    const t = targeting({ distributionLocations: [{ ...zone, is_focused: true, selected_routes_count: 3 }] });
    const params = savedPlanParams(t)!;
    expect(zoneOfPlan(new URLSearchParams(params))).toEqual(zone);
  });
});

describe('sameRoutes and piecesOfRoutes', () => {
  it('compares route sets in any order, and counts homes and businesses', () => {
    const saved = targeting().routes;
    expect(sameRoutes([...saved].reverse(), saved)).toBe(true);
    expect(sameRoutes(saved.slice(1), saved)).toBe(false);
    expect(piecesOfRoutes(saved)).toBe(1250);
  });
});

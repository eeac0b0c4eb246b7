import { describe, expect, it } from 'vitest';
import { carrierRouteSchema } from '../../api/contract/carrier-route';
import { square } from './test-routes';
import { bboxesOverlap, bboxOf, indexRoutes, isPoBox, routeKey, toPlannerRoute } from './types';

const base = {
  zip: '78701',
  croute: 'C004',
  zipName: 'AUSTIN',
  residentCount: 420,
  businessCount: 35,
  totalCount: 455,
  raw: { v: 1, zip: '78701', croute: 'C004', sig: 'x' },
};

describe('toPlannerRoute', () => {
  it('keys the route by ZIP and code and keeps the counts and paths', () => {
    const paths = [square(-97.75, 30.26, 0.01), square(-97.7, 30.3, 0.02)];
    const route = toPlannerRoute({ ...base, paths });
    expect(route).toEqual({
      key: '78701-C004',
      zip: '78701',
      croute: 'C004',
      zipName: 'AUSTIN',
      residences: 420,
      businesses: 35,
      total: 455,
      paths,
      bbox: { minLng: -97.75, minLat: 30.26, maxLng: -97.68, maxLat: 30.32 },
    });
    expect(route).not.toHaveProperty('raw');
  });

  it('reads a route without paths as having none, and no box', () => {
    const route = toPlannerRoute(base);
    expect(route.paths).toEqual([]);
    expect(route.bbox).toBeNull();
  });

  it('reads a flat ring as one polygon (through the contract schema)', () => {
    const parsed = carrierRouteSchema.parse({ ...base, paths: square(0, 0, 1) });
    expect(toPlannerRoute(parsed).paths).toHaveLength(1);
    expect(toPlannerRoute(parsed).bbox).toEqual({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 });
  });

  it('keeps the shaded demographics as counts per code, dropping other attributes and bad counts', () => {
    const route = toPlannerRoute({
      ...base,
      demographics: [
        {
          key: 'age',
          values: [
            { value: '18_24', count: 10 },
            { value: '25_34', count: -3 },
            { value: '35_44', count: Number.NaN },
          ],
        },
        { key: 'home_ownership', values: [{ value: 'owner', count: 300 }] },
        { key: 'household_size', values: [{ value: '1', count: 5 }] },
      ],
    });
    expect(route.demographics).toEqual({ age: { '18_24': 10 }, household_size: { '1': 5 } });
  });

  it('leaves demographics out when none of the shaded attributes is there', () => {
    const route = toPlannerRoute({
      ...base,
      demographics: [{ key: 'children_present', values: [{ value: 'yes', count: 3 }] }],
    });
    expect(route).not.toHaveProperty('demographics');
  });
});

describe('helpers', () => {
  it('routeKey joins ZIP and code with a dash', () => {
    expect(routeKey('78702', 'R010')).toBe('78702-R010');
  });

  it('bboxOf skips points that are not finite; null when none is', () => {
    expect(
      bboxOf([
        [
          { lng: 1, lat: 2 },
          { lng: Number.NaN, lat: 50 },
          { lng: 3, lat: -1 },
        ],
      ]),
    ).toEqual({ minLng: 1, minLat: -1, maxLng: 3, maxLat: 2 });
    expect(bboxOf([[{ lng: Number.POSITIVE_INFINITY, lat: 0 }]])).toBeNull();
    expect(bboxOf([])).toBeNull();
  });

  it('bboxesOverlap counts touching boxes and refuses separate ones', () => {
    const a = { minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 };
    expect(bboxesOverlap(a, { minLng: 1, minLat: 1, maxLng: 2, maxLat: 2 })).toBe(true);
    expect(bboxesOverlap(a, { minLng: 1.01, minLat: 0, maxLng: 2, maxLat: 1 })).toBe(false);
    expect(bboxesOverlap(a, { minLng: 0, minLat: -2, maxLng: 1, maxLat: -0.5 })).toBe(false);
  });

  it('indexRoutes keys routes, the later one winning', () => {
    const a = toPlannerRoute(base);
    const b = toPlannerRoute({ ...base, residentCount: 1 });
    const index = indexRoutes([a, b]);
    expect(index.size).toBe(1);
    expect(index.get('78701-C004')?.residences).toBe(1);
  });

  it('isPoBox is true for B codes only', () => {
    expect(isPoBox({ croute: 'B001' })).toBe(true);
    expect(isPoBox({ croute: 'C001' })).toBe(false);
    expect(isPoBox({ croute: 'R001' })).toBe(false);
  });
});

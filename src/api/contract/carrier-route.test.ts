import { describe, expect, it } from 'vitest';
import {
  carrierRouteListSchema,
  carrierRouteSchema,
  carrierRouteSearchQuerySchema,
  parseCarrierRouteSearchQuery,
  type CarrierRouteSearchParams,
} from './carrier-route';
import { toSearchParams } from './query';

const raw = {
  ZIP: '78701',
  CRID_ID: '78701C001',
  geometry: { type: 'Polygon' },
  meta: [1, 2, { deep: true }],
};
const route = {
  zip: '78701',
  croute: 'C001',
  zipName: 'AUSTIN',
  residentCount: 612,
  businessCount: 88,
  totalCount: 700,
  raw,
};

describe('carrierRouteSchema', () => {
  it('keeps raw exactly as received', () => {
    const parsed = carrierRouteSchema.parse(route);
    expect(parsed.raw).toEqual(raw);
    expect(parsed.paths).toBeUndefined();
  });

  it('reads polygon paths, wrapping a single flat ring', () => {
    const ring = [
      { lng: -97.74, lat: 30.27 },
      { lng: -97.73, lat: 30.27 },
      { lng: -97.73, lat: 30.26 },
    ];
    expect(carrierRouteSchema.parse({ ...route, paths: [ring, ring] }).paths).toHaveLength(2);
    expect(carrierRouteSchema.parse({ ...route, paths: ring }).paths).toEqual([ring]);
    expect(carrierRouteSchema.safeParse({ ...route, paths: [[{ lng: -200, lat: 0 }]] }).success).toBe(false);
  });

  it('refuses a raw that is not an object and strips unknown fields', () => {
    expect(carrierRouteSchema.safeParse({ ...route, raw: 'C001' }).success).toBe(false);
    expect(carrierRouteSchema.parse({ ...route, rate: 0.2 })).not.toHaveProperty('rate');
    expect(carrierRouteListSchema.parse({ nodes: [route], totalCount: 340 }).nodes).toHaveLength(1);
  });
});

describe('carrierRouteSearchQuerySchema', () => {
  it('requires lat and lng and applies defaults', () => {
    expect(carrierRouteSearchQuerySchema.parse({ lat: '30.2672', lng: '-97.7431' })).toEqual({
      lat: 30.2672,
      lng: -97.7431,
      radius: 3000,
      first: 200,
      includePaths: false,
      includeDemographics: false,
    });
    const missing = carrierRouteSearchQuerySchema.safeParse({ lat: '30.2' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['lng']);
  });

  it('bounds coordinates, radius and first', () => {
    expect(carrierRouteSearchQuerySchema.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
    expect(carrierRouteSearchQuerySchema.safeParse({ lat: '0', lng: '-181' }).success).toBe(false);
    expect(carrierRouteSearchQuerySchema.safeParse({ lat: 'north', lng: '0' }).success).toBe(false);
    expect(carrierRouteSearchQuerySchema.safeParse({ lat: '0', lng: '0', radius: '20001' }).success).toBe(
      false,
    );
    expect(carrierRouteSearchQuerySchema.safeParse({ lat: '0', lng: '0', first: '501' }).success).toBe(false);
    expect(
      carrierRouteSearchQuerySchema.parse({ lat: '0', lng: '0', radius: '20000', first: '500' }),
    ).toMatchObject({
      radius: 20000,
      first: 500,
    });
  });

  it('round-trips what the dashboard serialises', () => {
    const params: CarrierRouteSearchParams = {
      lat: 30.2672,
      lng: -97.7431,
      radius: 1500,
      includePaths: true,
    };
    expect(parseCarrierRouteSearchQuery(Object.fromEntries(toSearchParams(params))).data).toEqual({
      ...params,
      first: 200,
      includeDemographics: false,
    });
  });
});

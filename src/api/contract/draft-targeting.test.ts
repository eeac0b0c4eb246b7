import { describe, expect, it } from 'vitest';
import { draftTargetingSchema } from './draft-targeting';

const targeting = {
  campaignId: '2210',
  suggestionsEnabled: true,
  distributionLocations: [
    {
      name: 'Downtown Austin',
      lat: 30.2672,
      lng: -97.7431,
      radius: 3000,
      is_focused: true,
      selected_routes_count: 2,
    },
  ],
  routes: [
    { zip: '78701', croute: 'C001', residentCount: 612, businessCount: 88, totalCount: 700 },
    { zip: '78701', croute: 'C002', residentCount: 540, businessCount: 31, totalCount: 571 },
  ],
  totalCount: 1271,
};

describe('draftTargetingSchema', () => {
  it('parses locations, routes and the total', () => {
    const parsed = draftTargetingSchema.parse(targeting);
    expect(parsed).toEqual(targeting);
    expect(parsed.attributes).toBeUndefined();
  });

  it('keeps demographic attributes when set and strips route raw objects', () => {
    const parsed = draftTargetingSchema.parse({
      ...targeting,
      routes: [{ ...targeting.routes[0], raw: { id: 'x' } }],
      attributes: [{ key: 'income', values: ['50-75k', '75-100k'] }],
    });
    expect(parsed.attributes).toEqual([{ key: 'income', values: ['50-75k', '75-100k'] }]);
    expect(parsed.routes[0]).not.toHaveProperty('raw');
  });

  it('refuses coordinates out of range', () => {
    const bad = {
      ...targeting,
      distributionLocations: [{ ...targeting.distributionLocations[0], lat: 123 }],
    };
    expect(draftTargetingSchema.safeParse(bad).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  cityListQuerySchema,
  cityListSchema,
  citySchema,
  effectiveCityState,
  parseCityListQuery,
  splitCitySearch,
  type CityListParams,
} from './city';
import { toSearchParams } from './query';

const austin = {
  id: '4671654',
  name: 'Austin',
  state: 'TX',
  nameWithState: 'Austin, TX',
  country_id: 'US',
  country_name: 'United States',
  latitude: '30.26715',
  longitude: '-97.74306',
};

describe('citySchema and cityListSchema', () => {
  it('parses a city and a page with counts and completeness', () => {
    expect(citySchema.parse({ ...austin, population: 961855 })).toEqual(austin);
    const page = cityListSchema.parse({
      nodes: [austin],
      returnedCount: 1,
      totalCount: 1200,
      hasNextPage: true,
      complete: false,
      adjustments: [
        {
          code: 'TRUNCATED',
          field: 'nodes',
          requested: 1200,
          applied: 1,
          affects: ['nodes'],
          detail: 'Only the first page is returned.',
        },
      ],
      note: 'Raise first or page with skip.',
    });
    expect(page.adjustments[0]?.code).toBe('TRUNCATED');
    expect(page.hasNextPage).toBe(true);
  });

  it('refuses coordinates that are not decimal strings', () => {
    expect(citySchema.safeParse({ ...austin, latitude: 30.26715 }).success).toBe(false);
    expect(citySchema.safeParse({ ...austin, longitude: 'west' }).success).toBe(false);
  });
});

describe('cityListQuerySchema', () => {
  it('defaults first to 500 and allows up to 1000', () => {
    expect(cityListQuerySchema.parse({})).toEqual({
      search: undefined,
      state: undefined,
      first: 500,
      skip: 0,
    });
    expect(cityListQuerySchema.parse({ first: '1000' }).first).toBe(1000);
    expect(cityListQuerySchema.safeParse({ first: '1001' }).success).toBe(false);
  });

  it('normalises the state code and refuses a bad one', () => {
    expect(cityListQuerySchema.parse({ state: 'tx' }).state).toBe('TX');
    expect(cityListQuerySchema.safeParse({ state: 'Texas' }).success).toBe(false);
  });

  it('reads "Name, ST" searches; an explicit state wins', () => {
    expect(splitCitySearch('Austin, TX')).toEqual({ name: 'Austin', state: 'TX' });
    expect(splitCitySearch(' san antonio,tx ')).toEqual({ name: 'san antonio', state: 'TX' });
    expect(splitCitySearch('Austin')).toEqual({ name: 'Austin' });
    expect(splitCitySearch('Washington, District of Columbia')).toEqual({
      name: 'Washington, District of Columbia',
    });
    expect(effectiveCityState(cityListQuerySchema.parse({ search: 'Austin, TX' }))).toBe('TX');
    expect(effectiveCityState(cityListQuerySchema.parse({ search: 'Austin, TX', state: 'MN' }))).toBe('MN');
    expect(effectiveCityState(cityListQuerySchema.parse({}))).toBeUndefined();
  });

  it('round-trips what the dashboard serialises', () => {
    const params: CityListParams = { search: 'Austin, TX', state: 'TX', first: 20, skip: 40 };
    expect(parseCityListQuery(Object.fromEntries(toSearchParams(params))).data).toEqual(params);
  });
});

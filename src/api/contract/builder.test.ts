import { describe, expect, it } from 'vitest';
import {
  builderChannels,
  cancelDraftResponseSchema,
  createDraftRequestSchema,
  createDraftResponseSchema,
  MAX_AREAS_ROUTES,
  renameRequestSchema,
  renameResponseSchema,
  setAreasRequestSchema,
  setAreasResponseSchema,
  setAudienceRequestSchema,
  setAudienceResponseSchema,
  setCitiesRequestSchema,
  setCitiesResponseSchema,
  setCreativeRequestSchema,
  setCreativeResponseSchema,
  setDemographicsRequestSchema,
  setDemographicsResponseSchema,
  setDetailsRequestSchema,
  setDetailsResponseSchema,
  submitDraftResponseSchema,
  TOO_MANY_ROUTES,
} from './builder';

const pathsOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } },
  v: unknown,
) => (schema.safeParse(v).error?.issues ?? []).map((i) => i.path.join('.'));

describe('create draft', () => {
  it('accepts ADM with EDDM and an optional name', () => {
    expect(createDraftRequestSchema.parse({ channel: 'ADM', subtype: 'EDDM' })).toEqual({
      channel: 'ADM',
      subtype: 'EDDM',
    });
    expect(
      createDraftRequestSchema.parse({ channel: 'H2H', subtype: 'HANDTOHAND', name: ' Spring ' }).name,
    ).toBe('Spring');
    expect(builderChannels.ADM.campaignType).toBe(3);
  });

  it('refuses unknown channels, a subtype of another channel and a client id is not carried', () => {
    expect(pathsOf(createDraftRequestSchema, { channel: 'FAX', subtype: 'EDDM' })).toEqual(['channel']);
    expect(pathsOf(createDraftRequestSchema, { channel: 'H2H', subtype: 'EDDM' })).toEqual(['subtype']);
    expect(
      createDraftRequestSchema.parse({ channel: 'ADM', subtype: 'EDDM', clientId: '2' }),
    ).not.toHaveProperty('clientId');
  });

  it('parses the response', () => {
    const response = {
      campaignId: 2210,
      type: 3,
      name: 'Spring',
      channel: 'ADM',
      subtype: 'EDDM',
      status: 0,
      statusEnum: 'DRAFT',
    };
    expect(createDraftResponseSchema.parse(response)).toEqual(response);
    expect(createDraftResponseSchema.safeParse({ ...response, campaignId: '2210' }).success).toBe(false);
  });
});

describe('areas', () => {
  const raw = { ZIP: '78701', CRID_ID: '78701C001', extra: { nested: [1, 2] } };

  it('passes raw route objects through unchanged', () => {
    expect(setAreasRequestSchema.parse({ routes: [raw] }).routes[0]).toEqual(raw);
    expect(setAreasResponseSchema.parse({ campaignId: 2210, routes: 2, homes: 1271 })).toEqual({
      campaignId: 2210,
      routes: 2,
      homes: 1271,
    });
  });

  it('names the largest write in its refusal, with its thousands comma', () => {
    expect(TOO_MANY_ROUTES).toBe(
      `A draft can hold at most ${MAX_AREAS_ROUTES.toLocaleString('en-US')} routes`,
    );
  });

  it('refuses an empty list, a missing list and non-object routes', () => {
    expect(pathsOf(setAreasRequestSchema, { routes: [] })).toEqual(['routes']);
    expect(pathsOf(setAreasRequestSchema, {})).toEqual(['routes']);
    expect(pathsOf(setAreasRequestSchema, { routes: ['78701C001'] })).toEqual(['routes.0']);
    expect(pathsOf(setAreasRequestSchema, { routes: [{}] })).toEqual(['routes.0']);
  });
});

describe('cities', () => {
  it('accepts cities with an optional volume', () => {
    const body = { cities: [{ cityId: '4671654', volume: 5000 }, { cityId: '4699066' }] };
    expect(setCitiesRequestSchema.parse(body)).toEqual(body);
    expect(setCitiesResponseSchema.parse({ campaignId: 2210, cities: 2 }).cities).toBe(2);
  });

  it('refuses none, duplicates and a negative volume', () => {
    expect(pathsOf(setCitiesRequestSchema, { cities: [] })).toEqual(['cities']);
    expect(pathsOf(setCitiesRequestSchema, { cities: [{ cityId: '1' }, { cityId: '1' }] })).toEqual([
      'cities.1.cityId',
    ]);
    expect(pathsOf(setCitiesRequestSchema, { cities: [{ cityId: '1', volume: -5 }] })).toEqual([
      'cities.0.volume',
    ]);
  });
});

describe('demographics', () => {
  it('accepts attributes, and an empty list clears them', () => {
    const body = {
      attributes: [
        { code: 'income', values: ['50-75k'] },
        { code: 'age', values: ['25-34', '35-44'] },
      ],
    };
    expect(setDemographicsRequestSchema.parse(body)).toEqual(body);
    expect(setDemographicsRequestSchema.parse({ attributes: [] }).attributes).toEqual([]);
    expect(setDemographicsResponseSchema.parse({ campaignId: 2210, attributes: 2 }).attributes).toBe(2);
  });

  it('refuses an attribute without values and a duplicated key', () => {
    expect(pathsOf(setDemographicsRequestSchema, { attributes: [{ code: 'age', values: [] }] })).toEqual([
      'attributes.0.values',
    ]);
    const dup = {
      attributes: [
        { code: 'age', values: ['a'] },
        { code: 'age', values: ['b'] },
      ],
    };
    expect(pathsOf(setDemographicsRequestSchema, dup)).toEqual(['attributes.1.code']);
  });
});

describe('audience', () => {
  it('accepts a string or numeric audienceId', () => {
    expect(setAudienceRequestSchema.parse({ audienceId: '301' })).toEqual({ audienceId: '301' });
    expect(setAudienceRequestSchema.parse({ audienceId: 301 })).toEqual({ audienceId: '301' });
    expect(pathsOf(setAudienceRequestSchema, {})).toEqual(['audienceId']);
    expect(setAudienceResponseSchema.parse({ campaignId: 2210, audienceId: 301 }).audienceId).toBe(301);
  });
});

describe('details', () => {
  it('accepts a start date, a volume or both', () => {
    expect(setDetailsRequestSchema.parse({ startDate: '2026-04-20', volume: 5000 })).toEqual({
      startDate: '2026-04-20',
      volume: 5000,
    });
    expect(setDetailsRequestSchema.parse({ startDate: '2026-04-20' })).toEqual({ startDate: '2026-04-20' });
    expect(setDetailsResponseSchema.parse({ campaignId: 2210, startDate: '2026-04-20' }).startDate).toBe(
      '2026-04-20',
    );
  });

  it('refuses bad dates, volume -5 and an empty body', () => {
    expect(pathsOf(setDetailsRequestSchema, { startDate: '2026-02-30' })).toEqual(['startDate']);
    expect(pathsOf(setDetailsRequestSchema, { startDate: '20/04/2026' })).toEqual(['startDate']);
    expect(pathsOf(setDetailsRequestSchema, { volume: -5 })).toEqual(['volume']);
    expect(pathsOf(setDetailsRequestSchema, { volume: 12.5 })).toEqual(['volume']);
    expect(setDetailsRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('rename', () => {
  it('accepts 1..120 characters after trimming', () => {
    expect(renameRequestSchema.parse({ name: '  Summer drop  ' })).toEqual({ name: 'Summer drop' });
    expect(renameRequestSchema.parse({ name: 'x'.repeat(120) }).name).toHaveLength(120);
    expect(pathsOf(renameRequestSchema, { name: '   ' })).toEqual(['name']);
    expect(pathsOf(renameRequestSchema, { name: 'x'.repeat(121) })).toEqual(['name']);
    expect(pathsOf(renameRequestSchema, {})).toEqual(['name']);
    expect(renameRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('is required');
    expect(renameRequestSchema.safeParse({ name: 42 }).error?.issues[0]?.message).toBe('expected a name');
    expect(renameResponseSchema.parse({ campaignId: 2210, name: 'Summer drop' }).name).toBe('Summer drop');
  });
});

describe('creative', () => {
  it('takes exactly one of designId and templateId', () => {
    expect(setCreativeRequestSchema.parse({ designId: 'd-77' })).toEqual({ designId: 'd-77' });
    expect(setCreativeRequestSchema.parse({ templateId: 't-12' })).toEqual({ templateId: 't-12' });
    expect(setCreativeRequestSchema.safeParse({}).success).toBe(false);
    expect(setCreativeRequestSchema.safeParse({ designId: 'd-77', templateId: 't-12' }).success).toBe(false);
    expect(
      setCreativeResponseSchema.parse({ campaignId: 2210, designId: 'd-90', templateId: 't-12' }).designId,
    ).toBe('d-90');
  });
});

describe('submit and cancel', () => {
  it('parses the responses and documents the paths', () => {
    expect(
      submitDraftResponseSchema.parse({
        campaignId: 2210,
        internalStatus: 'IN_REVIEW',
        submittedAt: '2026-04-03T10:00:00Z',
      }).internalStatus,
    ).toBe('IN_REVIEW');
    expect(
      cancelDraftResponseSchema.parse({ campaignId: 2210, internalStatus: 'CANCELLED' }).campaignId,
    ).toBe(2210);
  });
});

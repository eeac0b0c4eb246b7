import { describe, expect, it } from 'vitest';
import {
  missionListQuerySchema,
  missionListSchema,
  missionSchema,
  missionStatusLabels,
  missionTypeLabels,
  parseMissionListQuery,
  type MissionListParams,
} from './mission';
import { toSearchParams } from './query';

const mission = {
  id: '88412',
  status: 40,
  type: 1,
  campaign_id: '1203',
  campaign_name: 'Spring tasting menu',
  city_id: '4671654',
  city_name: 'Austin',
  location_id: 'loc-19',
  location_name: 'South Congress Ave',
  location_type: 'STREET',
  time_range_start: '2026-03-14T15:00:00.000Z',
  available_date: '2026-03-10',
  check_in_time: '2026-03-14T15:04:10.000Z',
  checkout_time: '2026-03-14T17:58:00.000Z',
  checkout_flyer_quantity: 480,
  cancelled: false,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-14T18:00:00.000Z',
  statusEnum: 'COMPLETED',
  typeEnum: 'HANDTOHAND',
};

describe('missionSchema', () => {
  it('parses a mission with every spec field', () => {
    expect(missionSchema.parse(mission)).toEqual(mission);
  });

  it('strips distributor identity, GPS and pay fields', () => {
    const parsed = missionSchema.parse({
      ...mission,
      distributor_name: 'Jane Roe',
      distributor_phone: '+1 512 555 0100',
      distributor_email: 'jane@example.com',
      national_id: 'X123',
      bank_account: 'US00 0000',
      date_of_birth: '1990-01-01',
      lat: 30.25,
      lng: -97.75,
      gps: { lat: 30.25, lng: -97.75 },
      pay: 60,
      rate: 0.12,
      cost: 60,
    });
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(mission).sort());
  });

  it('accepts a mission that has not run yet (nulls) and refuses a bad timestamp', () => {
    const upcoming = { ...mission, check_in_time: null, checkout_time: null, checkout_flyer_quantity: null };
    expect(missionSchema.parse(upcoming).checkout_time).toBeNull();
    expect(missionSchema.safeParse({ ...mission, time_range_start: 'next tuesday' }).success).toBe(false);
    expect(missionSchema.safeParse({ ...mission, available_date: '10/03/2026' }).success).toBe(false);
  });

  it('parses a list page', () => {
    expect(missionListSchema.parse({ nodes: [mission], totalCount: 5123 }).totalCount).toBe(5123);
  });

  it('labels the spec codes', () => {
    expect(missionStatusLabels[60]).toBe('PAID');
    expect(missionTypeLabels[1]).toBe('HANDTOHAND');
  });
});

describe('missionListQuerySchema', () => {
  it('applies defaults', () => {
    expect(missionListQuerySchema.parse({})).toEqual({
      campaignId: [],
      ids: [],
      statuses: [],
      types: [],
      search: undefined,
      from: undefined,
      to: undefined,
      first: 50,
      skip: 0,
    });
  });

  it('merges campaignId with its alias campaignIds, and statuses with status', () => {
    const q = missionListQuerySchema.parse({
      campaignId: '12,13',
      campaignIds: ['13', '14'],
      statuses: 'completed',
      status: ['10', '40'],
    });
    expect(q.campaignId).toEqual(['12', '13', '14']);
    expect(q.statuses).toEqual([40, 10]);
    expect(q).not.toHaveProperty('campaignIds');
    expect(q).not.toHaveProperty('status');
  });

  it('accepts codes not shown in the spec and refuses unknown labels', () => {
    expect(missionListQuerySchema.parse({ statuses: '20,50', types: '2' })).toMatchObject({
      statuses: [20, 50],
      types: [2],
    });
    expect(missionListQuerySchema.safeParse({ statuses: 'LOST' }).success).toBe(false);
    expect(missionListQuerySchema.safeParse({ campaignId: 'abc' }).success).toBe(false);
  });

  it('bounds first to 1..500', () => {
    expect(missionListQuerySchema.safeParse({ first: '501' }).success).toBe(false);
    expect(missionListQuerySchema.safeParse({ first: '0' }).success).toBe(false);
    expect(missionListQuerySchema.parse({ first: '500', skip: '1000' })).toMatchObject({
      first: 500,
      skip: 1000,
    });
  });

  it('reads from/to as timestamps; a plain date as to includes that whole day', () => {
    const q = missionListQuerySchema.parse({ from: '2026-03-01', to: '2026-03-31' });
    expect(q.from).toBe('2026-03-01T00:00:00.000Z');
    expect(q.to).toBe('2026-03-31T23:59:59.999Z');
    expect(missionListQuerySchema.parse({ to: '2026-03-31T12:00:00Z' }).to).toBe('2026-03-31T12:00:00.000Z');
  });

  it('refuses bad dates and an inverted range', () => {
    expect(missionListQuerySchema.safeParse({ from: 'soon' }).success).toBe(false);
    expect(missionListQuerySchema.safeParse({ to: '2026-02-30' }).success).toBe(false);
    const inverted = missionListQuerySchema.safeParse({ from: '2026-04-01', to: '2026-03-01' });
    expect(inverted.success).toBe(false);
    expect(inverted.error?.issues[0]?.path).toEqual(['from']);
  });

  it('round-trips what the dashboard serialises', () => {
    const params: MissionListParams = {
      campaignId: ['12'],
      statuses: [10, 40],
      types: [1],
      search: 'Congress',
      from: '2026-03-01T00:00:00.000Z',
      first: 100,
      skip: 200,
    };
    const raw = Object.fromEntries(toSearchParams(params));
    const parsed = parseMissionListQuery(raw);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject(params);
  });
});

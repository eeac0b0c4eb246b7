import { describe, expect, it } from 'vitest';
import {
  decodeRouteKeys,
  DEFAULT_FORMAT,
  DEFAULT_RADIUS,
  encodeRouteKeys,
  MAX_RADIUS,
  MAX_URL_ROUTES,
  MIN_RADIUS,
  PLAN_KEYS,
  readPlanUrl,
  readRadius,
  RETIRED_PLAN_KEYS,
  writePlanUrl,
  type PlanUrlState,
} from './plan-url';

const sorted = (keys: string[]) => [...keys].sort();

/** 300 route keys over `zips` ZIPs, codes spread out (never consecutive), C and R mixed. */
function spreadKeys(zips: number, perZip: number): string[] {
  const keys: string[] = [];
  for (let z = 0; z < zips; z++)
    for (let j = 0; j < perZip; j++) {
      const letter = j % 4 === 3 ? 'R' : 'C';
      keys.push(`${78701 + z * 3}-${letter}${String(1 + j * 7 + (z % 5)).padStart(3, '0')}`);
    }
  return keys;
}

describe('encodeRouteKeys', () => {
  it('groups by ZIP, orders codes naturally and shortens a code like the one before it to its number', () => {
    expect(encodeRouteKeys(['78702-C010', '78701-R002', '78701-C004', '78701-C001'])).toBe(
      '78701-C001.4.R002_78702-C010',
    );
    expect(encodeRouteKeys(['78701-C001', '78701-C010', '78701-C100', '78701-H001', '78701-G002'])).toBe(
      '78701-C001.10.100.G002.H001',
    );
  });

  it('leaves out keys it cannot write', () => {
    expect(
      encodeRouteKeys(['bad', '7870-C001', '78701-C-1', '78701-1234', '78701-C00!', '78701-', '78701-C001']),
    ).toBe('78701-C001');
    expect(encodeRouteKeys([])).toBe('');
  });
});

describe('decodeRouteKeys', () => {
  for (const [form, text] of [
    ['the short form', '78701-C001.4.R002_78702-C010'],
    ['the colon-and-comma form', '78701:C001.C004.R002,78702:C010'],
  ])
    it(`reads ${form}`, () => {
      expect(decodeRouteKeys(text)).toEqual(['78701-C001', '78701-C004', '78701-R002', '78702-C010']);
    });

  it('skips what it cannot read and keeps the rest, each key once', () => {
    expect(decodeRouteKeys('78701-C001.x!.4.1234..C001__abc-C1_7870-C1_78703-9.C2_78704')).toEqual([
      '78701-C001',
      '78701-C004',
      '78703-C2',
    ]);
    expect(decodeRouteKeys(null)).toEqual([]);
    expect(decodeRouteKeys('')).toEqual([]);
  });

  it(`reads at most ${MAX_URL_ROUTES} keys`, () => {
    const many = Array.from({ length: MAX_URL_ROUTES + 50 }, (_, i) => `${10000 + i}-C001`).join('_');
    expect(decodeRouteKeys(many)).toHaveLength(MAX_URL_ROUTES);
  });

  it('round-trips any set of writable keys', () => {
    const keys = [...spreadKeys(12, 25), '78701-B001', '78701-C1', '78701-C01', '78701-X9999999'];
    expect(sorted(decodeRouteKeys(encodeRouteKeys(keys)))).toEqual(sorted([...new Set(keys)]));
  });
});

describe('readRadius', () => {
  it('clamps, rounds, and falls back to the default', () => {
    expect(readRadius('2000')).toBe(2000);
    expect(readRadius(' 1500.4 ')).toBe(1500);
    expect(readRadius('50')).toBe(MIN_RADIUS);
    expect(readRadius('99999')).toBe(MAX_RADIUS);
    expect(MAX_RADIUS).toBe(20000);
    expect(readRadius('-5')).toBe(DEFAULT_RADIUS);
    expect(readRadius('abc')).toBe(DEFAULT_RADIUS);
    expect(readRadius(null)).toBe(DEFAULT_RADIUS);
  });
});

describe('readPlanUrl and writePlanUrl', () => {
  const state: PlanUrlState = {
    point: { lat: 30.26715, lng: -97.74306 },
    label: '600 Congress Ave, Austin, TX',
    radius: 2000,
    format: 'SMALL',
    selected: ['78701-C001', '78701-C004', '78702-C010'],
  };

  it('writes every part and reads the same state back', () => {
    const params = writePlanUrl(state);
    expect(params.toString()).toBe(
      'lat=30.26715&lng=-97.74306&q=600+Congress+Ave%2C+Austin%2C+TX&r=2000&fmt=SMALL&routes=78701-C001.4_78702-C010',
    );
    expect(readPlanUrl(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('leaves defaults out and reads an empty URL as the defaults', () => {
    const empty: PlanUrlState = {
      point: null,
      label: '',
      radius: DEFAULT_RADIUS,
      format: DEFAULT_FORMAT,
      selected: [],
    };
    expect(writePlanUrl(empty).toString()).toBe('');
    expect(readPlanUrl(new URLSearchParams())).toEqual(empty);
  });

  it('reads a format in any letter case and an unknown one as the default', () => {
    expect(readPlanUrl(new URLSearchParams('fmt=small')).format).toBe('SMALL');
    expect(readPlanUrl(new URLSearchParams('fmt=POSTER')).format).toBe(DEFAULT_FORMAT);
    expect(writePlanUrl({ ...state, format: DEFAULT_FORMAT }).has('fmt')).toBe(false);
  });

  it('keeps 5 decimals of the point', () => {
    const params = writePlanUrl({ ...state, point: { lat: 30.2671549, lng: -97.743061 } });
    expect(params.get('lat')).toBe('30.26715');
    expect(params.get('lng')).toBe('-97.74306');
    expect(readPlanUrl(new URLSearchParams('lat=30.123456789&lng=1')).point).toEqual({
      lat: 30.12346,
      lng: 1,
    });
  });

  it('reads a bad or half point as none', () => {
    for (const q of [
      'lat=91&lng=0',
      'lat=0&lng=-180.5',
      'lat=abc&lng=0',
      'lat=30',
      'lat=1e3&lng=0',
      'lat=&lng=',
    ])
      expect(readPlanUrl(new URLSearchParams(q)).point, q).toBeNull();
    expect(readPlanUrl(new URLSearchParams('lat=-90&lng=180')).point).toEqual({ lat: -90, lng: 180 });
  });

  it('ignores the retired businesses flag: an old link reads as the same plan, written without it', () => {
    const old = new URLSearchParams(`${writePlanUrl(state).toString()}&biz=1`);
    expect(readPlanUrl(old)).toEqual(state);
    expect(readPlanUrl(old)).not.toHaveProperty('includeBusinesses');
    expect(writePlanUrl(readPlanUrl(old)).has('biz')).toBe(false);
    expect(PLAN_KEYS).not.toContain('biz');
    expect(RETIRED_PLAN_KEYS).toContain('biz');
  });

  it('clamps the radius it reads and writes', () => {
    expect(readPlanUrl(new URLSearchParams('r=100000')).radius).toBe(MAX_RADIUS);
    expect(writePlanUrl({ ...state, radius: 100000 }).get('r')).toBe(String(MAX_RADIUS));
    expect(writePlanUrl({ ...state, radius: Number.NaN }).has('r')).toBe(false);
  });

  it('trims the label and cuts a very long one', () => {
    expect(readPlanUrl(new URLSearchParams({ q: '  Austin  ' })).label).toBe('Austin');
    expect(readPlanUrl(new URLSearchParams({ q: 'x'.repeat(1000) })).label).toHaveLength(200);
  });

  it('reads repeated routes parameters together', () => {
    expect(readPlanUrl(new URLSearchParams('routes=78701-C001&routes=78702-C002')).selected).toEqual([
      '78701-C001',
      '78702-C002',
    ]);
  });

  it('keeps a whole plan of 300 routes under 2,000 characters', () => {
    for (const [zips, perZip] of [
      [30, 10],
      [60, 5],
    ] as const) {
      const selected = spreadKeys(zips, perZip);
      expect(selected).toHaveLength(300);
      const plan = { ...state, label: '600 Congress Ave, Austin, TX 78701', radius: 10000, selected };
      const url = `https://doorstep.example.com/plan?${writePlanUrl(plan).toString()}`;
      expect(url.length, `${zips} ZIPs`).toBeLessThan(2000);
      expect(sorted(readPlanUrl(new URL(url).searchParams).selected)).toEqual(sorted(selected));
    }
  });
});

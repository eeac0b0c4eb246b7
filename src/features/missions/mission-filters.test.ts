import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearedMissionFilters,
  emptyMissionFilters,
  activeFilterCount,
  hasActiveFilters,
  missionFiltersToListParams,
  missionFiltersToSearchParams,
  missionWeekParams,
  parseMissionFilters,
  updateMissionFilters,
} from './mission-filters';

const parse = (qs: string) => parseMissionFilters(new URLSearchParams(qs));
const savedTz = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => {
  process.env.TZ = savedTz;
});

describe('missions URL', () => {
  it('reads a plain URL as the defaults', () => {
    expect(parse('')).toEqual(emptyMissionFilters);
  });

  it('reads statuses as labels, codes or comma lists, in code order, without repeats', () => {
    expect(parse('status=paid&status=completed').statuses).toEqual([40, 60]);
    expect(parse('status=COMPLETED,0&status=40').statuses).toEqual([0, 40]);
    // A code the spec does not show (the glossary may offer it) is kept as a number.
    expect(parse('status=20').statuses).toEqual([20]);
    expect(parse('status=nonsense&status=').statuses).toEqual([]);
  });

  it('reads types as the spec’s label or as codes', () => {
    expect(parse('type=handtohand&type=3,2').types).toEqual([1, 2, 3]);
    expect(parse('type=HANDTOHAND,1').types).toEqual([1]);
    expect(parse('type=posters&type=').types).toEqual([]);
  });

  it('reads every filter and ignores what it cannot read', () => {
    expect(
      parse(
        'campaign=123&search=%20park%20&from=2026-01-01&to=2026-01-31&page=3&size=500&view=week&week=2026-11-18',
      ),
    ).toEqual({
      statuses: [],
      types: [],
      campaignId: '123',
      search: 'park',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
      pageSize: 500,
      view: 'week',
      week: '2026-11-16', // any day of a week means its Monday
    });
    expect(parse('campaign=abc&from=2026-02-30&to=0002-01-01&page=0&size=7&view=month&week=x')).toEqual(
      emptyMissionFilters,
    );
  });

  it('writes only non-default values and round-trips', () => {
    const filters = {
      ...emptyMissionFilters,
      statuses: [40, 20],
      types: [1, 4],
      campaignId: '9',
      search: 'park',
      page: 2,
      pageSize: 100 as const,
    };
    const qs = missionFiltersToSearchParams(filters).toString();
    expect(qs).toBe(
      'status=completed&status=20&type=handtohand&type=4&campaign=9&search=park&page=2&size=100',
    );
    expect(parse(qs)).toEqual({ ...filters, statuses: [20, 40] });
    expect(missionFiltersToSearchParams(emptyMissionFilters).toString()).toBe('');
  });

  it('keeps the params of the page around it (the campaign page’s tab)', () => {
    const base = new URLSearchParams('tab=missions&status=draft&page=4');
    const next = missionFiltersToSearchParams({ ...emptyMissionFilters, statuses: [60] }, base);
    expect(next.toString()).toBe('tab=missions&status=paid');
  });

  it('writes the week only for the week view', () => {
    const week = { ...emptyMissionFilters, view: 'week' as const, week: '2026-11-16' };
    expect(missionFiltersToSearchParams(week).toString()).toBe('view=week&week=2026-11-16');
    expect(missionFiltersToSearchParams({ ...week, view: 'table' }).toString()).toBe('');
  });
});

describe('filter changes', () => {
  it('goes back to page 1 when what is shown changes, not when paging or switching view', () => {
    const on3 = { ...emptyMissionFilters, page: 3 };
    expect(updateMissionFilters(on3, { statuses: [40] }).page).toBe(1);
    expect(updateMissionFilters(on3, { page: 4 }).page).toBe(4);
    expect(updateMissionFilters(on3, { view: 'week' }).page).toBe(3);
    expect(updateMissionFilters(on3, { week: '2026-11-09' }).page).toBe(3);
  });

  it('clears filters but keeps page size and view', () => {
    const f = {
      ...emptyMissionFilters,
      statuses: [0],
      search: 'x',
      pageSize: 200 as const,
      view: 'week' as const,
    };
    expect(clearedMissionFilters(f)).toEqual({ ...emptyMissionFilters, pageSize: 200, view: 'week' });
  });

  it('does not count the campaign of an embedded view as a filter', () => {
    expect(hasActiveFilters({ ...emptyMissionFilters, campaignId: '5' })).toBe(true);
    expect(hasActiveFilters({ ...emptyMissionFilters, campaignId: '5' }, '5')).toBe(false);
    expect(hasActiveFilters(emptyMissionFilters)).toBe(false);
  });

  it('counts the filters set, the date range once and a fixed campaign not at all', () => {
    expect(activeFilterCount(emptyMissionFilters)).toBe(0);
    const f = parse('status=completed&status=paid&campaign=7&search=park&from=2026-01-01&to=2026-01-31');
    expect(activeFilterCount(f)).toBe(4);
    expect(activeFilterCount(f, '7')).toBe(3);
    expect(activeFilterCount(parse('to=2026-01-31&type=2'))).toBe(2);
  });
});

describe('requests', () => {
  it('turns the table filters into a list request with whole days', () => {
    const f = parse('status=completed&campaign=7&search=park&from=2026-01-01&to=2026-01-31&page=3&size=25');
    expect(missionFiltersToListParams(f)).toEqual({
      campaignId: ['7'],
      statuses: [40],
      search: 'park',
      from: '2026-01-01T00:00:00.000Z',
      to: '2026-01-31T23:59:59.999Z',
      first: 25,
      skip: 50,
    });
  });

  it('uses the embedding campaign over the URL’s', () => {
    expect(missionFiltersToListParams(parse('campaign=7'), '42').campaignId).toEqual(['42']);
  });

  it('asks for one bounded week, ignoring the date range and paging', () => {
    const f = parse('status=paid&from=2020-01-01&page=9&view=week');
    expect(missionWeekParams(f, '2026-11-16')).toEqual({
      campaignId: undefined,
      statuses: [60],
      search: undefined,
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-22T23:59:59.999Z',
      first: 500,
    });
  });
});

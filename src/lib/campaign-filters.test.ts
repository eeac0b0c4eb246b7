import { describe, expect, it } from 'vitest';
import {
  campaignFiltersToListParams,
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  hasActiveFilters,
  parseCampaignFilters,
  updateCampaignFilters,
} from './campaign-filters';

const parse = (qs: string) => parseCampaignFilters(new URLSearchParams(qs));

describe('parseCampaignFilters', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(emptyCampaignFilters);
  });

  it('reads labels in any case, codes, repeated and comma-separated values, in code order', () => {
    expect(parse('type=letterbox&type=1&status=ACTIVE,archived&status=0')).toMatchObject({
      types: [1, 2],
      statuses: [0, 10, 20],
    });
  });

  it('ignores unknown types and statuses instead of failing', () => {
    expect(parse('type=balloons&type=9&status=42&status=')).toMatchObject({ types: [], statuses: [] });
  });

  it('keeps only real calendar dates', () => {
    expect(parse('from=2025-01-31&to=2025-02-30')).toMatchObject({ from: '2025-01-31', to: undefined });
    expect(parse('from=last-week')).toMatchObject({ from: undefined });
  });

  it('trims the search and drops an empty one', () => {
    expect(parse('search=%20%20pizza%20')).toMatchObject({ search: 'pizza' });
    expect(parse('search=%20%20')).toMatchObject({ search: undefined });
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
  });

  it('falls back to page 1 and size 50 for unusable paging values', () => {
    expect(parse('page=0&size=7')).toMatchObject({ page: 1, pageSize: 50 });
    expect(parse('page=-2&size=abc')).toMatchObject({ page: 1, pageSize: 50 });
    expect(parse('page=3&size=200')).toMatchObject({ page: 3, pageSize: 200 });
  });
});

describe('campaignFiltersToSearchParams', () => {
  it('writes a plain URL for the defaults', () => {
    expect(campaignFiltersToSearchParams(emptyCampaignFilters).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = {
      types: [3, 4] as const,
      statuses: [10] as const,
      from: '2025-01-01',
      to: '2025-06-30',
      search: 'spring sale',
      page: 2,
      pageSize: 100 as const,
    };
    const qs = campaignFiltersToSearchParams({
      ...filters,
      types: [...filters.types],
      statuses: [...filters.statuses],
    });
    expect(qs.toString()).toBe(
      'type=directmail&type=inserts&status=active&from=2025-01-01&to=2025-06-30&search=spring+sale&page=2&size=100',
    );
    expect(parseCampaignFilters(qs)).toEqual({ ...filters, types: [3, 4], statuses: [10] });
  });
});

describe('updateCampaignFilters', () => {
  const onPage3 = { ...emptyCampaignFilters, page: 3 };

  it('goes back to page 1 when what is shown changes', () => {
    expect(updateCampaignFilters(onPage3, { statuses: [10] }).page).toBe(1);
    expect(updateCampaignFilters(onPage3, { pageSize: 25 }).page).toBe(1);
  });

  it('keeps other filters when only the page changes', () => {
    const f = { ...onPage3, statuses: [15 as const] };
    expect(updateCampaignFilters(f, { page: 4 })).toEqual({ ...f, page: 4 });
  });
});

describe('campaignFiltersToListParams', () => {
  it('turns page and size into first/skip and leaves empty filters out', () => {
    expect(campaignFiltersToListParams({ ...emptyCampaignFilters, page: 3, pageSize: 25 })).toEqual({
      types: undefined,
      statuses: undefined,
      from: undefined,
      to: undefined,
      search: undefined,
      first: 25,
      skip: 50,
    });
  });

  it('passes codes and the date range through', () => {
    const params = campaignFiltersToListParams({
      ...emptyCampaignFilters,
      types: [2],
      statuses: [0, 10],
      from: '2025-01-01',
    });
    expect(params).toMatchObject({ types: [2], statuses: [0, 10], from: '2025-01-01', first: 50, skip: 0 });
  });
});

describe('hasActiveFilters', () => {
  it('tells whether anything narrows the list', () => {
    expect(hasActiveFilters(emptyCampaignFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyCampaignFilters, page: 4 })).toBe(false);
    expect(hasActiveFilters({ ...emptyCampaignFilters, to: '2025-01-01' })).toBe(true);
  });
});

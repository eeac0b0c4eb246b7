import { describe, expect, it } from 'vitest';
import {
  campaignFiltersToListParams,
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  hasActiveFilters,
  nextSort,
  pageOf,
  parseCampaignFilters,
  shownStages,
  stageFilterOf,
  stagesPatch,
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
      stages: [],
    });
    expect(qs.toString()).toBe(
      'type=directmail&type=inserts&status=active&from=2025-01-01&to=2025-06-30&search=spring+sale&page=2&size=100',
    );
    expect(parseCampaignFilters(qs)).toEqual({
      ...filters,
      types: [3, 4],
      statuses: [10],
      stages: [],
    });
  });
});

describe('status filter by stage', () => {
  const c = (status: number, draft_state?: 'DRAFT' | 'IN_REVIEW' | 'CANCELLED' | null) => ({
    status,
    draft_state,
  });

  it('reads the words of the badges, with the status codes the service is asked for', () => {
    expect(parse('status=inreview')).toMatchObject({ stages: ['inReview'], statuses: [0] });
    expect(parse('status=cancelled&status=draft')).toMatchObject({
      stages: ['draft', 'cancelled'],
      statuses: [0, 20],
    });
    expect(parse('status=In-Review,IN_REVIEW&status=canceled')).toMatchObject({
      stages: ['inReview', 'cancelled'],
    });
    // A code or a label reads as the stage its label names.
    expect(parse('status=0&status=ARCHIVED')).toMatchObject({ stages: [], statuses: [0, 20] });
    expect(shownStages(parse('status=0&status=ARCHIVED'))).toEqual(['draft', 'archived']);
  });

  it('writes readable words and round-trips', () => {
    const f = { ...emptyCampaignFilters, ...stagesPatch(['cancelled', 'inReview']) };
    const qs = campaignFiltersToSearchParams(f).toString();
    expect(qs).toBe('status=inreview&status=cancelled');
    expect(parse(qs)).toEqual(f);
  });

  it('keeps a filter given as codes (the results view, links) as the stage each code names', () => {
    const codes = { ...emptyCampaignFilters, statuses: [0, 10] as const };
    expect(shownStages({ ...codes, statuses: [...codes.statuses] })).toEqual(['draft', 'active']);
    expect(campaignFiltersToSearchParams({ ...emptyCampaignFilters, statuses: [15, 20] }).toString()).toBe(
      'status=completed&status=archived',
    );
    expect(parse('status=completed&status=archived').statuses).toEqual([15, 20]);
  });

  it('keeps on the client only the stages chosen, when their codes hold more', () => {
    const draft = stageFilterOf(stagesPatch(['draft']))!;
    expect(draft(c(0, 'DRAFT'))).toBe(true);
    expect(draft(c(0, null))).toBe(true);
    expect(draft(c(0, 'IN_REVIEW'))).toBe(false);
    const archived = stageFilterOf(stagesPatch(['archived']))!;
    expect(archived(c(20, null))).toBe(true);
    expect(archived(c(20, 'CANCELLED'))).toBe(false);
    const cancelled = stageFilterOf(stagesPatch(['cancelled', 'active']))!;
    expect(cancelled(c(20, 'CANCELLED'))).toBe(true);
    expect(cancelled(c(10, null))).toBe(true);
    expect(cancelled(c(20, null))).toBe(false);
  });

  it('leaves the service to filter when the stages chosen are whole status codes', () => {
    expect(stageFilterOf(stagesPatch([]))).toBeUndefined();
    expect(stageFilterOf(stagesPatch(['active', 'completed']))).toBeUndefined();
    expect(stageFilterOf(stagesPatch(['draft', 'inReview', 'archived', 'cancelled']))).toBeUndefined();
    expect(
      campaignFiltersToListParams({ ...emptyCampaignFilters, ...stagesPatch(['inReview']) }),
    ).toMatchObject({ statuses: [0] });
  });

  it('counts a stage as a filter', () => {
    expect(hasActiveFilters({ ...emptyCampaignFilters, stages: ['cancelled'] })).toBe(true);
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

describe('sort in the URL', () => {
  it('reads a known column and its direction, ascending unless it says desc', () => {
    expect(parse('sort=name&dir=desc').sort).toEqual({ key: 'name', dir: 'desc' });
    expect(parse('sort=START').sort).toEqual({ key: 'start', dir: 'asc' });
    expect(parse('sort=status&dir=sideways').sort).toEqual({ key: 'status', dir: 'asc' });
  });

  it('ignores an unknown column: the service order, newest first', () => {
    expect(parse('sort=budget&dir=desc').sort).toBeUndefined();
    expect(parse('dir=desc').sort).toBeUndefined();
  });

  it('writes the column and direction, and round-trips', () => {
    const filters = { ...emptyCampaignFilters, sort: { key: 'type', dir: 'desc' } as const, page: 2 };
    const qs = campaignFiltersToSearchParams(filters).toString();
    expect(qs).toBe('page=2&sort=type&dir=desc');
    expect(parse(qs)).toEqual(filters);
  });

  it('is not a filter: it does not count as one, and a new order goes back to page 1', () => {
    const sorted = { ...emptyCampaignFilters, sort: { key: 'name', dir: 'asc' } as const };
    expect(hasActiveFilters(sorted)).toBe(false);
    expect(updateCampaignFilters({ ...sorted, page: 4 }, { sort: { key: 'name', dir: 'desc' } }).page).toBe(
      1,
    );
  });

  it('cycles a header click through ascending, descending and back to newest first', () => {
    expect(nextSort(undefined, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toBeUndefined();
    expect(nextSort({ key: 'name', dir: 'desc' }, 'start')).toEqual({ key: 'start', dir: 'asc' });
  });

  it('cuts a page out of a list sorted on the client', () => {
    const rows = Array.from({ length: 7 }, (_, i) => i);
    expect(pageOf(rows, 1, 3)).toEqual([0, 1, 2]);
    expect(pageOf(rows, 3, 3)).toEqual([6]);
    expect(pageOf(rows, 4, 3)).toEqual([]);
  });
});

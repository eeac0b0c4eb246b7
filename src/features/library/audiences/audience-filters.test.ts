import { describe, expect, it } from 'vitest';
import {
  audienceFiltersToListParams,
  emptyAudienceFilters,
  audienceFiltersInUrl,
  hasActiveAudienceFilters,
  parseAudienceFilters,
  updateAudienceFilters,
} from './audience-filters';
import { itKeepsFiltersInTheUrl } from '../url-filters-test-kit';

const parse = (qs: string) => parseAudienceFilters(new URLSearchParams(qs));

describe('audience filters in the URL', () => {
  itKeepsFiltersInTheUrl(audienceFiltersInUrl, {
    filters: { search: 'austin', statuses: ['PROCESSING', 'READY'], page: 2, pageSize: 25 },
    query: 'search=austin&status=processing&status=ready&page=2&size=25',
  });

  it('reads statuses in any case, repeated or comma-separated, and keeps unknown ones that look like statuses', () => {
    expect(parse('status=ready,Processing&status=FAILED&status=ready').statuses).toEqual([
      'FAILED',
      'PROCESSING',
      'READY',
    ]);
    expect(parse('status=ARCHIVED_BY_OPS&status=<script>').statuses).toEqual(['ARCHIVED_BY_OPS']);
  });

  it('falls back to page 1 and 50 per page for unusable paging values', () => {
    expect(parse('page=0&size=7')).toMatchObject({ page: 1, pageSize: 50 });
    expect(parse('page=3&size=100')).toMatchObject({ page: 3, pageSize: 100 });
  });

  it('goes back to page 1 when what is shown changes, not when only the page does', () => {
    const onPage3 = { ...emptyAudienceFilters, page: 3 };
    expect(updateAudienceFilters(onPage3, { statuses: ['READY'] }).page).toBe(1);
    expect(updateAudienceFilters(onPage3, { pageSize: 25 }).page).toBe(1);
    expect(updateAudienceFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('turns page and size into first/skip', () => {
    expect(audienceFiltersToListParams({ ...emptyAudienceFilters, page: 3, pageSize: 25 })).toEqual({
      search: undefined,
      statuses: undefined,
      first: 25,
      skip: 50,
    });
    expect(audienceFiltersToListParams({ ...emptyAudienceFilters, statuses: ['READY'] }).statuses).toEqual([
      'READY',
    ]);
  });

  it('tells whether anything narrows the list', () => {
    expect(hasActiveAudienceFilters({ ...emptyAudienceFilters, page: 2 })).toBe(false);
    expect(hasActiveAudienceFilters({ ...emptyAudienceFilters, search: 'x' })).toBe(true);
    expect(hasActiveAudienceFilters({ ...emptyAudienceFilters, statuses: ['FAILED'] })).toBe(true);
  });
});

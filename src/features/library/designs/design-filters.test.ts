import { describe, expect, it } from 'vitest';
import {
  designFiltersToListParams,
  emptyDesignFilters,
  designFiltersInUrl,
  activeDesignFilterCount,
  hasActiveDesignFilters,
  parseDesignFilters,
  updateDesignFilters,
} from './design-filters';
import { itKeepsFiltersInTheUrl } from '../url-filters-test-kit';

const parse = (qs: string) => parseDesignFilters(new URLSearchParams(qs));

describe('design filters in the URL', () => {
  itKeepsFiltersInTheUrl(
    designFiltersInUrl,
    {
      filters: {
        search: 'pepperoni',
        format: 'POSTCARD_6X9',
        status: 'READY',
        sort: 'name_asc',
        page: 2,
        pageSize: 48,
      },
      query: 'search=pepperoni&format=POSTCARD_6X9&status=ready&sort=name_asc&page=2&size=48',
    },
    {
      defaults: 'gives the defaults (newest first, page 1, 24 per page) for an empty URL',
      roundTrip: 'round-trips every filter',
    },
  );

  it('ignores an unknown sort, status or size and an unreadable format', () => {
    expect(parse('sort=random&status=lost&size=13&format=<b>')).toEqual(emptyDesignFilters);
  });

  it('reads sort and status in any case', () => {
    expect(parse('sort=NAME_DESC&status=Ready')).toMatchObject({ sort: 'name_desc', status: 'READY' });
  });

  it('goes back to page 1 when the search, a filter or the sort changes', () => {
    const onPage3 = { ...emptyDesignFilters, page: 3 };
    expect(updateDesignFilters(onPage3, { search: 'knots' }).page).toBe(1);
    expect(updateDesignFilters(onPage3, { sort: 'oldest' }).page).toBe(1);
    expect(updateDesignFilters(onPage3, { page: 2 }).page).toBe(2);
  });

  it('asks the service with the contract design query: page and pageSize', () => {
    expect(designFiltersToListParams({ ...emptyDesignFilters, page: 3, format: 'DOOR_HANGER' })).toEqual({
      search: undefined,
      format: 'DOOR_HANGER',
      status: undefined,
      sort: 'newest',
      page: 3,
      pageSize: 24,
    });
  });

  it('does not count the sort as a filter', () => {
    expect(hasActiveDesignFilters({ ...emptyDesignFilters, sort: 'oldest' })).toBe(false);
    expect(hasActiveDesignFilters({ ...emptyDesignFilters, format: 'FLYER_A5' })).toBe(true);
    expect(activeDesignFilterCount({ ...emptyDesignFilters, sort: 'oldest' })).toBe(0);
    expect(activeDesignFilterCount({ ...emptyDesignFilters, format: 'FLYER_A5', search: 'x' })).toBe(2);
  });
});

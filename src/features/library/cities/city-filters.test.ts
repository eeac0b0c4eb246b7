import { describe, expect, it } from 'vitest';
import type { Adjustment } from '../../../api/contract/envelope';
import { cityFiltersInUrl, loadedCompleteness, parseCityFilters, stateConflict } from './city-filters';
import { itKeepsFiltersInTheUrl } from '../url-filters-test-kit';

const parse = (qs: string) => parseCityFilters(new URLSearchParams(qs));

describe('city filters in the URL', () => {
  itKeepsFiltersInTheUrl(
    cityFiltersInUrl,
    { filters: { search: 'Austin, TX', state: 'CA' }, query: 'search=Austin%2C+TX&state=ca' },
    {
      defaults: 'gives the defaults for an empty URL',
      roundTrip: 'round-trips a search and a state; the state is read in any case',
    },
  );

  it('ignores a state that is not a two-letter code', () => {
    expect(parse('state=Texas').state).toBeUndefined();
    expect(parse('state=T1').state).toBeUndefined();
  });
});

describe('stateConflict', () => {
  it('says the chosen state wins over a different one typed in the search', () => {
    expect(stateConflict({ search: 'Austin, TX', state: 'MN' })).toEqual({
      chosen: 'MN',
      typed: 'TX',
      name: 'Austin',
    });
  });

  it('says nothing when they agree or only one is given', () => {
    expect(stateConflict({ search: 'Austin, tx', state: 'TX' })).toBeUndefined();
    expect(stateConflict({ search: 'Austin', state: 'TX' })).toBeUndefined();
    expect(stateConflict({ search: 'Austin, TX' })).toBeUndefined();
    expect(stateConflict({ state: 'TX' })).toBeUndefined();
  });
});

describe('loadedCompleteness', () => {
  const truncated: Adjustment = { code: 'TRUNCATED', field: 'nodes', affects: ['nodes'], detail: 'Part.' };
  const page = (over: Partial<Parameters<typeof loadedCompleteness>[0][number]>) => ({
    totalCount: 700,
    returnedCount: 500,
    hasNextPage: true,
    complete: false,
    adjustments: [truncated],
    note: 'Largest first.',
    ...over,
  });

  it('is incomplete while more pages remain', () => {
    expect(loadedCompleteness([page({})])).toEqual({
      complete: false,
      adjustments: [truncated],
      note: 'Largest first.',
    });
  });

  it('is complete once every page is loaded, even though the last page alone is partial', () => {
    const pages = [page({}), page({ returnedCount: 200, hasNextPage: false })];
    expect(loadedCompleteness(pages)).toEqual({ complete: true, adjustments: [], note: 'Largest first.' });
  });

  it('keeps any other adjustment when everything is loaded', () => {
    const other: Adjustment = {
      code: 'INPUT_NOT_MATCHED',
      field: 'state',
      affects: [],
      detail: 'No such state.',
    };
    const pages = [page({ totalCount: 3, returnedCount: 3, hasNextPage: false, adjustments: [other] })];
    expect(loadedCompleteness(pages)).toMatchObject({ complete: false, adjustments: [other] });
  });

  it('is complete for no pages', () => {
    expect(loadedCompleteness([])).toEqual({ complete: true, adjustments: [] });
  });
});

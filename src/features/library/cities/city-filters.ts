/**
 * The cities page keeps its search and state in the URL: `?search=Austin%2C+TX&state=tx`.
 *
 * The search reads a name or 'Name, ST'. An explicit state (the select) wins over a state typed in the
 * search, as the service does; `stateConflict` tells the page when that happens so it can say so.
 */
import { splitCitySearch, type CityList } from '../../../api/contract/city';
import type { Adjustment } from '../../../api/contract/envelope';
import { readSearch, type UrlFilters } from '../url-params';

/** Cities asked for per request ("load more" asks for the next as many); the service allows up to 1000. */
export const CITY_PAGE_SIZE = 500;
/** Above this many rows the results table renders only the rows in view. */
export const VIRTUALIZE_ABOVE = 100;

export type CityFilters = {
  search?: string;
  /** Two-letter state code, upper case. */
  state?: string;
};

export const emptyCityFilters: CityFilters = {};

export function parseCityFilters(params: URLSearchParams): CityFilters {
  const state = params.get('state')?.trim();
  return {
    search: readSearch(params.get('search')),
    state: state && /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : undefined,
  };
}

export function cityFiltersToSearchParams(filters: CityFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.search) out.set('search', filters.search);
  if (filters.state) out.set('state', filters.state.toLowerCase());
  return out;
}

export const updateCityFilters = (filters: CityFilters, patch: Partial<CityFilters>): CityFilters => ({
  ...filters,
  ...patch,
});

/**
 * When the state select and a state typed in the search disagree: which one the service uses (the
 * select's) and which it ignores. Undefined when they agree or only one is given.
 */
export function stateConflict(
  filters: CityFilters,
): { chosen: string; typed: string; name: string } | undefined {
  if (!filters.state || !filters.search) return undefined;
  const { name, state: typed } = splitCitySearch(filters.search);
  if (!typed || typed === filters.state) return undefined;
  return { chosen: filters.state, typed, name };
}

export const hasActiveCityFilters = (f: CityFilters) => !!f.search || !!f.state;

type CityPage = Pick<
  CityList,
  'totalCount' | 'returnedCount' | 'hasNextPage' | 'complete' | 'adjustments' | 'note'
>;

/**
 * What to say about the cities loaded so far (pages from "load more"). Each page reports itself: a later
 * page is `complete: false` with a TRUNCATED adjustment because it holds only part of the matches, yet
 * once every page is loaded the list on screen is whole. So TRUNCATED is dropped when everything is
 * loaded; any other adjustment is kept, and the latest page's note is shown.
 */
export function loadedCompleteness(pages: readonly CityPage[]): {
  complete: boolean;
  adjustments: Adjustment[];
  note?: string;
} {
  const last = pages[pages.length - 1];
  if (!last) return { complete: true, adjustments: [] };
  const loaded = pages.reduce((n, p) => n + p.returnedCount, 0);
  const allLoaded = !last.hasNextPage && loaded >= (pages[0]?.totalCount ?? 0);
  const adjustments = allLoaded ? last.adjustments.filter((a) => a.code !== 'TRUNCATED') : last.adjustments;
  return {
    complete: allLoaded ? adjustments.length === 0 : last.complete,
    adjustments,
    note: last.note,
  };
}

/** How the page keeps its filters in the URL. */
export const cityFiltersInUrl: UrlFilters<CityFilters> = {
  read: parseCityFilters,
  write: cityFiltersToSearchParams,
  empty: emptyCityFilters,
};

/**
 * The audiences page keeps its filters and paging in the URL.
 *
 * URL form: `?search=austin&status=ready&status=processing&page=2&size=100`. Statuses are written in lower
 * case; any case and comma-separated lists are read. A status the dashboard does not list is still kept
 * (the service reads statuses as free text), as long as it looks like one.
 */
import type { AudienceListParams } from '../../../api/contract/audience';
import { readPositiveInt } from '../../../lib/url-values';
import { readSearch, type UrlFilters } from '../url-params';

export const AUDIENCE_PAGE_SIZES = [25, 50, 100, 200] as const;
const DEFAULT_AUDIENCE_PAGE_SIZE = 50;

export type AudienceFilters = {
  search?: string;
  /** Upper-case status values, e.g. READY. */
  statuses: string[];
  /** 1-based. */
  page: number;
  pageSize: number;
};

export const emptyAudienceFilters: AudienceFilters = {
  statuses: [],
  page: 1,
  pageSize: DEFAULT_AUDIENCE_PAGE_SIZE,
};

const STATUS = /^[A-Za-z_]{1,40}$/;

export function parseAudienceFilters(params: URLSearchParams): AudienceFilters {
  const statuses = new Set<string>();
  for (const raw of params.getAll('status').flatMap((v) => v.split(','))) {
    const token = raw.trim();
    if (STATUS.test(token)) statuses.add(token.toUpperCase());
  }
  const size = readPositiveInt(params.get('size'));
  return {
    search: readSearch(params.get('search')),
    statuses: [...statuses].sort(),
    page: readPositiveInt(params.get('page')) ?? 1,
    pageSize: AUDIENCE_PAGE_SIZES.find((s) => s === size) ?? DEFAULT_AUDIENCE_PAGE_SIZE,
  };
}

/** The URL form of `filters`; defaults are left out so the plain page has a plain URL. */
export function audienceFiltersToSearchParams(filters: AudienceFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.search) out.set('search', filters.search);
  for (const s of [...filters.statuses].sort()) out.append('status', s.toLowerCase());
  if (filters.page > 1) out.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_AUDIENCE_PAGE_SIZE) out.set('size', String(filters.pageSize));
  return out;
}

/** `filters` with `patch` applied; changing anything but the page goes back to page 1. */
export function updateAudienceFilters(
  filters: AudienceFilters,
  patch: Partial<AudienceFilters>,
): AudienceFilters {
  const next = { ...filters, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/** The `GET /client/audiences` request for `filters`. */
export function audienceFiltersToListParams(filters: AudienceFilters): AudienceListParams {
  return {
    search: filters.search,
    statuses: filters.statuses.length ? [...filters.statuses] : undefined,
    first: filters.pageSize,
    skip: (filters.page - 1) * filters.pageSize,
  };
}

export const hasActiveAudienceFilters = (f: AudienceFilters) => !!f.search || f.statuses.length > 0;

/** How many filters are set: the number on the phone's Filters button. */
export const activeAudienceFilterCount = (f: AudienceFilters) =>
  (f.search ? 1 : 0) + (f.statuses.length > 0 ? 1 : 0);

/** How the page keeps its filters in the URL. */
export const audienceFiltersInUrl: UrlFilters<AudienceFilters> = {
  read: parseAudienceFilters,
  write: audienceFiltersToSearchParams,
  empty: emptyAudienceFilters,
};

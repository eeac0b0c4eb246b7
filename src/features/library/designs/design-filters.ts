/**
 * The designs page keeps its search, filters, sort and page in the URL.
 *
 * URL form: `?search=pepperoni&format=POSTCARD_6X9&status=ready&sort=name_asc&page=2&size=48`. Defaults
 * (newest first, page 1, 24 per page) are left out. The request uses the contract's design query:
 * `search`, `status`, `format`, `sort`, `page` (1-based) and `pageSize`.
 */
import {
  designSorts,
  designStatuses,
  type DesignListParams,
  type DesignSort,
} from '../../../api/contract/design';
import { designFormatCodes, designFormatText } from '../../../api/contract/print-format';
import { readPositiveInt } from '../../../lib/url-values';
import { readChoice, readSearch, type UrlFilters } from '../url-params';

export const DESIGN_PAGE_SIZES = [12, 24, 48, 96] as const;
const DEFAULT_DESIGN_PAGE_SIZE = 24;
const DEFAULT_DESIGN_SORT: DesignSort = 'newest';

export const designSortLabels: Record<DesignSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name_asc: 'Name, A to Z',
  name_desc: 'Name, Z to A',
};

/**
 * Formats offered in the filter. The service does not list its formats; these are the print vocabulary's
 * design formats (`print-format.ts`, the spec's example is POSTCARD_6X9). A format in the URL that is not
 * listed is still offered, so a shared link keeps working.
 */
export const designFormats: readonly string[] = designFormatCodes;

/** A format by its name and size (`Postcard 6 × 9 in`, `Door hanger 4.25 × 11 in`), never its code. */
export const designFormatLabel = (format: string) => designFormatText(format);

export type DesignFilters = {
  search?: string;
  format?: string;
  /** Upper-case, e.g. READY. */
  status?: string;
  sort: DesignSort;
  /** 1-based. */
  page: number;
  pageSize: number;
};

export const emptyDesignFilters: DesignFilters = {
  sort: DEFAULT_DESIGN_SORT,
  page: 1,
  pageSize: DEFAULT_DESIGN_PAGE_SIZE,
};

const FORMAT = /^[A-Za-z0-9_.]{1,40}$/;

export function parseDesignFilters(params: URLSearchParams): DesignFilters {
  const format = params.get('format')?.trim();
  const size = readPositiveInt(params.get('size'));
  return {
    search: readSearch(params.get('search')),
    format: format && FORMAT.test(format) ? format : undefined,
    status: readChoice(params.get('status'), designStatuses),
    sort: readChoice(params.get('sort'), designSorts) ?? DEFAULT_DESIGN_SORT,
    page: readPositiveInt(params.get('page')) ?? 1,
    pageSize: DESIGN_PAGE_SIZES.find((s) => s === size) ?? DEFAULT_DESIGN_PAGE_SIZE,
  };
}

export function designFiltersToSearchParams(filters: DesignFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.search) out.set('search', filters.search);
  if (filters.format) out.set('format', filters.format);
  if (filters.status) out.set('status', filters.status.toLowerCase());
  if (filters.sort !== DEFAULT_DESIGN_SORT) out.set('sort', filters.sort);
  if (filters.page > 1) out.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_DESIGN_PAGE_SIZE) out.set('size', String(filters.pageSize));
  return out;
}

/** `filters` with `patch` applied; changing anything but the page goes back to page 1. */
export function updateDesignFilters(filters: DesignFilters, patch: Partial<DesignFilters>): DesignFilters {
  const next = { ...filters, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/** The `GET /client/designs` request for `filters`. */
export function designFiltersToListParams(filters: DesignFilters): DesignListParams {
  return {
    search: filters.search,
    format: filters.format,
    status: filters.status,
    sort: filters.sort,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

export const hasActiveDesignFilters = (f: DesignFilters) => !!f.search || !!f.format || !!f.status;

/** How many filters are set (the sort is not one): the number on the phone's Filters button. */
export const activeDesignFilterCount = (f: DesignFilters) =>
  [f.search, f.format, f.status].filter(Boolean).length;

/** How the page keeps its filters in the URL. */
export const designFiltersInUrl: UrlFilters<DesignFilters> = {
  read: parseDesignFilters,
  write: designFiltersToSearchParams,
  empty: emptyDesignFilters,
};

/**
 * The campaigns page keeps its filters and paging in the URL, so a view can be bookmarked and the back
 * button works. These pure functions translate between the URL's search params, the page's filters and
 * the list request.
 *
 * URL form: `?type=directmail&type=letterbox&status=active&from=2025-01-01&to=2025-06-30&search=pizza&page=2&size=100&sort=name&dir=asc`.
 * Types and statuses are written as lower-case labels; codes, upper-case labels and comma-separated lists
 * are also read. Anything unreadable is ignored rather than failing the page. Without `sort`, the list is in
 * the service's own order (newest first).
 */
import {
  campaignStatusCodes,
  campaignStatusLabels,
  campaignTypeCodes,
  campaignTypeLabels,
  type CampaignListParams,
  type CampaignStatusCode,
  type CampaignTypeCode,
} from '../api/contract/campaign';
import { isPlainDate } from './dates';
import { MAX_SEARCH_LENGTH } from './search-text';
import { readPositiveInt } from './url-values';

export const PAGE_SIZES = [25, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;

/** Columns the list can be sorted by on the client (the service itself only lists newest first). */
export const CAMPAIGN_SORT_KEYS = ['name', 'start', 'status', 'type'] as const;
export type CampaignSortKey = (typeof CAMPAIGN_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type CampaignSort = { key: CampaignSortKey; dir: SortDirection };

export type CampaignFilters = {
  types: CampaignTypeCode[];
  statuses: CampaignStatusCode[];
  /** Start-date range, inclusive, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  search?: string;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  /** A column order chosen by the user; absent: the service's order, newest first. */
  sort?: CampaignSort;
};

export const emptyCampaignFilters: CampaignFilters = {
  types: [],
  statuses: [],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

function readCodes<C extends number>(values: string[], codes: readonly C[], labels: Record<C, string>): C[] {
  const wanted = new Set<C>();
  for (const raw of values.flatMap((v) => v.split(','))) {
    const token = raw.trim().toUpperCase();
    if (token === '') continue;
    const byLabel = codes.find((c) => labels[c] === token);
    const byCode = codes.find((c) => String(c) === token);
    const code = byLabel ?? byCode;
    if (code !== undefined) wanted.add(code);
  }
  return codes.filter((c) => wanted.has(c));
}

export function parseCampaignFilters(params: URLSearchParams): CampaignFilters {
  const from = params.get('from')?.trim();
  const to = params.get('to')?.trim();
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH);
  const size = readPositiveInt(params.get('size'));
  return {
    types: readCodes(params.getAll('type'), campaignTypeCodes, campaignTypeLabels),
    statuses: readCodes(params.getAll('status'), campaignStatusCodes, campaignStatusLabels),
    from: from && isPlainDate(from) ? from : undefined,
    to: to && isPlainDate(to) ? to : undefined,
    search: search ? search : undefined,
    page: readPositiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
    sort: readSort(params.get('sort'), params.get('dir')),
  };
}

/** `sort=name&dir=desc` -> name, descending; a missing or unknown `dir` is ascending. */
function readSort(sort: string | null, dir: string | null): CampaignSort | undefined {
  const key = CAMPAIGN_SORT_KEYS.find((k) => k === sort?.trim().toLowerCase());
  if (!key) return undefined;
  return { key, dir: dir?.trim().toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** The URL form of `filters`; defaults are left out so the plain page has a plain URL. */
export function campaignFiltersToSearchParams(filters: CampaignFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const t of filters.types) out.append('type', campaignTypeLabels[t].toLowerCase());
  for (const s of filters.statuses) out.append('status', campaignStatusLabels[s].toLowerCase());
  if (filters.from) out.set('from', filters.from);
  if (filters.to) out.set('to', filters.to);
  if (filters.search) out.set('search', filters.search);
  if (filters.page > 1) out.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(filters.pageSize));
  if (filters.sort) {
    out.set('sort', filters.sort.key);
    out.set('dir', filters.sort.dir);
  }
  return out;
}

/**
 * `filters` with `patch` applied. Changing what is shown (anything but the page) goes back to page 1,
 * since the old page number means nothing in a different result.
 */
export function updateCampaignFilters(
  filters: CampaignFilters,
  patch: Partial<CampaignFilters>,
): CampaignFilters {
  const next = { ...filters, ...patch };
  const onlyPage = Object.keys(patch).every((k) => k === 'page');
  if (!onlyPage && patch.page === undefined) next.page = 1;
  return next;
}

/**
 * What a click on a sortable column header does: a new column sorts ascending, the sorted column turns
 * descending, and a third click goes back to the service's order (newest first).
 */
export function nextSort(current: CampaignSort | undefined, key: CampaignSortKey): CampaignSort | undefined {
  if (current?.key !== key) return { key, dir: 'asc' };
  return current.dir === 'asc' ? { key, dir: 'desc' } : undefined;
}

/**
 * The `GET /client/campaigns` filters of `filters`, without paging: what the list fetches in full (pages
 * of `MAX_LIST_PAGE`) when it is sorted on the client.
 */
export function campaignFiltersToMatchParams(filters: CampaignFilters): CampaignListParams {
  return {
    types: filters.types.length ? [...filters.types] : undefined,
    statuses: filters.statuses.length ? [...filters.statuses] : undefined,
    from: filters.from,
    to: filters.to,
    search: filters.search,
  };
}

/** The largest page `GET /client/campaigns` returns (`first` 1..500). */
export const MAX_LIST_PAGE = 500;

/** Rows of `page` (1-based) of `size` from a list sorted on the client. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/** The `GET /client/campaigns` request for `filters`. */
export function campaignFiltersToListParams(filters: CampaignFilters): CampaignListParams {
  return {
    ...campaignFiltersToMatchParams(filters),
    first: filters.pageSize,
    skip: (filters.page - 1) * filters.pageSize,
  };
}

export function hasActiveFilters(filters: CampaignFilters): boolean {
  return (
    filters.types.length > 0 ||
    filters.statuses.length > 0 ||
    !!filters.from ||
    !!filters.to ||
    !!filters.search
  );
}

/**
 * The campaigns page keeps its filters and paging in the URL, so a view can be bookmarked and the back
 * button works. These pure functions translate between the URL's search params, the page's filters and
 * the list request.
 *
 * URL form: `?type=directmail&type=letterbox&status=active&from=2025-01-01&to=2025-06-30&search=pizza&page=2&size=100&sort=name&dir=asc`.
 * Types are written as lower-case labels. Statuses are written as the stages the badges name (`draft`,
 * `inreview`, `active`, `completed`, `archived`, `cancelled`): `draft` is a draft still being built and
 * `archived` leaves out the cancelled drafts, as their badges say. Codes, upper-case labels and
 * comma-separated lists are also read (a code as the stage its label names). Anything unreadable is ignored
 * rather than failing the page. Without `sort`, the list is in the service's own order (newest first).
 */
import {
  campaignStatusCodes,
  campaignStatusLabels,
  campaignTypeCodes,
  campaignTypeLabels,
  type Campaign,
  type CampaignListParams,
  type CampaignStatusCode,
  type CampaignTypeCode,
} from '../api/contract/campaign';
import type { PageSize } from '../api/early-reads';
import { codeStage, LIST_STAGES, stageOf, stageStatusCode, type ListStage } from './campaign-stage-words';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../api/early-reads';
import { isPlainDate } from './dates';
import { MAX_SEARCH_LENGTH } from './search-text';
import { readPositiveInt } from './url-values';

/** Columns the list can be sorted by on the client (the service itself only lists newest first). */
export const CAMPAIGN_SORT_KEYS = ['name', 'start', 'status', 'type'] as const;
export type CampaignSortKey = (typeof CAMPAIGN_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type CampaignSort = { key: CampaignSortKey; dir: SortDirection };

export type CampaignFilters = {
  types: CampaignTypeCode[];
  /**
   * The service's status codes asked for. A code alone reads as the stage its label names (see
   * `shownStages`); the list's own choice is `stages`, whose codes these are.
   */
  statuses: CampaignStatusCode[];
  /** The stages the list shows (its status filter); empty: those `statuses` name, or every one. */
  stages: ListStage[];
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
  stages: [],
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

/** A stage's word in the URL: `inreview`, not `inReview`. */
const stageParam = (stage: ListStage) => stage.toLowerCase();

/**
 * The stages of `status` values: stage words in any case, with spaces, hyphens or underscores (`in-review`,
 * `IN_REVIEW`), `canceled`, and status codes or labels, each read as the stage its label names.
 */
function readStages(values: string[]): ListStage[] {
  const wanted = new Set<ListStage>();
  for (const raw of values.flatMap((v) => v.split(','))) {
    const token = raw
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '');
    if (token === '') continue;
    const [code] = readCodes([token], campaignStatusCodes, campaignStatusLabels);
    const stage =
      LIST_STAGES.find((s) => stageParam(s) === token) ??
      (token === 'canceled' ? 'cancelled' : code !== undefined ? codeStage[code] : undefined);
    if (stage) wanted.add(stage);
  }
  return LIST_STAGES.filter((s) => wanted.has(s));
}

/** The status codes the service is asked for to list `stages`, in code order. */
export const statusCodesOf = (stages: readonly ListStage[]): CampaignStatusCode[] =>
  campaignStatusCodes.filter((code) => stages.some((s) => stageStatusCode[s] === code));

/**
 * The filter change that makes the list show `stages`, with the codes the service is asked for. Stages
 * that are each what their code's label names ("Active", "Draft") are kept as the codes alone, as a link or
 * the results view gives them, so the same choice is always the same filters.
 */
export function stagesPatch(stages: readonly ListStage[]): Pick<CampaignFilters, 'stages' | 'statuses'> {
  const ordered = LIST_STAGES.filter((s) => stages.includes(s));
  const byCodes = ordered.every((s) => codeStage[stageStatusCode[s]] === s);
  return { stages: byCodes ? [] : ordered, statuses: statusCodesOf(ordered) };
}

/**
 * The stages the list shows: those chosen, and for a status code no chosen stage is listed under (filters
 * given as codes: `appPaths.campaigns({ statuses: [10] })`, the results view's), the stage its label
 * names. Empty: every campaign.
 */
export function shownStages(filters: Pick<CampaignFilters, 'statuses' | 'stages'>): ListStage[] {
  const chosen = new Set<ListStage>(filters.stages);
  for (const code of filters.statuses) {
    if (!filters.stages.some((s) => stageStatusCode[s] === code)) chosen.add(codeStage[code]);
  }
  return LIST_STAGES.filter((s) => chosen.has(s));
}

/** The stages the service's answer holds for `filters`: every stage of each status code asked for. */
export function wholeStages(filters: Pick<CampaignFilters, 'statuses' | 'stages'>): ListStage[] {
  const codes = statusCodesOf(shownStages(filters));
  return LIST_STAGES.filter((s) => codes.includes(stageStatusCode[s]));
}

/**
 * Which campaigns the list keeps among those the service answers for `filters`, when its status codes hold
 * more than the stages chosen ("In review" asks for every draft and keeps those in review); undefined when
 * the service's answer is exactly the list (no choice, or every stage of each code asked for). A campaign's
 * stage is the one its badge shows (`stageOf`).
 */
export function stageFilterOf(
  filters: Pick<CampaignFilters, 'statuses' | 'stages'>,
): ((c: Pick<Campaign, 'status' | 'draft_state'>) => boolean) | undefined {
  const shown = shownStages(filters);
  if (wholeStages(filters).length === shown.length) return undefined;
  const keep = new Set<string>(shown);
  return (c) => keep.has(stageOf(c));
}

export function parseCampaignFilters(params: URLSearchParams): CampaignFilters {
  const from = params.get('from')?.trim();
  const to = params.get('to')?.trim();
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH);
  const size = readPositiveInt(params.get('size'));
  const stages = readStages(params.getAll('status'));
  return {
    types: readCodes(params.getAll('type'), campaignTypeCodes, campaignTypeLabels),
    ...stagesPatch(stages),
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
  for (const s of shownStages(filters)) out.append('status', stageParam(s));
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
  const statuses = statusCodesOf(shownStages(filters));
  return {
    types: filters.types.length ? [...filters.types] : undefined,
    statuses: statuses.length ? statuses : undefined,
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
    filters.stages.length > 0 ||
    !!filters.from ||
    !!filters.to ||
    !!filters.search
  );
}

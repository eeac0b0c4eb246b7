/**
 * The missions view keeps its filters, paging and view in the URL, so a view can be bookmarked and the
 * back button works. These pure functions translate between the URL's search params, the view's filters
 * and the list request.
 *
 * URL form: `?status=completed&status=paid&type=handtohand&campaign=1234&search=park&from=2026-01-01&to=2026-01-31&page=2&size=100`,
 * and for the week calendar `?view=week&week=2026-11-16` (the Monday of the week shown).
 * Statuses and types are written as lower-case labels for the spec's codes (draft, available, completed,
 * paid; handtohand) and as numbers for any other code the glossary offers; both forms (and comma-separated
 * lists) are read.
 * Only the view's own parameters are read and written: others in the URL (the campaign page's `tab`) are
 * left as they are. Anything unreadable is ignored rather than failing the page.
 */
import { missionStatusLabels, missionTypeLabels, type MissionListParams } from '../../api/contract/mission';
import { isPlainDate } from '../../lib/dates';
import { isoWeekMonday } from '../../api/contract/iso-week';
import { weekBounds } from '../../lib/week';
import { MAX_SEARCH_LENGTH } from '../../lib/search-text';
import { readPositiveInt } from '../../lib/url-values';

export const PAGE_SIZES = [25, 50, 100, 200, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;
/** The most missions one week of the calendar asks for (the service's largest page). */
export const WEEK_LIMIT = 500;

export type MissionView = 'table' | 'week';

export type MissionFilters = {
  /** Mission status codes (any code: the glossary may offer codes the spec does not show). */
  statuses: number[];
  /** Mission type codes (the spec shows 1, hand to hand; the glossary may offer more). */
  types: number[];
  /** A campaign id (digits). Ignored when the view is embedded for one campaign. */
  campaignId?: string;
  /** Location name search. */
  search?: string;
  /** Range on the scheduled start (`time_range_start`), both days inclusive, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  view: MissionView;
  /** The Monday of the week the calendar shows; undefined means this week. */
  week?: string;
};

/** The parameters this view owns; everything else in the URL belongs to the page around it. */
export const MISSION_PARAMS = [
  'status',
  'type',
  'campaign',
  'search',
  'from',
  'to',
  'page',
  'size',
  'view',
  'week',
];

export const emptyMissionFilters: MissionFilters = {
  statuses: [],
  types: [],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  view: 'table',
};

/** Codes written as the spec's labels (any case) or as numbers; comma lists too; sorted, no repeats. */
function readCodes(values: string[], labels: Readonly<Record<number, string>>): number[] {
  const wanted: number[] = [];
  for (const raw of values.flatMap((v) => v.split(','))) {
    const token = raw.trim().toUpperCase();
    if (token === '') continue;
    let code: number | undefined;
    if (/^\d{1,4}$/.test(token)) code = Number(token);
    else
      code = Object.keys(labels)
        .map(Number)
        .find((c) => labels[c] === token);
    if (code !== undefined && !wanted.includes(code)) wanted.push(code);
  }
  return wanted.sort((a, b) => a - b);
}

/** A code as the URL writes it: the spec's label in lower case, else the number. */
const writeCode = (code: number, labels: Readonly<Record<number, string>>) =>
  labels[code]?.toLowerCase() ?? String(code);

const readDate = (value: string | null) => {
  const v = value?.trim();
  return v && isPlainDate(v) && Number(v.slice(0, 4)) >= 1000 ? v : undefined;
};

export function parseMissionFilters(params: URLSearchParams): MissionFilters {
  const search = params.get('search')?.trim().slice(0, MAX_SEARCH_LENGTH);
  const size = readPositiveInt(params.get('size'));
  const campaign = params.get('campaign')?.trim();
  const week = readDate(params.get('week'));
  return {
    statuses: readCodes(params.getAll('status'), missionStatusLabels),
    types: readCodes(params.getAll('type'), missionTypeLabels),
    campaignId: campaign && /^\d{1,18}$/.test(campaign) ? campaign : undefined,
    search: search ? search : undefined,
    from: readDate(params.get('from')),
    to: readDate(params.get('to')),
    page: readPositiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
    view: params.get('view') === 'week' ? 'week' : 'table',
    week: week ? isoWeekMonday(week) : undefined,
  };
}

/**
 * `base` (the current URL's params) with this view's params replaced by `filters`; other params are kept
 * in place. Defaults are left out so the plain view has a plain URL.
 */
export function missionFiltersToSearchParams(
  filters: MissionFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of base) if (!MISSION_PARAMS.includes(k)) out.append(k, v);
  for (const s of filters.statuses) out.append('status', writeCode(s, missionStatusLabels));
  for (const t of filters.types) out.append('type', writeCode(t, missionTypeLabels));
  if (filters.campaignId) out.set('campaign', filters.campaignId);
  if (filters.search) out.set('search', filters.search);
  if (filters.from) out.set('from', filters.from);
  if (filters.to) out.set('to', filters.to);
  if (filters.page > 1) out.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(filters.pageSize));
  if (filters.view === 'week') out.set('view', 'week');
  if (filters.view === 'week' && filters.week) out.set('week', filters.week);
  return out;
}

/**
 * `filters` with `patch` applied. Changing what is shown (anything but the page, the view or the week)
 * goes back to page 1, since the old page number means nothing in a different result.
 */
export function updateMissionFilters(
  filters: MissionFilters,
  patch: Partial<MissionFilters>,
): MissionFilters {
  const next = { ...filters, ...patch };
  const keepsPage = Object.keys(patch).every((k) => k === 'page' || k === 'view' || k === 'week');
  if (!keepsPage && patch.page === undefined) next.page = 1;
  return next;
}

/** The filters a reset keeps: the page size and the view (clearing filters is not leaving the calendar). */
export function clearedMissionFilters(filters: MissionFilters): MissionFilters {
  return { ...emptyMissionFilters, pageSize: filters.pageSize, view: filters.view, week: filters.week };
}

/** True when "from" is after "to": no mission can match, so nothing is asked. */
export const isEmptyRange = (filters: Pick<MissionFilters, 'from' | 'to'>): boolean =>
  !!filters.from && !!filters.to && filters.from > filters.to;

export function hasActiveFilters(filters: MissionFilters, fixedCampaign?: string): boolean {
  return (
    filters.statuses.length > 0 ||
    filters.types.length > 0 ||
    (!fixedCampaign && !!filters.campaignId) ||
    !!filters.from ||
    !!filters.to ||
    !!filters.search
  );
}

/** How many filters are set (the date range counts once): the number on the phone's Filters button. */
export function activeFilterCount(filters: MissionFilters, fixedCampaign?: string): number {
  return [
    filters.statuses.length > 0,
    filters.types.length > 0,
    !fixedCampaign && !!filters.campaignId,
    !!filters.from || !!filters.to,
    !!filters.search,
  ].filter(Boolean).length;
}

const campaignParam = (filters: MissionFilters, fixedCampaign?: string) => {
  const id = fixedCampaign ?? filters.campaignId;
  return id ? [id] : undefined;
};

/**
 * The `GET /client/missions` request of the table. A plain date range means whole days in the user's
 * time zone: from the start of `from` to the end of `to`.
 */
export function missionFiltersToListParams(
  filters: MissionFilters,
  fixedCampaign?: string,
): MissionListParams {
  return {
    campaignId: campaignParam(filters, fixedCampaign),
    statuses: filters.statuses.length ? [...filters.statuses] : undefined,
    types: filters.types.length ? [...filters.types] : undefined,
    search: filters.search,
    from: filters.from ? weekBounds(filters.from, 1).from : undefined,
    to: filters.to ? weekBounds(filters.to, 1).to : undefined,
    first: filters.pageSize,
    skip: (filters.page - 1) * filters.pageSize,
  };
}

/**
 * The request of the week calendar: the same status, campaign and search filters, the week (Monday 00:00
 * to Sunday 24:00 in the user's time zone) instead of the date range, and at most `WEEK_LIMIT` missions.
 */
export function missionWeekParams(
  filters: MissionFilters,
  monday: string,
  fixedCampaign?: string,
): MissionListParams {
  const { from, to } = weekBounds(monday);
  return {
    campaignId: campaignParam(filters, fixedCampaign),
    statuses: filters.statuses.length ? [...filters.statuses] : undefined,
    types: filters.types.length ? [...filters.types] : undefined,
    search: filters.search,
    from,
    to,
    first: WEEK_LIMIT,
  };
}

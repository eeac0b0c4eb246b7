/**
 * The conversions page keeps its filters and paging in the URL, so a view can be bookmarked and the back
 * button works: `?from=2026-03-01&to=2026-03-31&type=orders&type=first-order&metric=40012,40013&page=2`.
 *
 * `from` and `to` are days in the user's time zone, both included; the request sends the instants they
 * start and end (the service's `to` is inclusive too). With neither given the page
 * shows the last 30 days; `?from=` (empty) means all time. Types are written as slugs (`first-order`);
 * the service's own names are read too. Anything unreadable falls back to the default.
 */
import { conversionTypes, maxMetricIds, type ConversionType } from '../../api/contract/tracking';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../../api/early-reads';
import { addDays, isPlainDate } from '../../lib/dates';
import { readPositiveInt } from '../../lib/url-values';
import type { ConversionRange } from '../../queries/conversion-queries';

export { PAGE_SIZES };

export type ConversionFilters = {
  /** First day included, `YYYY-MM-DD` in the user's time zone; undefined: open. */
  from?: string;
  /** Last day included; undefined: open. */
  to?: string;
  types: ConversionType[];
  metricIds: string[];
  /** 1-based. */
  page: number;
  pageSize: PageSize;
};

export const DEFAULT_DAYS = 30;
/** The most metric ids a filter holds (the service's limit), and the longest one kept. */
export const MAX_METRIC_IDS = maxMetricIds;
const MAX_METRIC_ID_LENGTH = 64;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of `date` in the user's time zone. */
export const localDay = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The instant a local day starts. */
export function localMidnight(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, m - 1, d);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The last 30 days, today included. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const to = localDay(now);
  return { from: addDays(to, -(DEFAULT_DAYS - 1))!, to };
}

const typeSlug = (t: ConversionType) => t.toLowerCase().replace(/\s+/g, '-');

function readTypes(values: string[]): ConversionType[] {
  const wanted = new Set<ConversionType>();
  for (const raw of values.flatMap((v) => v.split(','))) {
    const token = raw
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-');
    const t = conversionTypes.find((c) => typeSlug(c) === token);
    if (t) wanted.add(t);
  }
  return conversionTypes.filter((t) => wanted.has(t));
}

/** Metric ids typed as a list: commas or spaces between them, each once, at most `MAX_METRIC_IDS`. */
export function readMetricIds(text: string): string[] {
  const ids = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.length <= MAX_METRIC_ID_LENGTH);
  return [...new Set(ids)].slice(0, MAX_METRIC_IDS);
}

const readDay = (value: string | null) => {
  const v = value?.trim();
  return v && isPlainDate(v) && Number(v.slice(0, 4)) >= 1000 ? v : undefined;
};

export function parseConversionFilters(params: URLSearchParams, now: Date = new Date()): ConversionFilters {
  const size = readPositiveInt(params.get('size'));
  const period =
    !params.has('from') && !params.has('to')
      ? defaultPeriod(now)
      : { from: readDay(params.get('from')), to: readDay(params.get('to')) };
  return {
    ...period,
    types: readTypes(params.getAll('type')),
    metricIds: readMetricIds(params.getAll('metric').join(',')),
    page: readPositiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The URL form; defaults are left out so the plain page has a plain URL. */
export function conversionFiltersToSearchParams(
  filters: ConversionFilters,
  now: Date = new Date(),
): URLSearchParams {
  const out = new URLSearchParams();
  const def = defaultPeriod(now);
  if (filters.from !== def.from || filters.to !== def.to) {
    if (filters.from) out.set('from', filters.from);
    if (filters.to) out.set('to', filters.to);
    if (!filters.from && !filters.to) out.set('from', '');
  }
  for (const t of filters.types) out.append('type', typeSlug(t));
  if (filters.metricIds.length) out.set('metric', filters.metricIds.join(','));
  if (filters.page > 1) out.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) out.set('size', String(filters.pageSize));
  return out;
}

/** `filters` with `patch` applied; anything but a page change goes back to page 1. */
export function updateConversionFilters(
  filters: ConversionFilters,
  patch: Partial<ConversionFilters>,
): ConversionFilters {
  const next = { ...filters, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/**
 * The read-back's filter: the first instant of `from` and the last of `to` (both included), in the user's
 * time zone.
 */
export function conversionRangeOf(filters: ConversionFilters): ConversionRange {
  const next = filters.to ? addDays(filters.to, 1) : undefined;
  return {
    from: filters.from ? localMidnight(filters.from).toISOString() : undefined,
    to: next ? new Date(localMidnight(next).getTime() - 1).toISOString() : undefined,
    type: filters.types.length ? [...filters.types] : undefined,
    metricIds: filters.metricIds.length ? [...filters.metricIds] : undefined,
  };
}

/** One page of the read-back. */
export const conversionPageOf = (filters: ConversionFilters) => ({
  ...conversionRangeOf(filters),
  limit: filters.pageSize,
  skip: (filters.page - 1) * filters.pageSize,
});

/** True when the period can hold nothing (`from` after `to`). */
export const isEmptyPeriod = (f: ConversionFilters) => !!f.from && !!f.to && f.from > f.to;

/** True when types or metric ids narrow the list (the period always applies). */
export const isNarrowed = (f: ConversionFilters) => f.types.length > 0 || f.metricIds.length > 0;

/**
 * How many filters narrow the list, for the phone's "Filters (n)" button: the types, the metrics, and a
 * period other than the default one.
 */
export function activeFilterCount(f: ConversionFilters, period = defaultPeriod()): number {
  const periodSet = f.from !== period.from || f.to !== period.to;
  return Number(f.types.length > 0) + Number(f.metricIds.length > 0) + Number(periodSet);
}

/**
 * Performance responses shaped for the chart, the table and the CSV. Both published shapes become one
 * model: buckets (weeks or days) as rows, named series as columns, with labels for people.
 */
import {
  isSummaryPerformance,
  isVolumePerformance,
  volumeSeriesKeys,
  type Performance,
  type PerformanceSummary,
  type PerformanceVolume,
} from '../../../api/contract/performance';
import {
  daysSoFar,
  formatDaySpan,
  formatShortDay,
  formatWeekdaysSoFar,
  runningSpanIndex,
  spansNeedYear,
  weekEndOf,
  weekStartOf,
  type DaySpan,
} from '../../../lib/week-buckets';
import { toCsv, type CsvField } from '../../../lib/csv';
import type { Counted } from '../../../lib/measurement';

export type SeriesKey = 'scans' | 'conversions' | 'flyersDistributed' | 'distributed';

export type SeriesInfo = { key: SeriesKey; label: string };

export type SeriesRow = {
  /** The bucket as the service sent it (`2026-W12` or `2026-03-16`). */
  bucket: string;
  /** The days the bucket covers (a week's Monday to Sunday, or the day itself); undefined if unreadable. */
  span: DaySpan | undefined;
  /** Short label for the chart's axis, the day the bucket starts: "Nov 16" in the user's locale. */
  tick: string;
  /** The bucket's days for the tooltip and the table: "Nov 16 – 22", or the day "Nov 16". */
  label: string;
  /** True for the bucket still running today: its figures are a part of the week (or day) so far. */
  partial: boolean;
  values: Partial<Record<SeriesKey, number>>;
};

/** The bucket still running today, with the days it has run so far. */
export type RunningBucket = {
  index: number;
  /** Days of the bucket begun by today, today included (1..7 for a week, 1 for a day). */
  daysSoFar: number;
  daysInBucket: number;
  /** The weekdays run so far: "Mon–Wed" (empty for a day). */
  weekdays: string;
};

export type SeriesModel = {
  granularity: 'week' | 'day';
  series: SeriesInfo[];
  rows: SeriesRow[];
  /** The bucket still running today, if one is: drawn dashed and noted, never read as a drop. */
  running?: RunningBucket;
  /**
   * Totals of the summary shape (distributed, scans, reach, conversions); absent for the volume shape. A
   * figure the campaign does not count is null.
   */
  totals?: { distributed: number; scans: number | null; reach: number; conversions: number | null };
  /** The measures the campaign does not count: left out of the series, never drawn as zeros. */
  notCounted: Array<'scans' | 'conversions'>;
};

/**
 * What shaping needs beyond the response: the user's locale and their today (`YYYY-MM-DD`), and what the
 * campaign counts (everything when not given).
 */
export type ShapeOptions = { locale?: string | string[]; today: string; counted?: Counted };

const everything: Counted = { scans: true, conversions: true };

/** The measures of `counted` that are not counted, in the contract's order. */
const notCountedOf = (counted: Counted = everything) =>
  (['scans', 'conversions'] as const).filter((m) => !counted[m]);

type RawRow = { bucket: string; span: DaySpan | undefined; values: SeriesRow['values'] };

/**
 * Raw buckets become rows for people: dates in the locale (with the year only when the buckets cross
 * one or are not this year's), and the bucket that holds today marked as running.
 */
function labelRows(raw: RawRow[], granularity: SeriesModel['granularity'], opts: ShapeOptions) {
  const spans = raw.map((r) => r.span);
  const withYear = spansNeedYear(spans, opts.today);
  const index = runningSpanIndex(spans, opts.today);
  const rows = raw.map((r, i): SeriesRow => ({
    ...r,
    tick: r.span ? formatShortDay(r.span.start, opts.locale, withYear) : r.bucket,
    label: r.span ? formatDaySpan(r.span, opts.locale, withYear) : r.bucket,
    partial: i === index,
  }));
  const span = index === undefined ? undefined : spans[index];
  const running: RunningBucket | undefined =
    index === undefined || !span
      ? undefined
      : {
          index,
          daysSoFar: daysSoFar(span, opts.today),
          daysInBucket: granularity === 'week' ? 7 : 1,
          weekdays: granularity === 'week' ? formatWeekdaysSoFar(span, opts.today, opts.locale) : '',
        };
  return { rows, running };
}

/**
 * The note under a chart whose last bucket is still running, in the marketer's words:
 * "This week so far (Mon–Wed): …". Undefined when every bucket is complete.
 */
export function runningNote(model: Pick<SeriesModel, 'granularity' | 'running'>): string | undefined {
  const r = model.running;
  if (!r) return undefined;
  if (model.granularity === 'day') {
    return 'Today so far: the dashed end of each line is a day still running, not a drop. It fills in until midnight.';
  }
  if (r.daysSoFar >= r.daysInBucket) {
    return `This week so far (${r.weekdays}): the dashed end of each line is a week still running, not a drop. Its last day is today.`;
  }
  return `This week so far (${r.weekdays}, ${r.daysSoFar} of 7 days): the dashed end of each line is a week still running, not a drop. It fills in until Sunday.`;
}

/** Fallback labels when the service sends an empty one. */
export const seriesLabels: Record<SeriesKey, string> = {
  scans: 'Scans',
  conversions: 'Conversions',
  flyersDistributed: 'Flyers distributed',
  distributed: 'Distributed',
};

/** Volume shape: one row per week; only the series the response carries, in the contract's order. */
export function volumeToModel(p: PerformanceVolume, opts: ShapeOptions): SeriesModel {
  const notCounted = notCountedOf(opts.counted);
  const present = volumeSeriesKeys.filter(
    (key) => p.yAxis[key] !== undefined && !notCounted.some((m) => m === key),
  );
  const series: SeriesInfo[] = present.map((key) => ({
    key,
    label: p.yAxis[key]?.label.trim() || seriesLabels[key],
  }));
  const raw = p.xAxis.data.map((bucket, i): RawRow => {
    const values: SeriesRow['values'] = {};
    for (const key of present) values[key] = p.yAxis[key]?.data[i] ?? 0;
    const start = weekStartOf(bucket);
    const end = weekEndOf(bucket);
    return { bucket, span: start && end ? { start, end } : undefined, values };
  });
  return { granularity: 'week', series, ...labelRows(raw, 'week', opts), notCounted };
}

/** Summary shape: one row per day of the timeline (distributed, scans), plus the totals. */
export function summaryToModel(p: PerformanceSummary, opts: ShapeOptions): SeriesModel {
  const notCounted = notCountedOf(opts.counted);
  const scans = !notCounted.includes('scans');
  const raw = [...p.timeline]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((d): RawRow => ({
      bucket: d.date,
      span: { start: d.date, end: d.date },
      values: scans ? { distributed: d.distributed, scans: d.scans } : { distributed: d.distributed },
    }));
  const series: SeriesInfo[] = [{ key: 'distributed', label: seriesLabels.distributed }];
  if (scans) series.push({ key: 'scans', label: seriesLabels.scans });
  return {
    granularity: 'day',
    ...labelRows(raw, 'day', opts),
    series,
    totals: {
      distributed: p.distributed,
      scans: scans ? p.scans : null,
      reach: p.reach,
      conversions: notCounted.includes('conversions') ? null : p.conversions,
    },
    notCounted,
  };
}

export function toModel(p: Performance, opts: ShapeOptions): SeriesModel {
  if (isSummaryPerformance(p)) return summaryToModel(p, opts);
  if (isVolumePerformance(p)) return volumeToModel(p, opts);
  return { granularity: 'week', series: [], rows: [], notCounted: notCountedOf(opts.counted) };
}

/**
 * The series as CSV, for a spreadsheet: the bucket's first and last day (a week runs Monday to Sunday),
 * every series, and whether the bucket is complete or still running, so a short last week is not read as
 * a drop there either.
 */
export function modelToCsv(model: SeriesModel): string {
  const weekly = model.granularity === 'week';
  const header: string[] = weekly ? ['Week starting', 'Week ending'] : ['Date'];
  header.push(...model.series.map((s) => s.label), 'Complete');
  const rows = model.rows.map((r): CsvField[] => [
    r.span?.start ?? r.bucket,
    ...(weekly ? [r.span?.end ?? ''] : []),
    ...model.series.map((s) => r.values[s.key] ?? 0),
    r.partial ? (weekly ? 'No, week still running' : 'No, day still running') : 'Yes',
  ]);
  return toCsv(header, rows);
}

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
import { formatPlainDate } from '../../../lib/dates';
import { toCsv, type CsvValue } from './csv';
import { formatIsoWeek, weekStartOf } from '../../../lib/week-buckets';

export type SeriesKey = 'scans' | 'conversions' | 'flyersDistributed' | 'distributed';

export type SeriesInfo = { key: SeriesKey; label: string };

export type SeriesRow = {
  /** The bucket as the service sent it (`2026-W12` or `2026-03-16`). */
  bucket: string;
  /** Readable bucket: "Week 12, 2026" or the date in the user's locale. */
  label: string;
  /** Plain date the bucket starts on (a week's Monday, or the day itself); undefined if unreadable. */
  start: string | undefined;
  values: Partial<Record<SeriesKey, number>>;
};

export type SeriesModel = {
  granularity: 'week' | 'day';
  series: SeriesInfo[];
  rows: SeriesRow[];
  /** Totals of the summary shape (distributed, scans, reach, conversions); absent for the volume shape. */
  totals?: { distributed: number; scans: number; reach: number; conversions: number };
};

/** Fallback labels when the service sends an empty one. */
export const seriesLabels: Record<SeriesKey, string> = {
  scans: 'Scans',
  conversions: 'Conversions',
  flyersDistributed: 'Flyers distributed',
  distributed: 'Distributed',
};

/** Volume shape: one row per week; only the series the response carries, in the contract's order. */
export function volumeToModel(p: PerformanceVolume): SeriesModel {
  const present = volumeSeriesKeys.filter((key) => p.yAxis[key] !== undefined);
  const series: SeriesInfo[] = present.map((key) => ({
    key,
    label: p.yAxis[key]?.label.trim() || seriesLabels[key],
  }));
  const rows = p.xAxis.data.map((bucket, i): SeriesRow => {
    const values: SeriesRow['values'] = {};
    for (const key of present) values[key] = p.yAxis[key]?.data[i] ?? 0;
    return { bucket, label: formatIsoWeek(bucket), start: weekStartOf(bucket), values };
  });
  return { granularity: 'week', series, rows };
}

/** Summary shape: one row per day of the timeline (distributed, scans), plus the totals. */
export function summaryToModel(p: PerformanceSummary, locale?: string | string[]): SeriesModel {
  const rows = [...p.timeline]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((d): SeriesRow => ({
      bucket: d.date,
      label: formatPlainDate(d.date, locale),
      start: d.date,
      values: { distributed: d.distributed, scans: d.scans },
    }));
  return {
    granularity: 'day',
    series: [
      { key: 'distributed', label: seriesLabels.distributed },
      { key: 'scans', label: seriesLabels.scans },
    ],
    rows,
    totals: { distributed: p.distributed, scans: p.scans, reach: p.reach, conversions: p.conversions },
  };
}

export function toModel(p: Performance, locale?: string | string[]): SeriesModel {
  if (isSummaryPerformance(p)) return summaryToModel(p, locale);
  if (isVolumePerformance(p)) return volumeToModel(p);
  return { granularity: 'week', series: [], rows: [] };
}

/**
 * Turns one series on or off, keeping the model's order. Turning off the last visible series is refused
 * (an empty chart helps nobody), so the result always holds at least one key.
 */
export function toggleSeries(
  visible: readonly SeriesKey[],
  key: SeriesKey,
  order: readonly SeriesKey[],
): SeriesKey[] {
  const on = new Set(visible);
  if (on.has(key)) {
    if (on.size === 1) return [...visible];
    on.delete(key);
  } else {
    on.add(key);
  }
  return order.filter((k) => on.has(k));
}

/** The series as CSV: bucket, its start date, then one column per series (all of them, not just visible). */
export function modelToCsv(model: SeriesModel): string {
  const header: CsvValue[] = model.granularity === 'week' ? ['Week', 'Week starting'] : ['Date'];
  header.push(...model.series.map((s) => s.label));
  const rows = model.rows.map((r): CsvValue[] => [
    r.bucket,
    ...(model.granularity === 'week' ? [r.start ?? ''] : []),
    ...model.series.map((s) => r.values[s.key] ?? 0),
  ]);
  return toCsv([header, ...rows]);
}

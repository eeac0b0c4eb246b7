/**
 * The comparison of 2 to 6 campaigns, week by week, for one chart, its table and its CSV (the same
 * numbers in all three). Aligned by calendar week, the rows are the period's weeks; aligned by campaign
 * week, row N is each campaign's Nth week from its first one, whatever the period, so launches compare
 * side by side. Scans and conversions are each week's own; scans per 1,000 flyers is the running rate:
 * the scans so far per 1,000 flyers distributed so far (scans trail the flyers by days or weeks, so a
 * week's scans over the same week's flyers would swing wildly). In the calendar view its last point is the
 * rate the results table shows for the period.
 */
import { addDays } from '../../lib/dates';
import { formatPerThousand, perThousand, type Counted } from '../../lib/measurement';
import { formatShortDay, spansNeedYear } from '../../lib/week-buckets';
import { toCsv, type CsvField } from '../../lib/csv';
import { numberFormat } from '../../lib/intl-cache';
import type { WeekActivity, WeeklySeries } from './campaign-results';
import type { Period } from './period';
import type { CompareAlign, CompareMeasure } from './results-view';

export type CompareInput = { id: string; name: string; series: WeeklySeries; counted: Counted };

export type CompareLine = {
  id: string;
  name: string;
  /** Why the campaign has no line for this measure, in words; absent when it has one. */
  missing?: string;
};

export type CompareRow = {
  /** The week for a spreadsheet: its Monday (`2026-08-31`) by calendar, its number by campaign week. */
  week: string;
  /** The row's label: "Aug 31" or "Week 3". */
  label: string;
  /** Still running today (the calendar view's last week). */
  partial: boolean;
  /** By campaign id; null where the campaign has no figure for the row. */
  values: Record<string, number | null>;
};

export type CompareModel = { lines: CompareLine[]; rows: CompareRow[]; measureLabel: string };

export const compareMeasureLabels: Record<CompareMeasure, string> = {
  rate: 'Scans per 1,000 flyers, so far',
  scans: 'Scans each week',
  conversions: 'Conversions each week',
};

/** Why a campaign has no line for `measure`, or undefined when it has one. */
function missingReason(c: CompareInput, measure: CompareMeasure): string | undefined {
  if (measure === 'conversions') {
    if (!c.counted.conversions) return 'does not count conversions';
    if (!c.series.has.conversions) return 'reports conversions only as a campaign total, not by week';
    return undefined;
  }
  if (!c.counted.scans) return 'does not count scans';
  if (!c.series.has.scans || (measure === 'rate' && !c.series.has.flyers))
    return 'its figures do not include them';
  return undefined;
}

/** One campaign's values over `weeks` (Mondays), for the measure: each week's, or the running rate. */
function valuesOver(
  weeks: readonly string[],
  byMonday: Map<string, WeekActivity>,
  measure: CompareMeasure,
): (number | null)[] {
  let scans = 0;
  let flyers = 0;
  return weeks.map((monday) => {
    const w = byMonday.get(monday);
    if (measure !== 'rate') return w ? w[measure] : 0;
    scans += w?.scans ?? 0;
    flyers += w?.flyers ?? 0;
    return perThousand(scans, flyers) ?? null;
  });
}

/** The Mondays from `first` for `n` weeks. */
const mondaysFrom = (first: string, n: number) => Array.from({ length: n }, (_, i) => addDays(first, 7 * i)!);

const weekIndex = (first: string, monday: string) =>
  Math.round((Date.parse(monday) - Date.parse(first)) / (7 * 86_400_000));

export function compareModel(
  campaigns: readonly CompareInput[],
  measure: CompareMeasure,
  align: CompareAlign,
  period: Period,
  today: string,
  locale?: string | string[],
): CompareModel {
  const lines: CompareLine[] = campaigns.map((c) => ({
    id: c.id,
    name: c.name,
    missing: missingReason(c, measure),
  }));
  const drawn = campaigns.filter((_, i) => !lines[i]!.missing);
  const byMonday = new Map(drawn.map((c) => [c.id, new Map(c.series.weeks.map((w) => [w.monday, w]))]));
  const rows: CompareRow[] = [];
  if (align === 'calendar') {
    const withYear = spansNeedYear([{ start: period.from, end: period.to }], today);
    const values = new Map(drawn.map((c) => [c.id, valuesOver(period.weeks, byMonday.get(c.id)!, measure)]));
    period.weeks.forEach((monday, i) => {
      rows.push({
        week: monday,
        label: formatShortDay(monday, locale, withYear),
        partial: period.running && i === period.weeks.length - 1,
        values: Object.fromEntries(campaigns.map((c) => [c.id, values.get(c.id)?.[i] ?? null])),
      });
    });
  } else {
    const spans = drawn.map((c) => {
      const first = c.series.weeks[0]?.monday;
      const last = c.series.weeks.at(-1)?.monday;
      return { c, first, n: first && last ? weekIndex(first, last) + 1 : 0 };
    });
    const longest = Math.max(0, ...spans.map((s) => s.n));
    const values = new Map(
      spans.map(({ c, first, n }) => [
        c.id,
        first ? valuesOver(mondaysFrom(first, n), byMonday.get(c.id)!, measure) : [],
      ]),
    );
    const nf = numberFormat(locale);
    for (let i = 0; i < longest; i++) {
      rows.push({
        week: String(i + 1),
        label: `Week ${nf.format(i + 1)}`,
        partial: false,
        values: Object.fromEntries(campaigns.map((c) => [c.id, values.get(c.id)?.[i] ?? null])),
      });
    }
  }
  return { lines, rows, measureLabel: compareMeasureLabels[measure] };
}

/** A value as the table writes it: a count, or a rate with one decimal; "–" where there is none. */
export function formatCompareValue(value: number | null, measure: CompareMeasure, locale?: string): string {
  if (value === null) return '–';
  return measure === 'rate' ? formatPerThousand(value, locale) : numberFormat(locale).format(value);
}

/** The comparison as CSV: a row per week, a column per campaign with a line. */
export function compareToCsv(model: CompareModel, measure: CompareMeasure, align: CompareAlign): string {
  const shown = model.lines.filter((l) => !l.missing);
  const header = [align === 'calendar' ? 'Week starting' : 'Campaign week', ...shown.map((l) => l.name)];
  const rows = model.rows.map((r): CsvField[] => [
    r.partial ? `${r.week} (so far)` : r.week,
    ...shown.map((l) => {
      const v = r.values[l.id] ?? null;
      return v === null ? '' : measure === 'rate' ? Math.round(v * 10) / 10 : v;
    }),
  ]);
  return toCsv(header, rows);
}

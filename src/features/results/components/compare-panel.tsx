import { Download, X } from 'lucide-react';
import { useMemo } from 'react';
import { seriesColor } from '../../../components/charts/series-colors';
import type { CompareLinesChartProps } from '../../../components/charts/compare-lines-chart';
import { ChartSkeleton } from '../../../components/charts/lazy-line-series-chart';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { downloadCsv } from '../../../lib/csv';
import { useModule } from '../../../lib/use-module';
import { compareModel, compareToCsv, formatCompareValue, type CompareInput } from '../compare-series';
import type { Period } from '../period';
import { MAX_COMPARE, MIN_COMPARE, type CompareAlign, type CompareMeasure } from '../results-view';
import type { ResultRow } from '../use-results';
import { compareChartModule } from './compare-chart-module';

/** A dash pattern per line, so lines read apart without their colours. */
const DASHES = [undefined, '7 3', '2 3', '9 3 2 3', '4 4', '1 2'];

const measureButtons: Record<CompareMeasure, string> = {
  rate: 'Scans per 1,000 flyers',
  scans: 'Scans',
  conversions: 'Conversions',
};

const alignButtons: Record<CompareAlign, string> = {
  calendar: 'By calendar week',
  campaign: 'By week of each campaign',
};

function Toggle<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Record<V, string>;
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap rounded-md border border-slate-300 p-0.5"
    >
      {(Object.keys(options) as V[]).map((v) => (
        <Button
          key={v}
          variant="ghost"
          size="sm"
          aria-pressed={value === v}
          onClick={() => onChange(v)}
          className={cn(value === v && 'bg-indigo-50 text-indigo-800 hover:bg-indigo-100')}
        >
          {options[v]}
        </Button>
      ))}
    </div>
  );
}

function ChartOf(props: CompareLinesChartProps) {
  const chart = useModule(compareChartModule);
  if (!chart) return <ChartSkeleton height={props.height ?? 280} />;
  return <chart.default {...props} />;
}

/**
 * The comparison of the campaigns ticked in the table (2 to 6, in the order ticked): one chart of the
 * chosen measure week by week, aligned by calendar week or by each campaign's own weeks, the same numbers
 * in a table and as CSV.
 */
export function ComparePanel({
  rows,
  measure,
  align,
  period,
  today,
  onMeasure,
  onAlign,
  onRemove,
  onClear,
}: {
  rows: ResultRow[];
  measure: CompareMeasure;
  align: CompareAlign;
  period: Period;
  today: string;
  onMeasure: (m: CompareMeasure) => void;
  onAlign: (a: CompareAlign) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const inputs = useMemo(
    () =>
      rows.flatMap((r): CompareInput[] =>
        r.read.status === 'read'
          ? [{ id: r.campaign.id, name: r.campaign.name, series: r.read.series, counted: r.read.counted }]
          : [],
      ),
    [rows],
  );
  const model = useMemo(
    () => compareModel(inputs, measure, align, period, today),
    [inputs, measure, align, period, today],
  );
  const style = new Map(rows.map((r, i) => [r.campaign.id, { color: seriesColor(i), dash: DASHES[i] }]));
  const drawn = model.lines.filter((l) => !l.missing);
  const waiting = rows.length - inputs.length;
  const download = () =>
    downloadCsv(
      `campaign-comparison-${measure}-${align}-${period.from}-to-${period.to}.csv`,
      compareToCsv(model, measure, align),
    );

  return (
    <Card aria-labelledby="compare-heading" className="mt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="compare-heading">
            Compare {rows.length} {rows.length === 1 ? 'campaign' : 'campaigns'}
          </CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            {rows.length < MIN_COMPARE
              ? `Tick at least ${MIN_COMPARE} campaigns in the table (up to ${MAX_COMPARE}) to see them on one chart.`
              : align === 'calendar'
                ? 'Week by week over the period. The address keeps this comparison: copy it to share it.'
                : 'Each campaign from its own first week, whatever the period, so launches line up. The address keeps this comparison: copy it to share it.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {drawn.length > 0 ? (
            <Button variant="secondary" size="sm" onClick={download}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download CSV
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear comparison
          </Button>
        </div>
      </div>

      <ul aria-label="Campaigns compared" className="mt-3 flex flex-wrap gap-2">
        {rows.map((r) => {
          const s = style.get(r.campaign.id)!;
          const missing = model.lines.find((l) => l.id === r.campaign.id)?.missing;
          return (
            <li
              key={r.campaign.id}
              className="flex max-w-full items-center gap-2 rounded-full border border-slate-200 py-1 pr-1 pl-3 text-sm"
            >
              <svg aria-hidden="true" width="22" height="8" className="shrink-0">
                <line
                  x1="0"
                  y1="4"
                  x2="22"
                  y2="4"
                  stroke={s.color}
                  strokeWidth="2.5"
                  strokeDasharray={s.dash}
                />
              </svg>
              <span className="min-w-0 truncate">
                {r.campaign.name}
                {missing ? <span className="text-slate-500"> (no line: {missing})</span> : null}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="h-7 w-7"
                aria-label={`Remove ${r.campaign.name} from the comparison`}
                onClick={() => onRemove(r.campaign.id)}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>

      {rows.length >= MIN_COMPARE ? (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            <Toggle label="Measure" options={measureButtons} value={measure} onChange={onMeasure} />
            <Toggle label="Line up" options={alignButtons} value={align} onChange={onAlign} />
          </div>
          {waiting > 0 ? (
            <p role="status" className="mt-3 text-sm text-slate-600">
              Reading {waiting} of the campaigns compared…
            </p>
          ) : null}
          {drawn.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">
              None of these campaigns has this measure week by week: choose another measure.
            </p>
          ) : (
            <figure aria-label={`${model.measureLabel}, compared`} className="m-0 mt-4">
              <ChartOf
                rows={model.rows}
                lines={drawn.map((l) => ({ id: l.id, name: l.name, ...style.get(l.id)! }))}
                format={(v) => formatCompareValue(v, measure)}
                integers={measure !== 'rate'}
              />
              <figcaption className="mt-2 text-xs text-slate-600">
                {measure === 'rate'
                  ? 'Scans per 1,000 flyers so far: every scan to date over every flyer out to date, so a week with no flyers out does not spike.'
                  : `${model.measureLabel}.`}{' '}
                {align === 'calendar' && period.running ? 'The last week is this week so far. ' : ''}
                The same numbers are in the table below and in the CSV.
              </figcaption>
            </figure>
          )}
          {drawn.length > 0 ? (
            <div className="mt-4">
              <Table aria-label="Comparison by week">
                <caption className="sr-only">{model.measureLabel}, by week</caption>
                <TableHead>
                  <tr>
                    <TableHeaderCell>{align === 'calendar' ? 'Week of' : 'Week'}</TableHeaderCell>
                    {drawn.map((l) => (
                      <TableHeaderCell key={l.id} className="text-right normal-case">
                        {l.name}
                      </TableHeaderCell>
                    ))}
                  </tr>
                </TableHead>
                <TableBody>
                  {model.rows.map((r) => (
                    <TableRow key={r.week}>
                      <TableCell className="whitespace-nowrap">
                        {r.label}
                        {r.partial ? ' (so far)' : ''}
                      </TableCell>
                      {drawn.map((l) => (
                        <TableCell key={l.id} className="text-right tabular-nums">
                          {formatCompareValue(r.values[l.id] ?? null, measure)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

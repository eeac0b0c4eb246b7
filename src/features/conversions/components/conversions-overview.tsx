import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { QueryPending, QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ConversionRecord } from '../../../api/contract/tracking';
import { conversionQueries } from '../../../queries/conversion-queries';
import { conversionRangeOf, type ConversionFilters } from '../conversion-filters';
import { formatDay, formatMoney } from '../conversion-words';
import { dailySeries } from '../daily-series';
import { downloadCsv } from '../../../lib/csv';
import { LazyDailyChart } from './lazy-daily-chart';
import { numberFormat } from '../../../lib/intl-cache';

/** "Mar 1, 2026 to Mar 30, 2026", "since Mar 1, 2026", "all time". */
function periodWords(f: Pick<ConversionFilters, 'from' | 'to'>): string {
  const day = (d: string) => formatDay(d, { year: true });
  if (f.from && f.to) return f.from === f.to ? `on ${day(f.from)}` : `from ${day(f.from)} to ${day(f.to)}`;
  if (f.from) return `since ${day(f.from)}`;
  if (f.to) return `up to ${day(f.to)}`;
  return 'over all time';
}

/** The period's conversions read: the chart with its totals in words, or that there are none. */
function PeriodChart({
  data,
  filters,
  fetching,
}: {
  data: { nodes: ConversionRecord[]; totalCount: number; truncated: boolean };
  filters: ConversionFilters;
  fetching: boolean;
}) {
  const series = useMemo(
    () => dailySeries(data.nodes, { from: filters.from, to: filters.to }),
    [data, filters.from, filters.to],
  );
  const nf = numberFormat();
  if (series.total === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <BarChart3 className="h-4 w-4 text-slate-400" aria-hidden="true" />
        No conversions {periodWords(filters)}, so there is nothing to chart.
      </p>
    );
  }
  const values = series.valueByCurrency.map((v) => formatMoney(v.value, v.currency || null)).join(' + ');
  return (
    <div aria-busy={fetching || undefined}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {nf.format(series.total)} {series.total === 1 ? 'conversion' : 'conversions'} {periodWords(filters)},
        worth {values}.
      </p>
      <ul aria-label="Conversions by type" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {series.series.map((s) => (
          <li key={s.key} className="text-slate-700">
            {s.label}: <span className="font-medium tabular-nums">{nf.format(s.total)}</span>
          </li>
        ))}
      </ul>
      {data.truncated ? (
        <p className="mt-2 text-sm text-amber-800">
          The chart and the CSV hold the newest {nf.format(data.nodes.length)} of {nf.format(data.totalCount)}{' '}
          conversions: choose a shorter period to see them all.
        </p>
      ) : null}
      <div className="mt-4">
        <LazyDailyChart data={series} />
      </div>
    </div>
  );
}

/**
 * The filtered period at a glance: conversions per day by type (a chart), the totals by type and by
 * currency in words, and the CSV of every filtered row. Reads the whole range (up to 5,000 rows).
 */
export function ConversionsOverview({ filters }: { filters: ConversionFilters }) {
  const q = useQuery(conversionQueries.range(conversionRangeOf(filters)));
  const [csvState, setCsvState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const download = async () => {
    if (!q.data) return;
    setCsvState('busy');
    try {
      const { conversionsCsv, csvFileName } = await import('../csv');
      downloadCsv(csvFileName(filters), conversionsCsv(q.data.nodes));
      setCsvState('idle');
    } catch {
      setCsvState('failed');
    }
  };

  const pending = (
    <QueryPending label="Loading the daily chart…">
      <Skeleton className="mb-3 h-4 w-64" />
      <Skeleton className="h-[300px] w-full" />
    </QueryPending>
  );
  const body = (
    <QueryState query={q} what="the conversions of this period" pending={pending}>
      {(data) => <PeriodChart data={data} filters={filters} fetching={q.isFetching} />}
    </QueryState>
  );

  return (
    <Card aria-labelledby="daily-heading" className="mb-6 min-w-0">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="daily-heading">Conversions per day</CardTitle>
          <p className="mt-1 text-sm text-slate-600">Each day in your time zone, by type.</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button
            variant="secondary"
            size="sm"
            disabled={!q.isSuccess || q.data.nodes.length === 0 || csvState === 'busy'}
            onClick={() => void download()}
          >
            {csvState === 'busy' ? (
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="h-4 w-4" aria-hidden="true" />
            )}
            Download CSV
          </Button>
          {csvState === 'failed' ? (
            <p role="alert" className="text-xs text-red-700">
              The CSV could not be made. Try again.
            </p>
          ) : null}
        </div>
      </div>
      {body}
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, LineChart as LineChartIcon, Table2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Campaign } from '../../../api/contract/campaign';
import { LazyLineSeriesChart } from '../../../components/charts/lazy-line-series-chart';
import { seriesColor } from '../../../components/charts/series-colors';
import { QueryErrorState } from '../../../components/query-error-state';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingStatus, Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useUrlState } from '../../../lib/use-url-state';
import { campaignInsightQueries } from '../../../queries/campaign-insight-queries';
import { fileSlug } from '../performance/csv';
import { downloadText } from '../performance/download';
import { formatCount } from '../performance/format';
import { modelToCsv, toggleSeries, toModel, type SeriesKey, type SeriesModel } from '../performance/series';
import { CreationStatusCard } from './creation-status-card';
import { ScanKpis } from './scan-kpis';
import { SeriesTable } from './series-table';

type PerformanceView = 'chart' | 'table';

/** The view in the URL: `?view=table`; the chart, the default, is left out. Other params are kept. */
const readView = (params: URLSearchParams): PerformanceView =>
  params.get('view') === 'table' ? 'table' : 'chart';
function writeView(view: PerformanceView, current: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams(current);
  if (view === 'table') p.set('view', 'table');
  else p.delete('view');
  return p;
}

/** The Performance tab: scan KPIs and the series as a chart or a table, with CSV download. */
export function PerformanceTab({ campaign }: { campaign: Campaign }) {
  if (campaign.status === 0) {
    // A draft has run nowhere: instead of empty charts, what the draft still needs before it can.
    return (
      <div className="space-y-6">
        <EmptyState
          icon={<BarChart3 className="h-8 w-8" aria-hidden="true" />}
          title="No performance yet"
          description="This campaign is a draft: nothing has been distributed or scanned. Performance appears here once the campaign runs. Below is what the draft still needs."
        />
        <CreationStatusCard campaignId={campaign.id} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <section aria-labelledby="kpi-heading">
        <h2 id="kpi-heading" className="mb-3 text-base font-semibold text-slate-900">
          Scan analytics
        </h2>
        <ScanKpis campaignId={campaign.id} />
      </section>
      <PerformanceSeries campaign={campaign} />
    </div>
  );
}

function PerformanceSeries({ campaign }: { campaign: Campaign }) {
  const q = useQuery(campaignInsightQueries.performance(campaign.id));
  const model = useMemo(() => (q.data ? toModel(q.data) : undefined), [q.data]);
  if (q.isPending) {
    return (
      <Card aria-busy="true">
        <LoadingStatus label="Loading performance…" />
        <Skeleton className="mb-4 h-5 w-48" />
        <Skeleton className="h-80 w-full" />
      </Card>
    );
  }
  if (q.isError || !model) {
    return (
      <QueryErrorState
        error={q.error}
        what="the performance series"
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  }
  if (model.rows.length === 0 || model.series.length === 0) {
    return (
      <EmptyState
        icon={<LineChartIcon className="h-8 w-8" aria-hidden="true" />}
        title="No activity recorded yet"
        description="Nothing has been distributed or scanned for this campaign so far. The chart fills in as flyers go out and people scan them."
      />
    );
  }
  return <SeriesPanel campaign={campaign} model={model} />;
}

function SeriesPanel({ campaign, model }: { campaign: Campaign; model: SeriesModel }) {
  // Switching the view replaces the history entry, so the back button does not step through views.
  const [view, setView] = useUrlState({ read: readView, write: writeView, replace: true });
  const order = model.series.map((s) => s.key);
  const [visible, setVisible] = useState<SeriesKey[]>(order);
  const shown = order.filter((k) => visible.includes(k));
  const weekly = model.granularity === 'week';
  const title = weekly ? 'Weekly performance' : 'Daily performance';

  const download = () =>
    downloadText(
      modelToCsv(model),
      `${fileSlug(campaign.name)}-${campaign.id}-performance-${weekly ? 'weekly' : 'daily'}.csv`,
    );

  return (
    <Card aria-labelledby="series-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle id="series-heading">{title}</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            {weekly
              ? 'Scans, conversions and flyers distributed per ISO week (Monday to Sunday).'
              : 'Pieces distributed and scans per day. This campaign reports daily figures and totals.'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label="View"
            className="inline-flex rounded-md border border-slate-300 p-0.5"
          >
            {(['chart', 'table'] as const).map((v) => (
              <Button
                key={v}
                variant="ghost"
                size="sm"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className={cn(view === v && 'bg-indigo-50 text-indigo-800 hover:bg-indigo-100')}
              >
                {v === 'chart' ? (
                  <LineChartIcon className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <Table2 className="h-4 w-4" aria-hidden="true" />
                )}
                {v === 'chart' ? 'Chart' : 'Table'}
              </Button>
            ))}
          </div>
          <Button variant="secondary" size="sm" onClick={download}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Download CSV
          </Button>
        </div>
      </div>

      {model.totals ? (
        <dl aria-label="Totals" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['Distributed', model.totals.distributed],
              ['Scans', model.totals.scans],
              ['Reach', model.totals.reach],
              ['Conversions', model.totals.conversions],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-md bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatCount(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {view === 'chart' ? (
        <div className="mt-4">
          <fieldset className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <legend className="sr-only">Series shown</legend>
            <span aria-hidden="true" className="text-sm font-medium text-slate-700">
              Show:
            </span>
            {model.series.map((s, i) => {
              const on = shown.includes(s.key);
              const last = on && shown.length === 1;
              return (
                <label key={s.key} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-indigo-600"
                    checked={on}
                    disabled={last}
                    title={last ? 'At least one series stays shown' : undefined}
                    onChange={() => setVisible((v) => toggleSeries(v, s.key, order))}
                  />
                  <span
                    aria-hidden="true"
                    className="inline-block h-2.5 w-2.5 rounded-full"
                    style={{ backgroundColor: seriesColor(i) }}
                  />
                  {s.label}
                </label>
              );
            })}
          </fieldset>
          <figure aria-label={`${title} chart`} className="m-0">
            <LazyLineSeriesChart
              rows={model.rows}
              series={model.series
                .map((s, i) => ({
                  key: s.key,
                  label: s.label,
                  color: seriesColor(i),
                  axis:
                    s.key === 'flyersDistributed' || s.key === 'distributed'
                      ? ('right' as const)
                      : ('left' as const),
                }))
                .filter((s) => shown.includes(s.key))}
            />
            <figcaption className="mt-2 text-xs text-slate-500">
              The {weekly ? 'flyers distributed' : 'distributed'} line is read against the right-hand scale
              when other series are shown. The same numbers are in the table view and the CSV download.
            </figcaption>
          </figure>
        </div>
      ) : (
        <div className="mt-4">
          <SeriesTable model={model} />
        </div>
      )}
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { BarChart3, Download, LineChart as LineChartIcon, Table2 } from 'lucide-react';
import { useMemo } from 'react';
import type { Campaign } from '../../../api/contract/campaign';
import type { CampaignStage } from '../../../lib/campaign-stage-words';
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
import { downloadCsv } from '../../../lib/csv';
import { formatCount } from '../performance/format';
import { NOT_COUNTED, notCountedReason } from '../../../lib/measurement';
import { modelToCsv, runningNote, toModel, type SeriesModel } from '../performance/series';
import { localToday } from '../../../lib/week';
import { CreationStatusCard } from './creation-status-card';
import { ScanKpis } from './scan-kpis';
import { SeriesTable } from './series-table';

type PerformanceView = 'chart' | 'table';

/** "scans, conversions and flyers distributed". */
const listOf = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The view in the URL: `?view=table`; the chart, the default, is left out. Other params are kept. */
const readView = (params: URLSearchParams): PerformanceView =>
  params.get('view') === 'table' ? 'table' : 'chart';
function writeView(view: PerformanceView, current: URLSearchParams): URLSearchParams {
  const p = new URLSearchParams(current);
  if (view === 'table') p.set('view', 'table');
  else p.delete('view');
  return p;
}

const notRunYet: Partial<Record<CampaignStage, string>> = {
  draft:
    'This campaign is a draft: nothing has been distributed or scanned. Performance appears here once the campaign runs. Below is what the draft still needs.',
  inReview:
    'This campaign is in review: nothing has been printed, distributed or scanned yet. Performance appears here once it is approved and runs.',
  cancelled: 'This draft was cancelled before it ran: it has no performance.',
};

/** The Performance tab: scan KPIs and the series as a chart or a table, with CSV download. */
export function PerformanceTab({ campaign, stage }: { campaign: Campaign; stage: CampaignStage }) {
  const description = notRunYet[stage];
  if (description) {
    // A builder draft has run nowhere: instead of empty charts, where it stands.
    return (
      <div className="space-y-6">
        <EmptyState
          icon={<BarChart3 className="h-8 w-8" aria-hidden="true" />}
          title="No performance yet"
          description={description}
        />
        {stage === 'draft' ? <CreationStatusCard campaignId={campaign.id} /> : null}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <section aria-labelledby="kpi-heading">
        <h2 id="kpi-heading" className="mb-3 text-base font-semibold text-slate-900">
          Scan analytics
        </h2>
        <ScanKpis campaign={campaign} />
      </section>
      <PerformanceSeries campaign={campaign} />
    </div>
  );
}

function PerformanceSeries({ campaign }: { campaign: Campaign }) {
  const q = useQuery(campaignInsightQueries.performance(campaign.id));
  // Today is read with the data: the running week is the one holding the user's today.
  const { scan_data_enabled: scans, conversions_api_enabled: conversions } = campaign;
  const model = useMemo(
    () => (q.data ? toModel(q.data, { today: localToday(), counted: { scans, conversions } }) : undefined),
    [q.data, scans, conversions],
  );
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
  const weekly = model.granularity === 'week';
  const title = weekly ? 'Weekly performance' : 'Daily performance';
  const note = runningNote(model);

  const download = () =>
    downloadCsv(
      `${fileSlug(campaign.name)}-${campaign.id}-performance-${weekly ? 'weekly' : 'daily'}.csv`,
      modelToCsv(model),
    );

  return (
    <Card aria-labelledby="series-heading">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle id="series-heading">{title}</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            {weekly
              ? `${listOf(model.series.map((s) => s.label.toLowerCase()))} each week (Monday to Sunday), each on its own scale.`.replace(
                  /^./,
                  (c) => c.toUpperCase(),
                )
              : `${model.notCounted.includes('scans') ? 'Pieces distributed' : 'Pieces distributed and scans'} each day, each on its own scale. This campaign reports daily figures and totals.`}
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
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                {value === null ? NOT_COUNTED : formatCount(value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {model.notCounted.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {model.notCounted.map((m) => notCountedReason[m]).join(' ')} The chart, the table and the CSV leave{' '}
          {model.notCounted.length === 1 ? 'it' : 'them'} out rather than show zeros.
        </p>
      ) : null}

      {view === 'chart' ? (
        <figure aria-label={`${title} chart`} className="m-0 mt-4">
          <LazyLineSeriesChart
            rows={model.rows}
            series={model.series.map((s, i) => ({ key: s.key, label: s.label, color: seriesColor(i) }))}
          />
          <figcaption className="mt-3 space-y-1 text-xs text-slate-600">
            {note ? (
              <p data-testid="running-note" className="flex items-start gap-2">
                <svg aria-hidden="true" width="24" height="8" className="mt-1 shrink-0">
                  <line x1="0" y1="4" x2="24" y2="4" stroke="#475569" strokeWidth="2" strokeDasharray="5 4" />
                </svg>
                <span>{note}</span>
              </p>
            ) : null}
            <p>
              {weekly ? 'Each point is a week, labelled with its Monday.' : 'Each point is a day.'} The same
              numbers are in the table view and the CSV download.
            </p>
          </figcaption>
        </figure>
      ) : (
        <div className="mt-4">
          <SeriesTable model={model} />
        </div>
      )}
    </Card>
  );
}

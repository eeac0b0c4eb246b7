/**
 * The results of a period once its campaigns are listed: what worked, the reading line, the table with its
 * totals and notes, and the comparison of the campaigns ticked.
 */
import { BarChart3, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PhoneSortSelect, type SortChoice } from '../../../components/phone-sort-select';
import { numberFormat } from '../../../lib/intl-cache';
import type { CampaignResult } from '../campaign-results';
import { MAX_RESULTS_CAMPAIGNS } from '../in-period';
import type { Period } from '../period';
import { sortResults, type ResultSort } from '../results-sort';
import { resultsTotals } from '../results-summary';
import { hasResultsFilters, MAX_COMPARE, type ResultsView, type UpdateView } from '../results-view';
import type { ResultRow, Results } from '../use-results';
import { ComparePanel } from './compare-panel';
import { ResultsNotes } from './results-notes';
import { ResultsTable } from './results-table';
import { WhatWorked } from './what-worked';

const nf = () => numberFormat();
export const campaignsText = (n: number) => `${nf().format(n)} ${n === 1 ? 'campaign' : 'campaigns'}`;

/** The phone's "Sort by" (wide screens sort by the column headers). */
const sortChoices: SortChoice<ResultSort>[] = [
  { label: 'Newest first' },
  { label: 'Most scans per 1,000 flyers', sort: { key: 'scanRate', dir: 'desc' } },
  { label: 'Most scans', sort: { key: 'scans', dir: 'desc' } },
  { label: 'Most conversions per 1,000 flyers', sort: { key: 'conversionRate', dir: 'desc' } },
  { label: 'Most conversions', sort: { key: 'conversions', dir: 'desc' } },
  { label: 'Most flyers', sort: { key: 'flyers', dir: 'desc' } },
  { label: 'Fewest scans per 1,000 flyers', sort: { key: 'scanRate', dir: 'asc' } },
  { label: 'Name, A to Z', sort: { key: 'name', dir: 'asc' } },
];

/** The reads under way, as a line and a bar. */
function ReadingLine({ settled, of }: { settled: number; of: number }) {
  return (
    <div className="mb-3">
      <p role="status" className="text-sm text-slate-700">
        Reading results: {nf().format(settled)} of {campaignsText(of)}
      </p>
      <div
        aria-hidden="true"
        className="mt-1 h-1.5 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${of === 0 ? 0 : Math.round((settled / of) * 100)}%` }}
        />
      </div>
    </div>
  );
}

export function ResultsRows({
  view,
  period,
  today,
  periodText,
  results,
  update,
  onClearFilters,
}: {
  view: ResultsView;
  period: Period;
  today: string;
  periodText: string;
  results: Extract<Results, { status: 'rows' }>;
  update: UpdateView;
  onClearFilters: () => void;
}) {
  const { rows, settled, of, total, quiet } = results;
  const reading = settled < of;
  const read = rows.filter((r): r is ResultRow & { result: CampaignResult } => !!r.result);
  const failed = rows.filter((r) => r.read.status === 'failed');
  const totals = read.length > 0 ? resultsTotals(read.map((r) => r.result)) : undefined;
  const totalWeeklyScans = read.some((r) => r.result.weeklyScans)
    ? period.weeks.map((_, i) => read.reduce((s, r) => s + (r.result.weeklyScans?.[i] ?? 0), 0))
    : undefined;
  const sorted = sortResults(rows, view.sort);
  const chosen = view.compare
    .map((id) => rows.find((r) => r.campaign.id === id))
    .filter((r): r is ResultRow => !!r);
  const toggle = (id: string) =>
    update((v) => ({
      compare: v.compare.includes(id)
        ? v.compare.filter((c) => c !== id)
        : [...v.compare, id].slice(0, MAX_COMPARE),
    }));

  if (of === 0 || (!reading && rows.length === 0)) {
    const filtered = hasResultsFilters(view);
    return (
      <EmptyState
        icon={<BarChart3 className="h-8 w-8" aria-hidden="true" />}
        title={
          filtered ? 'No campaign matches these filters in this period' : 'No campaign ran in this period'
        }
        description={
          filtered
            ? 'Try other filters, or a longer period.'
            : `None of your campaigns distributed, was scanned or converted from ${periodText}. Try a longer period.`
        }
        action={
          filtered ? (
            <Button variant="secondary" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => update({ period: { preset: '12m' } })}>
              Show the last 12 months
            </Button>
          )
        }
      />
    );
  }

  return (
    <>
      {total > of ? (
        <p
          role="status"
          className="mb-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {campaignsText(total)} may have results in this period; the newest{' '}
          {nf().format(MAX_RESULTS_CAMPAIGNS)} are read and shown, and the totals cover those only. Narrow the
          filters (type, status, name) or choose a shorter period to see the others.
        </p>
      ) : null}
      <WhatWorked
        rows={read}
        ready={!reading}
        periodText={periodText}
        range={{ from: period.from, to: period.to }}
      />
      {reading ? (
        <ReadingLine settled={settled} of={of} />
      ) : (
        <p className="mb-3 text-sm text-slate-700">
          {campaignsText(rows.length)} {rows.length === 1 ? 'ran or was' : 'ran or were'} scanned from{' '}
          {periodText}
          {view.compare.length > 0
            ? `; ${nf().format(chosen.length)} ticked to compare, below the table.`
            : '. Tick 2 to 6 to compare them week by week.'}
        </p>
      )}
      {failed.length > 0 && !reading ? (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <span>
            The results of {campaignsText(failed.length)} could not be read:{' '}
            {failed.length === 1 ? 'its row says' : 'their rows say'} so, and the totals leave{' '}
            {failed.length === 1 ? 'it' : 'them'} out.
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => failed.forEach((r) => r.read.status === 'failed' && r.read.retry())}
          >
            <RotateCw className="h-3.5 w-3.5" aria-hidden="true" />
            Try again for {failed.length === 1 ? 'it' : 'all of them'}
          </Button>
        </div>
      ) : null}
      <PhoneSortSelect
        className="mb-3"
        choices={sortChoices}
        sort={view.sort}
        onSort={(sort) => update({ sort })}
      />
      <ResultsTable
        rows={sorted}
        totals={totals}
        totalWeeklyScans={totalWeeklyScans}
        running={period.running}
        sort={view.sort}
        onSort={(sort) => update({ sort })}
        compare={view.compare}
        onToggleCompare={toggle}
        reading={reading}
      />
      {totals ? <ResultsNotes totals={totals} results={read.map((r) => r.result)} quiet={quiet} /> : null}
      {chosen.length > 0 ? (
        <ComparePanel
          rows={chosen}
          measure={view.measure}
          align={view.align}
          period={period}
          today={today}
          onMeasure={(measure) => update({ measure })}
          onAlign={(align) => update({ align })}
          onRemove={(id) => update((v) => ({ compare: v.compare.filter((c) => c !== id) }))}
          onClear={() => update({ compare: [] })}
        />
      ) : null}
    </>
  );
}

/**
 * Results: which campaigns worked. Every campaign of a period, a row each, with its flyers, scans,
 * conversions and their rates per 1,000 flyers, sortable, with a totals row; above it, in words, the best
 * campaigns and channels and what a scan cost; below it, a comparison of the campaigns ticked. Everything
 * is in the address.
 */
import { BarChart3 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { QueryErrorState } from '../../components/query-error-state';
import { SkeletonLines } from '../../components/query-state';
import { LoadingStatus } from '../../components/ui/skeleton';
import { ViewSwitch } from '../../components/view-switch';
import { appRoutes } from '../../lib/app-routes';
import { rememberView, switchView } from '../../lib/list-return';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlState } from '../../lib/use-url-state';
import { localToday } from '../../lib/week';
import { PeriodPicker } from './components/period-picker';
import { ResultsFiltersBar } from './components/results-filters-bar';
import { campaignsText, ResultsRows } from './components/results-rows';
import { daysText, isPeriod, resolvePeriod, type Period } from './period';
import {
  parseResultsView,
  resultsViewToSearchParams,
  type ResultsView,
  type UpdateView,
} from './results-view';
import { useResults } from './use-results';

function TableSkeleton() {
  return (
    <div aria-busy="true">
      <LoadingStatus label="Reading your campaigns…" />
      <SkeletonLines count={8} className="mb-2 h-12" />
    </div>
  );
}

export function Component() {
  useDocumentTitle('Results');
  const [view, setView] = useUrlState({ read: parseResultsView, write: resultsViewToSearchParams });
  const update: UpdateView = (patch) =>
    setView((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) }));
  const { search } = useLocation();
  useEffect(() => rememberView('results', search), [search]);
  // Today is fixed for the visit, so the period (and its reads' keys) do not move under the user.
  const [today] = useState(() => localToday());
  const periodKey = JSON.stringify(view.period);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the choice's value, not its object
  const period = useMemo(() => resolvePeriod(view.period, today), [periodKey, today]);
  const shared = { types: view.types, statuses: view.statuses, search: view.search };

  return (
    <div>
      <PageHeader
        title="Results"
        description="Which campaigns worked: flyers, scans and conversions of every campaign over a period, side by side."
        actions={
          <ViewSwitch
            current="results"
            listTo={switchView('campaigns', shared)}
            resultsTo={`${appRoutes.results}${search}`}
          />
        }
      />
      <PeriodPicker
        choice={view.period}
        period={period}
        today={today}
        onChange={(p) => update({ period: p })}
      />
      {isPeriod(period) ? <PeriodResults view={view} period={period} today={today} update={update} /> : null}
    </div>
  );
}

function PeriodResults({
  view,
  period,
  today,
  update,
}: {
  view: ResultsView;
  period: Period;
  today: string;
  update: UpdateView;
}) {
  const results = useResults(view, period);
  const clearFilters = () =>
    update({ types: [], statuses: [], search: undefined, country: undefined, compare: [] });
  const countries = results.status === 'rows' ? results.countries : [];
  const filtersBar = (
    <ResultsFiltersBar
      filters={view}
      countries={countries}
      onChange={(patch) => update(patch)}
      onClear={clearFilters}
    />
  );
  const periodText = daysText(period.from, period.to, today);

  let body;
  switch (results.status) {
    case 'drafts-only':
      body = (
        <EmptyState
          icon={<BarChart3 className="h-8 w-8" aria-hidden="true" />}
          title="Drafts have no results"
          description="Drafts have not run anywhere yet. Choose active, completed or archived campaigns to see what they did."
          action={
            <Button variant="secondary" onClick={() => update({ statuses: [] })}>
              Show every status
            </Button>
          }
        />
      );
      break;
    case 'list-pending':
      body = <TableSkeleton />;
      break;
    case 'list-failed':
      body = (
        <QueryErrorState
          error={results.error}
          what="the campaigns of this period"
          onRetry={results.retry}
          retrying={results.retrying}
        />
      );
      break;
    case 'list-too-long':
      body = (
        <p
          role="status"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Your account has {campaignsText(results.total)} around this period: more than can be read at once.
          Narrow the filters (type, status or name) or choose a shorter period.
        </p>
      );
      break;
    case 'rows':
      body = (
        <ResultsRows
          view={view}
          period={period}
          today={today}
          periodText={periodText}
          results={results}
          update={update}
          onClearFilters={clearFilters}
        />
      );
      break;
  }
  return (
    <>
      {filtersBar}
      {body}
    </>
  );
}

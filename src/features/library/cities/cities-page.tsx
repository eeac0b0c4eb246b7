import { keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { Info, SearchX, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { FilterPanel } from '../../../components/filter-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { QueryErrorState } from '../../../components/query-error-state';
import { SearchField } from '../../../components/filter-fields';
import { SelectField } from '../components/select-field';
import { prefetchingLoader } from '../url-params';
import { useUrlFilters } from '../use-url-filters';
import { cityQueries } from '../../../queries/city-queries';
import {
  CITY_PAGE_SIZE,
  emptyCityFilters,
  cityFiltersInUrl,
  hasActiveCityFilters,
  loadedCompleteness,
  stateConflict,
  updateCityFilters,
} from './city-filters';
import { CitiesTable, CitiesTableSkeleton } from './components/cities-table';
import { CompletenessNotice } from './components/completeness-notice';
import { stateName, usStates } from './us-states';
import { numberFormat } from '../../../lib/intl-cache';

export function createLoader(queryClient: QueryClient) {
  return prefetchingLoader(cityFiltersInUrl.read, (filters) =>
    queryClient.prefetchInfiniteQuery(cityQueries.search(filters, CITY_PAGE_SIZE)),
  );
}

const stateOptions = usStates.map(([code, name]) => ({ value: code, label: `${code} – ${name}` }));

export function Component() {
  useDocumentTitle('Cities', 'Library');
  const hintId = useId();
  const { filters, update, setFilters } = useUrlFilters(cityFiltersInUrl, updateCityFilters);
  const clear = () => setFilters(emptyCityFilters);
  const search = useInfiniteQuery({
    ...cityQueries.search(filters, CITY_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const pages = search.data?.pages ?? [];
  const cities = pages.flatMap((p) => p.nodes);
  const first = pages[0];
  const conflict = stateConflict(filters);
  const filtered = hasActiveCityFilters(filters);
  const nf = numberFormat();
  // A state the select does not list (from a shared URL) is still shown, so it can be changed.
  const options =
    filters.state && !stateOptions.some((o) => o.value === filters.state)
      ? [...stateOptions, { value: filters.state, label: filters.state }]
      : stateOptions;

  let body;
  if (search.isPending) {
    body = (
      <>
        <LoadingStatus label="Searching cities…" />
        <CitiesTableSkeleton />
      </>
    );
  } else if (search.isError && cities.length === 0) {
    body = (
      <QueryErrorState
        error={search.error}
        what="cities"
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  } else if (cities.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
        title="No cities match this search"
        description="Check the spelling, try the name alone, or choose another state."
        action={<Button onClick={clear}>Clear search</Button>}
      />
    ) : (
      <EmptyState title="No targetable cities" description="The service lists no cities you can target." />
    );
  } else {
    body = <CitiesTable cities={cities} busy={search.isPlaceholderData} />;
  }

  return (
    <div>
      <PageHeader
        title="Cities"
        description="The cities you can target. Search by name, or by name and state as in “Austin, TX”."
      />
      <p className="mb-4 text-sm text-slate-700" data-testid="cities-routes-note">
        Cities marked “Direct-mail routes” have postal carrier routes in and around them, so you can plan
        Every Door Direct Mail there. Flyer distribution and mailings to a saved address list work in every
        city.
      </p>
      <FilterPanel
        label="Search cities"
        activeCount={(filters.search ? 1 : 0) + (filters.state ? 1 : 0)}
        onClear={clear}
        footer={
          <>
            <p id={hintId} className="mt-2 text-xs text-slate-500">
              A state chosen in the list wins over a state typed after a comma in the search.
            </p>
            {conflict ? (
              <p role="status" className="mt-2 flex items-start gap-2 text-sm text-sky-900">
                <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  Showing cities in {stateName(conflict.chosen)} ({conflict.chosen}), the state chosen in the
                  list. “{conflict.typed}” typed in the search is ignored.
                </span>
              </p>
            ) : null}
          </>
        }
      >
        <SearchField
          label="City"
          value={filters.search}
          placeholder="Austin or Austin, TX"
          delayMs={400}
          describedBy={hintId}
          onCommit={(s) => update({ search: s })}
        />
        <SelectField
          label="State"
          className="w-56 max-sm:w-full"
          allLabel="Any state"
          options={options}
          value={filters.state ?? ''}
          onChange={(state) => update({ state: state || undefined })}
        />
        {filtered ? (
          <Button variant="ghost" onClick={clear}>
            <X className="h-4 w-4" aria-hidden="true" />
            Clear search
          </Button>
        ) : null}
      </FilterPanel>
      {search.isPlaceholderData ? <LoadingStatus label="Updating cities…" /> : null}
      {pages.length > 0 && !search.isPlaceholderData ? (
        <CompletenessNotice {...loadedCompleteness(pages)} stateConflict={!!conflict} />
      ) : null}
      {first && cities.length > 0 ? (
        <p aria-live="polite" className="mb-3 text-sm text-slate-700">
          {`Showing ${nf.format(cities.length)} of ${nf.format(first.totalCount)} cities`}
        </p>
      ) : null}
      {body}
      {search.isError && cities.length > 0 ? (
        <QueryErrorState
          className="mt-4"
          error={search.error}
          what="more cities"
          onRetry={() => void search.fetchNextPage()}
          retrying={search.isFetchingNextPage}
        />
      ) : null}
      {search.hasNextPage && !search.isPlaceholderData && !search.isError ? (
        <div className="mt-4 flex items-center gap-3">
          <Button
            variant="secondary"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage
              ? 'Loading more cities…'
              : `Show ${nf.format(Math.min(CITY_PAGE_SIZE, (first?.totalCount ?? 0) - cities.length) || CITY_PAGE_SIZE)} more cities`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

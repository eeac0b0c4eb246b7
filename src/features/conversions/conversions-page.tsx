import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { PagedListBody } from '../../components/paged-list-body';
import { Pagination } from '../../components/pagination';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { appRoutes } from '../../lib/app-paths';
import { useUrlState } from '../../lib/use-url-state';
import { campaignQueries } from '../../queries/campaign-queries';
import { conversionQueries } from '../../queries/conversion-queries';
import { ConversionFiltersBar } from './components/conversion-filters-bar';
import { ConversionsOverview } from './components/conversions-overview';
import { ConversionsTable, ConversionsTableSkeleton } from './components/conversions-table';
import {
  conversionFiltersToSearchParams,
  conversionPageOf,
  conversionRangeOf,
  isEmptyPeriod,
  isNarrowed,
  PAGE_SIZES,
  parseConversionFilters,
  updateConversionFilters,
  type ConversionFilters,
} from './conversion-filters';
import { useDocumentTitle } from '../../lib/use-document-title';

const PAGE_TITLE = 'Conversions';

/** Starts the table's page and the period's rows with the page's code. */
export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseConversionFilters(new URL(request.url).searchParams);
    if (!isEmptyPeriod(filters)) {
      void queryClient.prefetchQuery(conversionQueries.list(conversionPageOf(filters)));
      void queryClient.prefetchQuery(conversionQueries.range(conversionRangeOf(filters)));
    }
    return null;
  };
}

export function Component() {
  const [filters, setFilters] = useUrlState({
    read: (p: URLSearchParams) => parseConversionFilters(p),
    write: (f: ConversionFilters) => conversionFiltersToSearchParams(f),
  });
  const update = (patch: Partial<ConversionFilters>) => setFilters((f) => updateConversionFilters(f, patch));
  const clear = () => update({ types: [], metricIds: [] });
  const empty = isEmptyPeriod(filters);
  const list = useQuery({
    ...conversionQueries.list(conversionPageOf(filters)),
    placeholderData: keepPreviousData,
    enabled: !empty,
  });
  // The names of the campaigns on this page, for the Campaign column.
  const ids = useMemo(
    () => [...new Set((list.data?.nodes ?? []).flatMap((r) => (r.campaignId ? [r.campaignId] : [])))],
    [list.data],
  );
  const campaigns = useQuery({
    ...campaignQueries.list({ ids, first: Math.max(1, ids.length) }),
    enabled: ids.length > 0 && ids.every((id) => /^\d+$/.test(id)),
  });
  const names = useMemo(
    () => new Map((campaigns.data?.nodes ?? []).map((c) => [c.id, c.name])),
    [campaigns.data],
  );

  useDocumentTitle(PAGE_TITLE);

  return (
    <div className="min-w-0">
      <PageHeader
        title={PAGE_TITLE}
        description="The signups, orders and other conversions recorded for your account, newest first. The filters are kept in the address, so you can bookmark a view."
        actions={
          <Link to={appRoutes.tracking} className={buttonClasses('secondary')}>
            Record an event
          </Link>
        }
      />
      <ConversionFiltersBar filters={filters} onChange={update} onClear={clear} />
      {empty ? (
        <EmptyState
          title="The period is empty"
          description="Choose a “From” day on or before the “To” day."
        />
      ) : (
        <>
          <ConversionsOverview filters={filters} />
          <h2 className="mb-3 text-base font-semibold text-slate-900">Every conversion</h2>
          <PagedListBody
            query={list}
            noun="conversions"
            count={(d) => ({ returned: d.nodes.length, total: d.totalCount })}
            skeleton={<ConversionsTableSkeleton />}
            filtered={isNarrowed(filters)}
            filterHint="Try other types or metric ids, or a longer period."
            onClearFilters={clear}
            onFirstPage={() => update({ page: 1 })}
            emptyTitle="No conversions in this period"
            emptyDescription="Conversions appear here as soon as your systems send them (or you record one on the Tracking events page). Try a longer period, or All time."
          >
            {(d) => (
              <ConversionsTable
                rows={d.nodes}
                campaignNames={names}
                namesLoading={campaigns.isLoading}
                busy={list.isPlaceholderData}
              />
            )}
          </PagedListBody>
          {list.data && !list.isError && list.data.totalCount > 0 ? (
            <Pagination
              page={filters.page}
              pageSize={filters.pageSize}
              returned={list.data.nodes.length}
              total={list.data.totalCount}
              onPage={(page) => update({ page })}
              pageSizes={PAGE_SIZES}
              onPageSize={(pageSize) => update({ pageSize })}
              noun="conversions"
            />
          ) : null}
        </>
      )}
    </div>
  );
}

import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingStatus } from '../../components/ui/skeleton';
import { QueryErrorState } from '../../components/query-error-state';
import { campaignQueries } from './api/campaign-queries';
import {
  campaignFiltersToListParams,
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  hasActiveFilters,
  parseCampaignFilters,
  updateCampaignFilters,
  type CampaignFilters,
} from './campaign-filters';
import { CampaignFiltersBar } from './components/campaign-filters-bar';
import { CampaignsTable, CampaignsTableSkeleton } from './components/campaigns-table';
import { Pagination } from './components/pagination';

/** Starts the list request with the page's code; the page shows a skeleton until it answers. */
export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseCampaignFilters(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(campaignQueries.list(campaignFiltersToListParams(filters)));
    return null;
  };
}

/**
 * The filters in the URL. Two changes in quick succession (both date fields committing together) must
 * not lose the first: until the URL has caught up, a change builds on the last one requested.
 */
function useCampaignFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseCampaignFilters(searchParams);
  const current = searchParams.toString();
  const pending = useRef<{ from: string; next: CampaignFilters } | null>(null);
  const setFilters = (next: CampaignFilters) => {
    pending.current = { from: current, next };
    setSearchParams(campaignFiltersToSearchParams(next), { preventScrollReset: true });
  };
  const base = () => (pending.current && pending.current.from === current ? pending.current.next : filters);
  return {
    filters,
    update: (patch: Partial<CampaignFilters>) => setFilters(updateCampaignFilters(base(), patch)),
    clear: () => setFilters({ ...emptyCampaignFilters, pageSize: base().pageSize }),
  };
}

export function Component() {
  const { filters, update, clear } = useCampaignFilters();
  const list = useQuery({
    ...campaignQueries.list(campaignFiltersToListParams(filters)),
    placeholderData: keepPreviousData,
  });
  const filtered = hasActiveFilters(filters);

  let body;
  if (list.isPending) {
    body = (
      <>
        <LoadingStatus label="Loading campaigns…" />
        <CampaignsTableSkeleton />
      </>
    );
  } else if (list.isError) {
    body = (
      <QueryErrorState
        error={list.error}
        what="campaigns"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.nodes.length === 0) {
    body =
      list.data.totalCount > 0 ? (
        <EmptyState
          title="This page is past the end of the list"
          description={`There are ${list.data.totalCount} campaigns, fewer than this page would start at.`}
          action={<Button onClick={() => update({ page: 1 })}>Go to the first page</Button>}
        />
      ) : filtered ? (
        <EmptyState
          icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
          title="No campaigns match these filters"
          description="Try a different search, type, status or date range."
          action={<Button onClick={clear}>Clear filters</Button>}
        />
      ) : (
        <EmptyState
          title="No campaigns yet"
          description="Campaigns of your account appear here as soon as they exist."
        />
      );
  } else {
    body = <CampaignsTable campaigns={list.data.nodes} busy={list.isPlaceholderData} />;
  }

  return (
    <div>
      <PageHeader
        title="Campaigns"
        description="Every campaign of your account, newest first. Filters and paging are kept in the address, so you can bookmark a view."
      />
      <CampaignFiltersBar filters={filters} onChange={update} onClear={clear} />
      {list.isPlaceholderData ? <LoadingStatus label="Updating campaigns…" /> : null}
      {body}
      {list.data && !list.isError && list.data.totalCount > 0 ? (
        <Pagination
          page={filters.page}
          pageSize={filters.pageSize}
          returned={list.data.nodes.length}
          total={list.data.totalCount}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      ) : null}
    </div>
  );
}

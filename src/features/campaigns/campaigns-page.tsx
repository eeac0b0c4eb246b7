import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PagedListBody } from '../../components/paged-list-body';
import { PageHeader } from '../../components/ui/page-header';
import { campaignQueries } from './api/campaign-queries';
import {
  campaignFiltersToListParams,
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  hasActiveFilters,
  PAGE_SIZES,
  parseCampaignFilters,
  updateCampaignFilters,
  type CampaignFilters,
} from './campaign-filters';
import { CampaignFiltersBar } from './components/campaign-filters-bar';
import { CampaignsTable, CampaignsTableSkeleton } from './components/campaigns-table';
import { Pagination } from '../../components/pagination';

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

  return (
    <div>
      <PageHeader
        title="Campaigns"
        description="Every campaign of your account, newest first. Filters and paging are kept in the address, so you can bookmark a view."
      />
      <CampaignFiltersBar filters={filters} onChange={update} onClear={clear} />
      <PagedListBody
        query={list}
        noun="campaigns"
        count={(d) => ({ returned: d.nodes.length, total: d.totalCount })}
        skeleton={<CampaignsTableSkeleton />}
        filtered={filtered}
        filterHint="Try a different search, type, status or date range."
        onClearFilters={clear}
        onFirstPage={() => update({ page: 1 })}
        emptyTitle="No campaigns yet"
        emptyDescription="Campaigns of your account appear here as soon as they exist."
      >
        {(d) => <CampaignsTable campaigns={d.nodes} busy={list.isPlaceholderData} />}
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
          noun="campaigns"
        />
      ) : null}
    </div>
  );
}

import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { appPaths } from '../../lib/app-paths';
import { PagedListBody } from '../../components/paged-list-body';
import { PageHeader } from '../../components/ui/page-header';
import { campaignQueries } from '../../queries/campaign-queries';
import {
  campaignFiltersToListParams,
  campaignFiltersToSearchParams,
  emptyCampaignFilters,
  hasActiveFilters,
  PAGE_SIZES,
  parseCampaignFilters,
  updateCampaignFilters,
  type CampaignFilters,
} from '../../lib/campaign-filters';
import { useUrlState } from '../../lib/use-url-state';
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

export function Component() {
  const [filters, setFilters] = useUrlState({
    read: parseCampaignFilters,
    write: campaignFiltersToSearchParams,
  });
  const update = (patch: Partial<CampaignFilters>) => setFilters((f) => updateCampaignFilters(f, patch));
  const clear = () => setFilters((f) => ({ ...emptyCampaignFilters, pageSize: f.pageSize }));
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
        actions={
          <Link to={appPaths.newCampaign()} className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New campaign
          </Link>
        }
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

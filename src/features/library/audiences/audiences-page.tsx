import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { fallbackGlossary } from '../../../api/contract/glossary';
import { PagedListBody } from '../../../components/paged-list-body';
import { Button } from '../../../components/ui/button';
import { MultiSelect } from '../../../components/ui/multi-select';
import { PageHeader } from '../../../components/ui/page-header';
import { FilterPanel } from '../../../components/filter-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGlossary } from '../../../queries/use-glossary';
import { Pagination } from '../../../components/pagination';
import { SearchField } from '../../../components/filter-fields';
import { statusText } from '../library-labels';
import { useUrlState } from '../../../lib/use-url-state';
import { audienceQueries } from './api/audience-queries';
import {
  AUDIENCE_PAGE_SIZES,
  audienceFiltersToListParams,
  audienceFiltersToSearchParams,
  emptyAudienceFilters,
  activeAudienceFilterCount,
  hasActiveAudienceFilters,
  parseAudienceFilters,
  updateAudienceFilters,
  type AudienceFilters,
} from './audience-filters';
import { AudiencesTable, AudiencesTableSkeleton } from './components/audiences-table';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseAudienceFilters(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(audienceQueries.list(audienceFiltersToListParams(filters)));
    return null;
  };
}

/** Status choices with their labels from the glossary (the spec's fallback until it loads). */
function useStatusOptions(chosen: readonly string[]) {
  const glossary = useGlossary();
  const known = (glossary.audienceStatuses ?? fallbackGlossary.audienceStatuses ?? []).map((o) => ({
    value: o.value.toUpperCase(),
    label: o.label,
  }));
  // A status in the URL the glossary does not list still shows as a choice, so it can be cleared.
  return [
    ...known,
    ...chosen
      .filter((s) => !known.some((o) => o.value === s))
      .map((s) => ({ value: s, label: statusText(s) })),
  ];
}

export function Component() {
  useDocumentTitle('Audiences', 'Library');
  const noteId = useId();
  const [filters, setFilters] = useUrlState({
    read: parseAudienceFilters,
    write: audienceFiltersToSearchParams,
  });
  const update = (patch: Partial<AudienceFilters>) => setFilters((f) => updateAudienceFilters(f, patch));
  const clear = () => setFilters((f) => ({ ...emptyAudienceFilters, pageSize: f.pageSize }));
  const list = useQuery({
    ...audienceQueries.list(audienceFiltersToListParams(filters)),
    placeholderData: keepPreviousData,
  });
  const filtered = hasActiveAudienceFilters(filters);
  const statusOptions = useStatusOptions(filters.statuses);

  return (
    <div>
      <PageHeader
        title="Audiences"
        description="Your saved address lists. A list must be Ready before a campaign using it can be submitted. The address count is what the cost preview bills on."
      />
      <FilterPanel label="Filter audiences" activeCount={activeAudienceFilterCount(filters)} onClear={clear}>
        <SearchField
          value={filters.search}
          placeholder="Audience name"
          onCommit={(search) => update({ search })}
        />
        <MultiSelect<string>
          label="Status"
          placeholder="All statuses"
          className="w-44 max-sm:w-full"
          options={statusOptions}
          value={filters.statuses}
          onChange={(statuses) => update({ statuses })}
        />
        {filtered ? (
          <Button variant="ghost" onClick={clear}>
            <X className="h-4 w-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </FilterPanel>
      <PagedListBody
        query={list}
        noun="audiences"
        count={(d) => ({ returned: d.nodes.length, total: d.totalCount })}
        skeleton={<AudiencesTableSkeleton />}
        filtered={filtered}
        filterHint="Try a different name or status."
        onClearFilters={clear}
        onFirstPage={() => update({ page: 1 })}
        emptyTitle="No saved audiences yet"
        emptyDescription="Address lists saved to your account appear here, with their status and size."
      >
        {(d) => <AudiencesTable audiences={d.nodes} busy={list.isPlaceholderData} noteId={noteId} />}
      </PagedListBody>
      {list.data && !list.isError && list.data.totalCount > 0 ? (
        <Pagination
          page={filters.page}
          pageSize={filters.pageSize}
          returned={list.data.nodes.length}
          total={list.data.totalCount}
          onPage={(page) => update({ page })}
          noun="audiences"
          pageSizes={AUDIENCE_PAGE_SIZES}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      ) : null}
    </div>
  );
}

import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { fallbackGlossary } from '../../../api/contract/glossary';
import { filterPaging, PagedListBody } from '../../../components/paged-list-body';
import { MultiSelect } from '../../../components/ui/multi-select';
import { PageHeader } from '../../../components/ui/page-header';
import { FilterPanel } from '../../../components/filter-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGlossary } from '../../../queries/use-glossary';
import { SearchField } from '../../../components/filter-fields';
import { statusText } from '../library-labels';
import { useUrlState } from '../../../lib/use-url-state';
import { audienceQueries } from '../../../queries/audience-queries';
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
      <FilterPanel
        label="Filter audiences"
        activeCount={activeAudienceFilterCount(filters)}
        onClear={clear}
        inlineClear="always"
      >
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
      </FilterPanel>
      <PagedListBody
        query={list}
        noun="audiences"
        count={(d) => ({ returned: d.nodes.length, total: d.totalCount })}
        skeleton={<AudiencesTableSkeleton />}
        filtered={filtered}
        filterHint="Try a different name or status."
        onClearFilters={clear}
        emptyTitle="No saved audiences yet"
        emptyDescription="Address lists saved to your account appear here, with their status and size."
        paging={filterPaging(filters, update, AUDIENCE_PAGE_SIZES)}
      >
        {(d) => <AudiencesTable audiences={d.nodes} busy={list.isPlaceholderData} noteId={noteId} />}
      </PagedListBody>
    </div>
  );
}

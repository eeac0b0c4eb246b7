import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { fallbackGlossary } from '../../../api/contract/glossary';
import { filterPaging, PagedListBody } from '../../../components/paged-list-body';
import { useGlossary } from '../../../queries/use-glossary';
import { CodesFilter, SearchField } from '../../../components/filter-fields';
import { statusText } from '../library-labels';
import { prefetchingLoader } from '../url-params';
import { useUrlFilters } from '../use-url-filters';
import { LibraryListPage, type LibraryPageWords } from '../components/library-list-page';
import { audienceQueries } from '../../../queries/audience-queries';
import {
  AUDIENCE_PAGE_SIZES,
  audienceFiltersToListParams,
  emptyAudienceFilters,
  audienceFiltersInUrl,
  activeAudienceFilterCount,
  hasActiveAudienceFilters,
  updateAudienceFilters,
} from './audience-filters';
import { AudiencesTable, AudiencesTableSkeleton } from './components/audiences-table';

export function createLoader(queryClient: QueryClient) {
  return prefetchingLoader(audienceFiltersInUrl.read, (filters) =>
    queryClient.prefetchQuery(audienceQueries.list(audienceFiltersToListParams(filters))),
  );
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

const audiencesPage: LibraryPageWords = {
  title: 'Audiences',
  description:
    'Your saved address lists. A list must be Ready before a campaign using it can be submitted. The address count is what the cost preview bills on.',
  filterLabel: 'Filter audiences',
};

export function Component() {
  const noteId = useId();
  const { filters, update, setFilters } = useUrlFilters(audienceFiltersInUrl, updateAudienceFilters);
  const clear = () => setFilters((f) => ({ ...emptyAudienceFilters, pageSize: f.pageSize }));
  const list = useQuery({
    ...audienceQueries.list(audienceFiltersToListParams(filters)),
    placeholderData: keepPreviousData,
  });
  const filtered = hasActiveAudienceFilters(filters);
  const statusOptions = useStatusOptions(filters.statuses);

  return (
    <LibraryListPage
      words={audiencesPage}
      activeFilters={activeAudienceFilterCount(filters)}
      onClear={clear}
      fields={
        <>
          <SearchField
            value={filters.search}
            placeholder="Audience name"
            onCommit={(search) => update({ search })}
          />
          <CodesFilter name="statuses" options={statusOptions} value={filters.statuses} onChange={update} />
        </>
      }
    >
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
    </LibraryListPage>
  );
}

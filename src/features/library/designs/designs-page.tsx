import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { designSorts, designStatuses, type DesignSort } from '../../../api/contract/design';
import { filterPaging, PagedListBody } from '../../../components/paged-list-body';
import { fallbackGlossary } from '../../../api/contract/glossary';
import { useGlossary } from '../../../queries/use-glossary';
import { SearchField } from '../../../components/filter-fields';
import { ChoiceFilters, SelectField, type ChoiceFilter } from '../components/select-field';
import { statusText } from '../library-labels';
import { prefetchingLoader } from '../url-params';
import { useUrlFilters } from '../use-url-filters';
import { LibraryListPage, type LibraryPageWords } from '../components/library-list-page';
import { designQueries } from '../../../queries/design-queries';
import { DesignGrid, DesignGridSkeleton } from './components/design-grid';
import {
  DESIGN_PAGE_SIZES,
  designFiltersToListParams,
  designFormatLabel,
  designFormats,
  designSortLabels,
  emptyDesignFilters,
  designFiltersInUrl,
  activeDesignFilterCount,
  hasActiveDesignFilters,
  updateDesignFilters,
} from './design-filters';

export function createLoader(queryClient: QueryClient) {
  return prefetchingLoader(designFiltersInUrl.read, (filters) =>
    queryClient.prefetchQuery(designQueries.list(designFiltersToListParams(filters))),
  );
}

const sortOptions = designSorts.map((s) => ({ value: s, label: designSortLabels[s] }));

const choiceFilters: ChoiceFilter<'format' | 'status'>[] = [
  { key: 'format', label: 'Format', width: 'w-44', allLabel: 'All formats' },
  { key: 'status', label: 'Status', width: 'w-40', allLabel: 'All statuses' },
];

const designsPage: LibraryPageWords = {
  title: 'Designs',
  description:
    'The designs you have uploaded, by the file name they were uploaded under. Open one to see it large. A design must be Ready before a campaign can use it.',
  filterLabel: 'Filter designs',
};

export function Component() {
  const { filters, update, setFilters } = useUrlFilters(designFiltersInUrl, updateDesignFilters);
  const clear = () => setFilters((f) => ({ ...emptyDesignFilters, sort: f.sort, pageSize: f.pageSize }));
  const list = useQuery({
    ...designQueries.list(designFiltersToListParams(filters)),
    placeholderData: keepPreviousData,
  });
  const filtered = hasActiveDesignFilters(filters);
  const glossary = useGlossary();
  const statusOptions = (
    glossary.designStatuses ??
    fallbackGlossary.designStatuses ??
    designStatuses.map((s) => ({ value: s, label: statusText(s) }))
  ).map((o) => ({ value: o.value.toUpperCase(), label: o.label }));
  if (filters.status && !statusOptions.some((o) => o.value === filters.status)) {
    statusOptions.push({ value: filters.status, label: statusText(filters.status) });
  }
  const formats: string[] = [...designFormats];
  if (filters.format && !formats.includes(filters.format)) formats.push(filters.format);
  const formatOptions = formats.map((f) => ({ value: f, label: designFormatLabel(f) }));

  return (
    <LibraryListPage
      words={designsPage}
      activeFilters={activeDesignFilterCount(filters)}
      onClear={clear}
      fields={
        <>
          <SearchField
            value={filters.search}
            placeholder="File name"
            onCommit={(search) => update({ search })}
          />
          <ChoiceFilters
            fields={choiceFilters}
            options={{ format: formatOptions, status: statusOptions }}
            values={filters}
            onChange={update}
          />
          <SelectField
            label="Sort by"
            className="w-44 max-sm:w-full"
            options={sortOptions}
            value={filters.sort}
            onChange={(sort) => update({ sort: sort as DesignSort })}
          />
        </>
      }
    >
      <PagedListBody
        query={list}
        noun="designs"
        count={(d) => ({
          returned: d.designs.length,
          total: d.pagination.totalItems,
          pageCount: d.pagination.totalPages,
        })}
        skeleton={<DesignGridSkeleton />}
        filtered={filtered}
        filterHint="Try a different file name, format or status."
        onClearFilters={clear}
        emptyTitle="No designs yet"
        emptyDescription="Designs uploaded to your account appear here with a preview, their format and status."
        paging={filterPaging(filters, update, DESIGN_PAGE_SIZES, 'Designs per page')}
      >
        {(d) => <DesignGrid designs={d.designs} busy={list.isPlaceholderData} />}
      </PagedListBody>
    </LibraryListPage>
  );
}

import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { designSorts, designStatuses, type DesignSort } from '../../../api/contract/design';
import { PagedListBody } from '../../../components/paged-list-body';
import { PageHeader } from '../../../components/ui/page-header';
import { FilterPanel } from '../../../components/filter-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fallbackGlossary } from '../../../api/contract/glossary';
import { useGlossary } from '../../../queries/use-glossary';
import { Pagination } from '../../../components/pagination';
import { SearchField } from '../../../components/filter-fields';
import { SelectField } from '../components/select-field';
import { statusText } from '../library-labels';
import { useUrlState } from '../../../lib/use-url-state';
import { designQueries } from '../../../queries/design-queries';
import { DesignGrid, DesignGridSkeleton } from './components/design-grid';
import {
  DESIGN_PAGE_SIZES,
  designFiltersToListParams,
  designFiltersToSearchParams,
  designFormatLabel,
  designFormats,
  designSortLabels,
  emptyDesignFilters,
  activeDesignFilterCount,
  hasActiveDesignFilters,
  parseDesignFilters,
  updateDesignFilters,
  type DesignFilters,
} from './design-filters';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseDesignFilters(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(designQueries.list(designFiltersToListParams(filters)));
    return null;
  };
}

const sortOptions = designSorts.map((s) => ({ value: s, label: designSortLabels[s] }));

export function Component() {
  useDocumentTitle('Designs', 'Library');
  const [filters, setFilters] = useUrlState({ read: parseDesignFilters, write: designFiltersToSearchParams });
  const update = (patch: Partial<DesignFilters>) => setFilters((f) => updateDesignFilters(f, patch));
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

  const pagination = list.data && !list.isError ? list.data.pagination : undefined;
  return (
    <div>
      <PageHeader
        title="Designs"
        description="The designs you have uploaded, by the file name they were uploaded under. Open one to see it large. A design must be Ready before a campaign can use it."
      />
      <FilterPanel
        label="Filter designs"
        activeCount={activeDesignFilterCount(filters)}
        onClear={clear}
        inlineClear="always"
      >
        <SearchField
          value={filters.search}
          placeholder="File name"
          onCommit={(search) => update({ search })}
        />
        <SelectField
          label="Format"
          className="w-44 max-sm:w-full"
          allLabel="All formats"
          options={formatOptions}
          value={filters.format ?? ''}
          onChange={(format) => update({ format: format || undefined })}
        />
        <SelectField
          label="Status"
          className="w-40 max-sm:w-full"
          allLabel="All statuses"
          options={statusOptions}
          value={filters.status ?? ''}
          onChange={(status) => update({ status: status || undefined })}
        />
        <SelectField
          label="Sort by"
          className="w-44 max-sm:w-full"
          options={sortOptions}
          value={filters.sort}
          onChange={(sort) => update({ sort: sort as DesignSort })}
        />
      </FilterPanel>
      <PagedListBody
        query={list}
        noun="designs"
        count={(d) => ({ returned: d.designs.length, total: d.pagination.totalItems })}
        skeleton={<DesignGridSkeleton />}
        filtered={filtered}
        filterHint="Try a different file name, format or status."
        onClearFilters={clear}
        onFirstPage={() => update({ page: 1 })}
        emptyTitle="No designs yet"
        emptyDescription="Designs uploaded to your account appear here with a preview, their format and status."
      >
        {(d) => <DesignGrid designs={d.designs} busy={list.isPlaceholderData} />}
      </PagedListBody>
      {pagination && pagination.totalItems > 0 ? (
        <Pagination
          page={filters.page}
          pageSize={filters.pageSize}
          returned={list.data?.designs.length ?? 0}
          total={pagination.totalItems}
          pageCount={pagination.totalPages}
          onPage={(page) => update({ page })}
          noun="designs"
          pageSizes={DESIGN_PAGE_SIZES}
          onPageSize={(pageSize) => update({ pageSize })}
          sizeLabel="Designs per page"
        />
      ) : null}
    </div>
  );
}

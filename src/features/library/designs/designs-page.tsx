import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { SearchX, X } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { designSorts, designStatuses, type DesignSort } from '../../../api/contract/design';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingStatus } from '../../../components/ui/skeleton';
import { QueryErrorState } from '../../../components/query-error-state';
import { fallbackGlossary } from '../../../api/contract/glossary';
import { useGlossary } from '../../glossary/use-code-label';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { SelectField } from '../components/select-field';
import { statusText } from '../library-labels';
import { useUrlFilters } from '../use-url-filters';
import { designQueries } from './api/design-queries';
import { DesignGrid, DesignGridSkeleton } from './components/design-grid';
import {
  DESIGN_PAGE_SIZES,
  designFiltersToListParams,
  designFiltersToSearchParams,
  designFormatLabel,
  designFormats,
  designSortLabels,
  emptyDesignFilters,
  hasActiveDesignFilters,
  parseDesignFilters,
  updateDesignFilters,
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
  const { filters, update, replace } = useUrlFilters({
    parse: parseDesignFilters,
    serialize: designFiltersToSearchParams,
    update: updateDesignFilters,
  });
  const clear = () =>
    replace((base) => ({ ...emptyDesignFilters, sort: base.sort, pageSize: base.pageSize }));
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

  let body;
  if (list.isPending) {
    body = (
      <>
        <LoadingStatus label="Loading designs…" />
        <DesignGridSkeleton />
      </>
    );
  } else if (list.isError) {
    body = (
      <QueryErrorState
        error={list.error}
        what="designs"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.designs.length === 0) {
    const { totalItems } = list.data.pagination;
    body =
      totalItems > 0 ? (
        <EmptyState
          title="This page is past the end of the list"
          description={`There are ${totalItems} designs, fewer than this page would start at.`}
          action={<Button onClick={() => update({ page: 1 })}>Go to the first page</Button>}
        />
      ) : filtered ? (
        <EmptyState
          icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
          title="No designs match these filters"
          description="Try a different file name, format or status."
          action={<Button onClick={clear}>Clear filters</Button>}
        />
      ) : (
        <EmptyState
          title="No designs yet"
          description="Designs uploaded to your account appear here with a preview, their format and status."
        />
      );
  } else {
    body = <DesignGrid designs={list.data.designs} busy={list.isPlaceholderData} />;
  }

  const pagination = list.data && !list.isError ? list.data.pagination : undefined;
  return (
    <div>
      <PageHeader
        title="Designs"
        description="The designs you have uploaded, by the file name they were uploaded under. A design must be Ready before a campaign can use it."
      />
      <div
        role="search"
        aria-label="Filter designs"
        className="mb-4 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <SearchField
          value={filters.search}
          placeholder="File name"
          onCommit={(search) => update({ search })}
        />
        <SelectField
          label="Format"
          className="w-44"
          allLabel="All formats"
          options={formatOptions}
          value={filters.format ?? ''}
          onChange={(format) => update({ format: format || undefined })}
        />
        <SelectField
          label="Status"
          className="w-40"
          allLabel="All statuses"
          options={statusOptions}
          value={filters.status ?? ''}
          onChange={(status) => update({ status: status || undefined })}
        />
        <SelectField
          label="Sort by"
          className="w-44"
          options={sortOptions}
          value={filters.sort}
          onChange={(sort) => update({ sort: sort as DesignSort })}
        />
        {filtered ? (
          <Button variant="ghost" onClick={clear}>
            <X className="h-4 w-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
      {list.isPlaceholderData ? <LoadingStatus label="Updating designs…" /> : null}
      {body}
      {pagination && pagination.totalItems > 0 ? (
        <Pager
          page={filters.page}
          pageSize={filters.pageSize}
          returned={list.data?.designs.length ?? 0}
          total={pagination.totalItems}
          pageCount={pagination.totalPages}
          onPage={(page) => update({ page })}
          pageSizes={DESIGN_PAGE_SIZES}
          onPageSize={(pageSize) => update({ pageSize })}
          sizeLabel="Designs per page"
        />
      ) : null}
    </div>
  );
}

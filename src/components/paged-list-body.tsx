import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { LoadingStatus } from './ui/skeleton';

/** The list's paging, shown under it once a page with rows in all has been read. */
type Paging<Size extends number> = {
  page: number;
  pageSize: Size;
  pageSizes: readonly Size[];
  onPage: (page: number) => void;
  onPageSize: (size: Size) => void;
  /** The page-size select's label (by default the pagination's own). */
  sizeLabel?: string;
};

/** The paging of a list whose page and page size are among its filters (in the URL). */
export function filterPaging<Size extends number>(
  filters: { page: number; pageSize: Size },
  update: (patch: { page?: number; pageSize?: Size }) => void,
  pageSizes: readonly Size[],
  sizeLabel?: string,
): Paging<Size> {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    pageSizes,
    onPage: (page) => update({ page }),
    onPageSize: (pageSize) => update({ pageSize }),
    sizeLabel,
  };
}

type Props<TData, Size extends number> = {
  query: UseQueryResult<TData>;
  /** What the rows are, plural: "campaigns". */
  noun: string;
  /** Rows on the page shown, and rows in all (`pageCount` when the service states it). */
  count: (data: TData) => { returned: number; total: number; pageCount?: number };
  skeleton: ReactNode;
  /** Whether filters narrow the list (an empty page then offers to clear them). */
  filtered: boolean;
  /** What to try instead, for a filtered list with no match. */
  filterHint: string;
  onClearFilters: () => void;
  /** Opens the first page (by default `paging`'s). */
  onFirstPage?: () => void;
  /** The empty state of an unfiltered list. */
  emptyTitle: string;
  emptyDescription: string;
  children: (data: TData) => ReactNode;
  paging?: Paging<Size>;
};

/**
 * The states of one page of a paged, filtered list: loading (a skeleton), failed (with a retry),
 * empty (past the end, no match for the filters, or nothing yet), or the rows from `children`.
 * While a new page loads over the previous one, says so. With `paging`, the pages under it.
 */
export function PagedListBody<TData, Size extends number = number>({ paging, ...props }: Props<TData, Size>) {
  const { query, noun, count } = props;
  const counted = query.data !== undefined && !query.isError ? count(query.data) : undefined;
  return (
    <>
      <PagedListState onFirstPage={() => paging?.onPage(1)} {...props} />
      {paging && counted && counted.total > 0 ? (
        <Pagination
          page={paging.page}
          pageSize={paging.pageSize}
          returned={counted.returned}
          total={counted.total}
          pageCount={counted.pageCount}
          onPage={paging.onPage}
          pageSizes={paging.pageSizes}
          onPageSize={paging.onPageSize}
          sizeLabel={paging.sizeLabel}
          noun={noun}
        />
      ) : null}
    </>
  );
}

function PagedListState<TData, Size extends number>({
  query,
  noun,
  skeleton,
  ...rest
}: Omit<Props<TData, Size>, 'paging'>) {
  const pending = (
    <>
      <LoadingStatus label={`Loading ${noun}…`} />
      {skeleton}
    </>
  );
  return (
    <QueryState query={query} what={noun} pending={pending}>
      {(data) => (
        <>
          {query.isPlaceholderData ? <LoadingStatus label={`Updating ${noun}…`} /> : null}
          <PageRows data={data} noun={noun} {...rest} />
        </>
      )}
    </QueryState>
  );
}

/** The rows of a page that has been read, or why there are none. */
function PageRows<TData>({
  data,
  noun,
  count,
  filtered,
  filterHint,
  onClearFilters,
  onFirstPage,
  emptyTitle,
  emptyDescription,
  children,
}: { data: TData } & Omit<Props<TData, number>, 'paging' | 'query' | 'skeleton'>) {
  const { returned, total } = count(data);
  if (returned > 0) return children(data);
  if (total > 0) {
    return (
      <EmptyState
        title="This page is past the end of the list"
        description={`There are ${total} ${noun}, fewer than this page would start at.`}
        action={<Button onClick={onFirstPage}>Go to the first page</Button>}
      />
    );
  }
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
        title={`No ${noun} match these filters`}
        description={filterHint}
        action={<Button onClick={onClearFilters}>Clear filters</Button>}
      />
    );
  }
  return <EmptyState title={emptyTitle} description={emptyDescription} />;
}

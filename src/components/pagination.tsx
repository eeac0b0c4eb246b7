import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { pageRange } from '../lib/page-range';
import { useSyncedState } from '../lib/use-synced-state';
import { Button } from './ui/button';
import { NativeSelect } from './ui/input';
import { numberFormat } from '../lib/intl-cache';

type Props<Size extends number> = {
  page: number;
  pageSize: Size;
  /** Rows on this page. */
  returned: number;
  total: number;
  /** Page count when the service states it; otherwise computed from total and size. */
  pageCount?: number;
  onPage: (page: number) => void;
  /** With `onPageSize`, shows a page-size select. */
  pageSizes?: readonly Size[];
  onPageSize?: (size: Size) => void;
  sizeLabel?: string;
  /** What the rows are, plural ("missions"): "Showing 1–50 of 263 missions", "No missions". */
  noun?: string;
};

/** "Showing 1–50 of 263", the page size, and Previous / Next, for every paged list. */
export function Pagination<Size extends number>({
  page,
  pageSize,
  returned,
  total,
  pageCount: statedCount,
  onPage,
  pageSizes,
  onPageSize,
  sizeLabel = 'Rows per page',
  noun,
}: Props<Size>) {
  const id = useId();
  const [size, setSize] = useSyncedState<Size>(pageSize);
  const range = pageRange(page, pageSize, returned, total);
  const pageCount = Math.max(1, statedCount ?? range.pageCount);
  const nf = numberFormat();
  const summary =
    total === 0
      ? `No ${noun ?? 'rows'}`
      : `Showing ${nf.format(range.start)}–${nf.format(range.end)} of ${nf.format(total)}${noun ? ` ${noun}` : ''}`;
  // One page of rows needs no paging controls: the summary says it all (and a page past the end still
  // offers the way back).
  const onePage = pageCount <= 1 && page <= 1;
  const sizeMatters = !!pageSizes && total > Math.min(...pageSizes);
  if (onePage && !sizeMatters) {
    return (
      <p aria-live="polite" className="mt-4 text-sm text-slate-700">
        {summary}
      </p>
    );
  }
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-4 text-sm">
      <p aria-live="polite" className="text-slate-700">
        {summary}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {pageSizes && onPageSize ? (
          <div className="flex items-center gap-2">
            <label htmlFor={id} className="text-slate-700">
              {sizeLabel}
            </label>
            <NativeSelect
              id={id}
              className="h-9 w-24"
              value={size}
              onChange={(e) => {
                const next = pageSizes.find((s) => s === Number(e.target.value));
                if (next === undefined) return;
                setSize(next);
                onPageSize(next);
              }}
            >
              {pageSizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className={onePage ? 'hidden' : 'flex items-center gap-2'}>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(Math.min(page - 1, pageCount))}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </Button>
          <span className="text-slate-700">
            Page {nf.format(page)} of {nf.format(pageCount)}
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Next
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}

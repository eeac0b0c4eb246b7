import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/input';
import { useSyncedState } from '../../../lib/use-synced-state';
import { PAGE_SIZES, pageRange, type PageSize } from '../mission-filters';

type Props = {
  page: number;
  pageSize: PageSize;
  returned: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
};

export function MissionsPagination({ page, pageSize, returned, total, onPage, onPageSize }: Props) {
  const id = useId();
  const [size, setSize] = useSyncedState(pageSize);
  const { start, end, pageCount } = pageRange(page, pageSize, returned, total);
  const nf = new Intl.NumberFormat();
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-4 text-sm">
      <p aria-live="polite" className="text-slate-700">
        {total === 0
          ? 'No missions'
          : `Showing ${nf.format(start)}–${nf.format(end)} of ${nf.format(total)} missions`}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-slate-700">
            Rows per page
          </label>
          <NativeSelect
            id={id}
            className="h-9 w-20"
            value={size}
            onChange={(e) => {
              const next = Number(e.target.value) as PageSize;
              setSize(next);
              onPageSize(next);
            }}
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
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

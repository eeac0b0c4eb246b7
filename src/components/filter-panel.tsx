import { SlidersHorizontal, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useIsPhone } from '../lib/use-media-query';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogTrigger } from './ui/dialog';

type Props = {
  /** The search landmark's name, e.g. "Filter campaigns". */
  label: string;
  /** How many filters are set: shown on the phone's Filters button. */
  activeCount: number;
  /** Clears every filter; offered beside the phone's Filters button when some are set. */
  onClear?: () => void;
  /**
   * A "Clear filters" button at the end of the fields while some are set: `wide` on wide screens only
   * (the phone has one beside its Filters button), `always` in the phone's sheet too.
   */
  inlineClear?: 'wide' | 'always';
  /** The filter fields, laid out as a wrapping row. */
  children: ReactNode;
  /** Shown under the fields (a note that the range is empty, ...). */
  footer?: ReactNode;
  className?: string;
};

/**
 * A list's filters: a card above the list on wide screens; on a phone, a "Filters" button (with how many
 * are set) that opens them in a sheet from the bottom, so the list stays on the first screen. Filters
 * apply as they change, so the sheet only needs a button to go back to the results.
 */
export function FilterPanel({
  label,
  activeCount,
  onClear,
  inlineClear,
  children,
  footer,
  className,
}: Props) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const showInlineClear =
    !!inlineClear && activeCount > 0 && !!onClear && (inlineClear === 'always' || !phone);
  const fields = (
    <div role="search" aria-label={label}>
      <div className="flex flex-wrap items-end gap-4 max-sm:flex-col max-sm:items-stretch">
        {children}
        {showInlineClear ? <ClearFiltersButton onClear={onClear} /> : null}
      </div>
      {footer}
    </div>
  );
  if (!phone) {
    return (
      <div className={cn('mb-4 rounded-lg border border-slate-200 bg-white p-4', className)}>{fields}</div>
    );
  }
  return (
    <div className={cn('mb-4 flex flex-wrap items-center gap-2', className)}>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary">
            <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
            Filters
            {activeCount > 0 ? (
              <span className="rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white">
                {activeCount}
                <span className="sr-only"> set</span>
              </span>
            ) : null}
          </Button>
        </DialogTrigger>
        <DialogContent variant="bottom" title={label}>
          {fields}
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setOpen(false)}>Show results</Button>
          </div>
        </DialogContent>
      </Dialog>
      {activeCount > 0 && onClear ? <ClearFiltersButton onClear={onClear} /> : null}
      {footer}
    </div>
  );
}

/** Clears every filter of a list. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="ghost" onClick={onClear}>
      <X className="h-4 w-4" aria-hidden="true" />
      Clear filters
    </Button>
  );
}

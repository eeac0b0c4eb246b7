import { ListOrdered } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { numberFormat } from '../../../lib/intl-cache';

type Props = {
  /** How many campaigns match. */
  total: number;
  /** The most the list reads to sort them. */
  limit: number;
  filtered: boolean;
  onNewestFirst: () => void;
};

/** A sorted list that would need more campaigns than the list reads: said, with the service's own order. */
export function SortLimitNotice({ total, limit, filtered, onNewestFirst }: Props) {
  const nf = numberFormat();
  return (
    <EmptyState
      icon={<ListOrdered className="h-8 w-8" aria-hidden="true" />}
      title="Too many campaigns to sort"
      description={
        <>
          {nf.format(total)} campaigns match, and this order needs all of them at once: the list sorts up to{' '}
          {nf.format(limit)}.{' '}
          {filtered
            ? 'Narrow the filters, or see them newest first.'
            : 'Filter the list, or see them newest first.'}
        </>
      }
      action={<Button onClick={onNewestFirst}>Show newest first</Button>}
    />
  );
}

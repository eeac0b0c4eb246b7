import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { QueryErrorState } from './query-error-state';
import { LoadingStatus, Skeleton } from './ui/skeleton';

type Props<TData> = {
  query: UseQueryResult<TData>;
  /** What is read, for the failure's title: "the coupons", "this quote". */
  what: string;
  /** Shown while the first read is on its way: a `QueryPending` (status text and skeletons). */
  pending: ReactNode;
  /** Classes of the failure's box (its margin inside a card, ...). */
  errorClassName?: string;
  /** What the data looks like once read. */
  children: (data: TData) => ReactNode;
};

/**
 * The three states of one read: on its way (`pending`), failed (what could not be read, with a retry
 * unless the session has ended), or read (`children` with the data).
 */
export function QueryState<TData>({ query, what, pending, errorClassName, children }: Props<TData>) {
  if (query.isPending) return pending;
  if (query.isError) {
    return (
      <QueryErrorState
        className={errorClassName}
        error={query.error}
        what={what}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}

/**
 * What stands in for data on its way: a status text for screen readers ("Loading coupons…") and the
 * skeletons, in a box marked busy (`busy={false}` for a box that is not).
 */
export function QueryPending({
  label,
  className,
  busy = true,
  children,
}: {
  label: string;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div aria-busy={busy ? 'true' : undefined} className={className}>
      <LoadingStatus label={label} />
      {children}
    </div>
  );
}

/** `count` skeleton lines of the same size, for a list or a set of fields on its way. */
export function SkeletonLines({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={cn(className)} />);
}

const cardLines = {
  fields: { box: 'mt-3 space-y-3', line: 'h-5 w-full' },
  rows: { box: 'mt-3 space-y-2', line: 'h-10 w-full' },
};

/**
 * A read shown in a card under its title: while on its way, `count` skeleton lines shaped like the
 * card's `fields` or list `rows`, with the status text `loading`; a failure set off like the card's body.
 */
export function CardQueryState<TData>({
  query,
  what,
  loading,
  count,
  shape,
  children,
}: Omit<Props<TData>, 'pending' | 'errorClassName'> & {
  loading: string;
  count: number;
  shape: keyof typeof cardLines;
}) {
  const { box, line } = cardLines[shape];
  return (
    <QueryState
      query={query}
      what={what}
      errorClassName="mt-3"
      pending={
        <QueryPending label={loading} className={box}>
          <SkeletonLines count={count} className={line} />
        </QueryPending>
      }
    >
      {children}
    </QueryState>
  );
}

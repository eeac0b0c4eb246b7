/**
 * The planner's list of routes: its heading with the count, then the table, or what stands in for it
 * (the search failed, is on its way, or found no routes, with the next thing to try). "No carrier routes"
 * is said only of the search that found none: while a new search is read after one that found nothing,
 * the list shows that it is loading rather than the earlier search's notice.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { numberFormat } from '../../../lib/intl-cache';
import type { NoRoutesNotice } from '../coverage';

type Props = {
  /** The routes listed, for the heading; null before the search has answered. */
  count: number | null;
  /** No route to list. */
  empty: boolean;
  /** The search failed: its message, and a retry. */
  failure: { message: string; onRetry: () => void } | null;
  pending: boolean;
  fetching: boolean;
  noRoutes: NoRoutesNotice;
  onNoRoutesAction: (action: NonNullable<NoRoutesNotice['action']>) => void;
  /** The routes table. */
  children: ReactNode;
};

export function RoutesSection({
  count,
  empty,
  failure,
  pending,
  fetching,
  noRoutes,
  onNoRoutesAction,
  children,
}: Props) {
  return (
    <section aria-labelledby="planner-routes" className="space-y-2 print:hidden">
      <h2 id="planner-routes" className="text-sm font-semibold text-slate-900">
        Routes {count !== null ? `(${numberFormat().format(count)})` : ''}
      </h2>
      {failure ? (
        <ErrorState
          title="The routes could not be read"
          message={failure.message}
          onRetry={failure.onRetry}
          retrying={fetching}
        />
      ) : pending || (empty && fetching) ? (
        // While a search is read, an earlier search that found nothing does not speak for it.
        <div aria-busy="true" className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
          <p role="status" className="sr-only">
            Loading routes…
          </p>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : empty ? (
        <div
          role="status"
          className="space-y-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600"
          data-testid="planner-no-routes"
        >
          <p>{noRoutes.text}</p>
          {noRoutes.action ? (
            <Button size="sm" variant="secondary" onClick={() => onNoRoutesAction(noRoutes.action!)}>
              {noRoutes.action.text}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className={cn(fetching && 'opacity-60 transition-opacity')}>{children}</div>
      )}
    </section>
  );
}

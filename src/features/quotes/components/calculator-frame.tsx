import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/http-errors';
import { QueryPending, QueryState } from '../../../components/query-state';
import { Card, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { refusedField } from '../adjustment-text';

/**
 * The service's refusal of the request in the URL (a 400 naming one of `fields`), for the form to show
 * beside that field; null when nothing was asked or nothing was refused.
 */
export function quoteRefusal<F extends string>(
  asked: boolean,
  quote: UseQueryResult<unknown>,
  fields: readonly F[],
): { message: string; field: F | undefined } | null {
  if (!asked || !quote.isError || !isApiError(quote.error) || quote.error.kind !== 'invalid') return null;
  return { message: quote.error.message, field: refusedField(quote.error.message, fields) };
}

type Props<TRequest, TQuote> = {
  /** Prefix of the cards' title ids: "eddm" gives `eddm-form-title` and `eddm-result-title`. */
  id: string;
  title: string;
  /** One line under the title, saying what the channel is. */
  intro: string;
  form: ReactNode;
  /** The request in the URL (what was last asked), or null before the first quote. */
  request: TRequest | null;
  /** The quote of `request`. */
  quote: UseQueryResult<TQuote>;
  /** What to enter, shown before the first quote. */
  emptyDescription: string;
  /** The quote once read. */
  children: (quote: TQuote, request: TRequest) => ReactNode;
};

/** A calculator: its form in one card, and the quote (none yet, on its way, failed or read) in another. */
export function CalculatorFrame<TRequest, TQuote>({
  id,
  title,
  intro,
  form,
  request,
  quote,
  emptyDescription,
  children,
}: Props<TRequest, TQuote>) {
  return (
    <div className="grid grid-cols-1 gap-6 @2xl:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <Card aria-labelledby={`${id}-form-title`}>
        <CardTitle id={`${id}-form-title`}>{title}</CardTitle>
        <p className="mt-1 mb-4 text-sm text-slate-600">{intro}</p>
        {form}
      </Card>
      <Card aria-labelledby={`${id}-result-title`}>
        <CardTitle id={`${id}-result-title`} className="mb-4">
          Quote
        </CardTitle>
        {request !== null ? (
          <QueryState
            query={quote}
            what="this quote"
            pending={
              <QueryPending label="Getting your quote…" className="space-y-3" busy={false}>
                <Skeleton className="h-10 w-48" />
                <Skeleton className="h-32 w-full" />
              </QueryPending>
            }
          >
            {(data) => children(data, request)}
          </QueryState>
        ) : (
          <EmptyState title="No quote yet" description={emptyDescription} />
        )}
      </Card>
    </div>
  );
}

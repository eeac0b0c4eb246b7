import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { LoadingStatus } from '../../components/ui/skeleton';
import { QueryState } from '../../components/query-state';
import { appPaths } from '../../lib/app-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlState } from '../../lib/use-url-state';
import { accountQueries } from '../../queries/account-queries';
import { spendQueries } from '../../queries/spend-queries';
import { SpendFiltersBar } from './components/spend-filters-bar';
import { CostPerEstimate } from './components/cost-per-estimate';
import { SpendByMonth } from './components/spend-by-month';
import { PriceSources, SpendFigures, SpendSummarySkeleton } from './components/spend-summary';
import {
  isEmptyPeriod,
  parseSpendFilters,
  spendFiltersToParams,
  spendFiltersToSearchParams,
  type SpendFilters,
} from './spend-filters';
import type { Spend } from '../../api/contract/spend';
import { spendCurrency } from '../../lib/spend-money';
import { SPENT_STATUSES } from '../../lib/cost-per';

export function createLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseSpendFilters(new URL(request.url).searchParams);
    if (!isEmptyPeriod(filters))
      void queryClient.prefetchQuery(spendQueries.total(spendFiltersToParams(filters)));
    return null;
  };
}

/** The campaign list over the campaigns the spend counts: started in the period, drafts only when included. */
export function campaignsOfPeriod(filters: SpendFilters): string {
  return appPaths.campaigns({
    from: filters.from,
    to: filters.to,
    statuses: filters.includeDrafts ? [] : [...SPENT_STATUSES],
  });
}

export function Component() {
  useDocumentTitle('Spend');
  // The period and the drafts choice, in the URL.
  const [filters, setFilters] = useUrlState({
    read: parseSpendFilters,
    write: (f: SpendFilters) => spendFiltersToSearchParams(f),
  });
  const update = (patch: Partial<SpendFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const empty = isEmptyPeriod(filters);
  const spend = useQuery({
    ...spendQueries.total(spendFiltersToParams(filters)),
    placeholderData: keepPreviousData,
    enabled: !empty,
  });
  // The account's country gives the currency when the response names none.
  const me = useQuery({ ...accountQueries.me(), enabled: spend.isSuccess && !spend.data.currency });

  const spent = (data: Spend) => {
    if (!data.currency && me.isPending) {
      return (
        <>
          <LoadingStatus label="Loading your account’s currency…" />
          <SpendSummarySkeleton />
        </>
      );
    }
    if (data.campaigns === 0) {
      return (
        <EmptyState
          title="No campaigns in this period"
          description={
            filters.includeDrafts
              ? 'No campaign of your account starts in this period, drafts included.'
              : 'No campaign of your account starts in this period. Drafts are not counted unless you include them.'
          }
        />
      );
    }
    const currency = spendCurrency(data.currency, me.data?.client.country_code);
    return (
      <div
        aria-busy={spend.isPlaceholderData || undefined}
        className={spend.isPlaceholderData ? 'opacity-60' : undefined}
      >
        <SpendFigures spend={data} currency={currency} />
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <SpendByMonth filters={filters} period={data} currency={currency} />
          <div className="flex min-w-0 flex-col gap-6">
            <CostPerEstimate filters={filters} currency={currency} />
            <PriceSources spend={data} campaignsHref={campaignsOfPeriod(filters)} />
          </div>
        </div>
      </div>
    );
  };
  const body = empty ? (
    <EmptyState title="The period is empty" description="Choose a “From” date on or before the “To” date." />
  ) : (
    <QueryState
      query={spend}
      what="your spend"
      pending={
        <>
          <LoadingStatus label="Loading spend…" />
          <SpendSummarySkeleton />
        </>
      }
    >
      {spent}
    </QueryState>
  );

  return (
    <div>
      <PageHeader
        title="Spend"
        description="What your campaigns cost over a period: the total billed, month by month, and what a scan and a conversion cost."
      />
      <SpendFiltersBar filters={filters} onChange={update} />
      {spend.isPlaceholderData ? <LoadingStatus label="Updating spend…" /> : null}
      {body}
    </div>
  );
}

/**
 * The results view's route loader (src/app/routes.tsx): starts the period's campaign list at once, while
 * the page's code is still arriving, and as soon as it answers the first few campaigns' performance (the
 * same few the page's window reads first), so the first rows fill in without waiting for the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { DEFAULT_CONCURRENCY } from '../../lib/read-all-pages';
import { localToday } from '../../lib/week';
import { resultsQueries } from './api/results-queries';
import { periodCampaigns, periodListParams } from './in-period';
import { isPeriod, resolvePeriod } from './period';
import { parseResultsView } from './results-view';

export function createResultsLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const view = parseResultsView(new URL(request.url).searchParams);
    const period = resolvePeriod(view.period, localToday());
    const params = isPeriod(period) ? periodListParams(view, period) : null;
    if (!params || !isPeriod(period)) return null;
    void queryClient
      .fetchQuery(resultsQueries.campaigns(params))
      .then((list) => {
        if (!list.complete) return;
        const { campaigns } = periodCampaigns(list.nodes, period, view.country);
        for (const c of campaigns.slice(0, DEFAULT_CONCURRENCY))
          void queryClient.prefetchQuery(resultsQueries.performance(c.id));
      })
      .catch(() => undefined);
    return null;
  };
}

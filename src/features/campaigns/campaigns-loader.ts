/**
 * The campaign list's route loader (src/app/routes.tsx): starts the list request at once, while the
 * page's code is still arriving; the page shows a skeleton until it answers.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { parseCampaignFilters } from '../../lib/campaign-filters';
import { campaignListQueries } from './api/campaign-list-queries';

export function createCampaignsLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseCampaignFilters(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(campaignListQueries.forFilters(filters));
    return null;
  };
}

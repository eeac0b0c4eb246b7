/**
 * The campaign page's route loader (src/app/routes.tsx): a module of its own, so the campaign and the open
 * tab's reads go out at once, while the page's code is still arriving.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../api/http-errors';
import { lineSeriesChartModule } from '../../components/charts/line-series-chart-module';
import { parseCampaignTab } from '../../lib/campaign-tabs';
import { campaignInsightQueries } from '../../queries/campaign-insight-queries';
import { campaignQueries } from '../../queries/campaign-queries';

const isCampaignId = (id: string | undefined): id is string => !!id && /^\d+$/.test(id);

export function createCampaignLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = params.campaignId;
    if (!isCampaignId(id)) {
      throw new ApiError({ kind: 'not-found', message: `"${id ?? ''}" is not a campaign id.` });
    }
    const tab = parseCampaignTab(new URL(request.url).searchParams.get('tab'));
    // The Performance tab's reads go out with the campaign's own, not after it (no waterfall): a campaign
    // that turns out to be a draft shows its creation status instead (those two reads are then unused).
    // Its chart's code (recharts) is asked for at the same time, not once the tab has drawn.
    if (tab === 'performance') {
      void queryClient.prefetchQuery(campaignInsightQueries.scans(id));
      void queryClient.prefetchQuery(campaignInsightQueries.performance(id));
      lineSeriesChartModule().catch(() => undefined);
    }
    const campaign = await queryClient.ensureQueryData(campaignQueries.detail(id));
    // Start the open tab's reads (not awaited: the tab shows its own loading). Drafts have no performance:
    // their Performance tab shows the creation status.
    // A draft (in review or not) shows what it holds: its creation status, targeting and artwork.
    const draft = campaign.status === 0;
    if (tab === 'performance' && draft) {
      void queryClient.prefetchQuery(campaignInsightQueries.creationStatus(id));
    } else if (tab === 'artwork') {
      void queryClient.prefetchQuery(campaignInsightQueries.artworks(id));
    } else if (tab === 'overview') {
      if (campaign.draft_state !== 'CANCELLED')
        void queryClient.prefetchQuery(campaignInsightQueries.dates(id));
      if (draft) {
        void queryClient.prefetchQuery(campaignInsightQueries.creationStatus(id));
        void queryClient.prefetchQuery(campaignInsightQueries.draftTargeting(id));
        void queryClient.prefetchQuery(campaignInsightQueries.artworks(id));
      }
    }
    return null;
  };
}

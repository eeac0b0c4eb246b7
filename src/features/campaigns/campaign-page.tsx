import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useRouteError, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Campaign } from '../../api/contract/campaign';
import { ApiError } from '../../api/http-errors';
import { ErrorPage, type NotFoundCopy } from '../../app/route-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { MissionsView } from '../missions/components/missions-view';
import { campaignInsightQueries } from './api/campaign-insight-queries';
import { campaignQueries } from './api/campaign-queries';
import { campaignTabLabels, campaignTabs, campaignTabSearch, parseCampaignTab } from './campaign-tabs';
import { ArtworkTab } from './components/artwork-tab';
import { CampaignStatusBadge, CampaignTypeBadge } from './components/campaign-badges';
import { CouponsTab } from './components/coupons-tab';
import { OverviewTab } from './components/overview-tab';
import { PerformanceTab } from './components/performance-tab';

const isCampaignId = (id: string | undefined): id is string => !!id && /^\d+$/.test(id);

export function createLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = params.campaignId;
    if (!isCampaignId(id)) {
      throw new ApiError({ kind: 'not-found', message: `"${id ?? ''}" is not a campaign id.` });
    }
    const campaign = await queryClient.ensureQueryData(campaignQueries.detail(id));
    // Start the open tab's reads (not awaited: the tab shows its own loading). Drafts have no performance:
    // their Performance tab shows the creation status.
    const tab = parseCampaignTab(new URL(request.url).searchParams.get('tab'));
    if (tab === 'performance' && campaign.status === 0) {
      void queryClient.prefetchQuery(campaignInsightQueries.creationStatus(id));
    } else if (tab === 'performance') {
      void queryClient.prefetchQuery(campaignInsightQueries.scans(id));
      void queryClient.prefetchQuery(campaignInsightQueries.performance(id));
    } else if (tab === 'artwork') {
      void queryClient.prefetchQuery(campaignInsightQueries.artworks(id));
    } else if (tab === 'overview') {
      void queryClient.prefetchQuery(campaignInsightQueries.dates(id));
      if (campaign.status === 0) void queryClient.prefetchQuery(campaignInsightQueries.creationStatus(id));
    }
    return null;
  };
}

const notFound: NotFoundCopy = {
  title: 'Campaign not found',
  description:
    'There is no campaign with this id in your account. It may have been removed, or the link may be wrong.',
  back: { to: '/campaigns', label: 'Back to campaigns' },
};

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={error} notFound={notFound} />;
}

/**
 * The tabs, with the open one in the URL (`?tab=`). Radix mounts only the open panel, so a tab's
 * requests run only while it is open.
 */
function CampaignTabs({ campaign }: { campaign: Campaign }) {
  const [params, setParams] = useSearchParams();
  const tab = parseCampaignTab(params.get('tab'));
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => setParams(campaignTabSearch(parseCampaignTab(next)), { replace: true })}
    >
      <TabsList aria-label="Campaign sections">
        {campaignTabs.map((t) => (
          <TabsTrigger key={t} value={t}>
            {campaignTabLabels[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab campaign={campaign} />
      </TabsContent>
      <TabsContent value="performance">
        <PerformanceTab campaign={campaign} />
      </TabsContent>
      <TabsContent value="missions">
        <MissionsView campaignId={campaign.id} />
      </TabsContent>
      <TabsContent value="artwork">
        <ArtworkTab campaignId={campaign.id} />
      </TabsContent>
      <TabsContent value="coupons">
        <CouponsTab campaignId={campaign.id} />
      </TabsContent>
    </Tabs>
  );
}

export function Component() {
  const { campaignId } = useParams();
  const { data: campaign } = useSuspenseQuery(campaignQueries.detail(campaignId ?? ''));
  return (
    <div>
      <Link
        to="/campaigns"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to campaigns
      </Link>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{campaign.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CampaignTypeBadge campaign={campaign} />
          <CampaignStatusBadge campaign={campaign} />
          <span className="text-sm text-slate-600">{campaign.country_name}</span>
        </div>
      </div>
      <CampaignTabs campaign={campaign} />
    </div>
  );
}

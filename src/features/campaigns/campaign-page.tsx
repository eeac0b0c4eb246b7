import { useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useLocation, useParams, useRouteError } from 'react-router';
import type { Campaign } from '../../api/contract/campaign';
import { ErrorPage, type NotFoundCopy } from '../../components/error-page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { campaignQueries } from '../../queries/campaign-queries';
import { appPaths } from '../../lib/app-paths';
import { backToList } from '../../lib/list-return';
import {
  campaignTabLabels,
  campaignTabsOf,
  campaignTabSearch,
  parseCampaignTab,
} from '../../lib/campaign-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlState } from '../../lib/use-url-state';
import { ArtworkTab } from './components/artwork-tab';
import { CampaignStatusBadge, CampaignTypeBadge } from './components/campaign-badges';
import { CouponsTab } from './components/coupons-tab';
import { OverviewTab } from './components/overview-tab';
import { PerformanceTab } from './components/performance-tab';
import { useCampaignStage, type CampaignStageInfo } from './use-campaign-stage';
import { useCampaignText } from '../../queries/use-campaign-text';

const notFound: NotFoundCopy = {
  title: 'Campaign not found',
  description:
    'There is no campaign with this id in your account. It may have been removed, or the link may be wrong.',
  back: { to: appPaths.campaigns(), label: 'Back to campaigns' },
};

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={error} notFound={notFound} />;
}

/** The Missions tab: the missions feature's view of one campaign's runs, composed in by the router. */
export type MissionsTab = ComponentType<{ campaignId: string }>;
/** The Routes tab of a direct-mail campaign: the planner's map and table of its routes, composed in by the router. */
export type RoutesTab = ComponentType<{ campaignId: string; campaignName: string }>;
/** The tabs other features draw, handed in together by the router. */
export type ComposedTabs = { MissionsTab: MissionsTab; RoutesTab: RoutesTab };

/**
 * The tabs, with the open one in the URL (`?tab=`). Radix mounts only the open panel, so a tab's
 * requests run only while it is open.
 */
function CampaignTabs({
  campaign,
  stage: { stage, internalStatus },
  composed: { MissionsTab, RoutesTab },
}: {
  campaign: Campaign;
  stage: CampaignStageInfo;
  composed: ComposedTabs;
}) {
  const tabs = campaignTabsOf(campaign.type);
  // Switching tabs replaces the history entry; the new tab's URL keeps no other tab's params.
  const [tab, setTab] = useUrlState({
    read: (params) => parseCampaignTab(params.get('tab')),
    write: campaignTabSearch,
    replace: true,
  });
  // A tab this campaign does not have (Routes of a campaign not mailed by route) opens the overview.
  const open = tabs.includes(tab) ? tab : 'overview';
  return (
    <Tabs value={open} onValueChange={(next) => setTab(parseCampaignTab(next))}>
      <TabsList aria-label="Campaign sections">
        {tabs.map((t) => (
          <TabsTrigger key={t} value={t}>
            {campaignTabLabels[t]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab campaign={campaign} stage={stage} internalStatus={internalStatus} />
      </TabsContent>
      {tabs.includes('routes') ? (
        <TabsContent value="routes">
          <RoutesTab campaignId={campaign.id} campaignName={campaign.name} />
        </TabsContent>
      ) : null}
      <TabsContent value="performance">
        <PerformanceTab campaign={campaign} stage={stage} />
      </TabsContent>
      <TabsContent value="missions">
        <MissionsTab campaignId={campaign.id} />
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

/**
 * The campaign page; features do not import each other, so the router hands it the Missions tab and the
 * Routes tab.
 */
export function CampaignPage(composed: ComposedTabs) {
  const { campaignId } = useParams();
  const { data: campaign } = useSuspenseQuery(campaignQueries.detail(campaignId ?? ''));
  const campaignStage = useCampaignStage(campaign);
  const { stage, internalStatus } = campaignStage;
  const { stageText } = useCampaignText();
  // A builder draft's stage is in the tab's title too ("Spring mailer · In review · Campaigns").
  const builderStage = stage === 'draft' || stage === 'inReview' || stage === 'cancelled';
  useDocumentTitle(campaign.name, builderStage && stageText(campaign, internalStatus), 'Campaigns');
  // Back to the view it was opened from (the results, or the list), as that view was left.
  const back = backToList(useLocation().state);
  return (
    <div>
      <Link
        to={back.to}
        className="mb-4 inline-flex items-center gap-1 rounded text-sm text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {back.label}
      </Link>
      <div className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{campaign.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <CampaignTypeBadge campaign={campaign} />
          <CampaignStatusBadge campaign={campaign} internalStatus={internalStatus} />
          <span className="text-sm text-slate-600">{campaign.country_name}</span>
        </div>
      </div>
      <CampaignTabs campaign={campaign} stage={campaignStage} composed={composed} />
    </div>
  );
}

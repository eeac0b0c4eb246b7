/**
 * The campaign page's Routes tab: the planner feature's view of one campaign's routes, its code (and
 * MapLibre's) loaded when the tab is first shown (see campaign-routes-module.ts).
 */
import { campaignRoutesModule } from './campaign-routes-module';
import { LazyTab } from './lazy-tab';

export function LazyCampaignRoutesTab({
  campaignId,
  campaignName,
}: {
  campaignId: string;
  campaignName: string;
}) {
  return (
    <LazyTab loader={campaignRoutesModule} label="Loading the map…" skeletonClassName="h-80 w-full">
      {(module) => <module.CampaignRoutes campaignId={campaignId} campaignName={campaignName} />}
    </LazyTab>
  );
}

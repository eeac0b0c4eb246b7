/**
 * The campaign page's Routes tab: the planner feature's view of one campaign's routes, its code (and
 * MapLibre's) loaded when the tab is first shown (see campaign-routes-module.ts).
 */
import { QueryPending } from '../components/query-state';
import { Skeleton } from '../components/ui/skeleton';
import { useModule } from '../lib/use-module';
import { campaignRoutesModule } from './campaign-routes-module';

export function LazyCampaignRoutesTab({
  campaignId,
  campaignName,
}: {
  campaignId: string;
  campaignName: string;
}) {
  const module = useModule(campaignRoutesModule);
  if (!module)
    return (
      <QueryPending label="Loading the map…" busy={false}>
        <Skeleton className="h-80 w-full" />
      </QueryPending>
    );
  return <module.CampaignRoutes campaignId={campaignId} campaignName={campaignName} />;
}

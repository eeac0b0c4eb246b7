/**
 * The campaign page's Missions tab, its code loaded when the tab is first shown (see
 * missions-tab-module.ts): a campaign opened on its overview or performance does not load and run the
 * missions table first. Drawn at once when its code has already arrived (no Suspense hold).
 */
import { QueryPending } from '../components/query-state';
import { Skeleton } from '../components/ui/skeleton';
import { useModule } from '../lib/use-module';
import { missionsViewModule } from './missions-tab-module';

export function LazyMissionsTab({ campaignId }: { campaignId: string }) {
  const module = useModule(missionsViewModule);
  if (!module)
    return (
      <QueryPending label="Loading missions…" busy={false}>
        <Skeleton className="h-64 w-full" />
      </QueryPending>
    );
  return <module.MissionsView campaignId={campaignId} />;
}

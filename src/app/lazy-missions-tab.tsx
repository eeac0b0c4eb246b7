/**
 * The campaign page's Missions tab, its code loaded when the tab is first shown (see
 * missions-tab-module.ts): a campaign opened on its overview or performance does not load and run the
 * missions table first.
 */
import { lazy, Suspense } from 'react';
import { LoadingStatus, Skeleton } from '../components/ui/skeleton';
import { loadMissionsView } from './missions-tab-module';

const MissionsView = lazy(() => loadMissionsView().then((m) => ({ default: m.MissionsView })));

export function LazyMissionsTab({ campaignId }: { campaignId: string }) {
  return (
    <Suspense
      fallback={
        <div>
          <LoadingStatus label="Loading missions…" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
    >
      <MissionsView campaignId={campaignId} />
    </Suspense>
  );
}

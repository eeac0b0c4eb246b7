/**
 * The campaign page's Missions tab, its code loaded when the tab is first shown (see
 * missions-tab-module.ts): a campaign opened on its overview or performance does not load and run the
 * missions table first. Drawn at once when its code has already arrived (no Suspense hold).
 */
import { LazyTab } from './lazy-tab';
import { missionsViewModule } from './missions-tab-module';

export function LazyMissionsTab({ campaignId }: { campaignId: string }) {
  return (
    <LazyTab loader={missionsViewModule} label="Loading missions…" skeletonClassName="h-64 w-full">
      {(module) => <module.MissionsView campaignId={campaignId} />}
    </LazyTab>
  );
}

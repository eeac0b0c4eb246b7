/**
 * The Missions view's code (the campaign page's Missions tab, with its virtual list), asked for once:
 * when the tab is opened, or by the campaign route's loader when a link opens the page on that tab. The
 * page's other tabs never wait for it.
 */
import type { MissionsView } from '../features/missions/components/missions-view';

type MissionsViewModule = { MissionsView: typeof MissionsView };

let pending: Promise<MissionsViewModule> | undefined;

export function loadMissionsView(): Promise<MissionsViewModule> {
  pending ??= import('../features/missions/components/missions-view').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * The Missions view's code (the campaign page's Missions tab, with its virtual list), asked for once:
 * when the tab is opened, or by the campaign route's loader when a link opens the page on that tab. The
 * page's other tabs never wait for it.
 */
import { onceImport } from '../lib/once-import';

export const missionsViewModule = onceImport(() => import('../features/missions/components/missions-view'));

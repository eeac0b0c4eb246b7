/**
 * The Routes tab's code (a direct-mail campaign's routes on the planner's map, with MapLibre), asked for
 * once: when the tab is opened, or by the campaign route's loader when a link opens the page on that tab.
 */
import { onceImport } from '../lib/once-import';

export const campaignRoutesModule = onceImport(
  () => import('../features/planner/components/campaign-routes'),
);

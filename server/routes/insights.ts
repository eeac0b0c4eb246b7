import { Hono } from 'hono';
import { assetRoutes } from './assets/routes';
import { channelRuleRoutes } from './channel-rules/routes';
import { cityRoutes } from './cities/routes';
import { couponRoutes } from './coupons/routes';
import type { RouteDeps } from './deps';
import { demographicRoutes } from './demographics/routes';
import { draftRoutes } from './drafts/routes';
import { glossaryRoutes } from './glossary/routes';
import { libraryRoutes } from './library/routes';
import { missionRoutes } from './missions/routes';
import { performanceRoutes } from './performance/routes';
import { scheduleRoutes } from './schedule/routes';
import { spendRoutes } from './spend/routes';

/**
 * The read side of issue 3, one route module per resource: campaign performance, scans, schedule,
 * artwork, creation status and targeting, missions, coupons, cities, the library (audiences, designs,
 * templates), spend and the glossary, channel rules and the EDDM demographic attributes (issue 5's reads),
 * plus the sandbox-served artwork files. Mounted once by createApp.
 */
export function insightRoutes(deps: RouteDeps) {
  const app = new Hono();
  app.route('/', assetRoutes(deps));
  app.route('/', performanceRoutes(deps));
  app.route('/', scheduleRoutes(deps));
  app.route('/', draftRoutes(deps));
  app.route('/', missionRoutes(deps));
  app.route('/', couponRoutes(deps));
  app.route('/', cityRoutes(deps));
  app.route('/', libraryRoutes(deps));
  app.route('/', spendRoutes(deps));
  app.route('/', glossaryRoutes(deps));
  app.route('/', channelRuleRoutes(deps));
  app.route('/', demographicRoutes(deps));
  return app;
}

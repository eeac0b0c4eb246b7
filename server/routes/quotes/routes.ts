import { endpoints } from '../../../src/api/contract/endpoints';
import type { RouteModule } from '../deps';
import { quoteEddm } from '../../domain/eddm-pricing';
import { quoteFlyer } from '../../domain/flyer-pricing';

/**
 * Pricing quotes (client key; no campaign needed). Quotes read nothing from and write nothing to the
 * database: prices come from the tables in `server/domain/` (eddm-pricing, flyer-pricing).
 */
export const quoteRoutes: RouteModule = (mount) => {
  mount(endpoints.quoteEddm, ({ body }) => quoteEddm(body));
  mount(endpoints.quoteFlyer, ({ body }) => quoteFlyer(body));
};

import { endpoints } from '../../../src/api/contract/endpoints';
import { bestFitRoutes, routesByCity, searchRoutes } from '../../domain/carrier-routes';
import { geocode } from '../../domain/geocode';
import { notFound } from '../../http/errors';
import type { RouteModule } from '../deps';

/**
 * Carrier-route lookups and the geocoder (client key). Routes are reference data, the same for every
 * client; `raw` is signed by this data folder, so the areas step can tell a route it handed out.
 */
export const carrierRouteRoutes: RouteModule = (mount, { db }) => {
  mount(endpoints.searchCarrierRoutes, ({ query }) => searchRoutes(db, query));

  mount(endpoints.bestFitCarrierRoutes, ({ query }) => bestFitRoutes(db, query));

  mount(endpoints.carrierRoutesByCity, async ({ query }) => {
    const found = await routesByCity(db, query.cityId, query);
    if (!found) throw notFound(`City not found: '${query.cityId}' is not a city id of the city search`);
    return found;
  });

  mount(endpoints.geocode, ({ query }) => geocode(query.q));
};

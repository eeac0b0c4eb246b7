import { endpoints } from '../../../src/api/contract/endpoints';
import type { RouteModule } from '../deps';
import { searchCities } from './search';

/**
 * Targetable cities: `first` default 500, max 1000 (over 1000 is 400 like every list bound), `skip`.
 * The list is reference data, the same for every client, served from the in-process city list.
 */
export const cityRoutes: RouteModule = (mount) => {
  mount(endpoints.listCities, ({ query }) => searchCities(query));
};

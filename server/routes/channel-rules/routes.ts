import { endpoints } from '../../../src/api/contract/endpoints';
import { isoDay } from '../../domain/calendar';
import { cityById } from '../../domain/cities';
import { notFound } from '../../http/errors';
import type { RouteModule } from '../deps';
import { channelRules } from './rules';

/**
 * Channel rules for a city (`cityId`, the sandbox's parameter name; ids from the city list). A city that
 * is not in the list is 404. `selfServeTargetable` is true when the caller's account is self-serve
 * enabled (the cities are US places, where self-serve targeting runs).
 */
export const channelRuleRoutes: RouteModule = (mount, { db }) => {
  mount(endpoints.channelRules, async ({ auth, query: q }) => {
    const city = cityById(q.cityId.trim());
    if (!city) throw notFound(`City not found: '${q.cityId}' is not an id from ${endpoints.listCities.path}`);
    const client = await db
      .selectFrom('clients')
      .select(['currency', 'is_self_serve_enabled'])
      .where('id', '=', auth.clientId)
      .executeTakeFirstOrThrow();
    const asOf = isoDay(new Date());
    return {
      channels: channelRules(asOf, client.currency),
      city: { id: city.id, name: city.name, selfServeTargetable: client.is_self_serve_enabled === 1 },
      asOfDateUtc: asOf,
    };
  });
};

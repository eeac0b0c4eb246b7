import { Hono } from 'hono';
import { channelRulesQuerySchema, channelRulesSchema } from '../../../src/api/contract/channel-rules';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { isoDay } from '../../domain/calendar';
import { cityById } from '../../domain/cities';
import { notFound } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { channelRules } from './rules';

/**
 * `GET /client/channel-rules?cityId=...` (the parameter name is the sandbox's; ids from /client/cities).
 * A city that is not in the list is 404. `selfServeTargetable` is true when the caller's account is
 * self-serve enabled (the cities are US places, where self-serve targeting runs).
 */
export function channelRuleRoutes({ db }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/client/channel-rules', requireClientKey, async (c) => {
    const q = parseQuery(c, channelRulesQuerySchema);
    const city = cityById(q.cityId.trim());
    if (!city) throw notFound(`City not found: '${q.cityId}' is not an id from /client/cities`);
    const client = await db
      .selectFrom('clients')
      .select(['currency', 'is_self_serve_enabled'])
      .where('id', '=', c.var.auth.clientId)
      .executeTakeFirstOrThrow();
    const asOf = isoDay(new Date());
    const data = channelRulesSchema.parse({
      channels: channelRules(asOf, client.currency),
      city: { id: city.id, name: city.name, selfServeTargetable: client.is_self_serve_enabled === 1 },
      asOfDateUtc: asOf,
    });
    return c.json({ success: true, data });
  });

  return app;
}

import { Hono } from 'hono';
import { cityListQuerySchema, cityListSchema } from '../../../src/api/contract/city';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { parseQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { searchCities } from './search';

/**
 * `GET /client/cities`: `first` default 500, max 1000 (over 1000 is 400 like every list bound), `skip`.
 * The list is reference data, the same for every client, served from the in-process city list.
 */
export function cityRoutes(_deps: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/client/cities', requireClientKey, (c) => {
    const q = parseQuery(c, cityListQuerySchema);
    return c.json({ success: true, data: cityListSchema.parse(searchCities(q)) });
  });

  return app;
}

import { Hono } from 'hono';
import {
  eddmQuoteRequestSchema,
  eddmQuoteSchema,
  flyerQuoteRequestSchema,
  flyerQuoteSchema,
} from '../../../src/api/contract/quote';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { readJsonBody } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { quoteEddm } from './eddm-pricing';
import { quoteFlyer } from './flyer-pricing';

/**
 * Pricing quotes (client key; no campaign needed). Quotes read nothing from and write nothing to the
 * database: prices come from the tables in this folder.
 */
export function quoteRoutes(_deps: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/client/calculators/eddm', requireClientKey, async (c) => {
    const request = await readJsonBody(c, eddmQuoteRequestSchema);
    return c.json({ success: true, data: eddmQuoteSchema.parse(quoteEddm(request)) });
  });

  app.post('/client/calculators/flyer-distribution', requireClientKey, async (c) => {
    const request = await readJsonBody(c, flyerQuoteRequestSchema);
    return c.json({ success: true, data: flyerQuoteSchema.parse(quoteFlyer(request)) });
  });

  return app;
}

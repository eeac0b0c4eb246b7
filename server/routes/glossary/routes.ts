import { Hono } from 'hono';
import { fallbackGlossary, glossarySchema } from '../../../src/api/contract/glossary';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { missionStatusLabelsAll, missionTypeLabelsAll } from '../../domain/mission-codes';
import type { RouteDeps } from '../deps';
import { flyerCountries } from '../quotes/flyer-pricing';

const codes = (labels: Record<number, string>) =>
  Object.entries(labels)
    .map(([code, label]) => ({ code: Number(code), label }))
    .sort((a, b) => a.code - b.code);

/**
 * `GET /client/glossary` (path and shape are the sandbox's; the spec lists the read without them): every
 * numeric code the service sends with its label, including the mission codes the spec leaves unshown,
 * and the option lists the dashboard offers.
 */
export function glossaryRoutes(_deps: RouteDeps) {
  const app = new Hono<AuthEnv>();
  const glossary = glossarySchema.parse({
    ...fallbackGlossary,
    missionTypes: codes(missionTypeLabelsAll),
    missionStatuses: codes(missionStatusLabelsAll),
    // Exactly the countries the flyer calculator prices, so the dashboard offers no country it refuses.
    flyerCountries: Object.entries(flyerCountries).map(([value, country]) => ({
      value,
      label: country.name,
    })),
  });

  app.get('/client/glossary', requireClientKey, (c) => c.json({ success: true, data: glossary }));

  return app;
}

import { Hono } from 'hono';
import {
  demographicAttributesPath,
  demographicAttributesSchema,
} from '../../../src/api/contract/demographic-attributes';
import { requireClientKey, type AuthEnv } from '../../auth/middleware';
import { demographicAttributes } from '../../domain/demographics';
import type { RouteDeps } from '../deps';

/** `GET /client/eddm/demographic-attributes`: the attributes a direct-mail draft can be narrowed by. */
export function demographicRoutes(_deps: RouteDeps) {
  const app = new Hono<AuthEnv>();
  const data = demographicAttributesSchema.parse({ attributes: demographicAttributes });
  app.get(demographicAttributesPath, requireClientKey, (c) => c.json({ success: true, data }));
  return app;
}

import { Hono } from 'hono';
import { healthSchema, sandboxCredentialsSchema } from '../../../src/api/contract/sandbox';
import type { RouteDeps } from '../deps';

/** Unauthenticated paths outside the client API: health and the sandbox-only demo credentials. */
export function sandboxRoutes({ credentials }: RouteDeps) {
  const app = new Hono();

  app.get('/health', (c) => c.json({ success: true, data: healthSchema.parse({ status: 'ok' }) }));

  /** Sandbox-only: lists the demo clients with their credentials (the dashboard's one-click sign-in). */
  app.get('/sandbox/credentials', (c) =>
    c.json({ success: true, data: sandboxCredentialsSchema.parse(credentials()) }),
  );

  return app;
}

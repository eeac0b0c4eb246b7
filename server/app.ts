import { Hono, type Context, type Env, type MiddlewareHandler, type Schema } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { PatternRouter } from 'hono/router/pattern-router';
import type { Kysely } from 'kysely';
import type { SandboxCredentials } from '../src/api/contract/sandbox';
import type { SigningKey } from './auth/keys';
import type { DB } from './db/types';
import { failure, handleError } from './http/errors';
import { faults, type FaultConfig } from './http/faults';
import { apiHeaders } from './http/headers';
import { isLoopbackOrigin } from './http/loopback';
import { mounter } from './http/mount';
import { MAX_BODY_BYTES } from './http/validate';
import { accountRoutes } from './routes/account/routes';
import { assetRoutes } from './routes/assets/routes';
import { builderRoutes } from './routes/builder/routes';
import { campaignRoutes } from './routes/campaigns/routes';
import { channelRuleRoutes } from './routes/channel-rules/routes';
import { carrierRouteRoutes } from './routes/carrier-routes/routes';
import { cityRoutes } from './routes/cities/routes';
import { couponRoutes } from './routes/coupons/routes';
import type { RouteModule } from './routes/deps';
import { demographicRoutes } from './routes/demographics/routes';
import { draftRoutes } from './routes/drafts/routes';
import { glossaryRoutes } from './routes/glossary/routes';
import { libraryRoutes } from './routes/library/routes';
import { missionRoutes } from './routes/missions/routes';
import { oauthRoutes } from './routes/oauth/routes';
import { postcardRoutes } from './routes/postcards/routes';
import { performanceRoutes } from './routes/performance/routes';
import { quoteRoutes } from './routes/quotes/routes';
import { sandboxRoutes } from './routes/sandbox/routes';
import { scheduleRoutes } from './routes/schedule/routes';
import { spendRoutes } from './routes/spend/routes';
import { trackingRoutes } from './routes/tracking/routes';

/** Kept here too for callers that import it from the app (it lives in http/loopback.ts). */
export { isLoopbackOrigin };

export interface AppDeps {
  db: Kysely<DB>;
  key: SigningKey;
  credentials: () => SandboxCredentials;
  /** Simulated 5xx answers and latency (`SANDBOX_FAULTS`, see http/faults.ts); none when omitted. */
  faults?: FaultConfig;
}

/**
 * Envelope-only error handling shared by the sandbox app and small apps built in tests: unknown path 404,
 * known path with another method 405 (with `Allow`), bodies over 1 MB 413, any thrown ApiError with its
 * status, and a bare 500 envelope for genuine bugs (logged, never a stack trace).
 */
export function withEnvelopeErrors<E extends Env, S extends Schema, B extends string>(
  app: Hono<E, S, B>,
): Hono<E, S, B> {
  app.onError(handleError);
  let methods: PatternRouter<string> | undefined;
  app.notFound((c: Context<E>) => {
    if (!methods) {
      methods = new PatternRouter<string>();
      for (const r of app.routes) if (r.method !== 'ALL') methods.add(r.method, r.path, r.method);
    }
    const allowed = new Set<string>();
    for (const m of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      if (m !== c.req.method && methods.match(m, c.req.path)[0].length > 0) allowed.add(m);
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size > 0) {
      const allow = [...allowed].join(', ');
      return failure(c, 405, `Method ${c.req.method} not allowed on ${c.req.path} (allowed: ${allow})`, {
        Allow: allow,
      });
    }
    return failure(c, 404, `Not found: no endpoint at ${c.req.method} ${c.req.path}`);
  });
  return app;
}

/**
 * Every route module, once. Each mounts its endpoints of the table (`src/api/contract/endpoints.ts`)
 * and nothing else; a test checks that the app serves exactly the table.
 */
const routeModules: readonly RouteModule[] = [
  sandboxRoutes,
  oauthRoutes,
  assetRoutes,
  accountRoutes,
  campaignRoutes,
  performanceRoutes,
  scheduleRoutes,
  draftRoutes,
  builderRoutes,
  couponRoutes,
  missionRoutes,
  cityRoutes,
  libraryRoutes,
  channelRuleRoutes,
  demographicRoutes,
  glossaryRoutes,
  spendRoutes,
  quoteRoutes,
  carrierRouteRoutes,
  trackingRoutes,
  postcardRoutes,
];

/**
 * Hono's CORS for preflights; for every other request the same headers (the allowed loopback origin,
 * `Vary: Origin`) set on the response's own headers. Hono's middleware adds `Vary` through `c.header`
 * after the handler, which turns the finished answer into a streamed copy: on every request, a few times
 * the cost of a small read.
 */
function loopbackCors(): MiddlewareHandler {
  const allowed = (origin: string) => (isLoopbackOrigin(origin) ? origin : null);
  const preflight = cors({
    origin: allowed,
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = allowed(c.req.header('origin') ?? '');
    await next();
    if (origin) c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  };
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  // nosniff and no-store on every answer (the artwork files keep their own public cache).
  app.use('*', apiHeaders());
  // The dashboard normally reaches the sandbox through its dev server's proxy (same origin); CORS lets a
  // dashboard on this machine be pointed at the sandbox directly too. Only loopback origins: any other web
  // page must not read the demo credentials. Credentials are bearer headers, never cookies.
  app.use('*', loopbackCors());
  // After CORS, so a simulated 502 is readable by a dashboard on another loopback port.
  if (deps.faults) app.use('*', faults(deps.faults));
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => failure(c, 413, `Request body too large: the limit is ${MAX_BODY_BYTES} bytes (1 MB)`),
  });
  // A GET or HEAD request has no body to limit; asking for it would build a full Request object anyway.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  // Each endpoint checks the credential it declares, so there is no path-wide authentication here.
  const mount = mounter(app, deps);
  for (const mountRoutes of routeModules) mountRoutes(mount, deps);
  return withEnvelopeErrors(app);
}

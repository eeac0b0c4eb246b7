import { Hono, type Context, type Env, type Schema } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import type { Kysely } from 'kysely';
import type { Endpoint } from '../src/api/contract/endpoint';
import { endpoints } from '../src/api/contract/endpoints';
import type { SandboxCredentials } from '../src/api/contract/sandbox';
import type { SigningKey } from './auth/keys';
import { changeStamp } from './db/connection';
import type { DB } from './db/types';
import { AnswerCache } from './http/answer-cache';
import { edge, finishedAnswer } from './http/edge';
import { failure, handleError } from './http/errors';
import { noteKept } from './http/fast-answers';
import type { FaultConfig } from './http/faults';
import { isLoopbackOrigin } from './http/loopback';
import { mounter } from './http/mount';
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
  /**
   * The answer cache (http/answer-cache.ts) over this database's change stamp: made here when omitted;
   * `false` for none (tests compare the answers with and without it, or pass their own to watch it).
   */
  answerCache?: AnswerCache | false;
  /**
   * Whether answers from the answer cache may be copied by the HTTP server (http/fast-answers.ts): the
   * app then tells it which requests it answered with a kept answer. The sandbox (sandbox.ts) sets it only
   * for an app without simulated faults, which apply to every request.
   */
  fastAnswers?: boolean;
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
 * The endpoints whose answers the answer cache may keep (http/answer-cache.ts): a repeated request (same
 * caller, URL and body) is answered with the first answer's bytes until anything is written to the
 * database or the second ends. Opt-in, one endpoint at a time, after reading its handler: each writes
 * nothing and answers from nothing but the caller, the URL (and body) and the database. Reads that the
 * dashboard repeats most, and that cost the most to build, are listed; adding one needs the same check.
 */
export const CACHED_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  // Campaign reads: the caller's rows, labelled.
  endpoints.listCampaigns,
  endpoints.getCampaign,
  // The caller's missions joined with their campaigns and locations.
  endpoints.listMissions,
  // Reference data (routes, signed with the data folder's key, which is in the database too).
  endpoints.searchCarrierRoutes,
  // Quotes are pure calculations on the body over the price tables in code (they read no database).
  endpoints.quoteEddm,
  endpoints.quoteFlyer,
]);

/** An answer cache over the database's change stamp; none without one (not opened by openDatabase). */
export function newAnswerCache(db: Kysely<DB>): AnswerCache | undefined {
  const stamp = changeStamp(db);
  return stamp ? new AnswerCache(stamp) : undefined;
}

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  // One middleware for every answer (http/edge.ts): nosniff and no-store (the artwork files keep their
  // own public cache); CORS for loopback origins only (the dashboard normally reaches the sandbox through
  // its dev server's proxy, same origin; any other web page must not read the demo credentials, and
  // credentials are bearer headers, never cookies); the simulated faults, after CORS so that a simulated
  // 502 is readable by a dashboard on another loopback port; the 1 MB body limit.
  app.use('*', edge({ faults: deps.faults, onError: handleError }));
  // Each endpoint checks the credential it declares, so there is no path-wide authentication here.
  // The endpoints of CACHED_ENDPOINTS answer repeated requests from the answer cache, valid while the
  // database is unchanged; without a change stamp to read (a Kysely not opened by openDatabase), none do.
  const answers = deps.answerCache ?? newAnswerCache(deps.db);
  // Their answers come with the edge's headers already (`finishedAnswer`), which the edge leaves alone.
  // With fast answers, the HTTP server learns which requests were answered with a kept answer.
  const kept = deps.fastAnswers ? noteKept : undefined;
  const mount = mounter(
    app,
    deps,
    answers ? { answers, endpoints: CACHED_ENDPOINTS, finish: finishedAnswer, kept } : undefined,
  );
  for (const mountRoutes of routeModules) mountRoutes(mount, deps);
  return withEnvelopeErrors(app);
}

import type { MiddlewareHandler } from 'hono';
import { mulberry32 } from '../db/seed/prng';
import { failure } from './errors';

/**
 * Simulated upstream trouble, for trying the dashboard (and its retries and "still trying" notices)
 * against a flaky service. Off unless configured; read once at start from the environment:
 *
 * - `SANDBOX_FAULTS=502:0.2,latency:300`: answer a share of requests (here 20%) with that 5xx status in
 *   the envelope `{success:false, error}`, before the endpoint runs (nothing is written: safe to retry),
 *   and delay every affected request by a latency in ms (`latency:300`, or a range `latency:100-800`).
 *   Several statuses may be listed (`502:0.1,503:0.05`); their shares add up (at most 1).
 * - `SANDBOX_LATENCY_MS=100`: plain added latency (ms) for every affected request, on top of the above.
 * - `SANDBOX_FAULTS_SEED=42`: seeds the PRNG deciding which requests fail and how long they wait, so a
 *   run is repeatable (the same seed and the same request order give the same faults). Default: random.
 *
 * Never affected: `/health`, `/sandbox/*` (demo credentials, artwork files), `/openapi.json`, `/oauth/*`
 * (the consent page and the token exchange the builder signs in with) and CORS preflights (`OPTIONS`):
 * what is needed to start, probe and sign in stays reliable, so only the service's own endpoints (`/client/*`,
 * `/tracking/*`, `/postcards`) see faults.
 */
export interface FaultConfig {
  /** Statuses to answer and the share of requests each takes (shares sum to at most 1). */
  failures: readonly { status: number; share: number }[];
  /** Added delay in ms: uniform in [min, max]. */
  latency: { min: number; max: number };
  seed: number;
}

export interface FaultEnv {
  SANDBOX_FAULTS?: string;
  SANDBOX_LATENCY_MS?: string;
  SANDBOX_FAULTS_SEED?: string;
}

/** Largest accepted latency (ms): a minute. */
const MAX_LATENCY_MS = 60_000;

const wholeMs = (text: string, what: string): number => {
  if (!/^\d+$/.test(text.trim()))
    throw new Error(`${what}: expected milliseconds (a whole number), got '${text}'`);
  const ms = Number(text);
  if (ms > MAX_LATENCY_MS) throw new Error(`${what}: at most ${MAX_LATENCY_MS} ms, got ${ms}`);
  return ms;
};

/**
 * The fault settings from the environment, or undefined when none is set (faults off). A malformed
 * setting throws with a message naming it (the sandbox refuses to start rather than guess).
 */
export function parseFaultEnv(env: FaultEnv): FaultConfig | undefined {
  const spec = env.SANDBOX_FAULTS?.trim() ?? '';
  const plain = env.SANDBOX_LATENCY_MS?.trim() ?? '';
  if (spec === '' && plain === '') return undefined;
  const failures: { status: number; share: number }[] = [];
  let latency = { min: 0, max: 0 };
  for (const part of spec === '' ? [] : spec.split(',')) {
    const [name = '', value = '', ...extra] = part.trim().split(':');
    if (extra.length > 0 || value === '')
      throw new Error(`SANDBOX_FAULTS: expected entries such as 502:0.2 or latency:300, got '${part}'`);
    if (name === 'latency') {
      const range = /^(\d+)-(\d+)$/.exec(value);
      latency = range
        ? {
            min: wholeMs(range[1]!, 'SANDBOX_FAULTS latency'),
            max: wholeMs(range[2]!, 'SANDBOX_FAULTS latency'),
          }
        : { min: wholeMs(value, 'SANDBOX_FAULTS latency'), max: wholeMs(value, 'SANDBOX_FAULTS latency') };
      if (latency.min > latency.max)
        throw new Error(`SANDBOX_FAULTS: latency range '${value}' runs backwards`);
      continue;
    }
    const status = Number(name);
    if (!/^5\d\d$/.test(name) || status > 599)
      throw new Error(`SANDBOX_FAULTS: '${name}' is not a 5xx status (use e.g. 502:0.2) or 'latency'`);
    const share = Number(value);
    if (!/^(?:0|1|0?\.\d+|1\.0*)$/.test(value) || share > 1)
      throw new Error(`SANDBOX_FAULTS: the share of ${status} must be between 0 and 1, got '${value}'`);
    failures.push({ status, share });
  }
  const total = failures.reduce((sum, f) => sum + f.share, 0);
  if (total > 1 + 1e-9) throw new Error(`SANDBOX_FAULTS: the shares add up to ${total}, more than 1`);
  if (plain !== '') {
    const ms = wholeMs(plain, 'SANDBOX_LATENCY_MS');
    latency = { min: latency.min + ms, max: latency.max + ms };
  }
  const seedText = env.SANDBOX_FAULTS_SEED?.trim() ?? '';
  if (seedText !== '' && !/^\d{1,10}$/.test(seedText))
    throw new Error(`SANDBOX_FAULTS_SEED: expected a whole number, got '${seedText}'`);
  const seed = seedText === '' ? Math.floor(Math.random() * 2 ** 32) : Number(seedText) >>> 0;
  return { failures, latency, seed };
}

/** One line for a start banner: what the faults do and the seed to repeat them. */
export function describeFaults(config: FaultConfig): string {
  const parts = config.failures.map((f) => `${Math.round(f.share * 1000) / 10}% ${f.status}`);
  const { min, max } = config.latency;
  if (max > 0) parts.push(min === max ? `+${min} ms` : `+${min}-${max} ms`);
  return `${parts.join(', ') || 'none'} (seed ${config.seed})`;
}

/** Paths that never see faults: starting, probing and signing in stay reliable. */
export function isFaultExempt(method: string, path: string): boolean {
  return (
    method === 'OPTIONS' ||
    path === '/health' ||
    path === '/openapi.json' ||
    path === '/sandbox' ||
    path.startsWith('/sandbox/') ||
    path === '/oauth' ||
    path.startsWith('/oauth/')
  );
}

/** Middleware injecting the configured faults (mounted before the endpoints, after CORS). */
export function faults(config: FaultConfig): MiddlewareHandler {
  const random = mulberry32(config.seed);
  const { min, max } = config.latency;
  return async (c, next) => {
    if (isFaultExempt(c.req.method, c.req.path)) return next();
    // Two draws per request, always, so one request's fate does not shift the next one's.
    const failDraw = random();
    const latencyDraw = random();
    const delay = min + Math.floor(latencyDraw * (max - min + 1));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    let edge = 0;
    for (const f of config.failures) {
      edge += f.share;
      if (failDraw < edge) {
        return failure(c, f.status as 502, `Upstream error (simulated by SANDBOX_FAULTS): safe to retry`, {
          'X-Sandbox-Fault': String(f.status),
        });
      }
    }
    return next();
  };
}

import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { failureEnvelope } from '../../src/api/contract/envelope';
import { createApp } from '../app';
import { randomSigningKey } from '../auth/keys';
import { openDatabase } from '../db/connection';
import { faults, isFaultExempt, parseFaultEnv, type FaultConfig } from './faults';

const config = (over: Partial<FaultConfig> = {}): FaultConfig => ({
  failures: [],
  latency: { min: 0, max: 0 },
  seed: 7,
  ...over,
});

/** A small app: the faults, then one service path and the exempt ones answering 200. */
function appWith(cfg: FaultConfig) {
  const app = new Hono();
  app.use('*', faults(cfg));
  for (const path of ['/client/me', '/tracking/events', '/health', '/sandbox/credentials', '/oauth/token'])
    app.all(path, (c) => c.json({ success: true, data: path }));
  return app;
}

const statuses = async (app: Hono, n: number, path = '/client/me') => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await app.request(path)).status);
  return out;
};

describe('parseFaultEnv', () => {
  it('is off when nothing is set', () => {
    expect(parseFaultEnv({})).toBeUndefined();
    expect(parseFaultEnv({ SANDBOX_FAULTS: ' ', SANDBOX_LATENCY_MS: '' })).toBeUndefined();
  });

  it('reads statuses with shares, a latency or a latency range, and the seed', () => {
    expect(parseFaultEnv({ SANDBOX_FAULTS: '502:0.2,latency:300', SANDBOX_FAULTS_SEED: '42' })).toEqual({
      failures: [{ status: 502, share: 0.2 }],
      latency: { min: 300, max: 300 },
      seed: 42,
    });
    expect(
      parseFaultEnv({ SANDBOX_FAULTS: '502:0.1, 503:.05,latency:100-800', SANDBOX_FAULTS_SEED: '1' }),
    ).toEqual({
      failures: [
        { status: 502, share: 0.1 },
        { status: 503, share: 0.05 },
      ],
      latency: { min: 100, max: 800 },
      seed: 1,
    });
  });

  it('takes SANDBOX_LATENCY_MS as plain added latency, alone or on top of SANDBOX_FAULTS', () => {
    expect(parseFaultEnv({ SANDBOX_LATENCY_MS: '100', SANDBOX_FAULTS_SEED: '3' })).toEqual({
      failures: [],
      latency: { min: 100, max: 100 },
      seed: 3,
    });
    expect(parseFaultEnv({ SANDBOX_LATENCY_MS: '100', SANDBOX_FAULTS: 'latency:50-60' })?.latency).toEqual({
      min: 150,
      max: 160,
    });
  });

  it('picks a random seed when none is given', () => {
    const seeds = new Set(Array.from({ length: 5 }, () => parseFaultEnv({ SANDBOX_FAULTS: '502:1' })?.seed));
    expect(seeds.size).toBeGreaterThan(1);
  });

  it.each([
    ['SANDBOX_FAULTS', '502'],
    ['SANDBOX_FAULTS', '502:'],
    ['SANDBOX_FAULTS', '404:0.2'],
    ['SANDBOX_FAULTS', '502:1.5'],
    ['SANDBOX_FAULTS', '502:-0.1'],
    ['SANDBOX_FAULTS', '502:abc'],
    ['SANDBOX_FAULTS', '502:0.6,503:0.6'],
    ['SANDBOX_FAULTS', 'latency:fast'],
    ['SANDBOX_FAULTS', 'latency:900-100'],
    ['SANDBOX_FAULTS', 'latency:999999'],
    ['SANDBOX_FAULTS', 'timeout:3'],
    ['SANDBOX_LATENCY_MS', '-5'],
    ['SANDBOX_LATENCY_MS', '1e3'],
    ['SANDBOX_FAULTS_SEED', 'abc'],
  ])('refuses %s=%s with a message naming the setting', (name, value) => {
    const env = { SANDBOX_FAULTS: '502:0.1', [name]: value };
    expect(() => parseFaultEnv(env)).toThrow(name);
  });
});

describe('the faults middleware', () => {
  it('answers about the configured share with the status, in the envelope, before the endpoint runs', async () => {
    let ran = 0;
    const app = new Hono();
    app.use('*', faults(config({ failures: [{ status: 502, share: 0.2 }] })));
    app.post('/tracking/events', (c) => {
      ran++;
      return c.json({ success: true, data: null });
    });
    let failed = 0;
    for (let i = 0; i < 1000; i++) {
      const res = await app.request('/tracking/events', { method: 'POST' });
      if (res.status === 200) continue;
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-sandbox-fault')).toBe('502');
      expect(failureEnvelope.parse(await res.json()).error).toMatch(/safe to retry/);
      failed++;
    }
    expect(failed).toBeGreaterThan(150);
    expect(failed).toBeLessThan(250);
    // A failed request never reached the endpoint: nothing was written.
    expect(ran).toBe(1000 - failed);
  });

  it('is deterministic for a seed, and another seed gives other faults', async () => {
    const cfg = (seed: number) => config({ failures: [{ status: 502, share: 0.3 }], seed });
    const a = await statuses(appWith(cfg(11)), 200);
    expect(await statuses(appWith(cfg(11)), 200)).toEqual(a);
    expect(await statuses(appWith(cfg(12)), 200)).not.toEqual(a);
  });

  it('splits the shares among several statuses', async () => {
    const got = await statuses(
      appWith(
        config({
          failures: [
            { status: 502, share: 0.5 },
            { status: 503, share: 0.5 },
          ],
        }),
      ),
      200,
    );
    expect(new Set(got)).toEqual(new Set([502, 503]));
  });

  it('never touches /health, /sandbox/*, /oauth/* or a CORS preflight, even at share 1', async () => {
    const app = appWith(config({ failures: [{ status: 502, share: 1 }], latency: { min: 400, max: 400 } }));
    const started = Date.now();
    for (const path of ['/health', '/sandbox/credentials', '/oauth/token'])
      expect(await statuses(app, 20, path)).toEqual(Array(20).fill(200));
    expect((await app.request('/client/me', { method: 'OPTIONS' })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(400);
    expect((await app.request('/client/me')).status).toBe(502);
    expect(isFaultExempt('GET', '/sandboxes')).toBe(false);
    expect(isFaultExempt('GET', '/openapi.json')).toBe(true);
  });

  it('delays affected requests by the latency, within its range', async () => {
    const app = appWith(config({ latency: { min: 60, max: 90 } }));
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect((await app.request('/client/me')).status).toBe(200);
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(55);
      expect(took).toBeLessThan(400);
    }
  });
});

describe('the sandbox app', () => {
  const conn = openDatabase();
  afterAll(() => conn.sqlite.close());
  const deps = {
    db: conn.db,
    key: randomSigningKey(),
    credentials: () => ({ baseUrl: 'http://x', clients: [] }),
  };

  it('mounts the faults after CORS: a simulated 502 is readable by a loopback dashboard', async () => {
    const app = createApp({ ...deps, faults: config({ failures: [{ status: 502, share: 1 }] }) });
    const res = await app.request('/client/me', { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(res.status).toBe(502);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(failureEnvelope.parse(await res.json()).error).toMatch(/SANDBOX_FAULTS/);
    expect((await app.request('/health')).status).toBe(200);
  });

  it('has no faults when none are configured', async () => {
    const app = createApp(deps);
    // 401: the endpoint itself answered (no credential sent).
    expect(await statuses(app, 50)).toEqual(Array(50).fill(401));
  });
});

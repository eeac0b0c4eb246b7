import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { endpoints } from '../../src/api/contract/endpoints';
import { authHeaders, startTestSandbox, type Sandbox } from '../../test/support/sandbox';
import { CACHED_ENDPOINTS, createApp } from '../app';
import { changeStamp } from '../db/connection';
import { AnswerCache, type CachedAnswer } from './answer-cache';

const answerOf = (text: string): CachedAnswer => ({
  status: 200,
  contentType: 'application/json',
  body: Buffer.from(text),
});
const text = (a: CachedAnswer) => Buffer.from(a.body).toString();

/** A cache over a stamp and a clock the test moves; `computed` counts the computations. */
function harness(options: { maxEntries?: number } = {}) {
  const state = { stamp: 's1', now: 1_000_500, computed: 0 };
  const cache = new AnswerCache(() => state.stamp, { now: () => state.now, ...options });
  const compute = (value: string) => async () => {
    state.computed++;
    return answerOf(value);
  };
  return { state, cache, compute };
}

describe('AnswerCache', () => {
  it('answers a repeated key from the cache while the stamp and the second hold', async () => {
    const { state, cache, compute } = harness();
    expect(text(await cache.answer('k', compute('a')))).toBe('a');
    state.now += 400;
    expect(text(await cache.answer('k', compute('b')))).toBe('a');
    expect(state.computed).toBe(1);
    expect(text(await cache.answer('other', compute('c')))).toBe('c');
  });

  it('computes afresh once the stamp moves (any write) or the second ends', async () => {
    const { state, cache, compute } = harness();
    await cache.answer('k', compute('a'));
    state.stamp = 's2';
    expect(text(await cache.answer('k', compute('b')))).toBe('b');
    expect(cache.size).toBe(1);
    // 1_000_900: still the second the entry was computed in; 1_001_000: the next one.
    state.now = 1_000_900;
    expect(text(await cache.answer('k', compute('c')))).toBe('b');
    state.now = 1_001_000;
    expect(text(await cache.answer('k', compute('d')))).toBe('d');
  });

  it('holds no answer past its second: the next view drops them, and so does the clock when idle', async () => {
    const { state, cache, compute } = harness();
    await cache.answer('a', compute('a'));
    await cache.answer('b', compute('b'));
    expect(cache.size).toBe(2);
    // The next second: neither can be sent again, so neither is kept (issue 37: 96 MB held at the cap).
    state.now = 1_001_000;
    cache.view();
    expect(cache.size).toBe(0);
    await cache.answer('c', compute('c'));
    expect(cache.size).toBe(1);
    // Nothing more is read: the sweep after the second's end drops it all the same.
    state.now = 1_002_000;
    await vi.waitFor(() => expect(cache.size).toBe(0), { timeout: 3000 });
  });

  it('keeps nothing computed while the stamp or the second moved, and nothing that failed', async () => {
    const { state, cache, compute } = harness();
    await cache.answer('k', async () => {
      state.stamp = 's2'; // a write while the answer was being built
      return answerOf('during a write');
    });
    expect(text(await cache.answer('k', compute('after')))).toBe('after');

    await cache.answer('t', async () => {
      state.now += 1000;
      return answerOf('across a second');
    });
    expect(text(await cache.answer('t', compute('next second')))).toBe('next second');

    await expect(cache.answer('e', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(text(await cache.answer('e', compute('fine')))).toBe('fine');
  });

  it('concurrent misses of one key share one computation; a failed one leaves each its own', async () => {
    const { state, cache } = harness();
    let release: (a: CachedAnswer) => void = () => {};
    const slow = () => {
      state.computed++;
      return new Promise<CachedAnswer>((resolve) => (release = resolve));
    };
    const first = cache.answer('k', slow);
    const second = cache.answer('k', slow);
    release(answerOf('shared'));
    expect([text(await first), text(await second)]).toEqual(['shared', 'shared']);
    expect(state.computed).toBe(1);

    let fail: (e: Error) => void = () => {};
    const failing = cache.answer('f', () => new Promise<CachedAnswer>((_, reject) => (fail = reject)));
    const waiting = cache.answer('f', async () => answerOf('own'));
    fail(new Error('refused'));
    await expect(failing).rejects.toThrow('refused');
    expect(text(await waiting)).toBe('own');
  });

  it('does not share a computation across a write', async () => {
    const { state, cache } = harness();
    let release: (a: CachedAnswer) => void = () => {};
    const first = cache.answer('k', () => new Promise<CachedAnswer>((resolve) => (release = resolve)));
    state.stamp = 's2';
    const second = cache.answer('k', async () => answerOf('after the write'));
    release(answerOf('before the write'));
    expect(text(await first)).toBe('before the write');
    expect(text(await second)).toBe('after the write');
  });

  it('remembers a credential check’s caller within one view; a refusal is never kept', async () => {
    const { state, cache } = harness();
    let checks = 0;
    const check = (caller: string) => async () => {
      checks++;
      return caller;
    };
    expect(await cache.caller('key', check('client 1'), cache.view())).toBe('client 1');
    expect(await cache.caller('key', check('other'), cache.view())).toBe('client 1');
    expect(checks).toBe(1);
    state.stamp = 's2';
    expect(await cache.caller('key', check('client 1 again'), cache.view())).toBe('client 1 again');
    state.now += 1000;
    expect(await cache.caller('key', check('next second'), cache.view())).toBe('next second');
    await expect(cache.caller('bad', () => Promise.reject(new Error('401')), cache.view())).rejects.toThrow();
    await expect(
      cache.caller('bad', () => Promise.reject(new Error('401 again')), cache.view()),
    ).rejects.toThrow('401 again');
  });

  it('drops the oldest answers beyond its bounds', async () => {
    const { cache, compute } = harness({ maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.answer(k, compute(k));
    expect(cache.size).toBe(2);
    expect(text(await cache.answer('a', compute('a again')))).toBe('a again');
    expect(text(await cache.answer('c', compute('c again')))).toBe('c');
  });
});

describe('the sandbox with the answer cache', () => {
  let sb: Sandbox;
  type App = { fetch: (request: Request) => Response | Promise<Response> };
  let uncached: App;
  let cached: App;
  let cache: AnswerCache;
  let key: string;
  let campaignId: string;

  beforeAll(async () => {
    sb = await startTestSandbox();
    const deps = { db: sb.db, key: sb.key, credentials: () => sb.credentials };
    uncached = createApp({ ...deps, answerCache: false });
    // A stopped clock: the hits counted below must not depend on a second ending between two requests.
    cache = new AnswerCache(changeStamp(sb.db)!, { now: () => 1_000_000 });
    cached = createApp({ ...deps, answerCache: cache });
    key = sb.credentials.clients[0]!.clientKey;
    const first = await sb.db
      .selectFrom('campaigns')
      .select('id')
      .where('client_id', '=', sb.credentials.clients[0]!.clientId)
      .executeTakeFirstOrThrow();
    campaignId = String(first.id);
  });
  afterAll(() => sb.close());

  /** Status, every header and the body's bytes: what a client can tell apart. */
  const wire = async (res: Response) => ({
    status: res.status,
    headers: [...res.headers.entries()],
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
  });
  const request = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    new Request(`http://sandbox.test${path}`, {
      method: init.method ?? 'GET',
      headers: authHeaders(init.token ?? key),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const cachedWire = async (path: string, init?: Parameters<typeof request>[1]) =>
    wire(await cached.fetch(request(path, init)));
  const uncachedWire = async (path: string, init?: Parameters<typeof request>[1]) =>
    wire(await uncached.fetch(request(path, init)));

  type Init = Parameters<typeof request>[1];
  const cases: [string, Endpoint, string, Init?][] = [
    ['the campaigns list', endpoints.listCampaigns, '/client/campaigns?first=50'],
    ['a filtered campaigns list', endpoints.listCampaigns, '/client/campaigns?first=5&skip=2&search=a'],
    ['one campaign', endpoints.getCampaign, '/client/campaigns/{id}'],
    ['missions', endpoints.listMissions, '/client/missions?first=500'],
    [
      'the route search with polygons',
      endpoints.searchCarrierRoutes,
      '/client/carrier-routes/search?lat=41.8781&lng=-87.6298&radius=20000&first=100&includePaths=true',
    ],
    [
      'an EDDM quote',
      endpoints.quoteEddm,
      '/client/calculators/eddm',
      { method: 'POST', body: { volume: 5000, format: 'LARGE' } },
    ],
    [
      'an adjusted EDDM quote',
      endpoints.quoteEddm,
      '/client/calculators/eddm',
      { method: 'POST', body: { volume: 500 } },
    ],
    [
      'a flyer quote',
      endpoints.quoteFlyer,
      '/client/calculators/flyer-distribution',
      {
        method: 'POST',
        body: {
          countryId: 'US',
          city: 'Austin',
          flyerSize: 'A5',
          flyerThickness: '170gsm',
          flyerQuantity: 5000,
        },
      },
    ],
  ];

  it.each(cases)(
    '%s: the same status, headers and bytes with and without the cache',
    async (_, __, path, init) => {
      const at = path.replace('{id}', campaignId);
      const fresh = await uncachedWire(at, init);
      expect(fresh.status).toBe(200);
      // The first answer computes and keeps; the second comes from the cache.
      expect(await cachedWire(at, init)).toEqual(fresh);
      expect(await cachedWire(at, init)).toEqual(fresh);
    },
  );

  it('every cached endpoint is one of the cases above', () => {
    expect(new Set(cases.map(([, endpoint]) => endpoint))).toEqual(CACHED_ENDPOINTS);
  });

  it('a write between two reads makes the second read fresh (through kysely and through raw SQL)', async () => {
    const path = `/client/campaigns/${campaignId}`;
    const nameOf = async () =>
      ((await (await cached.fetch(request(path))).json()) as { data: { name: string } }).data.name;
    const before = await nameOf();
    const hits = cache.hits;
    expect(await nameOf()).toBe(before);
    expect(cache.hits).toBe(hits + 1);

    await sb.db
      .updateTable('campaigns')
      .set({ name: 'Renamed by a test' })
      .where('id', '=', Number(campaignId))
      .execute();
    expect(await nameOf()).toBe('Renamed by a test');
    expect(cache.hits).toBe(hits + 1);

    await sql`update campaigns set name = ${before} where id = ${Number(campaignId)}`.execute(sb.db);
    expect(await nameOf()).toBe(before);
    expect(cache.hits).toBe(hits + 1);
    expect(await cachedWire(path)).toEqual(await uncachedWire(path));
  });

  it('the credential still decides every request: 401, 403 and another client’s own answer', async () => {
    const path = '/client/campaigns?first=5';
    expect((await cachedWire(path)).status).toBe(200);
    expect((await cached.fetch(request(path, { token: 'garbage' }))).status).toBe(401);
    expect(
      (await cached.fetch(request(path, { token: sb.credentials.clients[0]!.accessToken }))).status,
    ).toBe(403);
    const other = sb.credentials.clients[1]!;
    expect((await cached.fetch(request(`${path}&clientId=${other.clientId}`))).status).toBe(403);
    const theirs = (await (await cached.fetch(request(path, { token: other.clientKey }))).json()) as {
      data: { nodes: { client_id: string }[] };
    };
    expect(theirs.data.nodes.every((n) => n.client_id === other.clientId)).toBe(true);
  });

  it('a quote body is part of the key; a body refused before parsing is refused as without the cache', async () => {
    const eddm = '/client/calculators/eddm';
    const quote = async (body: unknown) =>
      (
        (await (await cached.fetch(request(eddm, { method: 'POST', body }))).json()) as {
          data: { volume: number };
        }
      ).data.volume;
    expect(await quote({ volume: 5000, format: 'LARGE' })).toBe(5000);
    expect(await quote({ volume: 7000, format: 'LARGE' })).toBe(7000);

    const asText = (app: { fetch: (r: Request) => Response | Promise<Response> }, token: string) =>
      Promise.resolve(
        app.fetch(
          new Request(`http://sandbox.test${eddm}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
            body: JSON.stringify({ volume: 5000, format: 'LARGE' }),
          }),
        ),
      ).then(wire);
    expect(await asText(cached, key)).toEqual(await asText(uncached, key));
    expect((await asText(cached, key)).status).toBe(400);
    // Both wrong: the credential is refused first, with the cache as without it.
    expect(await asText(cached, 'garbage')).toEqual(await asText(uncached, 'garbage'));
    expect((await asText(cached, 'garbage')).status).toBe(401);
  });
});

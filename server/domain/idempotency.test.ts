import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from '../db/connection';
import { migrate } from '../db/migrations';
import { ApiError } from '../http/errors';
import { IdempotencyStore, KEEP_MS, PRUNE_BATCH, requestHash, type KeyedRequest } from './idempotency';

let conn: Connection;
beforeEach(async () => {
  conn = openDatabase();
  await migrate(conn.db);
});
afterEach(() => conn.close());

const req = (key: string | undefined, body = '{}', clientId = 'c1'): KeyedRequest => ({
  clientId,
  key,
  hash: requestHash('POST', '/x', body),
});

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

const rows = async () =>
  Number(
    (
      await conn.db
        .selectFrom('idempotency_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('IdempotencyStore', () => {
  it('runs a write once per client and key; the same key of another client is another key', async () => {
    const store = new IdempotencyStore(conn.db);
    let runs = 0;
    const write = () => Promise.resolve({ run: ++runs });
    expect(await store.once(req('k'), write)).toEqual({ run: 1 });
    expect(await store.once(req('k'), write)).toEqual({ run: 1 });
    expect(await store.once(req('k', '{}', 'c2'), write)).toEqual({ run: 2 });
    expect(await store.once(req(undefined), write)).toEqual({ run: 3 });
  });

  it('hashes method, path and body: any of them changed is another request', () => {
    const base = requestHash('POST', '/a', '{"x":1}');
    expect(requestHash('post', '/a', '{"x":1}')).toBe(base);
    expect(requestHash('PUT', '/a', '{"x":1}')).not.toBe(base);
    expect(requestHash('POST', '/b', '{"x":1}')).not.toBe(base);
    expect(requestHash('POST', '/a', '{"x":2}')).not.toBe(base);
    // The separator keeps the parts apart.
    expect(requestHash('POST', '/a\n{', '"x":1}')).not.toBe(base);
  });

  it('forgets a failed write (nothing stored, its rows rolled back), so its retry runs again', async () => {
    const store = new IdempotencyStore(conn.db);
    await expect(
      store.once(req('k'), async (trx) => {
        await trx.insertInto('sandbox_meta').values({ key: 'half-done', value: 'x' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(
      await conn.db.selectFrom('sandbox_meta').where('key', '=', 'half-done').selectAll().execute(),
    ).toEqual([]);
    expect(await store.once(req('k'), () => Promise.resolve('done'))).toBe('done');
  });

  it('answers a key for 24 hours; after that it runs again, and expired rows are pruned', async () => {
    let now = 1_000_000;
    const store = new IdempotencyStore(conn.db, { now: () => now });
    let runs = 0;
    await store.once(req('k'), () => Promise.resolve(++runs));
    for (let i = 0; i < PRUNE_BATCH + 5; i += 1) await store.once(req(`old-${i}`), () => Promise.resolve(0));
    now += KEEP_MS - 1;
    expect(await store.once(req('k'), () => Promise.resolve(++runs))).toBe(1);
    now += 1;
    expect(await store.once(req('k'), () => Promise.resolve(++runs))).toBe(2);
    // The new answer took the expired key's place and up to PRUNE_BATCH other expired rows went.
    expect(await rows()).toBe(1 + (PRUNE_BATCH + 5) + 1 - 1 - PRUNE_BATCH);
  });

  it('refuses a new key past the client’s cap with 429 (Retry-After: when its oldest expires), evicting nobody', async () => {
    let now = 5_000_000;
    const store = new IdempotencyStore(conn.db, { now: () => now, maxKeysPerClient: 3 });
    for (const k of ['a', 'b', 'c']) await store.once(req(k), () => Promise.resolve(k));
    now += 60_000;
    const err = await refusal(store.once(req('d'), () => Promise.resolve('d')));
    expect(err.status).toBe(429);
    expect(err.headers['Retry-After']).toBe(String(KEEP_MS / 1000 - 60));
    // Stored keys still replay; another client has its own room.
    expect(await store.once(req('a'), () => Promise.resolve('again'))).toBe('a');
    expect(await store.once(req('d', '{}', 'c2'), () => Promise.resolve('theirs'))).toBe('theirs');
    now += KEEP_MS;
    expect(await store.once(req('d'), () => Promise.resolve('d'))).toBe('d');
  });

  it('a key whose first request still runs is 409; another body with it is 409 saying so', async () => {
    const store = new IdempotencyStore(conn.db);
    let release!: () => void;
    const first = store.once(
      req('k'),
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
    );
    await new Promise((r) => setTimeout(r, 10));
    const busy = await refusal(store.once(req('k'), () => Promise.resolve('second')));
    expect([busy.status, busy.message]).toEqual([409, expect.stringMatching(/still being processed/)]);
    const other = await refusal(store.once(req('k', '{"y":1}'), () => Promise.resolve('other')));
    expect([other.status, other.message]).toEqual([409, expect.stringMatching(/different request/)]);
    release();
    expect(await first).toBe('first');
    const after = await refusal(store.once(req('k', '{"y":1}'), () => Promise.resolve('other')));
    expect(after.status).toBe(409);
  });

  it('refuses a key that is not 1 to 200 visible ASCII characters', async () => {
    const store = new IdempotencyStore(conn.db);
    for (const key of ['', ' ', 'é', 'x'.repeat(201)]) {
      expect((await refusal(store.once(req(key), () => Promise.resolve(0)))).status).toBe(400);
    }
  });
});

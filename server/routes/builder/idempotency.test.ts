/**
 * Idempotency-Key on the builder's writes, over HTTP against the sandbox (issue 25 points 1 and 2): a key
 * is per client, tied to the request it first answered (another body is 409 and makes nothing), refused
 * while its first request runs (409), capped per client (429 for a new key, never evicting anyone's), and
 * kept in the database (a restart still replays).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { holdNextTransaction } from '../../../test/support/hold-transaction';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { createSandbox } from '../../sandbox';
import { MAX_KEYS_PER_CLIENT } from '../../domain/idempotency';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const createBody = (name: string, channel = 'ADM', subtype = 'EDDM') => ({ channel, subtype, name });

async function create(
  on: Sandbox,
  body: unknown,
  opts: { key?: string; token?: string } = {},
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const res = await on.fetch(endpoints.createDraft.path, {
    method: 'POST',
    headers: {
      ...authHeaders(opts.token ?? on.credentials.clients[0]!.accessToken),
      ...(opts.key === undefined ? {} : { 'Idempotency-Key': opts.key }),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as unknown, headers: res.headers };
}

const campaignIdOf = (answer: { status: number; json: unknown }) => {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return successEnvelope(endpoints.createDraft.response).parse(answer.json).data.campaignId;
};

const errorOf = (answer: { json: unknown }) => failureEnvelope.parse(answer.json).error;

/** Campaigns of a client with this name (the drafts a create made). */
const named = async (on: Sandbox, name: string, clientIndex = 0) =>
  Number(
    (
      await on.db
        .selectFrom('campaigns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', on.credentials.clients[clientIndex]!.clientId)
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a reused Idempotency-Key', () => {
  it('with the same request replays the first answer (and says so); with another body is 409 and makes nothing', async () => {
    const first = await create(sb, createBody('Idem one'), { key: 'k1' });
    const id = campaignIdOf(first);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await create(sb, createBody('Idem one'), { key: 'k1' });
    expect(campaignIdOf(replay)).toBe(id);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const other = await create(sb, createBody('Idem two', 'H2H', 'HANDTOHAND'), { key: 'k1' });
    expect(other.status).toBe(409);
    expect(errorOf(other)).toBe(
      'This Idempotency-Key was already used with a different request (another path or body); ' +
        'use a new key for a new request',
    );
    expect(await named(sb, 'Idem one')).toBe(1);
    expect(await named(sb, 'Idem two')).toBe(0);
  });

  it('on another path (submit) is 409 too', async () => {
    const id = campaignIdOf(await create(sb, createBody('Idem path'), { key: 'k-path' }));
    const res = await sb.fetch(fillPath(endpoints.submitDraft.path, { id: String(id) }), {
      method: endpoints.submitDraft.method,
      headers: { ...authHeaders(sb.credentials.clients[0]!.accessToken), 'Idempotency-Key': 'k-path' },
    });
    expect(res.status).toBe(409);
  });

  it('while its first request is still being processed is 409 (retry shortly), and one draft is made', async () => {
    // The first request's write is held at the start of its transaction until the second has been
    // answered: the second arrives while the first is surely running.
    const held = holdNextTransaction(sb.db);
    try {
      const first = create(sb, createBody('Idem busy'), { key: 'k-busy' });
      await held.running;
      const busy = await create(sb, createBody('Idem busy'), { key: 'k-busy' });
      expect(busy.status).toBe(409);
      expect(errorOf(busy)).toBe(
        'A request with this Idempotency-Key is still being processed; retry shortly',
      );
      expect(busy.headers.get('retry-after')).toBe('1');
      // Another body with the key while it runs is the mismatch, not a wait.
      const other = await create(sb, createBody('Idem busy other'), { key: 'k-busy' });
      expect(errorOf(other)).toMatch(/already used with a different request/);
      held.release();
      const id = campaignIdOf(await first);
      // Once done, a retry gets its answer.
      expect(campaignIdOf(await create(sb, createBody('Idem busy'), { key: 'k-busy' }))).toBe(id);
    } finally {
      held.restore();
    }
    expect(await named(sb, 'Idem busy')).toBe(1);
    expect(await named(sb, 'Idem busy other')).toBe(0);
  });

  it('sent by two clients is two keys: each gets its own answer, never a 409 nor the other’s replay', async () => {
    const [c0, c1] = sb.credentials.clients;
    const asOther = { key: 'shared', token: c1!.accessToken };
    const mine = await create(sb, createBody('Idem shared A'), { key: 'shared' });
    // Another body with the same key: a new draft of the other client, not the mismatch.
    const theirs = await create(sb, createBody('Idem shared B'), asOther);
    expect(theirs.status, JSON.stringify(theirs.json)).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(campaignIdOf(theirs)).not.toBe(campaignIdOf(mine));
    expect(await named(sb, 'Idem shared B', 1)).toBe(1);
    // The same body with the same key: still the other client's own draft, never the first one's answer.
    const same = await create(sb, createBody('Idem shared A'), { key: 'shared-same' });
    const sameOther = await create(sb, createBody('Idem shared A'), { ...asOther, key: 'shared-same' });
    expect(sameOther.headers.get('idempotent-replayed')).toBeNull();
    expect(campaignIdOf(sameOther)).not.toBe(campaignIdOf(same));
    expect(await named(sb, 'Idem shared A', 1)).toBe(1);
    // Each client's retry replays its own answer.
    const retry = await create(sb, createBody('Idem shared B'), asOther);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(campaignIdOf(retry)).toBe(campaignIdOf(theirs));
    expect(c0!.clientId).not.toBe(c1!.clientId);
  });

  it('sent by two clients at the same time runs both (a key running for one client is not busy for another)', async () => {
    const [, c1] = sb.credentials.clients;
    // The first client's write is held at the start of its transaction until the second client's
    // request has been answered.
    const held = holdNextTransaction(sb.db);
    try {
      const first = create(sb, createBody('Idem both A'), { key: 'k-both' });
      await held.running;
      const other = await create(sb, createBody('Idem both B'), { key: 'k-both', token: c1!.accessToken });
      expect(other.status, JSON.stringify(other.json)).toBe(200);
      held.release();
      expect(campaignIdOf(await first)).not.toBe(campaignIdOf(other));
      expect(await named(sb, 'Idem both A')).toBe(1);
      expect(await named(sb, 'Idem both B', 1)).toBe(1);
    } finally {
      held.restore();
    }
  });

  it('of a refused write is not kept: its retry runs again', async () => {
    const submit = (id: string) =>
      sb.fetch(fillPath(endpoints.submitDraft.path, { id }), {
        method: endpoints.submitDraft.method,
        headers: { ...authHeaders(sb.credentials.clients[0]!.accessToken), 'Idempotency-Key': 'k-refused' },
      });
    expect((await submit('99999999')).status).toBe(404);
    expect((await submit('99999999')).status).toBe(404);
  });
});

describe('the per-client cap of keys', () => {
  it(`a client past ${MAX_KEYS_PER_CLIENT} keys gets 429; another client's key still replays (no duplicate draft)`, async () => {
    const [a, b] = sb.credentials.clients;
    // Client B creates a draft with a key before client A floods the store.
    const bDraft = campaignIdOf(
      await create(sb, createBody('Idem before flood'), { key: 'b-retry', token: b!.accessToken }),
    );
    // Client A sends 10,500 keyed events (cheap writes sharing the same store): 10,000 fit, 500 are 429.
    const statuses: number[] = [];
    let lastRefusal: Response | undefined;
    const BATCH = 250;
    const TOTAL = MAX_KEYS_PER_CLIENT + 500;
    for (let start = 0; start < TOTAL; start += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(BATCH, TOTAL - start) }, (_, i) =>
          sb.fetch(endpoints.recordTrackingEvent.path, {
            method: 'POST',
            headers: { ...authHeaders(a!.clientKey), 'Idempotency-Key': `flood-${start + i}` },
            body: JSON.stringify({ eventName: 'page_view', value: 0 }),
          }),
        ),
      );
      for (const res of batch) {
        statuses.push(res.status);
        if (res.status === 429) lastRefusal = res;
        else await res.body?.cancel();
      }
    }
    // Keys already held by client A (earlier tests) count too.
    const held = await sb.db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id', '=', a!.clientId)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(MAX_KEYS_PER_CLIENT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(500);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(lastRefusal).toBeDefined();
    expect(errorOf({ json: await lastRefusal!.json() })).toMatch(
      /Too many Idempotency-Keys: this account already has 10,000 from the last 24 hours/,
    );
    expect(Number(lastRefusal!.headers.get('retry-after'))).toBeGreaterThan(0);

    // Client B's retry with its old key replays: no second draft.
    const retry = await create(sb, createBody('Idem before flood'), {
      key: 'b-retry',
      token: b!.accessToken,
    });
    expect(campaignIdOf(retry)).toBe(bDraft);
    expect(await named(sb, 'Idem before flood', 1)).toBe(1);
    // Client A's own stored key still replays at its cap; a new one is refused.
    expect((await create(sb, createBody('Idem one'), { key: 'k1' })).status).toBe(200);
    expect((await create(sb, createBody('Idem new'), { key: 'k-new' })).status).toBe(429);
    expect(await named(sb, 'Idem new')).toBe(0);
    // Without a key, writes are not capped.
    expect((await create(sb, createBody('Idem no key'))).status).toBe(200);
  }, 120_000);
});

describe('a restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-idempotency-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the keys: a new app over the same database file still replays', async () => {
    const first = await createSandbox({ dataDir, baseUrl: 'http://sandbox.test' });
    let id: number;
    try {
      id = campaignIdOf(await create(first, createBody('Idem restart'), { key: 'k-restart' }));
    } finally {
      first.close();
    }
    const second = await createSandbox({ dataDir, baseUrl: 'http://sandbox.test' });
    try {
      const replay = await create(second, createBody('Idem restart'), { key: 'k-restart' });
      expect(campaignIdOf(replay)).toBe(id);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await named(second, 'Idem restart')).toBe(1);
      expect((await create(second, createBody('Idem other'), { key: 'k-restart' })).status).toBe(409);
    } finally {
      second.close();
    }
  }, 120_000);
});

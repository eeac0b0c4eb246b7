/**
 * Concurrency (issue 14): fifty builder writes to one draft at once (areas, details, renames) leave it in
 * a state one write of each kind produced, never a mix, with a creation status equal to that of a draft
 * built one write at a time into the same state; and two clients writing at once never see each other's
 * data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '../domain/calendar';
import { accessToken, authHeaders, startTestSandbox, type Sandbox } from '../../test/support/sandbox';

let sb: Sandbox;

interface Answer {
  status: number;
  text: string;
  data: Record<string, unknown>;
}

async function call(method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const res = await sb.fetch(path, {
    method,
    headers: authHeaders(token),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = JSON.parse(text) as { data?: Record<string, unknown> };
  return { status: res.status, text, data: json.data ?? {} };
}

async function ok(method: string, path: string, token: string, body?: unknown) {
  const res = await call(method, path, token, body);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.data;
}

interface Route {
  zip: string;
  croute: string;
  totalCount: number;
  raw: unknown;
}

const routeKey = (r: { zip: string; croute: string }) => `${r.zip}-${r.croute}`;

let token: string;
let key: string;
let routes: Route[];

beforeAll(async () => {
  sb = await startTestSandbox();
  const c0 = sb.credentials.clients[0]!;
  token = await accessToken(sb, c0.clientId);
  key = c0.clientKey;
  const found = await ok(
    'GET',
    '/client/carrier-routes/search?lat=30.26715&lng=-97.74306&radius=5000&first=200',
    key,
  );
  routes = found.nodes as Route[];
  expect(routes.length).toBeGreaterThan(30);
}, 60_000);
afterAll(() => sb.close());

const newDraft = async (tok = token, name = 'Concurrency') =>
  String((await ok('POST', '/client/campaigns', tok, { channel: 'ADM', subtype: 'EDDM', name })).campaignId);

/** Route sets of at least 1000 pieces (the EDDM minimum), each different. */
function routeSets(n: number): Route[][] {
  const sets: Route[][] = [];
  for (let i = 0; sets.length < n && i < routes.length; i++) {
    const set: Route[] = [];
    let pieces = 0;
    for (let j = i; j < routes.length && pieces < 1000; j++) {
      set.push(routes[j]!);
      pieces += routes[j]!.totalCount;
    }
    if (pieces >= 1000) sets.push(set);
  }
  expect(sets.length).toBe(n);
  return sets;
}

/** What a draft's owner reads: its name and dates, its targeting and its creation status. */
async function stateOf(id: string) {
  const campaign = await ok('GET', `/client/campaigns/${id}`, key);
  const targeting = await ok('GET', `/client/campaigns/${id}/draft-targeting`, key);
  const status = await ok('GET', `/client/campaigns/${id}/creation-status`, key);
  return { campaign, targeting, status };
}

describe('fifty concurrent writes to one draft', () => {
  it('leave it as one write of each kind left it, with a consistent creation status', async () => {
    const id = await newDraft();
    const earliest = (await stateOf(id)).status.earliestStartDate as string;
    const sets = routeSets(16);
    const names = Array.from({ length: 17 }, (_, i) => `Concurrent rename ${i}`);
    const details = Array.from({ length: 17 }, (_, i) => ({
      startDate: addDaysTo(earliest, i),
      volume: 1000 + 97 * i,
    }));

    const writes = [
      ...sets.map(
        (set) => () =>
          call('POST', `/client/campaigns/${id}/areas`, token, { routes: set.map((r) => r.raw) }),
      ),
      ...names.map((name) => () => call('PATCH', `/client/campaigns/${id}`, token, { name })),
      ...details.map((d) => () => call('PATCH', `/client/campaigns/${id}/details`, token, d)),
    ];
    expect(writes.length).toBe(50);
    // Interleave the kinds, then start them all at once.
    const order = writes.map((w, i) => [((i * 37) % 50) + i / 100, w] as const).sort((a, b) => a[0] - b[0]);
    const answers = await Promise.all(order.map(([, w]) => w()));
    for (const a of answers) expect(a.status, a.text).toBe(200);

    const after = await stateOf(id);
    // One rename's name, one details write's date and volume together, one areas write's routes exactly.
    expect(names).toContain(after.campaign.name);
    const winner = details.find((d) => d.startDate === after.campaign.start_date);
    expect(winner, `start ${String(after.campaign.start_date)}`).toBeDefined();
    // The details write's volume came with its date (stored beside the draft; not every read shows it).
    const stored = await sb.db
      .selectFrom('campaign_drafts')
      .select('volume')
      .where('campaign_id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(stored.volume).toBe(winner!.volume);
    const chosen = (after.targeting.routes as Route[]).map(routeKey).sort();
    const areas = sets.find((s) => s.map(routeKey).sort().join() === chosen.join());
    expect(areas, `routes ${chosen.join()}`).toBeDefined();
    expect(after.targeting.totalCount).toBe(areas!.reduce((s, r) => s + r.totalCount, 0));

    // Built one write at a time into the same state (in either order of the last two steps), a draft has
    // the same creation status and targeting.
    const rebuilt = [];
    for (const detailsLast of [true, false]) {
      const copy = await newDraft();
      await ok('PATCH', `/client/campaigns/${copy}`, token, { name: after.campaign.name });
      const setAreas = () =>
        ok('POST', `/client/campaigns/${copy}/areas`, token, { routes: areas!.map((r) => r.raw) });
      const setDetails = () => ok('PATCH', `/client/campaigns/${copy}/details`, token, winner);
      if (detailsLast) {
        await setAreas();
        await setDetails();
      } else {
        await setDetails();
        await setAreas();
      }
      rebuilt.push(await stateOf(copy));
    }
    const comparable = (s: Awaited<ReturnType<typeof stateOf>>) => ({
      status: { ...s.status, campaignId: 'x' },
      targeting: { ...s.targeting, campaignId: 'x' },
      volume: s.status.quote,
    });
    expect(rebuilt.map(comparable)).toContainEqual(comparable(after));
    expect(after.status.missing).not.toContain('startDate');
  }, 60_000);
});

describe('two clients writing at once', () => {
  it('never see each other’s names, drafts or events', async () => {
    const [a, b] = sb.credentials.clients;
    const clients = [
      { id: a!.clientId, key: a!.clientKey, token: await accessToken(sb, a!.clientId), mark: 'AAmarkAA' },
      { id: b!.clientId, key: b!.clientKey, token: await accessToken(sb, b!.clientId), mark: 'BBmarkBB' },
    ];
    const drafts = await Promise.all(clients.map((c) => newDraft(c.token, `${c.mark} draft`)));
    const perClient = clients.map((c, ci) => {
      const draft = drafts[ci]!;
      return Array.from({ length: 20 }, (_, i) => [
        () => call('PATCH', `/client/campaigns/${draft}`, c.token, { name: `${c.mark} rename ${i}` }),
        () =>
          call('POST', '/tracking/events', c.key, {
            eventName: 'conversion',
            type: 'Orders',
            transactionId: `${c.mark}-t-${i}`,
            value: 10 + i,
            currency: 'USD',
            userId: `${c.mark}-user-${i}`,
            metadata: { mark: c.mark },
          }),
        () => call('GET', `/client/campaigns?search=mark&first=50`, c.key),
        () => call('GET', `/client/campaigns/${drafts[1 - ci]}`, c.key),
        () => call('GET', '/client/conversions?limit=500', c.key),
      ]).flat();
    });
    // Alternate the two clients' requests and start them all at once.
    const work = perClient[0]!.flatMap((f, i) => [
      { client: 0, f },
      { client: 1, f: perClient[1]![i]! },
    ]);
    const answers = await Promise.all(work.map(async (w) => ({ client: w.client, res: await w.f() })));
    // The events each client recorded: their ids never show in the other's answers.
    const recorded = [0, 1].map((ci) =>
      answers
        .filter((x) => x.client === ci && x.res.data.eventName === 'conversion')
        .map((x) => String(x.res.data.id)),
    );
    expect(recorded.map((r) => r.length)).toEqual([20, 20]);
    for (const { client, res } of answers) {
      const other = clients[1 - client]!;
      expect(res.text).not.toContain(other.mark);
      expect(res.text).not.toContain(`"client_id":"${other.id}"`);
      for (const id of recorded[1 - client]!) expect(res.text).not.toContain(`"id":"${id}"`);
      expect([200, 404]).toContain(res.status);
    }
    // Reading the other's draft is 404 every time; each draft carries only its owner's names.
    expect(answers.filter((x) => x.res.status === 404).length).toBe(40);
    for (const [ci, c] of clients.entries()) {
      const mine = await ok('GET', `/client/campaigns/${drafts[ci]}`, c.key);
      expect(mine.name).toMatch(new RegExp(`^${c.mark} rename \\d+$`));
      expect(mine.client_id).toBe(c.id);
      const list = await call('GET', '/client/campaigns?search=mark&first=50', c.key);
      expect(list.text).toContain(c.mark);
      expect(list.text).not.toContain(clients[1 - ci]!.mark);
      const conversions = await call('GET', '/client/conversions?limit=500', c.key);
      for (const id of recorded[ci]!) expect(conversions.text).toContain(`"id":"${id}"`);
    }
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import { creationStatusSchema, type CreationStatus } from '../../../src/api/contract/creation-status';
import { draftTargetingSchema, type DraftTargeting } from '../../../src/api/contract/draft-targeting';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { addBusinessDays } from '../../domain/calendar';

// Seeded today, so the drafts' start dates lie ahead of the real date creation status is computed on.
let sb: Sandbox;
let key: string;
let otherKey: string;
let campaigns: Campaign[];
let drafts: Campaign[];

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function data<T>(path: string, schema: z.ZodMiniType<T>, token = key): Promise<T> {
  const res = await get(path, token);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}
const status = (id: string) =>
  data<CreationStatus>(`/client/campaigns/${id}/creation-status`, creationStatusSchema);
const targeting = (id: string) =>
  data<DraftTargeting>(`/client/campaigns/${id}/draft-targeting`, draftTargetingSchema);

/** Client 0's dated drafts of a type, oldest id first (the seed designates them in this order). */
const dated = (type: number) =>
  drafts.filter((c) => c.type === type && c.start_date !== null).sort((a, b) => Number(a.id) - Number(b.id));

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
  campaigns = (await data('/client/campaigns?first=500', campaignListSchema)).nodes;
  drafts = campaigns.filter((c) => c.status === 0);
});
afterAll(() => sb.close());

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
function businessDaysBetween(from: string, to: string) {
  let n = 0;
  for (let d = Date.parse(from) + 86_400_000; d <= Date.parse(to); d += 86_400_000) {
    if (!isWeekend(new Date(d).toISOString().slice(0, 10))) n += 1;
  }
  return n;
}

describe('addBusinessDays', () => {
  it.each([
    ['2026-03-13', 1, '2026-03-16'], // Friday + 1 -> Monday
    ['2026-03-14', 1, '2026-03-16'], // Saturday + 1 -> Monday
    ['2026-03-16', 5, '2026-03-23'],
    ['2026-03-16', 7, '2026-03-25'],
    ['2026-12-31', 3, '2027-01-05'],
    ['2026-03-16', 0, '2026-03-16'],
  ])('%s + %i business days = %s', (day, n, expected) => {
    expect(addBusinessDays(day, n)).toBe(expected);
  });
});

describe('GET /client/campaigns/:id/creation-status', () => {
  it('earliestStartDate is today (UTC) plus the channel’s business days, weekends skipped', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const expected: Record<number, [number, boolean]> = { 1: [3, true], 2: [4, true], 4: [10, false] };
    for (const c of drafts) {
      const s = await status(c.id);
      expect([today, new Date(Date.now() - 60_000).toISOString().slice(0, 10)]).toContain(s.asOfDateUtc);
      expect(isWeekend(s.earliestStartDate)).toBe(false);
      expect(businessDaysBetween(s.asOfDateUtc, s.earliestStartDate)).toBe(s.minStartBusinessDays);
      if (c.type !== 3) {
        expect([s.minStartBusinessDays, s.launchLeadTimeKnown]).toEqual(expected[c.type]);
        expect(s.launchLeadTimeEnforced).toBe(s.launchLeadTimeKnown);
      } else expect([5, 7]).toContain(s.minStartBusinessDays);
      expect(s.internalStatus).toBe('DRAFT');
      expect(s.campaignId).toBe(c.id);
    }
  });

  it('a complete EDDM draft is submittable, with its quote on the routes’ addresses', async () => {
    const ready = dated(3)[0]!;
    const s = await status(ready.id);
    expect(s).toMatchObject({ submittable: true, missing: [], complete: true, lastActiveStep: 'review' });
    expect(s.minStartBusinessDays).toBe(7);
    const t = await targeting(ready.id);
    expect(s.quote.flyersCount).toBe(t.totalCount);
    expect(t.totalCount).toBeGreaterThanOrEqual(1000);
    expect(s.quote.totalCosts).toBeGreaterThan(0);
  });

  it('a saved-audience draft whose READY audience has no readable count: submittable null, complete false, a note', async () => {
    const s = await status(dated(3)[1]!.id);
    expect(s.submittable).toBeNull();
    expect(s.complete).toBe(false);
    expect(s.missing).toEqual([]);
    expect(s.note).toMatch(/address count could not be read/);
    expect(s.minStartBusinessDays).toBe(5);
  });

  it('an EDDM draft below the 1,000-piece minimum is not submittable and says why', async () => {
    const small = dated(3)[2]!;
    const s = await status(small.id);
    expect(s.submittable).toBe(false);
    expect(s.missing).toEqual(['minimumVolume']);
    expect(s.note).toMatch(/at least 1000/);
    expect((await targeting(small.id)).totalCount).toBeLessThan(1000);
  });

  it('a saved-audience draft whose audience is still processing misses audienceReady', async () => {
    const s = await status(dated(3)[3]!.id);
    expect(s).toMatchObject({ submittable: false, missing: ['audienceReady'] });
    expect(s.note).toMatch(/PROCESSING/);
  });

  it('a complete hand-to-hand draft is submittable', async () => {
    expect(await status(dated(1)[0]!.id)).toMatchObject({ submittable: true, missing: [], complete: true });
  });

  it('drafts without a date, design, targeting or volume list exactly those', async () => {
    const all = await Promise.all(drafts.map((c) => status(c.id)));
    const undated = drafts.map((c, i) => [c, all[i]!] as const).filter(([c]) => c.start_date === null);
    expect(undated.length).toBeGreaterThan(5);
    for (const [, s] of undated) {
      expect(s.submittable).toBe(false);
      expect(s.missing).toContain('startDate');
    }
    const missingNames = new Set(all.flatMap((s) => s.missing));
    for (const name of ['startDate', 'selectedDesignId', 'routes', 'cities', 'volume'])
      expect(missingNames).toContain(name);
    for (const s of all) expect(s.submittable === false).toBe(s.missing.length > 0);
  });

  it('a campaign that is no longer a draft answers with its status and nothing to submit', async () => {
    const active = campaigns.find((c) => c.status === 10)!;
    const s = await status(active.id);
    expect(s).toMatchObject({ internalStatus: 'ACTIVE', submittable: false, missing: [], complete: true });
    expect(s.note).toMatch(/no longer a draft/);
  });
});

describe('GET /client/campaigns/:id/draft-targeting', () => {
  it('an EDDM draft: its map zones, routes with counts, total and attributes, all at once', async () => {
    const t = await targeting(dated(3)[0]!.id);
    expect(t.suggestionsEnabled).toBe(true);
    expect(t.routes.length).toBeGreaterThan(2);
    for (const r of t.routes) {
      expect(r.zip).toMatch(/^\d{5}$/);
      expect(r.croute).toMatch(/^C\d{3}$/);
      expect(r.totalCount).toBe(r.residentCount + r.businessCount);
    }
    expect(t.totalCount).toBe(t.routes.reduce((s, r) => s + r.totalCount, 0));
    expect(t.distributionLocations.reduce((s, l) => s + l.selected_routes_count, 0)).toBe(t.routes.length);
    expect(t.distributionLocations.filter((l) => l.is_focused)).toHaveLength(1);
    expect(t.attributes).toEqual([
      { key: 'household_income', values: ['75k_100k', '100k_150k'] },
      { key: 'age', values: ['25_34', '35_44'] },
    ]);
  });

  it('a street draft: its chosen cities as zones, no routes', async () => {
    const t = await targeting(dated(1)[0]!.id);
    expect(t.routes).toEqual([]);
    expect(t.totalCount).toBe(0);
    expect(t.distributionLocations.length).toBeGreaterThan(0);
    expect(t.distributionLocations[0]!.name).toMatch(/, [A-Z]{2}$/);
    expect(t.attributes).toBeUndefined();
  });

  it('a launched campaign has nothing chosen in the builder: empty lists', async () => {
    const t = await targeting(campaigns.find((c) => c.status === 15)!.id);
    expect(t).toMatchObject({
      distributionLocations: [],
      routes: [],
      totalCount: 0,
      suggestionsEnabled: false,
    });
  });
});

describe('a draft whose start date has passed', () => {
  it('lists startDate as missing and names the earliest possible start', async () => {
    const old = await startTestSandbox({ now: new Date(Date.now() - 200 * 86_400_000) });
    try {
      const k = old.credentials.clients[0]!.clientKey;
      const res = await old.fetch(`/client/campaigns/${dated(3)[0]!.id}/creation-status`, {
        headers: authHeaders(k),
      });
      const s = successEnvelope(creationStatusSchema).parse(await res.json()).data;
      expect(s.missing).toEqual(['startDate']);
      expect(s.note).toContain(`earliest possible start, ${s.earliestStartDate}`);
    } finally {
      old.close();
    }
  });
});

describe('ownership and credentials', () => {
  it.each(['creation-status', 'draft-targeting'])(
    '%s: another client’s campaign is 404 like a missing one',
    async (what) => {
      const foreign = (await data('/client/campaigns?first=1&statuses=0', campaignListSchema, otherKey))
        .nodes[0]!;
      const theirs = await get(`/client/campaigns/${foreign.id}/${what}`);
      const missing = await get(`/client/campaigns/99999999/${what}`);
      expect(theirs.status).toBe(404);
      expect(theirs.text).toBe(missing.text);
    },
  );

  it('a client key is required (an access token is refused with 403)', async () => {
    const res = await get(
      `/client/campaigns/${drafts[0]!.id}/creation-status`,
      sb.credentials.clients[0]!.accessToken,
    );
    expect(res.status).toBe(403);
    expect(failureEnvelope.parse(res.body).error).toMatch(/client key/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignListSchema, campaignSchema, type Campaign } from '../../../src/api/contract/campaign';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

const NOW = new Date('2026-03-15T12:00:00Z');

/** The spec's Campaign fields, exactly. */
const SPEC_KEYS = [
  'campaign_duration_week',
  'client_id',
  'conversions_api_enabled',
  'country_id',
  'country_name',
  'created_at',
  'id',
  'name',
  'no_expiration',
  'offer_expiration_date',
  'scan_data_enabled',
  'start_date',
  'status',
  'statusEnum',
  'type',
  'typeEnum',
  'updated_at',
];
/** The sandbox's documented additions (the contract's optional fields): a builder campaign's draft state. */
const FIELDS = [...SPEC_KEYS, 'draft_state'].sort();

let sb: Sandbox;
let key: string;
let otherKey: string;
/** Every campaign of client 0, in the order the service returns them. */
let all: Campaign[];
let allRaw: Record<string, unknown>[];

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function list(query: string, token = key) {
  const res = await get(`/client/campaigns?${query}`, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(campaignListSchema).parse(res.body).data;
}

async function error(path: string, status: number, token = key) {
  const res = await get(path, token);
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: NOW });
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
  const res = await get('/client/campaigns?first=500');
  allRaw = (res.body as { data: { nodes: Record<string, unknown>[] } }).data.nodes;
  all = successEnvelope(campaignListSchema).parse(res.body).data.nodes;
});
afterAll(() => sb.close());

describe('GET /client/campaigns', () => {
  it('returns the first 50 of all the caller’s campaigns by default, with the total', async () => {
    const page = await list('');
    expect(page.nodes).toHaveLength(50);
    expect(page.totalCount).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(260);
    expect(page.nodes).toEqual(all.slice(0, 50));
  });

  it('never returns another client’s rows', async () => {
    expect(all.every((c) => c.client_id === sb.credentials.clients[0]!.clientId)).toBe(true);
    const other = await list('first=500', otherKey);
    expect(other.nodes.length).toBeGreaterThan(0);
    expect(other.nodes.every((c) => c.client_id === sb.credentials.clients[1]!.clientId)).toBe(true);
    const mine = new Set(all.map((c) => c.id));
    expect(other.nodes.some((c) => mine.has(c.id))).toBe(false);
  });

  it('is sorted newest first: undated drafts, then start_date descending, then id descending', () => {
    const firstDated = all.findIndex((c) => c.start_date !== null);
    expect(firstDated).toBeGreaterThan(0);
    expect(all.slice(firstDated).every((c) => c.start_date !== null)).toBe(true);
    for (let i = 1; i < all.length; i++) {
      const a = all[i - 1]!;
      const b = all[i]!;
      if (a.start_date === b.start_date) expect(Number(a.id)).toBeGreaterThan(Number(b.id));
      else if (a.start_date !== null && b.start_date !== null) expect(a.start_date > b.start_date).toBe(true);
    }
  });

  it('carries exactly the spec’s fields, with labels, and no money or billing data', async () => {
    for (const raw of allRaw) {
      expect(Object.keys(raw).sort()).toEqual(FIELDS);
      expect(Object.keys(raw).some((k) => /budget|cost|payout|margin|billing|volume|city/i.test(k))).toBe(
        false,
      );
    }
    for (const c of all) {
      expect(c.typeEnum).toBe({ 1: 'HANDTOHAND', 2: 'LETTERBOX', 3: 'DIRECTMAIL', 4: 'INSERTS' }[c.type]);
      expect(c.statusEnum).toBe({ 0: 'DRAFT', 10: 'ACTIVE', 15: 'COMPLETED', 20: 'ARCHIVED' }[c.status]);
      expect(c.id).toMatch(/^\d+$/);
    }
    // The hidden columns do hold data, so their absence above is curation, not emptiness.
    const hidden = await sb.db
      .selectFrom('campaigns')
      .select(['budget', 'cost', 'billing_reference'])
      .where('client_id', '=', '1001')
      .where('status', '=', 15)
      .executeTakeFirstOrThrow();
    expect(hidden.budget).toBeGreaterThan(0);
    expect(hidden.cost).toBeGreaterThan(0);
    expect(hidden.billing_reference).toBeTruthy();
    const text = (await get('/client/campaigns?first=500')).text;
    expect(text).not.toContain(hidden.billing_reference!);
  });

  describe('paging', () => {
    it('pages with first and skip without overlap or gaps', async () => {
      const pages = await Promise.all([0, 100, 200].map((skip) => list(`first=100&skip=${skip}`)));
      expect(pages.flatMap((p) => p.nodes)).toEqual(all);
      expect(pages.every((p) => p.totalCount === all.length)).toBe(true);
    });

    it('accepts first=1 and first=500', async () => {
      expect((await list('first=1')).nodes).toEqual(all.slice(0, 1));
      expect((await list('first=500')).nodes).toHaveLength(Math.min(500, all.length));
    });

    it('returns an empty page with the right total when skip is beyond the end', async () => {
      const page = await list(`skip=${all.length + 10}`);
      expect(page.nodes).toEqual([]);
      expect(page.totalCount).toBe(all.length);
      const huge = await list('skip=9007199254740991');
      expect(huge).toEqual({ nodes: [], totalCount: all.length });
    });

    it.each([
      ['first=0', 'first', 'at least 1'],
      ['first=501', 'first', 'at most 500'],
      ['first=-1', 'first', 'at least 1'],
      ['first=abc', 'first', 'whole number'],
      ['first=1.5', 'first', 'whole number'],
      ['first=', 'first', 'whole number'],
      ['first=5&first=6', 'first', 'more than once'],
      ['skip=-1', 'skip', 'at least 0'],
      ['skip=x', 'skip', 'whole number'],
    ])('%s -> 400 naming %s', async (query, field, detail) => {
      const message = await error(`/client/campaigns?${query}`, 400);
      expect(message).toContain(`'${field}'`);
      expect(message).toContain(detail);
    });
  });

  describe('filters', () => {
    it('ids: comma-separated and repeated, only the caller’s own', async () => {
      const [a, b, c] = [all[3]!, all[40]!, all[200]!];
      const foreign = (await list('first=1', otherKey)).nodes[0]!;
      const byComma = await list(`ids=${a.id},${b.id},${foreign.id}`);
      expect(byComma.nodes.map((n) => n.id).sort()).toEqual([a.id, b.id].sort());
      expect(byComma.totalCount).toBe(2);
      const byRepeat = await list(`ids=${a.id}&ids=${b.id},${c.id}`);
      expect(byRepeat.nodes.map((n) => n.id).sort()).toEqual([a.id, b.id, c.id].sort());
      expect(await list(`ids=${foreign.id}`)).toEqual({ nodes: [], totalCount: 0 });
      expect(await list('ids=99999999999999999999999')).toEqual({ nodes: [], totalCount: 0 });
      expect(await list(`ids=0${a.id}`)).toEqual({ nodes: [], totalCount: 0 });
    });

    it('ids: a non-numeric id is 400 naming ids', async () => {
      expect(await error('/client/campaigns?ids=12,abc', 400)).toContain("'ids");
    });

    it('types and its alias type, by code or label, combined', async () => {
      const dm = await list('types=3&first=500');
      expect(dm.totalCount).toBe(all.filter((c) => c.type === 3).length);
      expect(dm.nodes.every((c) => c.type === 3)).toBe(true);
      expect(await list('type=3&first=500')).toEqual(dm);
      expect(await list('types=directmail&first=500')).toEqual(dm);
      const two = await list('types=1&type=4&first=500');
      expect(two.totalCount).toBe(all.filter((c) => c.type === 1 || c.type === 4).length);
      expect(await list('types=1,4&first=500')).toEqual(two);
      expect(await list('types=1&types=4&first=500')).toEqual(two);
    });

    it('statuses and its alias status, combined', async () => {
      const active = await list('statuses=10&first=500');
      expect(active.totalCount).toBe(all.filter((c) => c.status === 10).length);
      expect(active.totalCount).toBeGreaterThan(0);
      expect(await list('status=10&first=500')).toEqual(active);
      expect(await list('status=active&first=500')).toEqual(active);
      const mixed = await list('statuses=0&status=20&first=500');
      expect(mixed.nodes.map((c) => c.id)).toEqual(
        all.filter((c) => c.status === 0 || c.status === 20).map((c) => c.id),
      );
      expect(await list('status=0,20&first=500')).toEqual(mixed);
    });

    it('unknown type or status values are 400 naming the parameter', async () => {
      expect(await error('/client/campaigns?types=9', 400)).toContain("'types");
      expect(await error('/client/campaigns?type=flyer', 400)).toContain("'type");
      expect(await error('/client/campaigns?status=5', 400)).toContain("'status");
      expect(await error('/client/campaigns?statuses=10,live', 400)).toContain("'statuses");
    });

    it('from and to bound start_date, both inclusive', async () => {
      const dated = all.filter((c) => c.start_date !== null);
      const day = dated[30]!.start_date!;
      const sameDay = await list(`from=${day}&to=${day}&first=500`);
      expect(sameDay.nodes.map((c) => c.id)).toEqual(
        dated.filter((c) => c.start_date === day).map((c) => c.id),
      );
      expect(sameDay.totalCount).toBeGreaterThan(0);

      const [from, to] = [dated[120]!.start_date!, dated[20]!.start_date!];
      const range = await list(`from=${from}&to=${to}&first=500`);
      expect(range.nodes.map((c) => c.id)).toEqual(
        dated.filter((c) => c.start_date! >= from && c.start_date! <= to).map((c) => c.id),
      );
      const onlyFrom = await list(`from=${from}&first=500`);
      expect(onlyFrom.nodes.every((c) => c.start_date !== null && c.start_date >= from)).toBe(true);
      const onlyTo = await list(`to=${to}&first=500`);
      expect(onlyTo.totalCount).toBe(dated.filter((c) => c.start_date! <= to).length);
      // Any parseable date is accepted and normalised to its UTC day.
      expect(await list(`from=${from}T00:00:00Z&to=${to}T00:00:00Z&first=500`)).toEqual(range);
    });

    it('from after to, or an unparseable date, is 400 naming the parameter', async () => {
      expect(await error('/client/campaigns?from=2026-02-01&to=2026-01-01', 400)).toContain("'from'");
      expect(await error('/client/campaigns?from=yesterday', 400)).toContain("'from'");
      expect(await error('/client/campaigns?to=2026-13-45', 400)).toContain("'to'");
    });

    it('search matches the name case-insensitively, including non-ASCII letters', async () => {
      const lower = await list('search=austin&first=500');
      expect(lower.totalCount).toBeGreaterThan(0);
      expect(lower.nodes.every((c) => c.name.toLowerCase().includes('austin'))).toBe(true);
      expect(lower.totalCount).toBe(all.filter((c) => c.name.toLowerCase().includes('austin')).length);
      expect(await list('search=AUSTIN&first=500')).toEqual(lower);
      expect(await list('search=%20AuStIn%20&first=500')).toEqual(lower);

      const ete = await list(`search=${encodeURIComponent('été')}&first=500`, otherKey);
      expect(ete.totalCount).toBeGreaterThan(0);
      expect(await list(`search=${encodeURIComponent('ÉTÉ')}&first=500`, otherKey)).toEqual(ete);
    });

    it('search treats % and _ literally and is limited to 200 characters', async () => {
      expect((await list('search=%25')).totalCount).toBe(0);
      expect((await list('search=_')).totalCount).toBe(0);
      expect(await error(`/client/campaigns?search=${'a'.repeat(201)}`, 400)).toContain("'search'");
    });

    it('filters combine, and totalCount counts every match', async () => {
      const expected = all.filter((c) => c.type === 3 && (c.status === 15 || c.status === 20));
      const page = await list('types=3&statuses=15,20&first=5&skip=2');
      expect(page.totalCount).toBe(expected.length);
      expect(page.nodes).toEqual(expected.slice(2, 7));
    });
  });
});

describe('GET /client/campaigns/:id', () => {
  it('returns the caller’s campaign with exactly the spec’s fields', async () => {
    const target = all[17]!;
    const res = await get(`/client/campaigns/${target.id}`);
    expect(res.status).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(FIELDS);
    expect(campaignSchema.parse(data)).toEqual(target);
  });

  it('answers another client’s campaign exactly like a missing one', async () => {
    const foreign = (await list('first=1', otherKey)).nodes[0]!;
    const theirs = await get(`/client/campaigns/${foreign.id}`);
    const missing = await get('/client/campaigns/99999999');
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.text).toBe(missing.text);
    expect(failureEnvelope.parse(theirs.body).error).toMatch(/not found/i);
    // The owner does see it.
    expect((await get(`/client/campaigns/${foreign.id}`, otherKey)).status).toBe(200);
  });

  it.each(['abc', '12a', '-5', '1.5', '1e5', '%20', '%F0%9F%8D%95'])(
    'a non-numeric id (%s) is 400',
    async (id) => {
      expect(await error(`/client/campaigns/${id}`, 400)).toContain("'id'");
    },
  );

  it('a numeric id that cannot exist is 404, not an error', async () => {
    expect(await error('/client/campaigns/99999999999999999999999999', 404)).toBe('Campaign not found');
    expect(await error('/client/campaigns/0', 404)).toBe('Campaign not found');
  });
});

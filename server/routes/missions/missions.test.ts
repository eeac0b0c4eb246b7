import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { missionListSchema, type Mission, type MissionList } from '../../../src/api/contract/mission';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

const NOW = new Date('2026-03-15T12:00:00Z');

/** The spec's Mission fields, exactly. */
const SPEC_KEYS = [
  'available_date',
  'campaign_id',
  'campaign_name',
  'cancelled',
  'check_in_time',
  'checkout_flyer_quantity',
  'checkout_time',
  'city_id',
  'city_name',
  'created_at',
  'id',
  'location_id',
  'location_name',
  'location_type',
  'status',
  'statusEnum',
  'time_range_start',
  'type',
  'typeEnum',
  'updated_at',
];

let sb: Sandbox;
let key: string;
let otherKey: string;
let campaigns: Campaign[];
/** Every mission of client 0, in service order. */
let all: Mission[];

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function list(query: string, token = key): Promise<MissionList> {
  const res = await get(`/client/missions?${query}`, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(missionListSchema).parse(res.body).data;
}
async function error(query: string, status = 400) {
  const res = await get(`/client/missions?${query}`);
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}
const ids = (page: MissionList) => page.nodes.map((m) => m.id);

beforeAll(async () => {
  sb = await startTestSandbox({ now: NOW });
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
  campaigns = successEnvelope(campaignListSchema).parse((await get('/client/campaigns?first=500')).body).data
    .nodes;
  all = [];
  for (let skip = 0; ; skip += 500) {
    const page = await list(`first=500&skip=${skip}`);
    all.push(...page.nodes);
    if (skip + 500 >= page.totalCount) break;
  }
}, 30_000);
afterAll(() => sb.close());

describe('GET /client/missions', () => {
  it('client 0 has more than 5,000 missions, mostly hand-to-hand and letterbox, over many cities', async () => {
    expect(all.length).toBeGreaterThanOrEqual(5000);
    expect((await list('first=1')).totalCount).toBe(all.length);
    const street = all.filter((m) => m.type === 1 || m.type === 2).length;
    expect(street / all.length).toBeGreaterThan(0.8);
    expect(new Set(all.map((m) => m.city_id)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
  });

  it('returns 50 by default, newest run first (time_range_start descending, then id descending)', async () => {
    const page = await list('');
    expect(page.nodes).toEqual(all.slice(0, 50));
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.time_range_start >= b.time_range_start).toBe(true);
      if (a.time_range_start === b.time_range_start) expect(Number(a.id)).toBeGreaterThan(Number(b.id));
    }
  });

  it('carries exactly the spec’s fields: no distributor identity, GPS, pay, rate or cost in any form', async () => {
    const res = await get('/client/missions?first=500&statuses=40,60');
    const nodes = (res.body as { data: { nodes: Record<string, unknown>[] } }).data.nodes;
    for (const n of nodes) expect(Object.keys(n).sort()).toEqual(SPEC_KEYS);
    // The hidden columns hold data for these very runs; none of it may appear in the response text.
    const hidden = await sb.db
      .selectFrom('missions as m')
      .innerJoin('distributors as d', 'd.id', 'm.distributor_id')
      .select([
        'd.full_name',
        'd.phone',
        'd.email',
        'd.national_id',
        'd.bank_account',
        'd.date_of_birth',
        'm.check_in_lat',
        'm.check_in_lng',
        'm.checkout_lat',
        'm.pay_rate',
        'm.pay_amount',
        'm.cost',
      ])
      .where(
        'm.id',
        'in',
        nodes.slice(0, 100).map((n) => Number(n.id)),
      )
      .execute();
    expect(hidden.length).toBe(100);
    for (const h of hidden) {
      for (const value of [h.full_name, h.phone, h.email, h.national_id, h.bank_account, h.date_of_birth]) {
        expect(res.text).not.toContain(value);
      }
      for (const n of [h.check_in_lat, h.check_in_lng, h.checkout_lat])
        expect(res.text).not.toContain(String(n));
      if (h.pay_rate !== null) expect(h.pay_amount).toBeGreaterThan(0);
      expect(h.cost).toBeGreaterThan(0);
    }
  });

  it('status codes and labels: drafts, available, booked, in progress, completed and paid, some cancelled', () => {
    const labels = new Map(all.map((m) => [m.status, m.statusEnum]));
    for (const [code, label] of [
      [0, 'DRAFT'],
      [10, 'AVAILABLE'],
      [20, 'BOOKED'],
      [40, 'COMPLETED'],
      [60, 'PAID'],
    ] as const) {
      expect(labels.get(code)).toBe(label);
    }
    expect(all.some((m) => m.cancelled)).toBe(true);
    for (const m of all) {
      const done = m.status === 40 || m.status === 60;
      expect(m.checkout_flyer_quantity !== null, m.id).toBe(done);
      expect(m.checkout_time !== null).toBe(done);
      if (m.cancelled) expect(done).toBe(false);
      if (m.status >= 30) expect(m.check_in_time).not.toBeNull();
      expect(m.created_at <= m.updated_at).toBe(true);
      expect(m.typeEnum).toBe({ 1: 'HANDTOHAND', 2: 'LETTERBOX', 3: 'DIRECTMAIL', 4: 'INSERTS' }[m.type]);
    }
  });

  it('a cancelled run is withdrawn, never also available, booked, in progress or done', async () => {
    const cancelled = all.filter((m) => m.cancelled);
    expect(cancelled.length).toBeGreaterThan(2);
    for (const m of cancelled) {
      expect(m.status, m.id).toBe(0);
      expect(m.statusEnum).toBe('DRAFT');
      expect(m.check_in_time).toBeNull();
      expect(m.checkout_time).toBeNull();
      expect(m.checkout_flyer_quantity).toBeNull();
    }
    // The status filter agrees: asking for the live statuses never returns a cancelled run.
    const live = await list('statuses=10,20,30,40,60&first=500');
    expect(live.totalCount).toBeGreaterThan(0);
    expect(live.nodes.some((m) => m.cancelled)).toBe(false);
  });

  it('runs happen inside their campaign’s planned weeks, and a draft campaign’s runs are drafts', () => {
    const byId = new Map(campaigns.map((c) => [c.id, c]));
    for (const m of all) {
      const c = byId.get(m.campaign_id)!;
      expect(m.campaign_name).toBe(c.name);
      expect(c.start_date).not.toBeNull();
      const start = Date.parse(c.start_date!);
      const t = Date.parse(m.time_range_start);
      expect(t).toBeGreaterThanOrEqual(start);
      expect(t).toBeLessThan(start + (c.campaign_duration_week * 7 + 2) * 86_400_000);
      if (c.status === 0) expect(m.status).toBe(0);
      if (c.status === 15 || c.status === 20)
        expect(m.status === 40 || m.status === 60 || m.cancelled).toBe(true);
    }
  });

  describe('filters', () => {
    it('campaignId and its alias campaignIds, combined, comma-separated or repeated', async () => {
      const [a, b] = [
        all[0]!.campaign_id,
        all.find((m) => m.campaign_id !== all[0]!.campaign_id)!.campaign_id,
      ];
      const one = await list(`campaignId=${a}&first=500`);
      expect(one.nodes.every((m) => m.campaign_id === a)).toBe(true);
      expect(one.totalCount).toBe(all.filter((m) => m.campaign_id === a).length);
      expect(await list(`campaignIds=${a}&first=500`)).toEqual(one);
      const two = await list(`campaignId=${a}&campaignIds=${b}&first=500`);
      expect(two.totalCount).toBe(all.filter((m) => m.campaign_id === a || m.campaign_id === b).length);
      expect(await list(`campaignId=${a},${b}&first=500`)).toEqual(two);
    });

    it('a campaign that is not the caller’s gives an empty page, not an error', async () => {
      const theirs = (await list('first=1', otherKey)).nodes[0]!;
      expect(await list(`campaignId=${theirs.campaign_id}`)).toEqual({ nodes: [], totalCount: 0 });
      expect(await list('campaignId=99999999')).toEqual({ nodes: [], totalCount: 0 });
      // Mixed with one of the caller's own: only the caller's runs.
      const mine = all[0]!.campaign_id;
      const mixed = await list(`campaignIds=${theirs.campaign_id},${mine}&first=500`);
      expect(mixed.nodes.every((m) => m.campaign_id === mine)).toBe(true);
      expect(mixed.totalCount).toBeGreaterThan(0);
    });

    it('ids: only the caller’s own', async () => {
      const theirs = (await list('first=1', otherKey)).nodes[0]!;
      const page = await list(`ids=${all[3]!.id},${all[700]!.id},${theirs.id},nope`);
      expect(ids(page).sort()).toEqual([all[3]!.id, all[700]!.id].sort());
    });

    it('statuses and its alias status, by code or spec label', async () => {
      const paid = await list('statuses=60&first=1');
      expect(paid.totalCount).toBe(all.filter((m) => m.status === 60).length);
      expect(await list('status=PAID&first=1')).toEqual(paid);
      const mixed = await list('statuses=0&status=20&first=500');
      expect(mixed.totalCount).toBe(all.filter((m) => m.status === 0 || m.status === 20).length);
      expect(mixed.nodes.every((m) => m.status === 0 || m.status === 20)).toBe(true);
    });

    it('types, by code or the spec’s label', async () => {
      const h2h = await list('types=1&first=1');
      expect(h2h.totalCount).toBe(all.filter((m) => m.type === 1).length);
      expect(await list('types=handtohand&first=1')).toEqual(h2h);
      expect((await list('types=2,3&first=1')).totalCount).toBe(
        all.filter((m) => m.type === 2 || m.type === 3).length,
      );
      expect(await error('types=flyer')).toContain("'types");
      expect(await error('statuses=done')).toContain("'statuses");
    });

    it('a label the service itself returns in statusEnum/typeEnum (and the glossary lists) filters too', async () => {
      const sample = all.find((m) => m.status === 20 && m.type !== 1)!;
      expect(sample.statusEnum).toBe('BOOKED');
      const byLabel = await list(
        `status=${sample.statusEnum.toLowerCase()}&types=${sample.typeEnum}&first=1`,
      );
      const byCode = await list(`status=20&types=${sample.type}&first=1`);
      expect(byLabel).toEqual(byCode);
      expect(byLabel.totalCount).toBeGreaterThan(0);
      expect(await list('statuses=IN_PROGRESS&first=1')).toEqual(await list('statuses=30&first=1'));
    });

    it('search matches the location name or its zone label, case-insensitively', async () => {
      const labels = new Map(
        (await sb.db.selectFrom('locations').select(['id', 'label']).execute()).map((l) => [
          String(l.id),
          l.label,
        ]),
      );
      const matching = (needle: string) =>
        all.filter((m) =>
          [m.location_name, labels.get(m.location_id)!].some((s) =>
            s.toLowerCase().includes(needle.toLowerCase()),
          ),
        );
      const sample = all.find((m) => m.city_name === 'Austin' && m.type === 1)!;
      const byName = await list(`search=${encodeURIComponent(sample.location_name.toUpperCase())}&first=500`);
      expect(byName.totalCount).toBe(matching(sample.location_name).length);
      expect(ids(byName)).toContain(sample.id);
      const label = labels.get(sample.location_id)!;
      const byLabel = await list(`search=${label.toLowerCase()}&first=500`);
      expect(byLabel.nodes.every((m) => m.location_id === sample.location_id)).toBe(true);
      expect(ids(byLabel)).toContain(sample.id);
      const zones = await list('search=AUS-RES&first=500');
      expect(zones.totalCount).toBe(matching('AUS-RES').length);
      expect(zones.totalCount).toBeGreaterThan(0);
      expect(zones.nodes.every((m) => m.city_name === 'Austin' && m.location_type === 'RESIDENTIAL')).toBe(
        true,
      );
      expect((await list('search=%25')).totalCount).toBe(0);
    });

    it('from and to bound time_range_start, both inclusive; a plain date as to includes that day', async () => {
      const page = await list('from=2026-03-01&to=2026-03-07&first=500');
      const expected = all.filter(
        (m) => m.time_range_start >= '2026-03-01' && m.time_range_start < '2026-03-08',
      );
      expect(ids(page)).toEqual(expected.map((m) => m.id));
      const t = all[100]!.time_range_start;
      const exact = await list(`from=${encodeURIComponent(t)}&to=${encodeURIComponent(t)}&first=500`);
      expect(exact.nodes.every((m) => m.time_range_start === t)).toBe(true);
      expect(exact.totalCount).toBeGreaterThan(0);
      expect(await error('from=2026-03-08&to=2026-03-01')).toContain("'from'");
      expect(await error('from=soon')).toContain("'from'");
      expect(await error('from=%2B275760-09-13')).toContain("'from'");
    });

    it.each(['from', 'to'])('%s outside the years 1000-9999 (UTC) is 400 naming it', async (field) => {
      for (const date of ['9999-12-31T23:00:00-05:00', '1000-01-01T00:30:00+01:00']) {
        expect(await error(`${field}=${encodeURIComponent(date)}`)).toBe(
          `Invalid query parameter '${field}': expected a date such as 2026-01-31 (or a timestamp such as 2026-01-31T09:30:00Z)`,
        );
      }
    });

    it('filters combine, and totalCount counts every match', async () => {
      const paid = all.find((m) => m.status === 60)!;
      const c = paid.campaign_id;
      const code = (
        await sb.db
          .selectFrom('locations')
          .select('label')
          .where('id', '=', Number(paid.location_id))
          .executeTakeFirstOrThrow()
      ).label.slice(0, 3);
      const expected = all.filter((m) => m.campaign_id === c && (m.status === 40 || m.status === 60));
      expect(expected.length).toBeGreaterThan(6);
      const page = await list(`campaignId=${c}&statuses=40,60&search=${code}&first=5&skip=1`);
      expect(page.totalCount).toBe(expected.length);
      expect(ids(page)).toEqual(expected.slice(1, 6).map((m) => m.id));
    });
  });

  describe('paging', () => {
    it('first and skip page without overlap', async () => {
      const pages = await Promise.all([0, 200, 400].map((skip) => list(`first=200&skip=${skip}`)));
      expect(pages.flatMap(ids)).toEqual(all.slice(0, 600).map((m) => m.id));
      expect(await list(`skip=${all.length}`)).toEqual({ nodes: [], totalCount: all.length });
    });

    it.each([
      ['first=0', 'at least 1'],
      ['first=501', 'at most 500'],
      ['first=x', 'whole number'],
      ['skip=-1', 'at least 0'],
    ])('%s -> 400', async (query, detail) => {
      expect(await error(query)).toContain(detail);
    });
  });

  it('another client sees only its own missions', async () => {
    const theirs = await list('first=500', otherKey);
    const mine = new Set(all.map((m) => m.id));
    expect(theirs.totalCount).toBeGreaterThan(0);
    expect(theirs.nodes.some((m) => mine.has(m.id))).toBe(false);
  });
});

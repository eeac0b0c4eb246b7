import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { spendSchema, type Spend } from '../../../src/api/contract/spend';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function spend(query: string, token = key): Promise<Spend> {
  const res = await get(`/client/spend?${query}`, token);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(spendSchema).parse(res.body).data;
}

/** Expected figures straight from the database, for client 0. */
async function expected(from: string | null, to: string | null, includeDrafts: boolean) {
  const rows = await sb.db
    .selectFrom('campaigns as c')
    .leftJoin('campaign_prices as p', 'p.campaign_id', 'c.id')
    .select(['c.status', 'c.start_date', 'c.created_at', 'p.subtotal', 'p.taxes', 'p.discounts'])
    .where('c.client_id', '=', '1001')
    .execute();
  const placed = rows.filter((r) => {
    if (r.status === 0 && !includeDrafts) return false;
    const at = r.start_date ? `${r.start_date}T00:00:00.000Z` : r.created_at;
    return (!from || at >= from) && (!to || at < to);
  });
  const priced = placed.filter((r) => r.subtotal !== null);
  const sum = (f: (r: (typeof priced)[number]) => number) =>
    Math.round(priced.reduce((s, r) => s + f(r), 0) * 100) / 100;
  return {
    campaigns: placed.length,
    priced: priced.length,
    total: sum((r) => r.subtotal! + r.taxes! - r.discounts!),
    taxes: sum((r) => r.taxes!),
    discounts: sum((r) => r.discounts!),
  };
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: new Date('2026-03-15T12:00:00Z') });
  key = sb.credentials.clients[0]!.clientKey;
});
afterAll(() => sb.close());

describe('GET /client/spend', () => {
  it('all time, drafts excluded by default: unpriced campaigns make it incomplete, and the adjustment says so', async () => {
    const s = await spend('');
    expect(s).toMatchObject({
      from: null,
      to: null,
      includeDrafts: false,
      currency: 'USD',
      ...(await expected(null, null, false)),
    });
    expect(s.priced).toBeLessThan(s.campaigns);
    expect(s.sources.unpriced).toBe(s.campaigns - s.priced);
    expect(s.sources.extraData + s.sources.cityMetrics).toBe(s.priced);
    expect(s.sources.cityMetrics).toBeGreaterThan(0);
    expect(s.complete).toBe(false);
    expect(s.adjustments).toHaveLength(1);
    expect(s.adjustments[0]).toMatchObject({
      code: 'TRUNCATED',
      field: 'total',
      requested: s.campaigns,
      applied: s.priced,
    });
    expect(s.adjustments[0]!.detail).toMatch(/lower than the real spend/);
    expect(s.total).toBeGreaterThan(100_000);
  });

  it('from is inclusive and to exclusive, any parseable date; totals match the records', async () => {
    const s = await spend('from=2025-06-01&to=2025-09-01');
    expect(s.from).toBe('2025-06-01T00:00:00.000Z');
    expect(s.to).toBe('2025-09-01T00:00:00.000Z');
    expect(s).toMatchObject(await expected('2025-06-01T00:00:00.000Z', '2025-09-01T00:00:00.000Z', false));
    const alt = await spend(`from=${encodeURIComponent('June 1, 2025 UTC')}&to=2025-09-01T00:00:00Z`);
    expect(alt).toEqual(s);
    // A campaign starting exactly on `to` is left out; on `from`, counted.
    const day = (
      await sb.db
        .selectFrom('campaigns')
        .select('start_date')
        .where('client_id', '=', '1001')
        .where('status', '=', 15)
        .executeTakeFirstOrThrow()
    ).start_date!;
    const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    expect((await spend(`from=${day}&to=${next}`)).campaigns).toBeGreaterThan(0);
    expect((await spend(`from=${next}&to=${next}`)).campaigns).toBe(0);
    expect((await spend(`to=${day}`)).campaigns + (await spend(`from=${day}`)).campaigns).toBe(
      (await spend('')).campaigns,
    );
  });

  it('includeDrafts adds drafts at their estimated price (undated drafts stay unpriced)', async () => {
    const without = await spend('');
    const withDrafts = await spend('includeDrafts=true');
    expect(withDrafts.includeDrafts).toBe(true);
    expect(withDrafts.campaigns).toBeGreaterThan(without.campaigns);
    expect(withDrafts).toMatchObject(await expected(null, null, true));
    expect(withDrafts.sources.cityMetrics).toBeGreaterThan(without.sources.cityMetrics);
    expect(withDrafts.sources.unpriced).toBeGreaterThan(without.sources.unpriced);
    expect(await spend('includeDrafts=1')).toEqual(withDrafts);
  });

  it('a period with every campaign priced is complete, with no adjustment', async () => {
    const rows = await sb.db
      .selectFrom('campaigns as c')
      .innerJoin('campaign_prices as p', 'p.campaign_id', 'c.id')
      .select('c.start_date')
      .where('c.client_id', '=', '1001')
      .where('c.status', '!=', 0)
      .orderBy('c.start_date')
      .execute();
    for (const { start_date } of rows) {
      const next = new Date(Date.parse(start_date!) + 86_400_000).toISOString().slice(0, 10);
      const s = await spend(`from=${start_date}&to=${next}`);
      if (s.priced === s.campaigns) {
        expect(s).toMatchObject({ complete: true, adjustments: [] });
        return;
      }
    }
    throw new Error('no fully priced day');
  });

  it('a French client’s spend is in euros; a client’s spend never includes another’s', async () => {
    const fr = await spend('', sb.credentials.clients[1]!.clientKey);
    expect(fr.currency).toBe('EUR');
    expect(fr.campaigns).toBeLessThan((await spend('')).campaigns);
  });

  it.each([
    ['from=whenever', 'from'],
    ['to=2026-13-45', 'to'],
    ['from=2026-02-01&to=2026-01-01', 'from'],
    ['includeDrafts=maybe', 'includeDrafts'],
    ['from=%2B275760-09-13', 'from'],
    ['to=2026-02-30', 'to'],
    ['from=0', 'from'],
    ['from=-1', 'from'],
    // Readable, but the instant is outside the years 1000-9999 (UTC).
    ['from=9999-12-31T23:00:00-05:00', 'from'],
    ['to=9999-12-31T23:00:00-05:00', 'to'],
    ['from=1000-01-01T00:30:00%2B01:00', 'from'],
    ['to=1000-01-01T00:30:00%2B01:00', 'to'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const res = await get(`/client/spend?${query}`);
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).error).toContain(`'${field}'`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityListSchema, type CityList } from '../../../src/api/contract/city';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { demoPlaces } from '../../db/seed/places';
import { usCities } from '../../domain/cities';

let sb: Sandbox;
let key: string;

async function get(path: string) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(key) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function cities(query: string): Promise<CityList> {
  const res = await get(`/client/cities?${query}`);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(cityListSchema).parse(res.body).data;
}

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
});
afterAll(() => sb.close());

describe('GET /client/cities', () => {
  it('Austin, TX exists, with its GeoNames id and real coordinates', async () => {
    const page = await cities(`search=${encodeURIComponent('Austin, TX')}`);
    expect(page.nodes).toEqual([
      {
        id: '4671654',
        name: 'Austin',
        state: 'TX',
        nameWithState: 'Austin, TX',
        country_id: 'US',
        country_name: 'United States',
        latitude: '30.26715',
        longitude: '-97.74306',
        hasCarrierRoutes: true,
      },
    ]);
    expect(page).toMatchObject({
      totalCount: 1,
      returnedCount: 1,
      hasNextPage: false,
      complete: true,
      adjustments: [],
    });
  });

  it('the whole list: real US places of 1,000+ people, one per name and state, largest first', async () => {
    const first = await cities('');
    expect(first.returnedCount).toBe(500);
    expect(first.totalCount).toBeGreaterThan(15_000);
    expect(first.nodes.slice(0, 3).map((c) => c.nameWithState)).toEqual([
      'New York City, NY',
      'Los Angeles, CA',
      'Chicago, IL',
    ]);
    const list = usCities();
    expect(list).toHaveLength(first.totalCount);
    expect(list.every((c) => c.population >= 1000 && /^[A-Z]{2}$/.test(c.state))).toBe(true);
    expect(new Set(list.map((c) => `${c.folded}|${c.state}`)).size).toBe(list.length);
    for (let i = 1; i < list.length; i++)
      expect(list[i - 1]!.population).toBeGreaterThanOrEqual(list[i]!.population);
  });

  it('search is a case- and accent-insensitive substring of the name', async () => {
    const page = await cities('search=PORTLAND');
    expect(page.nodes.slice(0, 2).map((c) => c.nameWithState)).toEqual(['Portland, OR', 'Portland, ME']);
    expect(page.nodes.every((c) => c.name.toLowerCase().includes('portland'))).toBe(true);
    expect((await cities('search=south%20portland')).nodes.map((c) => c.nameWithState)).toContain(
      'South Portland, ME',
    );
    expect((await cities('search=canon%20city')).nodes.map((c) => c.nameWithState)).toContain(
      'Cañon City, CO',
    );
  });

  it('"Name, ST" narrows to the state; an explicit state wins over the parsed one, and the note says so', async () => {
    expect((await cities('search=Portland,%20me')).nodes.map((c) => c.nameWithState)).toEqual([
      'Portland, ME',
      'South Portland, ME',
      'South Portland Gardens, ME',
    ]);
    const override = await cities(`search=${encodeURIComponent('Portland, ME')}&state=or`);
    expect(override.nodes.every((c) => c.state === 'OR')).toBe(true);
    expect(override.nodes[0]!.nameWithState).toBe('Portland, OR');
    expect(override.note).toMatch(/state parameter \(OR\) was used instead of ME/);
    const stateOnly = await cities('state=TX&first=1000');
    expect(stateOnly.nodes.every((c) => c.state === 'TX')).toBe(true);
    expect(stateOnly.nodes[0]!.name).toBe('Houston');
  });

  it('a page that does not hold every match is incomplete, with a TRUNCATED adjustment saying how to read on', async () => {
    const page = await cities('search=spring&first=10');
    expect(page.returnedCount).toBe(10);
    expect(page.totalCount).toBeGreaterThan(10);
    expect(page).toMatchObject({ hasNextPage: true, complete: false });
    expect(page.adjustments).toEqual([
      expect.objectContaining({ code: 'TRUNCATED', field: 'nodes', requested: page.totalCount, applied: 10 }),
    ]);
    expect(page.adjustments[0]!.detail).toMatch(/skip=10/);
    const rest = await cities(`search=spring&first=1000&skip=10`);
    expect(rest.hasNextPage).toBe(false);
    expect(rest.returnedCount).toBe(page.totalCount - 10);
    const all = await cities('search=spring&first=1000');
    expect([...page.nodes, ...rest.nodes]).toEqual(all.nodes);
    expect(all).toMatchObject({ complete: true, adjustments: [] });
  });

  it('no match is an empty, complete page with a note', async () => {
    const page = await cities('search=zzzqqq');
    expect(page).toMatchObject({
      nodes: [],
      totalCount: 0,
      returnedCount: 0,
      hasNextPage: false,
      complete: true,
    });
    expect(page.note).toMatch(/No city matches/);
  });

  it.each([
    ['first=1001', "'first'", 'at most 1000'],
    ['first=0', "'first'", 'at least 1'],
    ['skip=-1', "'skip'", 'at least 0'],
    ['state=Texas', "'state'", 'two-letter'],
  ])('%s -> 400', async (query, field, detail) => {
    const res = await get(`/client/cities?${query}`);
    expect(res.status).toBe(400);
    const message = failureEnvelope.parse(res.body).error;
    expect(message).toContain(field);
    expect(message).toContain(detail);
  });

  it('says which cities have carrier routes: the route world’s metros and places near them', async () => {
    for (const name of ['Austin, TX', 'Denver, CO', 'Houston, TX', 'West Lake Hills, TX']) {
      const [city] = (await cities(`search=${encodeURIComponent(name)}`)).nodes;
      expect(city, name).toMatchObject({ nameWithState: name, hasCarrierRoutes: true });
    }
    for (const name of ['Anchorage, AK', 'Boise, ID', 'El Paso, TX', 'Round Rock, TX']) {
      const [city] = (await cities(`search=${encodeURIComponent(name)}`)).nodes;
      expect(city, name).toMatchObject({ nameWithState: name, hasCarrierRoutes: false });
    }
  });

  it('the demo data’s US cities are the same places, ids and coordinates', () => {
    for (const p of demoPlaces.filter((x) => x.country_id === 'US')) {
      const city = usCities().find((c) => c.id === p.id);
      expect(city, p.name).toMatchObject({
        name: p.name,
        state: p.state,
        latitude: String(p.lat),
        longitude: String(p.lng),
      });
    }
  });
});

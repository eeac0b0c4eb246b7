import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { flyerQuoteSchema, flyerSizes, flyerThicknesses } from '../../../src/api/contract/quote';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

let sb: Sandbox;
let key: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
});
afterAll(() => sb.close());

const base = { countryId: 'US', flyerSize: 'A6', flyerThickness: '135gsm', flyerQuantity: 10000 };

async function post(body: unknown, token = key) {
  const res = await sb.fetch('http://sandbox.test/client/calculators/flyer-distribution', {
    method: 'POST',
    headers: authHeaders(token),
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function quote(patch: Record<string, unknown> = {}) {
  const res = await post({ ...base, ...patch });
  expect(res.status, res.text).toBe(200);
  return successEnvelope(flyerQuoteSchema).parse(res.body).data;
}

async function refused(body: unknown, status = 400, token = key) {
  const res = await post(body, token);
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}

const SPEC_KEYS = [
  'adjustments',
  'city',
  'complete',
  'costPerFlyer',
  'countryId',
  'currencySign',
  'matchedCity',
  'note',
  'serviceType',
  'totalAmount',
];

describe('POST /client/calculators/flyer-distribution: rates', () => {
  it('answers the spec’s fields; without a city the country rate is what was asked (complete)', async () => {
    const res = await post(base);
    expect(res.status).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(SPEC_KEYS);
    expect(data).toMatchObject({
      currencySign: '$',
      countryId: 'US',
      // The spec types `city` as a string: no city asked for is the empty string, not null.
      city: '',
      matchedCity: null,
      serviceType: 'h2h',
      costPerFlyer: 0.14,
      totalAmount: 1400,
      complete: true,
      adjustments: [],
    });
  });

  it.each([
    ['US', '$'],
    ['FR', '€'],
    ['DE', '€'],
    ['ES', '€'],
    ['IT', '€'],
    ['NL', '€'],
    ['BE', '€'],
    ['GB', '£'],
  ])('%s is quoted in its currency (%s)', async (countryId, sign) => {
    const q = await quote({ countryId });
    expect(q.currencySign).toBe(sign);
    expect(q.countryId).toBe(countryId);
    expect(q.costPerFlyer).toBeGreaterThan(0);
    expect(q.totalAmount).toBe(Math.round(q.costPerFlyer * 10000 * 100) / 100);
  });

  it('country ids are read case-insensitively and answered canonically', async () => {
    expect((await quote({ countryId: ' fr ' })).countryId).toBe('FR');
  });

  it.each([
    ['US', 'Austin'],
    ['US', 'New York'],
    ['US', 'Los Angeles'],
    ['US', 'Chicago'],
    ['US', 'Houston'],
    ['FR', 'Paris'],
    ['FR', 'Lyon'],
    ['DE', 'Berlin'],
    ['ES', 'Madrid'],
    ['GB', 'London'],
  ])('%s / %s has a city rate, different from the country rate', async (countryId, city) => {
    const country = await quote({ countryId });
    const q = await quote({ countryId, city });
    expect(q.matchedCity).toBe(city);
    expect(q.city).toBe(city);
    expect(q.complete).toBe(true);
    expect(q.adjustments).toEqual([]);
    expect(q.costPerFlyer).not.toBe(country.costPerFlyer);
  });

  it('matches a city loosely: case, accents, a trailing state, a local name', async () => {
    expect((await quote({ city: '  austin ' })).matchedCity).toBe('Austin');
    expect((await quote({ city: 'Austin, TX' })).matchedCity).toBe('Austin');
    expect((await quote({ city: 'NYC' })).matchedCity).toBe('New York');
    expect((await quote({ countryId: 'DE', city: 'München' })).matchedCity).toBe('Munich');
    expect((await quote({ countryId: 'DE', city: 'munchen' })).matchedCity).toBe('Munich');
    const austin = await quote({ city: 'Austin, TX' });
    expect(austin.city).toBe('Austin, TX');
    expect(austin.costPerFlyer).toBe(0.16);
  });

  it('size and paper multiply the rate; the total is quantity × cost per flyer, to the cent', async () => {
    const a6 = await quote({ city: 'Austin' });
    const bySize = new Map<string, number[]>();
    for (const flyerSize of flyerSizes) {
      const costs: number[] = [];
      for (const flyerThickness of flyerThicknesses) {
        const q = await quote({ city: 'Austin', flyerSize, flyerThickness, flyerQuantity: 3333 });
        expect(q.totalAmount).toBe(Math.round(q.costPerFlyer * 3333 * 100) / 100);
        costs.push(q.costPerFlyer);
      }
      // Heavier paper always costs more.
      for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeGreaterThan(costs[i - 1]!);
      bySize.set(flyerSize, costs);
    }
    // Every size has its own price on the same paper.
    flyerThicknesses.forEach((_, i) => {
      expect(new Set(flyerSizes.map((size) => bySize.get(size)![i])).size).toBe(flyerSizes.length);
    });
    const a4 = await quote({ city: 'Austin', flyerSize: 'A4', flyerThickness: '350gsm' });
    expect(a4.costPerFlyer).toBe(Math.round(a6.costPerFlyer * 1.6 * 1.35 * 10000) / 10000);
  });

  it('letterbox (D2D) is its own service type and cheaper than hand to hand', async () => {
    const h2h = await quote({ channel: 'H2H' });
    const d2d = await quote({ channel: 'letterbox' });
    expect(h2h.serviceType).toBe('h2h');
    expect(d2d.serviceType).toBe('d2d');
    expect(d2d.costPerFlyer).toBeLessThan(h2h.costPerFlyer);
    expect(d2d.complete).toBe(true);
  });
});

describe('POST /client/calculators/flyer-distribution: city fallback', () => {
  it('a typo falls back to the country rate, suggests the close city, and is incomplete', async () => {
    const country = await quote();
    const q = await quote({ city: 'Austinn' });
    expect(q.matchedCity).toBeNull();
    expect(q.city).toBe('Austinn');
    expect(q.costPerFlyer).toBe(country.costPerFlyer);
    expect(q.totalAmount).toBe(country.totalAmount);
    expect(q.complete).toBe(false);
    expect(q.adjustments).toHaveLength(1);
    expect(q.adjustments[0]).toMatchObject({
      code: 'INPUT_NOT_MATCHED',
      field: 'city',
      requested: 'Austinn',
      applied: null,
    });
    expect(q.adjustments[0]!.suggestions?.[0]).toBe('Austin');
    expect(q.adjustments[0]!.affects).toEqual(
      expect.arrayContaining(['matchedCity', 'costPerFlyer', 'totalAmount']),
    );
    expect(q.adjustments[0]!.detail).toMatch(/country rate/);
  });

  it.each([
    ['US', 'Austni', 'Austin'],
    ['US', 'Chicgo', 'Chicago'],
    ['US', 'Los', 'Los Angeles'],
    ['FR', 'Pariss', 'Paris'],
    ['DE', 'Berln', 'Berlin'],
    ['ES', 'Madird', 'Madrid'],
  ])('%s / %s suggests %s', async (countryId, city, suggestion) => {
    const q = await quote({ countryId, city });
    expect(q.matchedCity).toBeNull();
    expect(q.adjustments[0]!.suggestions).toContain(suggestion);
  });

  it('a real city with no city rate falls back with no far-fetched suggestions', async () => {
    const q = await quote({ city: 'Tulsa' });
    expect(q.matchedCity).toBeNull();
    expect(q.complete).toBe(false);
    expect(q.adjustments[0]!.suggestions).toEqual([]);
  });

  it('a city of another country is not matched, and the detail says where it has a rate', async () => {
    const q = await quote({ countryId: 'US', city: 'Paris' });
    expect(q.matchedCity).toBeNull();
    expect(q.currencySign).toBe('$');
    expect(q.adjustments[0]!.detail).toMatch(/Paris has a rate in FR/);
  });

  it('an unknown channel is quoted hand to hand, with suggestions', async () => {
    const q = await quote({ channel: 'drone' });
    expect(q.serviceType).toBe('h2h');
    expect(q.complete).toBe(false);
    expect(q.adjustments[0]).toMatchObject({
      field: 'channel',
      requested: 'drone',
      suggestions: ['H2H', 'D2D'],
    });
  });

  it('a format naming another size than flyerSize is flagged; the same size is not', async () => {
    expect((await quote({ flyerSize: 'A5', format: 'a5' })).complete).toBe(true);
    const q = await quote({ flyerSize: 'A5', format: 'A4' });
    expect(q.complete).toBe(false);
    expect(q.adjustments[0]).toMatchObject({ field: 'format', requested: 'A4', applied: 'A5' });
    expect(q.costPerFlyer).toBe((await quote({ flyerSize: 'A5' })).costPerFlyer);
  });
});

describe('POST /client/calculators/flyer-distribution: bad input', () => {
  it.each(['countryId', 'flyerSize', 'flyerThickness', 'flyerQuantity'])(
    'missing %s -> 400 naming it',
    async (field) => {
      const body: Record<string, unknown> = { ...base };
      delete body[field];
      expect(await refused(body)).toMatch(new RegExp(`'${field}'`));
    },
  );

  it.each([
    [{ countryId: 'XX' }, /'countryId': no flyer-distribution rate for 'XX'/],
    [{ countryId: '' }, /'countryId'/],
    [{ flyerSize: 'A3' }, /'flyerSize': expected one of A6, A5, A4, DL/],
    [{ flyerThickness: '90gsm' }, /'flyerThickness': expected one of 135gsm, 170gsm, 250gsm, 350gsm/],
    [{ flyerQuantity: 0 }, /'flyerQuantity': must be a positive/],
    [{ flyerQuantity: -10 }, /'flyerQuantity': must be a positive/],
    [{ flyerQuantity: 10.5 }, /'flyerQuantity': expected a whole number/],
    [{ flyerQuantity: '1000' }, /'flyerQuantity': expected a whole number/],
    [{ flyerQuantity: 10_000_001 }, /'flyerQuantity': must be at most 10,000,000 flyers/],
    [{ city: 'x'.repeat(101) }, /'city': .*at most 100 characters/],
  ])('%j -> 400 naming the field', async (patch, message) => {
    expect(await refused({ ...base, ...patch })).toMatch(message);
  });

  it('an OAuth access token -> 403', async () => {
    expect(await refused(base, 403, sb.credentials.clients[0]!.accessToken)).toMatch(/client key/);
  });

  it('no credential -> 401', async () => {
    const res = await sb.fetch('http://sandbox.test/client/calculators/flyer-distribution', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(base),
    });
    expect(res.status).toBe(401);
    expect(failureEnvelope.parse(await res.json()).error).toBeTruthy();
  });

  it.each([
    ['{"countryId": "US",', /Malformed JSON/],
    ['[1, 2]', /must be a JSON object/],
    ['', /empty/],
  ])('body %j -> 400', async (body, message) => {
    const res = await sb.fetch('http://sandbox.test/client/calculators/flyer-distribution', {
      method: 'POST',
      headers: authHeaders(key),
      body,
    });
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(await res.json()).error).toMatch(message);
  });
});

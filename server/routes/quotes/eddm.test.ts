import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { eddmFormats, eddmQuoteSchema, type EddmFormat } from '../../../src/api/contract/quote';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { EDDM_MINIMUM_PIECES } from '../../domain/lead-times';
import { EDDM_PRICES_INCLUDE_POSTAGE, eddmTierTables } from '../../domain/eddm-pricing';

let sb: Sandbox;
let key: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  key = sb.credentials.clients[0]!.clientKey;
});
afterAll(() => sb.close());

async function post(body: unknown, token = key, raw = false) {
  const res = await sb.fetch('http://sandbox.test/client/calculators/eddm', {
    method: 'POST',
    headers: authHeaders(token),
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function quote(body: unknown) {
  const res = await post(body);
  expect(res.status, res.text).toBe(200);
  return successEnvelope(eddmQuoteSchema).parse(res.body).data;
}

async function refused(body: unknown, status = 400, token = key, raw = false) {
  const res = await post(body, token, raw);
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}

/** The spec's EDDM quote fields, exactly. */
const SPEC_KEYS = [
  'adjustments',
  'complete',
  'currency',
  'format',
  'minimumVolume',
  'note',
  'perUnitPrice',
  'tierApplied',
  'tierBasis',
  'total',
  'volume',
];

describe('POST /client/calculators/eddm: tiers', () => {
  it('answers the spec’s fields in USD with the floor basis and the EDDM minimum', async () => {
    const res = await post({ volume: 5000, format: 'LARGE' });
    expect(res.status).toBe(200);
    const data = (res.body as { data: Record<string, unknown> }).data;
    expect(Object.keys(data).sort()).toEqual(SPEC_KEYS);
    expect(data).toMatchObject({
      currency: 'USD',
      format: 'LARGE',
      volume: 5000,
      tierBasis: 'floor',
      minimumVolume: 1000,
      complete: true,
      adjustments: [],
    });
  });

  it.each(eddmFormats)(
    '%s: each tier key is priced at its own tier, one piece less at the tier below',
    async (format) => {
      const tiers = eddmTierTables[format];
      for (const [i, tier] of tiers.entries()) {
        const at = await quote({ volume: tier.key, format });
        expect(at.tierApplied).toEqual({ key: tier.key, perUnitPrice: tier.cents / 100 });
        expect(at.perUnitPrice).toBe(tier.cents / 100);
        expect(at.volume).toBe(tier.key);
        if (i > 0) {
          const below = await quote({ volume: tier.key - 1, format });
          expect(below.tierApplied.key).toBe(tiers[i - 1]!.key);
          expect(below.complete).toBe(true);
        }
      }
      const huge = await quote({ volume: 10_000_000, format });
      expect(huge.tierApplied.key).toBe(tiers.at(-1)!.key);
    },
  );

  it('total is volume × unit price, to the cent', async () => {
    const q = await quote({ volume: 2499, format: 'SMALL' });
    expect(q.perUnitPrice).toBe(0.42);
    expect(q.total).toBe(1049.58);
    const q2 = await quote({ volume: 7777, format: 'JUMBO' });
    expect(q2.total).toBe(Math.round(7777 * 49) / 100);
    const q3 = await quote({ volume: 123_457, format: 'BEST_SELLER' });
    expect(q3.total).toBe(37037.1);
  });

  it('a larger volume never raises the unit price, and SMALL is the cheapest format at every volume', async () => {
    const volumes = [
      1000, 1500, 2499, 2500, 4999, 5000, 9999, 10000, 19999, 20000, 24999, 25000, 49999, 50000, 250000,
    ];
    const price: Record<EddmFormat, number[]> = {
      SMALL: [],
      BEST_SELLER: [],
      LARGE: [],
      JUMBO: [],
      OVERSIZED: [],
    };
    for (const format of eddmFormats) {
      for (const volume of volumes) price[format].push((await quote({ volume, format })).perUnitPrice);
      for (let i = 1; i < volumes.length; i++)
        expect(price[format][i]).toBeLessThanOrEqual(price[format][i - 1]!);
    }
    volumes.forEach((_, i) => {
      const column = eddmFormats.map((f) => price[f][i]!);
      // Formats in size order cost strictly more at the same volume.
      for (let j = 1; j < column.length; j++) expect(column[j]).toBeGreaterThan(column[j - 1]!);
    });
  });

  it('every table starts at the EDDM minimum', () => {
    for (const format of eddmFormats) expect(eddmTierTables[format][0]!.key).toBe(EDDM_MINIMUM_PIECES);
  });
});

describe('POST /client/calculators/eddm: adjustments', () => {
  it('an omitted format quotes SMALL and says campaign creation defaults to BEST_SELLER', async () => {
    const q = await quote({ volume: 5000 });
    const small = await quote({ volume: 5000, format: 'SMALL' });
    expect(q.format).toBe('SMALL');
    expect(q.perUnitPrice).toBe(small.perUnitPrice);
    expect(q.total).toBe(small.total);
    expect(q.complete).toBe(false);
    expect(q.adjustments).toHaveLength(1);
    const [adj] = q.adjustments;
    expect(adj).toMatchObject({
      code: 'INPUT_NOT_MATCHED',
      field: 'format',
      requested: null,
      applied: 'SMALL',
      suggestions: ['BEST_SELLER'],
    });
    expect(adj!.affects).toEqual(expect.arrayContaining(['perUnitPrice', 'total']));
    expect(adj!.detail).toMatch(/BEST_SELLER/);
    expect(adj!.detail).toMatch(/will not match/);
    // The explicit SMALL quote is exactly what was asked.
    expect(small.complete).toBe(true);
    expect(small.adjustments).toEqual([]);
  });

  it('a volume below the smallest tier is quoted at that tier, with BOUND_APPLIED and complete:false', async () => {
    const q = await quote({ volume: 500, format: 'BEST_SELLER' });
    expect(q.tierApplied).toEqual({ key: 1000, perUnitPrice: 0.47 });
    expect(q.perUnitPrice).toBe(0.47);
    // The applied volume is what is priced (the spec's adjustment carries requested and applied volume).
    expect(q.volume).toBe(1000);
    expect(q.total).toBe(470);
    expect(q.complete).toBe(false);
    expect(q.adjustments).toEqual([
      expect.objectContaining({ code: 'BOUND_APPLIED', field: 'volume', requested: 500, applied: 1000 }),
    ]);
    expect(q.adjustments[0]!.affects).toEqual(expect.arrayContaining(['volume', 'total']));
    expect(q.note).toMatch(/volume/);
  });

  it('pins what a total covers: printing and USPS postage, said in every note', async () => {
    expect(EDDM_PRICES_INCLUDE_POSTAGE).toBe(true);
    for (const body of [
      { volume: 500, format: 'BEST_SELLER' },
      { volume: 5000, format: 'LARGE' },
      { volume: 3000 },
    ]) {
      expect((await quote(body)).note).toContain('Prices include printing and USPS postage.');
    }
  });

  it('one piece is bounded too; exactly the minimum is not', async () => {
    expect((await quote({ volume: 1, format: 'OVERSIZED' })).adjustments[0]).toMatchObject({
      requested: 1,
      applied: 1000,
    });
    const atMinimum = await quote({ volume: 1000, format: 'OVERSIZED' });
    expect(atMinimum.complete).toBe(true);
    expect(atMinimum.total).toBe(720);
  });

  it('both adjustments together when the format is omitted and the volume is small', async () => {
    const q = await quote({ volume: 10 });
    expect(q.adjustments.map((a) => a.code).sort()).toEqual(['BOUND_APPLIED', 'INPUT_NOT_MATCHED']);
    expect(q.total).toBe(420);
  });
});

describe('POST /client/calculators/eddm: bad input', () => {
  it.each([
    ['missing', {}, /'volume': is required/],
    ['negative', { volume: -5 }, /'volume': must be a positive/],
    ['zero', { volume: 0 }, /'volume': must be a positive/],
    ['fractional', { volume: 2.5 }, /'volume': expected a whole number/],
    ['a numeric string', { volume: '500' }, /'volume': expected a whole number/],
    ['text', { volume: 'lots' }, /'volume': expected a whole number/],
    ['null', { volume: null }, /'volume'/],
    ['beyond safe integers', { volume: 1e300 }, /'volume'/],
    ['above the most a quote prices', { volume: 10_000_001 }, /'volume': must be at most 10,000,000 pieces/],
  ])('volume %s -> 400 naming it', async (_what, body, message) => {
    expect(await refused({ format: 'SMALL', ...body })).toMatch(message);
  });

  it.each([['HUGE'], ['small'], [''], [null], [3]])(
    'unknown format %j -> 400 naming it and the formats',
    async (format) => {
      expect(await refused({ volume: 5000, format })).toMatch(
        /'format': expected one of SMALL, BEST_SELLER, LARGE, JUMBO, OVERSIZED/,
      );
    },
  );

  it('malformed, empty or non-object bodies -> 400', async () => {
    expect(await refused('{"volume": 5', 400, key, true)).toMatch(/Malformed JSON/);
    expect(await refused('', 400, key, true)).toMatch(/empty/);
    expect(await refused([5000])).toMatch(/JSON object/);
  });

  it('needs a client key: none -> 401, an OAuth access token -> 403', async () => {
    const res = await sb.fetch('/client/calculators/eddm', {
      method: 'POST',
      body: JSON.stringify({ volume: 5000 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(401);
    expect(await refused({ volume: 5000 }, 403, sb.credentials.clients[0]!.accessToken)).toMatch(
      /client key/,
    );
  });

  it('GET is not a quote: 405 with Allow: POST', async () => {
    const res = await sb.fetch('/client/calculators/eddm', { headers: authHeaders(key) });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

import { describe, expect, it } from 'vitest';
import {
  eddmFormats,
  eddmQuoteRequestSchema,
  eddmQuoteSchema,
  flyerQuoteRequestSchema,
  flyerQuoteSchema,
  flyerSizes,
  flyerThicknesses,
} from './quote';

describe('EDDM quote', () => {
  it.each([{ volume: 5000 }, { volume: 5000, format: 'JUMBO' }])(
    'accepts a volume with or without a format: %j',
    (body) => {
      expect(eddmQuoteRequestSchema.parse(body)).toEqual(body);
    },
  );

  it('knows the EDDM formats, smallest first', () => {
    expect(eddmFormats).toEqual(['SMALL', 'BEST_SELLER', 'LARGE', 'JUMBO', 'OVERSIZED']);
  });

  it('refuses a missing, negative, fractional or non-numeric volume and an unknown format', () => {
    for (const body of [{}, { volume: -5 }, { volume: 0 }, { volume: 10.5 }, { volume: '5000' }]) {
      const result = eddmQuoteRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['volume']);
    }
    const badFormat = eddmQuoteRequestSchema.safeParse({ volume: 5000, format: 'HUGE' });
    expect(badFormat.error?.issues[0]?.path).toEqual(['format']);
  });

  it('parses a bound quote with its adjustment', () => {
    const quote = {
      currency: 'USD',
      format: 'SMALL',
      volume: 1000,
      perUnitPrice: 0.42,
      total: 420,
      tierApplied: { key: 1000, perUnitPrice: 0.42 },
      tierBasis: 'floor',
      minimumVolume: 1000,
      complete: false,
      adjustments: [
        {
          code: 'BOUND_APPLIED',
          field: 'volume',
          requested: 500,
          applied: 1000,
          affects: ['perUnitPrice', 'total'],
          detail: 'Volumes below 1000 are priced at the 1000 tier.',
        },
      ],
      note: 'Format omitted: SMALL was quoted; campaigns default to BEST_SELLER.',
    };
    const parsed = eddmQuoteSchema.parse({ ...quote, margin: 0.3 });
    expect(parsed).toEqual(quote);
    expect(parsed.adjustments[0]).toMatchObject({ requested: 500, applied: 1000 });
  });
});

describe('flyer-distribution quote', () => {
  const request = { countryId: 'US', flyerSize: 'A5', flyerThickness: '170gsm', flyerQuantity: 10000 };

  it('accepts the required fields and optional city, format and channel', () => {
    expect(flyerQuoteRequestSchema.parse(request)).toEqual({
      ...request,
      city: undefined,
      format: undefined,
      channel: undefined,
    });
    expect(
      flyerQuoteRequestSchema.parse({ ...request, city: ' Austin ', channel: 'H2H', format: 'FOLDED' }),
    ).toMatchObject({ city: 'Austin', channel: 'H2H', format: 'FOLDED' });
    expect(flyerSizes).toEqual(expect.arrayContaining(['A6', 'A5', 'A4', 'DL']));
    expect(flyerThicknesses).toEqual(expect.arrayContaining(['135gsm', '170gsm', '250gsm', '350gsm']));
  });

  it('refuses missing required fields, unknown sizes and a bad quantity', () => {
    for (const key of ['countryId', 'flyerSize', 'flyerThickness', 'flyerQuantity'] as const) {
      const { [key]: _omit, ...rest } = request;
      const result = flyerQuoteRequestSchema.safeParse(rest);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([key]);
    }
    expect(flyerQuoteRequestSchema.safeParse({ ...request, flyerSize: 'A0' }).success).toBe(false);
    expect(flyerQuoteRequestSchema.safeParse({ ...request, flyerQuantity: -5 }).success).toBe(false);
  });

  it('parses a fallback quote with suggestions and a null matchedCity', () => {
    const quote = flyerQuoteSchema.parse({
      currencySign: '$',
      countryId: 'US',
      city: 'Austinn',
      matchedCity: null,
      serviceType: 'h2h',
      totalAmount: 1450,
      costPerFlyer: 0.145,
      complete: false,
      adjustments: [
        {
          code: 'INPUT_NOT_MATCHED',
          field: 'city',
          requested: 'Austinn',
          applied: 'US',
          affects: ['totalAmount', 'costPerFlyer'],
          detail: 'No rate for Austinn; the country rate was used.',
          suggestions: ['Austin'],
        },
      ],
      payout: 900,
    });
    expect(quote.matchedCity).toBeNull();
    expect(quote.adjustments[0]?.suggestions).toEqual(['Austin']);
    expect(quote).not.toHaveProperty('payout');
  });
});

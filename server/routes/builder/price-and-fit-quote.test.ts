import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/contract/endpoints';
import { eddmFormats, type EddmFormat } from '../../../src/api/contract/quote';
import {
  call,
  create,
  designOf,
  eddmDraft,
  eddmQuote,
  fails,
  flyerQuote,
  pieces,
  sb,
  status,
  templateNamed,
  setupPriceAndFitSandbox,
  write,
} from './price-and-fit-test-kit';

setupPriceAndFitSandbox();

describe("creation status's quote is the calculators' price", () => {
  it('EDDM, each format: the EDDM calculator for the pieces in the format of the design chosen', async () => {
    expect(pieces()).toBeGreaterThanOrEqual(2500);
    const byDesign: [Record<string, string>, EddmFormat][] = [
      [{ designId: designOf('POSTCARD_6X9') }, 'BEST_SELLER'],
      [{ designId: designOf('POSTCARD_6X11') }, 'LARGE'],
      [{ designId: designOf('POSTCARD_8_5X11') }, 'JUMBO'],
      [{ templateId: templateNamed('Grand Opening Feast') }, 'BEST_SELLER'],
      [{ templateId: templateNamed('Menu Spotlight') }, 'LARGE'],
    ];
    const seen = new Set<EddmFormat>();
    for (const [creative, format] of byDesign) {
      // Created as SMALL: the design's format replaces it.
      const id = await eddmDraft({ format: 'SMALL' });
      await write(endpoints.setDraftCreative, id, creative);
      const calc = await eddmQuote(pieces(), format);
      expect((await status(id)).quote, JSON.stringify(creative)).toEqual({
        totalCosts: calc.total,
        flyersCount: pieces(),
        perPiece: calc.perUnitPrice,
        currency: calc.currency,
        format,
        calculator: 'eddm',
        includes: 'Printing and USPS postage',
      });
      seen.add(format);
    }
    // No design takes SMALL or OVERSIZED: a draft created in that format is priced in it.
    for (const format of eddmFormats.filter((f) => !seen.has(f))) {
      const id = await eddmDraft({ format });
      const calc = await eddmQuote(pieces(), format);
      expect((await status(id)).quote).toMatchObject({
        totalCosts: calc.total,
        perPiece: calc.perUnitPrice,
        format,
      });
    }
    // Without a format, BEST_SELLER (campaign creation's default).
    const id = await eddmDraft();
    expect((await status(id)).quote).toMatchObject({
      format: 'BEST_SELLER',
      totalCosts: (await eddmQuote(pieces(), 'BEST_SELLER')).total,
    });
  });

  it('a format is for EDDM drafts only', async () => {
    expect(
      await fails(
        400,
        call(endpoints.createDraft, { body: { channel: 'H2H', subtype: 'HANDTOHAND', format: 'LARGE' } }),
      ),
    ).toMatch(/'format'/);
  });

  it('H2H: the flyer calculator at the city rate, the size from the design, 135 gsm', async () => {
    const id = await create('H2H', 'HANDTOHAND');
    await write(endpoints.setDraftCities, id, { cities: [{ cityId: '4671654', volume: 5000 }] });
    // Before a design: A5.
    const a5 = await flyerQuote({
      countryId: 'US',
      city: 'Austin',
      flyerSize: 'A5',
      flyerThickness: '135gsm',
      flyerQuantity: 5000,
      channel: 'H2H',
    });
    expect(a5.totalAmount).toBe(1000);
    expect((await status(id)).quote).toEqual({
      totalCosts: a5.totalAmount,
      flyersCount: 5000,
      perPiece: a5.costPerFlyer,
      currency: 'USD',
      format: 'A5',
      paper: '135gsm',
      city: 'Austin',
      calculator: 'flyer-distribution',
      includes: 'Printing and distribution',
    });
    await write(endpoints.setDraftCreative, id, { designId: designOf('DOOR_HANGER') });
    const dl = await flyerQuote({
      countryId: 'US',
      city: 'Austin',
      flyerSize: 'DL',
      flyerThickness: '135gsm',
      flyerQuantity: 5000,
      channel: 'H2H',
    });
    expect((await status(id)).quote).toMatchObject({
      totalCosts: dl.totalAmount,
      perPiece: dl.costPerFlyer,
      format: 'DL',
    });
  });

  it('D2D: each city with its own volume at its own rate, the totals added', async () => {
    const id = await create('D2D', 'LETTERBOX');
    await write(endpoints.setDraftCities, id, {
      cities: [
        { cityId: '4671654', volume: 3000 },
        { cityId: '4684888', volume: 2000 },
      ],
    });
    await write(endpoints.setDraftCreative, id, { designId: designOf('FLYER_A5') });
    const quote = (city: string, flyerQuantity: number) =>
      flyerQuote({
        countryId: 'US',
        city,
        flyerSize: 'A5',
        flyerThickness: '135gsm',
        flyerQuantity,
        channel: 'D2D',
      });
    const [austin, dallas] = [await quote('Austin', 3000), await quote('Dallas', 2000)];
    expect((await status(id)).quote).toMatchObject({
      totalCosts: Math.round((austin.totalAmount + dallas.totalAmount) * 100) / 100,
      flyersCount: 5000,
      // Two rates: no single price per flyer.
      perPiece: null,
      city: 'Austin, Dallas',
      format: 'A5',
      calculator: 'flyer-distribution',
    });
    // One city: its calculator figures exactly.
    await write(endpoints.setDraftCities, id, { cities: [{ cityId: '4684888', volume: 2000 }] });
    expect((await status(id)).quote).toMatchObject({
      totalCosts: dallas.totalAmount,
      perPiece: dallas.costPerFlyer,
      city: 'Dallas',
    });
  });

  it("a saved list: each address at the EDDM calculator's per-piece price for its format and volume", async () => {
    const audience = await sb.db
      .selectFrom('audiences')
      .select(['id', 'address_count'])
      .where('client_id', '=', '1001')
      .where('status', '=', 'READY')
      .where('address_count', '>', 0)
      .executeTakeFirstOrThrow();
    const count = audience.address_count!;
    const id = await create('ADM', 'AUDIENCE');
    await write(endpoints.setDraftAudience, id, { audienceId: String(audience.id) });
    await write(endpoints.setDraftCreative, id, { designId: designOf('POSTCARD_6X11') });
    const calc = await eddmQuote(count, 'LARGE');
    expect((await status(id)).quote).toEqual({
      totalCosts: Math.round(count * calc.perUnitPrice * 100) / 100,
      flyersCount: count,
      perPiece: calc.perUnitPrice,
      currency: 'USD',
      format: 'LARGE',
      calculator: 'eddm',
      includes: 'Printing and USPS postage',
    });
  });
});

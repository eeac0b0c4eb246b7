import { describe, expect, it } from 'vitest';
import { eddmCampaignDefaultFormat, eddmQuoteDefaultFormat } from '../../src/api/contract/quote';
import { draftQuote, type QuoteInputs } from './draft-quote';
import { centsTotal, eddmTierTables, floorTier, quoteEddm } from './eddm-pricing';

const inputs = (over: Partial<QuoteInputs>): QuoteInputs => ({
  subtype: 'AUDIENCE',
  channel: 'ADM',
  countryId: 'US',
  format: null,
  volume: 500,
  cities: [],
  fit: undefined,
  ...over,
});

describe('a draft’s price', () => {
  // The campaign default differs from the calculator's own default: a fallback to the wrong one shows.
  it('knows the two defaults apart', () => {
    expect(eddmCampaignDefaultFormat).not.toBe(eddmQuoteDefaultFormat);
  });

  it('a saved-audience draft without a design is priced in the campaign’s default format', () => {
    const quote = draftQuote(inputs({ format: null, volume: 500 }));
    const { tier } = floorTier(eddmTierTables[eddmCampaignDefaultFormat], 500);
    expect(quote.format).toBe(eddmCampaignDefaultFormat);
    expect(quote.totalCosts).toBe(centsTotal(500, tier.cents));
    const other = floorTier(eddmTierTables[eddmQuoteDefaultFormat], 500).tier;
    expect(quote.totalCosts).not.toBe(centsTotal(500, other.cents));
  });

  it('an EDDM draft without a format is priced in the campaign’s default format too', () => {
    const quote = draftQuote(inputs({ subtype: 'EDDM', format: null, volume: 2500 }));
    expect(quote.format).toBe(eddmCampaignDefaultFormat);
    expect(quote.totalCosts).toBe(quoteEddm({ volume: 2500, format: eddmCampaignDefaultFormat }).total);
  });
});

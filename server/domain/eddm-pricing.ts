import type { Adjustment } from '../../src/api/contract/envelope';
import {
  eddmCampaignDefaultFormat,
  eddmFormats,
  eddmQuoteDefaultFormat,
  type EddmFormat,
  type EddmQuote,
  type EddmQuoteRequest,
} from '../../src/api/contract/quote';
// The one EDDM minimum: channel rules publish it, the areas step and submit enforce it, quotes carry it.
import { EDDM_MINIMUM_PIECES } from './lead-times';

export const EDDM_CURRENCY = 'USD';

/**
 * What an EDDM total covers. The spec leaves it open; the sandbox pins it: every per-piece price (and so
 * every total) includes printing and USPS postage, and every note says so. The dashboard states it beside
 * each EDDM total, and the README documents it.
 */
export const EDDM_PRICES_INCLUDE_POSTAGE = true;
export const EDDM_POSTAGE_NOTE = 'Prices include printing and USPS postage.';

/** How a volume picks its tier: the tier whose key is the largest one not above the volume. */
export const EDDM_TIER_BASIS = 'floor';

/** One pricing tier: from `key` pieces on, each piece costs `cents` US cents (whole cents, so totals are exact). */
export interface EddmTier {
  key: number;
  cents: number;
}

/**
 * Per-format tier tables (USD per piece, print and postage), ascending keys. The smallest key of every
 * table is the EDDM minimum. Within a table a larger tier never costs more per piece, and at any volume
 * SMALL is the cheapest format and each larger format costs more than the one before it (the tests sweep
 * both properties). JUMBO and OVERSIZED have fewer tiers: their largest discount starts earlier or not
 * at all.
 */
export const eddmTierTables: Record<EddmFormat, readonly EddmTier[]> = {
  SMALL: [
    { key: 1000, cents: 42 },
    { key: 2500, cents: 37 },
    { key: 5000, cents: 33 },
    { key: 10000, cents: 30 },
    { key: 25000, cents: 28 },
    { key: 50000, cents: 26 },
  ],
  BEST_SELLER: [
    { key: 1000, cents: 47 },
    { key: 2500, cents: 41 },
    { key: 5000, cents: 37 },
    { key: 10000, cents: 34 },
    { key: 25000, cents: 32 },
    { key: 50000, cents: 30 },
  ],
  LARGE: [
    { key: 1000, cents: 53 },
    { key: 2500, cents: 47 },
    { key: 5000, cents: 42 },
    { key: 10000, cents: 39 },
    { key: 25000, cents: 36 },
    { key: 50000, cents: 34 },
  ],
  JUMBO: [
    { key: 1000, cents: 61 },
    { key: 2500, cents: 55 },
    { key: 5000, cents: 49 },
    { key: 10000, cents: 45 },
    { key: 25000, cents: 42 },
  ],
  OVERSIZED: [
    { key: 1000, cents: 72 },
    { key: 2500, cents: 65 },
    { key: 5000, cents: 58 },
    { key: 10000, cents: 53 },
    { key: 20000, cents: 50 },
  ],
};

/** The floor tier for `volume`; a volume below the smallest key gets the smallest tier (`bounded`). */
export function floorTier(tiers: readonly EddmTier[], volume: number): { tier: EddmTier; bounded: boolean } {
  const smallest = tiers[0];
  if (!smallest) throw new Error('empty tier table');
  let tier = smallest;
  for (const t of tiers) if (t.key <= volume) tier = t;
  return { tier, bounded: volume < smallest.key };
}

/** `count × cents` in currency units, exact to the cent (volumes are at most MAX_QUOTE_PIECES). */
export const centsTotal = (count: number, cents: number) => Number(BigInt(count) * BigInt(cents)) / 100;

const formatList = eddmFormats.join(', ');

/**
 * Prices an EDDM request. Quotes write nothing.
 *
 * A volume below the smallest tier is moved up to that tier's key (the EDDM minimum): the response's
 * `volume` is the applied volume and `total` is that volume times the tier's unit price, with a
 * BOUND_APPLIED adjustment carrying the requested and applied volume. The spec calls the adjustment's
 * `applied` a volume, so the quote prices what can actually be ordered (a campaign below the minimum is
 * refused at the areas step), not a total the service would never charge.
 *
 * An omitted format quotes SMALL (the spec's rule) with an INPUT_NOT_MATCHED adjustment: no format was
 * matched, so a default was used, and that default differs from campaign creation's BEST_SELLER.
 */
export function quoteEddm(request: EddmQuoteRequest): EddmQuote {
  const format: EddmFormat = request.format ?? eddmQuoteDefaultFormat;
  const tiers = eddmTierTables[format];
  const { tier, bounded } = floorTier(tiers, request.volume);
  const volume = bounded ? tier.key : request.volume;
  const adjustments: Adjustment[] = [];

  if (request.format === undefined) {
    adjustments.push({
      code: 'INPUT_NOT_MATCHED',
      field: 'format',
      requested: null,
      applied: format,
      affects: ['format', 'perUnitPrice', 'total', 'tierApplied'],
      detail:
        `No format was given, so the smallest size (${format}) was quoted. Campaign creation defaults EDDM ` +
        `to ${eddmCampaignDefaultFormat}, so this quote will not match a campaign created without a format. ` +
        `Quote with format ${eddmCampaignDefaultFormat} for that price (formats: ${formatList}).`,
      suggestions: [eddmCampaignDefaultFormat],
    });
  }
  if (bounded) {
    adjustments.push({
      code: 'BOUND_APPLIED',
      field: 'volume',
      requested: request.volume,
      applied: volume,
      affects: ['volume', 'total', 'perUnitPrice', 'tierApplied'],
      detail:
        `${request.volume} pieces is below the smallest pricing tier (${tier.key} pieces), which is also ` +
        `the EDDM minimum of ${EDDM_MINIMUM_PIECES} pieces. The quote is for ${volume} pieces at that tier's ` +
        `unit price; a smaller selection is refused when the campaign's routes are set.`,
    });
  }

  const complete = adjustments.length === 0;
  return {
    currency: EDDM_CURRENCY,
    format,
    volume,
    perUnitPrice: tier.cents / 100,
    total: centsTotal(volume, tier.cents),
    tierApplied: { key: tier.key, perUnitPrice: tier.cents / 100 },
    tierBasis: EDDM_TIER_BASIS,
    minimumVolume: EDDM_MINIMUM_PIECES,
    complete,
    adjustments,
    note: complete
      ? `Priced at the ${tier.key}-piece rate, the largest tier the volume reaches. ${EDDM_POSTAGE_NOTE} Nothing was saved.`
      : `This quote differs from the request: ${adjustments.map((a) => a.field).join(' and ')} adjusted (see adjustments). ${EDDM_POSTAGE_NOTE} Nothing was saved.`,
  };
}

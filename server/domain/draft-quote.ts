import type { DraftQuote } from '../../src/api/contract/creation-status';
import {
  isEddmFormat,
  STREET_DRAFT_DEFAULT_SIZE,
  STREET_DRAFT_PAPER,
  type DesignFit,
} from '../../src/api/contract/print-format';
import { eddmCampaignDefaultFormat, type EddmFormat, type FlyerSize } from '../../src/api/contract/quote';
import { EDDM_MINIMUM_PIECES } from './lead-times';
import { centsTotal, EDDM_CURRENCY, eddmTierTables, floorTier, quoteEddm } from './eddm-pricing';
import { flyerCountries, quoteFlyer } from './flyer-pricing';

/**
 * Creation status's price of a draft, computed with the calculators' own pricing code and the inputs the
 * calculators would be given (`POST /client/calculators/eddm`, `POST /client/calculators/flyer-distribution`),
 * so a draft and a calculator never disagree:
 *
 * - EDDM: the EDDM calculator for the routes' pieces (residences plus businesses) in the draft's format.
 *   Below the EDDM minimum the calculator prices the minimum (1,000 pieces); the quote answers those
 *   figures (and says so in `includes`) while `flyersCount` stays the real pieces.
 * - saved audience: each address at the EDDM calculator's per-piece price for the draft's format at that
 *   volume (the floor tier; the smallest tier below 1,000: no minimum applies to a list).
 * - street (H2H, D2D): the flyer calculator with the campaign's country, the draft's channel, the chosen
 *   design's flyer size (A5 before one is chosen) and 135 gsm paper. When every chosen city has its own
 *   volume, each city is priced at its own rate and the totals added; otherwise the whole volume is priced
 *   at the first chosen city's rate (the country rate with no city).
 * - no pieces yet: 0 for 0 pieces, with how the draft will be priced (`perPiece` null).
 */

/** What an EDDM total covers (the EDDM calculator's note says the same). */
export const EDDM_QUOTE_INCLUDES = 'Printing and USPS postage';
export const STREET_QUOTE_INCLUDES = 'Printing and distribution';

export interface QuoteInputs {
  subtype: string | null;
  /** The builder channel (H2H or D2D for street drafts). */
  channel: string | null;
  countryId: string;
  /** The draft's stored EDDM format (mail drafts). */
  format: string | null;
  /** Pieces so far (null: not known yet). */
  volume: number | null;
  /** The chosen cities, in order, with their own volumes (street drafts). */
  cities: readonly { city_name: string; volume: number | null }[];
  /** The chosen design's fit for this draft, when one is chosen. */
  fit: DesignFit | undefined;
}

/** The EDDM format a mail draft is priced as: its stored one, else the campaign default. */
export const draftEddmFormat = (format: string | null): EddmFormat =>
  isEddmFormat(format) ? format : eddmCampaignDefaultFormat;

/** The flyer size a street draft is priced as: the chosen design's, else the default. */
export const draftFlyerSize = (fit: DesignFit | undefined): FlyerSize =>
  (fit?.fits ? fit.flyerSize : null) ?? STREET_DRAFT_DEFAULT_SIZE;

export function draftQuote(q: QuoteInputs): DraftQuote {
  const pieces = q.volume !== null && q.volume > 0 ? q.volume : 0;
  if (q.subtype === 'EDDM' || q.subtype === 'AUDIENCE') {
    const format = draftEddmFormat(q.format);
    const head = { calculator: 'eddm' as const, currency: EDDM_CURRENCY, format };
    if (pieces === 0)
      return { totalCosts: 0, flyersCount: 0, perPiece: null, ...head, includes: EDDM_QUOTE_INCLUDES };
    if (q.subtype === 'EDDM') {
      const eddm = quoteEddm({ volume: pieces, format });
      return {
        totalCosts: eddm.total,
        flyersCount: pieces,
        perPiece: eddm.perUnitPrice,
        ...head,
        includes:
          pieces < EDDM_MINIMUM_PIECES
            ? `${EDDM_QUOTE_INCLUDES}; priced at the EDDM minimum of ${EDDM_MINIMUM_PIECES.toLocaleString('en-US')} pieces`
            : EDDM_QUOTE_INCLUDES,
      };
    }
    const { tier } = floorTier(eddmTierTables[format], pieces);
    return {
      totalCosts: centsTotal(pieces, tier.cents),
      flyersCount: pieces,
      perPiece: tier.cents / 100,
      ...head,
      includes: EDDM_QUOTE_INCLUDES,
    };
  }
  if (q.subtype === 'HANDTOHAND' || q.subtype === 'LETTERBOX') {
    const countryId = q.countryId.toUpperCase();
    const country = flyerCountries[countryId];
    const flyerSize = draftFlyerSize(q.fit);
    const channel = q.channel ?? q.subtype;
    if (!country) {
      return {
        totalCosts: 0,
        flyersCount: pieces,
        calculator: null,
        currency: null,
        perPiece: null,
        format: flyerSize,
        paper: STREET_DRAFT_PAPER,
        city: null,
        includes: `No flyer-distribution rate for the country ${countryId}; the total is not known`,
      };
    }
    const quote = (city: string | undefined, flyerQuantity: number) =>
      quoteFlyer({
        countryId,
        ...(city === undefined ? {} : { city }),
        flyerSize,
        flyerThickness: STREET_DRAFT_PAPER,
        flyerQuantity,
        channel,
      });
    const head = {
      calculator: 'flyer-distribution' as const,
      currency: country.currency,
      format: flyerSize,
      paper: STREET_DRAFT_PAPER,
      includes: STREET_QUOTE_INCLUDES,
    };
    const perCity = q.cities.every((c) => c.volume !== null) && q.cities.length > 0;
    const parts = perCity
      ? q.cities.map((c) => quote(c.city_name, c.volume!))
      : [quote(q.cities[0]?.city_name, pieces)];
    const rates = new Set(parts.map((p) => p.costPerFlyer));
    const cities = [...new Set(parts.flatMap((p) => (p.matchedCity ? [p.matchedCity] : [])))];
    return {
      totalCosts: pieces === 0 ? 0 : Math.round(parts.reduce((s, p) => s + p.totalAmount, 0) * 100) / 100,
      flyersCount: pieces,
      perPiece: pieces === 0 || rates.size !== 1 ? null : parts[0]!.costPerFlyer,
      ...head,
      city: cities.length > 0 ? cities.join(', ') : null,
    };
  }
  // Inserts (outside the builder): no calculator prices them.
  return {
    totalCosts: 0,
    flyersCount: pieces,
    calculator: null,
    currency: null,
    perPiece: null,
    format: null,
    paper: null,
    city: null,
    includes: 'No calculator prices this channel; the total is not known',
  };
}

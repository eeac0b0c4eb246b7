import { z } from './zod';
import { knownText } from './wire-schema';
import { completenessFields } from './envelope';

/**
 * Pricing quotes: `POST /client/calculators/eddm` and `POST /client/calculators/flyer-distribution`.
 * Quotes save nothing and need no campaign.
 */

/** EDDM formats, smallest first. Omitting `format` quotes SMALL; campaign creation defaults to BEST_SELLER. */
export const eddmFormats = ['SMALL', 'BEST_SELLER', 'LARGE', 'JUMBO', 'OVERSIZED'] as const;
export type EddmFormat = (typeof eddmFormats)[number];
export const eddmFormatSchema = z.enum(eddmFormats, { message: `expected one of ${eddmFormats.join(', ')}` });
export const eddmQuoteDefaultFormat = 'SMALL' satisfies EddmFormat;
export const eddmCampaignDefaultFormat = 'BEST_SELLER' satisfies EddmFormat;

/**
 * Most pieces (or flyers) one quote prices: far above any real drop, and low enough that every total is
 * exact to the cent as a JSON number.
 */
export const MAX_QUOTE_PIECES = 10_000_000;

/** Whole pieces, 1 to MAX_QUOTE_PIECES. */
const pieces = z
  // A missing value keeps zod's own "received undefined" message, which the sandbox reports as "is required".
  .number({ error: (iss) => (iss.input === undefined ? undefined : 'expected a whole number of pieces') })
  .check(
    z.int('expected a whole number of pieces'),
    z.positive('must be a positive number of pieces'),
    z.lte(MAX_QUOTE_PIECES, 'must be at most 10,000,000 pieces'),
  );

/** EDDM quote request: `volume` required; `format` optional. */
export const eddmQuoteRequestSchema = z.object({
  volume: pieces,
  format: z.optional(eddmFormatSchema),
});
export type EddmQuoteRequest = z.infer<typeof eddmQuoteRequestSchema>;

/**
 * EDDM quote. `tierApplied` is the pricing tier used (`tierBasis` `floor`: the tier whose key is the
 * largest not above the volume). A volume below the smallest tier is priced at that tier and carries a
 * BOUND_APPLIED adjustment with `complete: false`.
 */
export const eddmQuoteSchema = z.object({
  currency: z.string(),
  format: knownText(eddmFormats),
  volume: z.number().check(z.nonnegative()),
  perUnitPrice: z.number().check(z.nonnegative()),
  total: z.number().check(z.nonnegative()),
  tierApplied: z.object({
    key: z.number().check(z.nonnegative()),
    perUnitPrice: z.number().check(z.nonnegative()),
  }),
  tierBasis: z.string(),
  minimumVolume: z.number().check(z.nonnegative()),
  ...completenessFields,
});
export type EddmQuote = z.infer<typeof eddmQuoteSchema>;

/** Flyer sizes and paper thicknesses the sandbox prices (the glossary lists them too). */
export const flyerSizes = ['A6', 'A5', 'A4', 'DL'] as const;
export type FlyerSize = (typeof flyerSizes)[number];
export const flyerThicknesses = ['135gsm', '170gsm', '250gsm', '350gsm'] as const;
export type FlyerThickness = (typeof flyerThicknesses)[number];

/** Optional free text; blank means absent. The key stays optional in the parsed type. */
const optionalText = () =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters')),
      z.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/**
 * Flyer-distribution quote request. `countryId`, `flyerSize`, `flyerThickness` and `flyerQuantity` are
 * required. The spec allows a city, a format and a channel without naming them: `city` (a city name,
 * matched loosely), `format` and `channel` are the sandbox's names, free text up to 100 characters.
 */
export const flyerQuoteRequestSchema = z.object({
  countryId: z.string().check(z.trim(), z.minLength(1, 'countryId is required')),
  flyerSize: z.enum(flyerSizes, { message: `expected one of ${flyerSizes.join(', ')}` }),
  flyerThickness: z.enum(flyerThicknesses, { message: `expected one of ${flyerThicknesses.join(', ')}` }),
  flyerQuantity: z
    .number({ error: (iss) => (iss.input === undefined ? undefined : 'expected a whole number of flyers') })
    .check(
      z.int('expected a whole number of flyers'),
      z.positive('must be a positive number of flyers'),
      z.lte(MAX_QUOTE_PIECES, 'must be at most 10,000,000 flyers'),
    ),
  city: optionalText(),
  format: optionalText(),
  channel: optionalText(),
});
export type FlyerQuoteRequest = z.output<typeof flyerQuoteRequestSchema>;
export type FlyerQuoteInput = z.input<typeof flyerQuoteRequestSchema>;

/**
 * Flyer-distribution quote. `matchedCity` is the city whose rate was used, or null when the country rate
 * was used (then an INPUT_NOT_MATCHED adjustment carries `suggestions` of close city names and
 * `complete` is false). `city` echoes the requested city: a string in the spec (the sandbox sends '' when
 * none was asked for); null is read as none too.
 */
export const flyerQuoteSchema = z.object({
  currencySign: z.string(),
  countryId: z.string(),
  city: z.nullable(z.string()),
  matchedCity: z.nullable(z.string()),
  serviceType: z.string(),
  totalAmount: z.number().check(z.nonnegative()),
  costPerFlyer: z.number().check(z.nonnegative()),
  ...completenessFields,
});
export type FlyerQuote = z.infer<typeof flyerQuoteSchema>;

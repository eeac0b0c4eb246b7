import { z } from './zod';
import { knownText } from './wire-schema';
import { isoDate } from './common';
import { adjustmentSchema } from './envelope';

/**
 * The names creation status's `missing` uses, stable (the dashboard maps each to its wizard step). The spec
 * shows `selectedDesignId` and `startDate`; the others are the sandbox's:
 * - EDDM: `routes` (none chosen), `minimumVolume` (their pieces are below the EDDM minimum);
 * - saved audience: `audience` (none), `audienceReady` (not READY), `audienceAddresses` (READY, empty);
 * - street channels: `cities` (none), `volume` (no volume for every city and none in details);
 * - every channel: `selectedDesignId` (no design), `designReady` (the design is not READY), `designFit`
 *   (the design does not fit the channel: see `designFit` in `print-format.ts`), `startDate` (none, or
 *   earlier than `earliestStartDate`).
 */
export const creationMissingItems = [
  'routes',
  'minimumVolume',
  'audience',
  'audienceReady',
  'audienceAddresses',
  'cities',
  'volume',
  'selectedDesignId',
  'designReady',
  'designFit',
  'startDate',
] as const;
export type CreationMissingItem = (typeof creationMissingItems)[number];

/**
 * The one way a refused submit names what is missing: "Cannot submit campaign 12: missing startDate,
 * designReady. <note>". The sandbox writes it with this; the dashboard reads it back with `readMissingItems`.
 */
export function missingItemsRefusal(
  campaignId: number | string,
  missing: readonly string[],
  note?: string | null,
) {
  return `Cannot submit campaign ${campaignId}: missing ${missing.join(', ')}` + (note ? `. ${note}` : '');
}

/** The items and the note of a `missingItemsRefusal` message, or null when the message is another. */
export function readMissingItems(message: string): { items: string[]; note: string } | null {
  const lead = message.indexOf(': missing ');
  if (!message.startsWith('Cannot submit campaign ') || lead === -1) return null;
  const tail = message.slice(lead + ': missing '.length);
  const stop = tail.indexOf('. ');
  const list = stop === -1 ? tail.replace(/\.$/, '') : tail.slice(0, stop);
  return { items: list.split(', ').filter(Boolean), note: stop === -1 ? '' : tail.slice(stop + 2).trim() };
}

/**
 * The builder's steps, as `lastActiveStep` names them (the spec shows `segments`, read as the targeting
 * step): the step last saved, `review` once submitted.
 */
export const builderStepNames = [
  'areas',
  'demographics',
  'audience',
  'cities',
  'creative',
  'details',
  'review',
] as const;
export type BuilderStepName = (typeof builderStepNames)[number];

/**
 * Creation status's price of the draft. The spec gives `totalCosts` and `flyersCount`; the sandbox adds how
 * it was priced, so a page can show the same figures as the calculators: `calculator` (`eddm` or
 * `flyer-distribution`: the pricing code the quote endpoints use, with the same inputs), `currency`,
 * `perPiece` (the calculator's price per piece or flyer), `format` (the EDDM format code, or the flyer
 * size), `paper` (flyers), `city` (the flyer rate's city, null for the country rate) and `includes` (what
 * the total covers, in words). Each is optional: a service without them still sends the spec's two.
 */
export const draftQuoteSchema = z.object({
  totalCosts: z.number().check(z.nonnegative()),
  flyersCount: z.number().check(z.int(), z.nonnegative()),
  calculator: z.optional(z.nullable(z.enum(['eddm', 'flyer-distribution']))),
  currency: z.optional(z.nullable(z.string())),
  perPiece: z.optional(z.nullable(z.number().check(z.nonnegative()))),
  format: z.optional(z.nullable(z.string())),
  paper: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  includes: z.optional(z.nullable(z.string())),
});
export type DraftQuote = z.infer<typeof draftQuoteSchema>;

/**
 * `GET /client/campaigns/{id}/creation-status`: what a draft still needs before it can be submitted.
 *
 * `submittable` is true, false or null. Null means a prerequisite could not be checked: treat it as
 * unknown, never as no. Then `complete` is false and a `note` or an adjustment says which check did not
 * run (the schema enforces both). Otherwise `complete`, `adjustments` and `note` may be left out.
 * `missing` names the outstanding items (for example `selectedDesignId`, `startDate`).
 * `earliestStartDate` already includes print lead times and the channel: never compute a launch date
 * yourself. `lastActiveStep` is null on a draft no step has been saved for yet, else one of
 * `builderStepNames` (the spec shows `segments`, read as the targeting step). `missing` uses
 * `creationMissingItems`; a name outside that list is still shown, as an item the service names.
 */
export const creationStatusSchema = z
  .object({
    campaignId: z.string(),
    internalStatus: z.string(),
    lastActiveStep: z.nullable(knownText(builderStepNames)),
    submittable: z.nullable(z.boolean()),
    missing: z.array(knownText(creationMissingItems)),
    earliestStartDate: isoDate,
    launchLeadTimeEnforced: z.boolean(),
    launchLeadTimeKnown: z.boolean(),
    minStartBusinessDays: z.number().check(z.int(), z.nonnegative()),
    asOfDateUtc: isoDate,
    pathfinderCities: z.number().check(z.int(), z.nonnegative()),
    quote: draftQuoteSchema,
    /**
     * Not in the spec: the channel and subtype the draft was created with (`ADM`/`EDDM`, `ADM`/`AUDIENCE`,
     * `H2H`/`HANDTOHAND`, `D2D`/`LETTERBOX`). The sandbox sends them; without them a reader falls back to
     * the campaign's type.
     */
    channel: z.optional(z.nullable(z.string())),
    subtype: z.optional(z.nullable(z.string())),
    complete: z.optional(z.boolean()),
    adjustments: z._default(z.array(adjustmentSchema), []),
    note: z.optional(z.string()),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.submittable !== null) return;
      if (s.complete !== false) {
        ctx.addIssue({
          code: 'custom',
          path: ['complete'],
          message: 'must be false when submittable is null',
        });
      }
      if (!s.note && s.adjustments.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['note'],
          message: 'a note or an adjustment must say which check did not run when submittable is null',
        });
      }
    }),
  );
export type CreationStatus = z.infer<typeof creationStatusSchema>;

/** `submittable` read as a three-way state; `unknown` is not `no`. */
export type Submittability = 'yes' | 'no' | 'unknown';
export const submittability = (s: Pick<CreationStatus, 'submittable'>): Submittability =>
  s.submittable === null ? 'unknown' : s.submittable ? 'yes' : 'no';

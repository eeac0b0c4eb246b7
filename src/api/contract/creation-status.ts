import { z } from 'zod';
import { isoDate } from './common';
import { adjustmentSchema } from './envelope';

/**
 * `GET /client/campaigns/{id}/creation-status`: what a draft still needs before it can be submitted.
 *
 * `submittable` is true, false or null. Null means a prerequisite could not be checked: treat it as
 * unknown, never as no. Then `complete` is false and a `note` or an adjustment says which check did not
 * run (the schema enforces both). Otherwise `complete`, `adjustments` and `note` may be left out.
 * `missing` names the outstanding items (for example `selectedDesignId`, `startDate`).
 * `earliestStartDate` already includes print lead times and the channel: never compute a launch date
 * yourself. `lastActiveStep` is null on a draft no step has been saved for yet; the builder's steps are
 * `areas`, `demographics`, `audience`, `cities`, `creative`, `details` and `review` (the spec shows
 * `segments`, read as the targeting step).
 */
export const creationStatusSchema = z
  .object({
    campaignId: z.string(),
    internalStatus: z.string(),
    lastActiveStep: z.string().nullable(),
    submittable: z.boolean().nullable(),
    missing: z.array(z.string()),
    earliestStartDate: isoDate,
    launchLeadTimeEnforced: z.boolean(),
    launchLeadTimeKnown: z.boolean(),
    minStartBusinessDays: z.number().int().nonnegative(),
    asOfDateUtc: isoDate,
    pathfinderCities: z.number().int().nonnegative(),
    quote: z.object({ totalCosts: z.number().nonnegative(), flyersCount: z.number().int().nonnegative() }),
    /**
     * Not in the spec: the channel and subtype the draft was created with (`ADM`/`EDDM`, `ADM`/`AUDIENCE`,
     * `H2H`/`HANDTOHAND`, `D2D`/`LETTERBOX`). The sandbox sends them; without them a reader falls back to
     * the campaign's type.
     */
    channel: z.string().nullable().optional(),
    subtype: z.string().nullable().optional(),
    complete: z.boolean().optional(),
    adjustments: z.array(adjustmentSchema).default([]),
    note: z.string().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.submittable !== null) return;
    if (s.complete !== false) {
      ctx.addIssue({ code: 'custom', path: ['complete'], message: 'must be false when submittable is null' });
    }
    if (!s.note && s.adjustments.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'a note or an adjustment must say which check did not run when submittable is null',
      });
    }
  });
export type CreationStatus = z.infer<typeof creationStatusSchema>;

/** `submittable` read as a three-way state; `unknown` is not `no`. */
export type Submittability = 'yes' | 'no' | 'unknown';
export const submittability = (s: Pick<CreationStatus, 'submittable'>): Submittability =>
  s.submittable === null ? 'unknown' : s.submittable ? 'yes' : 'no';

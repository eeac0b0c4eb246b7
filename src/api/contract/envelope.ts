import { z } from './zod';
import { knownText } from './wire-schema';

/** `{success: true, data}` around any payload. */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ success: z.literal(true), data });

/** `{success: false, error}`: the only failure shape of the service. */
export const failureEnvelope = z.object({ success: z.literal(false), error: z.string() });
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** List reads: `{nodes, totalCount}`. */
export const listPage = <T extends z.ZodMiniType>(node: T) =>
  z.object({ nodes: z.array(node), totalCount: z.number().check(z.int(), z.nonnegative()) });
export type ListPage<T> = { nodes: T[]; totalCount: number };

export const adjustmentCodes = ['BOUND_APPLIED', 'INPUT_NOT_MATCHED', 'TRUNCATED'] as const;

/** One adjustment: an input or output the service moved, substituted or cut. */
export const adjustmentSchema = z.object({
  /** Known codes are in `adjustmentCodes`; others are kept as text so a new code never breaks a page. */
  code: knownText(adjustmentCodes),
  field: z.string(),
  requested: z.optional(z.unknown()),
  applied: z.optional(z.unknown()),
  affects: z._default(z.array(z.string()), []),
  detail: z.string(),
  suggestions: z.optional(z.array(z.string())),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** `complete`, `adjustments`, `note`: carried by quotes, some lists and totals. */
export const completenessFields = {
  complete: z.boolean(),
  adjustments: z._default(z.array(adjustmentSchema), []),
  note: z.optional(z.string()),
};

import { z } from './zod';
import { knownText } from './wire-schema';

/** `{success: true, data}` around any payload. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{success: false, error}`: the only failure shape of the service. */
export const failureEnvelope = z.object({ success: z.literal(false), error: z.string() });
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** List reads: `{nodes, totalCount}`. */
export const listPage = <T extends z.ZodType>(node: T) =>
  z.object({ nodes: z.array(node), totalCount: z.number().int().nonnegative() });
export type ListPage<T> = { nodes: T[]; totalCount: number };

export const adjustmentCodes = ['BOUND_APPLIED', 'INPUT_NOT_MATCHED', 'TRUNCATED'] as const;

/** One adjustment: an input or output the service moved, substituted or cut. */
export const adjustmentSchema = z.object({
  /** Known codes are in `adjustmentCodes`; others are kept as text so a new code never breaks a page. */
  code: knownText(adjustmentCodes),
  field: z.string(),
  requested: z.unknown().optional(),
  applied: z.unknown().optional(),
  affects: z.array(z.string()).default([]),
  detail: z.string(),
  suggestions: z.array(z.string()).optional(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** `complete`, `adjustments`, `note`: carried by quotes, some lists and totals. */
export const completenessFields = {
  complete: z.boolean(),
  adjustments: z.array(adjustmentSchema).default([]),
  note: z.string().optional(),
};

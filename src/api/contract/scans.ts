import { z } from './zod';

/**
 * `GET /client/campaigns/{id}/scans`: the campaign's scan analytics as three titled figures. Fields the
 * spec does not show (distribution progress, average gap between scans) are not part of the contract and
 * are stripped by parsing.
 */
const figure = z.object({ title: z.string(), value: z.number().check(z.nonnegative()) });

/** The `type` the spec shows for the conversion rate: `value` is a percentage (12.5 means 12.5 %). */
export const percentType = 'PERCENT';

export const scanAnalyticsSchema = z.object({
  /** Unique scans. */
  quantity: figure,
  /** Scan conversion rate; `type` says how to read `value` (`PERCENT`). */
  cvr: z.extend(figure, { type: z.string() }),
  /** Flyers distributed. */
  flyers: figure,
});
export type ScanAnalytics = z.infer<typeof scanAnalyticsSchema>;
export type ScanFigure = z.infer<typeof figure>;

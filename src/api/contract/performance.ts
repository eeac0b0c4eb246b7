import { z } from './zod';
import { isoDate } from './common';

/**
 * `GET /client/campaigns/{id}/performance`. The spec publishes two shapes for the same path; both are
 * accepted. Only volume figures are ever kept: no schema here has a cost, revenue, ROI, CPA, spend,
 * margin or conversion-value field, so any such field or series a response carried is stripped by parsing.
 */

/** A week bucket, `YYYY-Www` (ISO week number 01..53), e.g. `2026-W07`. */
export const isoWeek = z
  .string()
  .check(z.regex(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, 'expected a week as YYYY-Www'));

const count = z.number().check(z.nonnegative());

/** One named series, aligned with the buckets of `xAxis`. */
export const volumeSeriesSchema = z.object({ label: z.string(), data: z.array(count) });
export type VolumeSeries = z.infer<typeof volumeSeriesSchema>;

/** The only series kept, in display order. */
export const volumeSeriesKeys = ['scans', 'conversions', 'flyersDistributed'] as const;
export type VolumeSeriesKey = (typeof volumeSeriesKeys)[number];

/**
 * Volume shape: `xAxis` holds the week buckets, `yAxis` the named series. `yAxis` is parsed with the
 * three known keys only, so a monetary series (`cost`, `revenue`, `roi`, ...) never survives parsing.
 * A series the response leaves out is absent; every present series has one value per bucket.
 */
export const performanceVolumeSchema = z
  .object({
    xAxis: z.object({ label: z.string(), data: z.array(isoWeek) }),
    yAxis: z.object({
      scans: z.optional(volumeSeriesSchema),
      conversions: z.optional(volumeSeriesSchema),
      flyersDistributed: z.optional(volumeSeriesSchema),
    }),
  })
  .check(
    z.superRefine((p, ctx) => {
      for (const key of volumeSeriesKeys) {
        const series = p.yAxis[key];
        if (series && series.data.length !== p.xAxis.data.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['yAxis', key, 'data'],
            message: `has ${series.data.length} values for ${p.xAxis.data.length} buckets`,
          });
        }
      }
    }),
  );
export type PerformanceVolume = z.infer<typeof performanceVolumeSchema>;

/** One day of the summary shape. */
export const performanceDaySchema = z.object({ date: isoDate, distributed: count, scans: count });
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

/** Summary shape: totals plus a daily `timeline`. No cost, revenue or margin field is exposed. */
export const performanceSummarySchema = z.object({
  distributed: count,
  scans: count,
  reach: count,
  conversions: count,
  timeline: z.array(performanceDaySchema),
});
export type PerformanceSummary = z.infer<typeof performanceSummarySchema>;

/** Either published shape; the volume shape is recognised by its `xAxis`/`yAxis`. */
export const performanceSchema = z.union([performanceVolumeSchema, performanceSummarySchema]);
export type Performance = z.infer<typeof performanceSchema>;

export const isVolumePerformance = (p: Performance): p is PerformanceVolume => 'xAxis' in p;
export const isSummaryPerformance = (p: Performance): p is PerformanceSummary => 'timeline' in p;

import { z } from './zod';
import { isoDate, isoTimestamp } from './common';

/** An epoch-milliseconds value carried as a string, e.g. `"1767225600000"`. */
export const epochMillisString = z
  .string()
  .check(z.regex(/^\d{1,15}$/, 'expected epoch milliseconds as a string of digits'));

/**
 * `GET /client/campaigns/{id}/dates`: the campaign schedule.
 * `startDate` is an epoch-milliseconds string (null while a draft has no launch date); read it with
 * `scheduleStart`. `activeDates.start`/`end` are each null until the campaign has started / ended; they
 * may be plain dates or timestamps. `planned_end_date` is null while no start date is set.
 */
export const campaignScheduleSchema = z.object({
  startDate: z.nullable(epochMillisString),
  status: z.string(),
  activeDates: z.object({ start: z.nullable(isoTimestamp), end: z.nullable(isoTimestamp) }),
  client_industry: z.nullable(z.string()),
  actual_duration_weeks: z.number().check(z.nonnegative()),
  planned_end_date: z.nullable(isoDate),
});
export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

/** The schedule's start as a Date, or null when none is set. */
export const scheduleStart = (schedule: Pick<CampaignSchedule, 'startDate'>): Date | null =>
  schedule.startDate === null ? null : new Date(Number(schedule.startDate));

/** Epoch milliseconds of a Date, as the string `startDate` carries. */
export const toEpochMillisString = (date: Date): string => String(date.getTime());

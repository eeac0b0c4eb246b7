import { describe, expect, it } from 'vitest';
import { campaignScheduleSchema, scheduleStart, toEpochMillisString } from './campaign-dates';

const schedule = {
  startDate: '1767571200000',
  status: 'ACTIVE',
  activeDates: { start: '2026-01-05', end: null },
  client_industry: 'FOOD',
  actual_duration_weeks: 6,
  planned_end_date: '2026-02-16',
};

describe('campaignScheduleSchema', () => {
  it('parses a schedule with an epoch-milliseconds start', () => {
    const parsed = campaignScheduleSchema.parse(schedule);
    expect(parsed).toEqual(schedule);
    expect(scheduleStart(parsed)?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(toEpochMillisString(new Date('2026-01-05T00:00:00Z'))).toBe(schedule.startDate);
  });

  it('accepts a draft with no start yet', () => {
    const draft = {
      ...schedule,
      startDate: null,
      activeDates: { start: null, end: null },
      planned_end_date: null,
    };
    expect(scheduleStart(campaignScheduleSchema.parse(draft))).toBeNull();
  });

  it('refuses a start that is not epoch milliseconds and a bad plain date', () => {
    expect(campaignScheduleSchema.safeParse({ ...schedule, startDate: '2026-01-05' }).success).toBe(false);
    expect(campaignScheduleSchema.safeParse({ ...schedule, startDate: 1767571200000 }).success).toBe(false);
    expect(campaignScheduleSchema.safeParse({ ...schedule, planned_end_date: '16/02/2026' }).success).toBe(
      false,
    );
    expect(
      campaignScheduleSchema.safeParse({ ...schedule, activeDates: { start: 'someday', end: null } }).success,
    ).toBe(false);
  });

  it('strips unknown fields', () => {
    expect(campaignScheduleSchema.parse({ ...schedule, budget: 5000 })).not.toHaveProperty('budget');
  });
});

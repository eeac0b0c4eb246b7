import { afterEach, describe, expect, it } from 'vitest';
import { isoWeekMonday, isoWeekOf } from '../api/contract/iso-week';
import { groupByDay, localDateOf, weekBounds, weekDays } from './week';

const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

describe('ISO weeks', () => {
  it('starts a week on Monday, whatever the day given', () => {
    expect(isoWeekMonday('2026-11-16')).toBe('2026-11-16'); // Monday
    expect(isoWeekMonday('2026-11-18')).toBe('2026-11-16'); // Wednesday
    expect(isoWeekMonday('2026-11-22')).toBe('2026-11-16'); // Sunday belongs to the week before
    expect(isoWeekMonday('2026-01-01')).toBe('2025-12-29'); // across a year end
    expect(isoWeekMonday('2024-03-03')).toBe('2024-02-26'); // across a leap day
    expect(isoWeekMonday('not a date')).toBe('not a date');
  });

  it('lists the seven days Monday to Sunday', () => {
    expect(weekDays('2025-12-29')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('numbers weeks the ISO way, with the week-numbering year', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeekOf('2026-11-22')).toEqual({ year: 2026, week: 47 });
  });
});

describe('days in the user time zone', () => {
  it('bounds a week from local Monday midnight to the last instant of Sunday', () => {
    process.env.TZ = 'America/New_York';
    expect(weekBounds('2026-11-16')).toEqual({
      from: '2026-11-16T05:00:00.000Z',
      to: '2026-11-23T04:59:59.999Z',
    });
    process.env.TZ = 'UTC';
    expect(weekBounds('2026-11-16')).toEqual({
      from: '2026-11-16T00:00:00.000Z',
      to: '2026-11-22T23:59:59.999Z',
    });
  });

  it('follows a daylight-saving change inside the week (a 167-hour week)', () => {
    process.env.TZ = 'Europe/Paris';
    const { from, to } = weekBounds('2026-10-19');
    expect(from).toBe('2026-10-18T22:00:00.000Z'); // CEST, UTC+2
    expect(to).toBe('2026-10-25T22:59:59.999Z'); // CET from Oct 25, UTC+1
  });

  it('bounds whole days for a date range', () => {
    process.env.TZ = 'UTC';
    expect(weekBounds('2026-01-31', 1)).toEqual({
      from: '2026-01-31T00:00:00.000Z',
      to: '2026-01-31T23:59:59.999Z',
    });
  });

  it('puts an instant on the user’s calendar day, not the UTC one', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(localDateOf('2026-11-23T03:30:00Z')).toBe('2026-11-22');
    process.env.TZ = 'Asia/Tokyo';
    expect(localDateOf('2026-11-22T16:00:00Z')).toBe('2026-11-23');
    expect(localDateOf('garbage')).toBe('');
  });

  it('groups items by local day, sorted by time, and drops those outside the week', () => {
    process.env.TZ = 'America/Los_Angeles';
    const items = [
      { id: 'late-sunday', at: '2026-11-23T07:00:00Z' }, // Sunday 23:00 in LA
      { id: 'monday-noon', at: '2026-11-16T20:00:00Z' },
      { id: 'monday-morning', at: '2026-11-16T16:00:00Z' },
      { id: 'next-week', at: '2026-11-23T09:00:00Z' }, // Monday 01:00 in LA
      { id: 'previous-week', at: '2026-11-16T07:00:00Z' }, // Sunday 23:00 in LA
    ];
    const days = groupByDay(items, '2026-11-16', (i) => i.at);
    expect(days.map((d) => d.date)).toEqual(weekDays('2026-11-16'));
    expect(days[0]!.items.map((i) => i.id)).toEqual(['monday-morning', 'monday-noon']);
    expect(days[6]!.items.map((i) => i.id)).toEqual(['late-sunday']);
    expect(days.flatMap((d) => d.items)).toHaveLength(3);
  });
});

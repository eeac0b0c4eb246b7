import { describe, expect, it } from 'vitest';
import { mondayOfIsoWeek } from '../api/contract/iso-week';
import {
  daysSoFar,
  formatDaySpan,
  formatShortDay,
  formatWeekdaysSoFar,
  isoWeeksInYear,
  parseIsoWeek,
  runningSpanIndex,
  spansNeedYear,
  weekEndOf,
  weekStartOf,
} from './week-buckets';

/** Intl separates a range with thin or plain spaces depending on the ICU version: compare the words. */
const words = (s: string) => s.replace(/\s+/g, ' ');

describe('ISO week buckets', () => {
  it('parses YYYY-Www and refuses weeks that do not exist', () => {
    expect(parseIsoWeek('2026-W12')).toEqual({ year: 2026, week: 12 });
    expect(parseIsoWeek('2026-W00')).toBeUndefined();
    expect(parseIsoWeek('2025-W53')).toBeUndefined(); // 2025 has 52 weeks
    expect(parseIsoWeek('2026-W53')).toEqual({ year: 2026, week: 53 });
    expect(parseIsoWeek('2020-W53')).toEqual({ year: 2020, week: 53 });
    expect(parseIsoWeek('2026-12')).toBeUndefined();
    expect(parseIsoWeek('')).toBeUndefined();
  });

  it('knows which years have 53 weeks', () => {
    expect(isoWeeksInYear(2020)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2015)).toBe(53);
  });

  it('finds the Monday a week starts on, across year boundaries', () => {
    expect(mondayOfIsoWeek(2026, 1)).toBe('2025-12-29');
    expect(mondayOfIsoWeek(2026, 12)).toBe('2026-03-16');
    expect(mondayOfIsoWeek(2021, 1)).toBe('2021-01-04');
    expect(mondayOfIsoWeek(2020, 53)).toBe('2020-12-28');
    expect(weekStartOf('2026-W12')).toBe('2026-03-16');
    expect(weekStartOf('soon')).toBeUndefined();
  });

  it('finds the Sunday a week ends on, across month and year boundaries', () => {
    expect(weekEndOf('2026-W47')).toBe('2026-11-22');
    expect(weekEndOf('2026-W01')).toBe('2026-01-04');
    expect(weekEndOf('2026-W53')).toBe('2027-01-03');
    expect(weekEndOf('soon')).toBeUndefined();
  });

  it('marks as running the one week that holds today, and none once the weeks are over', () => {
    const weeks = [
      { start: '2026-11-09', end: '2026-11-15' },
      { start: '2026-11-16', end: '2026-11-22' },
      { start: '2026-11-23', end: '2026-11-29' },
    ];
    expect(runningSpanIndex(weeks, '2026-11-23')).toBe(2); // its Monday
    expect(runningSpanIndex(weeks, '2026-11-29')).toBe(2); // its Sunday
    expect(runningSpanIndex(weeks, '2026-11-18')).toBe(1);
    expect(runningSpanIndex(weeks, '2026-11-30')).toBeUndefined(); // all complete
    expect(runningSpanIndex(weeks, '2026-11-08')).toBeUndefined();
    expect(runningSpanIndex([undefined, weeks[2]], '2026-11-25')).toBe(1);
    // A day is running on that day only.
    expect(runningSpanIndex([{ start: '2026-11-23', end: '2026-11-23' }], '2026-11-23')).toBe(0);
    expect(runningSpanIndex([{ start: '2026-11-22', end: '2026-11-22' }], '2026-11-23')).toBeUndefined();
  });

  it('counts the days of a span begun by today, today included', () => {
    const week = { start: '2026-11-23', end: '2026-11-29' };
    expect(daysSoFar(week, '2026-11-23')).toBe(1);
    expect(daysSoFar(week, '2026-11-25')).toBe(3);
    expect(daysSoFar(week, '2026-11-29')).toBe(7);
    expect(daysSoFar(week, '2026-12-10')).toBe(7);
    expect(daysSoFar(week, '2026-11-01')).toBe(0);
    // Across a daylight-saving change (plain dates are UTC calendar days, so no hour is lost).
    expect(daysSoFar({ start: '2026-03-23', end: '2026-03-29' }, '2026-03-29')).toBe(7);
  });

  it('names the weekdays run so far in the user’s locale', () => {
    const week = { start: '2026-11-23', end: '2026-11-29' };
    expect(formatWeekdaysSoFar(week, '2026-11-25', 'en-US')).toBe('Mon–Wed');
    expect(formatWeekdaysSoFar(week, '2026-11-23', 'en-US')).toBe('Mon');
    expect(formatWeekdaysSoFar(week, '2026-11-25', 'fr-FR')).toBe('lun.–mer.');
    expect(formatWeekdaysSoFar(week, '2026-11-01', 'en-US')).toBe('');
  });

  it('writes days as dates for people, never as week numbers', () => {
    expect(formatShortDay('2026-11-16', 'en-US')).toBe('Nov 16');
    expect(formatShortDay('2026-11-16', 'fr-FR')).toBe('16 nov.');
    expect(formatShortDay('2025-12-29', 'en-US', true)).toBe('Dec 29, 2025');
    expect(formatShortDay('later', 'en-US')).toBe('later');
    expect(words(formatDaySpan({ start: '2026-11-16', end: '2026-11-22' }, 'en-US'))).toBe('Nov 16 – 22');
    expect(words(formatDaySpan({ start: '2026-11-30', end: '2026-12-06' }, 'en-US'))).toBe('Nov 30 – Dec 6');
    expect(words(formatDaySpan({ start: '2025-12-29', end: '2026-01-04' }, 'en-US', true))).toBe(
      'Dec 29, 2025 – Jan 4, 2026',
    );
    expect(formatDaySpan({ start: '2026-11-16', end: '2026-11-16' }, 'en-US')).toBe('Nov 16');
    expect(words(formatDaySpan({ start: '2026-11-16', end: '2026-11-22' }, 'fr-FR'))).toMatch(
      /^16 ?– ?22 nov\.$/,
    );
  });

  it('asks for the year only when the dates cross one or are not this year’s', () => {
    const nov = { start: '2026-11-16', end: '2026-11-22' };
    expect(spansNeedYear([nov], '2026-11-23')).toBe(false);
    expect(spansNeedYear([nov], '2027-01-05')).toBe(true);
    expect(spansNeedYear([{ start: '2025-12-29', end: '2026-01-04' }], '2026-01-02')).toBe(true);
    expect(spansNeedYear([undefined], '2026-01-02')).toBe(false);
  });
});

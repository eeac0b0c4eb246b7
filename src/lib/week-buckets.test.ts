import { describe, expect, it } from 'vitest';
import { mondayOfIsoWeek } from '../api/contract/iso-week';
import { formatIsoWeek, isoWeeksInYear, parseIsoWeek, weekStartOf } from './week-buckets';

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

  it('formats a bucket for people', () => {
    expect(formatIsoWeek('2026-W07')).toBe('Week 7, 2026');
    expect(formatIsoWeek('2026-W12')).toBe('Week 12, 2026');
    expect(formatIsoWeek('later')).toBe('later');
  });
});

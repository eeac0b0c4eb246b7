import { describe, expect, it } from 'vitest';
import { isoWeekMonday, isoWeekOf, mondayOfIsoWeek } from './iso-week';

describe('ISO weeks', () => {
  it('finds the Monday of a day, across months and years', () => {
    expect(isoWeekMonday('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(isoWeekMonday('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(isoWeekMonday('2027-01-01')).toBe('2026-12-28');
    expect(isoWeekMonday('2024-03-01')).toBe('2024-02-26');
    expect(isoWeekMonday('2026-02-30')).toBe('2026-02-30');
  });

  it('numbers weeks the ISO way, where the Thursday decides the year', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 });
    expect(isoWeekOf('2026-11-23')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf('not a day')).toBeUndefined();
  });

  it('goes from a week number back to its Monday', () => {
    expect(mondayOfIsoWeek(2026, 1)).toBe('2025-12-29');
    expect(mondayOfIsoWeek(2026, 48)).toBe('2026-11-23');
    expect(mondayOfIsoWeek(2026, 53)).toBe('2026-12-28');
    for (const day of ['2026-03-05', '2027-01-03', '2020-12-31']) {
      const w = isoWeekOf(day)!;
      expect(mondayOfIsoWeek(w.year, w.week)).toBe(isoWeekMonday(day));
    }
  });
});

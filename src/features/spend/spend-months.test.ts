import { describe, expect, it } from 'vitest';
import {
  MAX_MONTHS,
  lastDayOfMonth,
  monthLabel,
  monthsMatchPeriod,
  monthsOf,
  sumMonths,
  whyNoMonths,
} from './spend-months';

describe('months of a period', () => {
  it('knows the last day of a month, leap years included', () => {
    expect(lastDayOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(lastDayOfMonth('2025-02-01')).toBe('2025-02-28');
    expect(lastDayOfMonth('2025-12-31')).toBe('2025-12-31');
  });

  it('cuts a period into months, clipping the first and the last', () => {
    expect(monthsOf('2025-11-15', '2026-01-10')).toEqual([
      { key: '2025-11', from: '2025-11-15', to: '2025-11-30', whole: false },
      { key: '2025-12', from: '2025-12-01', to: '2025-12-31', whole: true },
      { key: '2026-01', from: '2026-01-01', to: '2026-01-10', whole: false },
    ]);
  });

  it('covers every day once: each month starts the day after the one before ends', () => {
    const months = monthsOf('2024-01-01', '2026-11-22');
    expect(months).toHaveLength(35);
    expect(months[0]!.from).toBe('2024-01-01');
    expect(months.at(-1)!.to).toBe('2026-11-22');
    for (let i = 1; i < months.length; i++) expect(months[i]!.from > months[i - 1]!.to).toBe(true);
  });

  it('gives one month for a single day and none for an empty period', () => {
    expect(monthsOf('2025-03-05', '2025-03-05')).toEqual([
      { key: '2025-03', from: '2025-03-05', to: '2025-03-05', whole: false },
    ]);
    expect(monthsOf('2025-03-06', '2025-03-05')).toEqual([]);
  });

  it('does not split an open or a too long period', () => {
    expect(whyNoMonths(undefined, '2025-01-01')).toBe('open');
    expect(whyNoMonths('2025-01-01', undefined)).toBe('open');
    expect(whyNoMonths('2020-01-01', '2025-12-31')).toBe('long');
    expect(monthsOf('2020-01-01', '2022-12-31')).toHaveLength(MAX_MONTHS);
    expect(whyNoMonths('2020-01-01', '2022-12-31')).toBeUndefined();
  });

  it('names a whole month, and the days of a cut one', () => {
    const [nov, dec] = monthsOf('2026-11-02', '2026-12-31');
    expect(monthLabel(dec!, 'en-US')).toBe('Dec 2026');
    expect(monthLabel(nov!, 'en-US')).toMatch(/^Nov 2\s*–\s*30, 2026$/);
  });
});

describe('the months against the period', () => {
  it('adds money in cents, so many months add up exactly', () => {
    const months = Array.from({ length: 10 }, () => ({ total: 0.1, campaigns: 1, priced: 1 }));
    const sum = sumMonths(months);
    expect(sum).toEqual({ total: 1, campaigns: 10, priced: 10 });
    expect(monthsMatchPeriod(sum, { total: 1, campaigns: 10, priced: 10 })).toBe(true);
  });

  it('notices when the months do not add up to the period', () => {
    const sum = sumMonths([
      { total: 100.5, campaigns: 2, priced: 2 },
      { total: 50, campaigns: 1, priced: 0 },
    ]);
    expect(monthsMatchPeriod(sum, { total: 150.5, campaigns: 3, priced: 2 })).toBe(true);
    expect(monthsMatchPeriod(sum, { total: 150.51, campaigns: 3, priced: 2 })).toBe(false);
    expect(monthsMatchPeriod(sum, { total: 150.5, campaigns: 4, priced: 2 })).toBe(false);
  });
});

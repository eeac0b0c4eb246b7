import { describe, expect, it } from 'vitest';
import { addDays, formatPlainDate, formatTimestamp, formatTimestampDate, isPlainDate } from './dates';

describe('plain dates', () => {
  it('formats a calendar date without shifting a day, whatever the time zone', () => {
    expect(formatPlainDate('2025-03-01', 'en-US')).toBe('Mar 1, 2025');
    expect(formatPlainDate('2025-01-01', 'en-GB')).toBe('1 Jan 2025');
  });

  it('keeps the calendar day in a time zone west of UTC, where a naive Date would show the day before', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const naive = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date('2025-03-01'));
      expect(naive).toBe('Feb 28, 2025');
      expect(formatPlainDate('2025-03-01', 'en-US')).toBe('Mar 1, 2025');
    } finally {
      process.env.TZ = saved;
    }
  });

  it('returns input that is not a plain date unchanged', () => {
    expect(formatPlainDate('yesterday', 'en-US')).toBe('yesterday');
    expect(formatPlainDate('2025-02-30', 'en-US')).toBe('2025-02-30');
    expect(isPlainDate('2025-02-28')).toBe(true);
    expect(isPlainDate('2025-2-28')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('nope', 1)).toBeUndefined();
  });
});

describe('timestamps', () => {
  it('formats an instant in the given time zone', () => {
    expect(formatTimestamp('2025-03-01T23:30:00Z', 'en-US', 'UTC')).toBe('Mar 1, 2025, 11:30 PM');
    expect(formatTimestamp('2025-03-01T23:30:00Z', 'en-US', 'Europe/Berlin')).toBe('Mar 2, 2025, 12:30 AM');
    expect(formatTimestamp('garbage', 'en-US')).toBe('garbage');
    expect(formatTimestampDate('2025-03-01T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('Mar 2, 2025');
  });
});

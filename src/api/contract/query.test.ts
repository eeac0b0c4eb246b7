import { afterEach, describe, expect, it } from 'vitest';
import { parseDateParam, qDate, qRangeEnd, qTimestamp } from './query';

const iso = (s: string) => parseDateParam(s)?.instant.toISOString();

describe('parseDateParam', () => {
  it('reads plain dates as the start of the day, UTC', () => {
    expect(parseDateParam('2026-01-31')).toEqual({
      instant: new Date('2026-01-31T00:00:00.000Z'),
      day: '2026-01-31',
      dateOnly: true,
    });
    expect(parseDateParam('2026/1/5')?.day).toBe('2026-01-05');
    expect(parseDateParam('2024-02-29')?.day).toBe('2024-02-29');
  });

  it('reads timestamps with a zone, an offset, or none (UTC)', () => {
    expect(iso('2026-03-01T23:30:00Z')).toBe('2026-03-01T23:30:00.000Z');
    expect(iso('2026-03-01T23:30:00+02:00')).toBe('2026-03-01T21:30:00.000Z');
    expect(iso('2026-03-01T01:00-0130')).toBe('2026-03-01T02:30:00.000Z');
    expect(iso('2026-03-01 08:15:30.25')).toBe('2026-03-01T08:15:30.250Z');
    expect(parseDateParam('2026-03-01T23:30:00-05:00')?.day).toBe('2026-03-02');
    expect(parseDateParam('2026-03-01T10:00:00Z')?.dateOnly).toBe(false);
  });

  it('reads written dates in English', () => {
    for (const s of ['June 1, 2025', 'Jun 1 2025', '1 June 2025', 'jun. 1, 2025', 'June 1st, 2025 UTC']) {
      expect(parseDateParam(s)?.day, s).toBe('2025-06-01');
    }
    expect(parseDateParam('Sept 30, 2025')?.day).toBe('2025-09-30');
  });

  it.each([
    '0',
    '1',
    '-1',
    '20260131',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-01-31T24:00:00Z',
    '2026-01-31T10:60Z',
    '+275760-09-13',
    '0999-01-01',
    'whenever',
    'Juno 1, 2025',
    'Ju 1, 2025',
    'February 30, 2026',
    '',
  ])('refuses %j', (s) => {
    expect(parseDateParam(s)).toBeNull();
  });

  it.each([
    ['9999-12-31T23:00:00-05:00', 'year 10000 in UTC'],
    ['9999-12-31T23:59:59.999-00:01', 'a minute into year 10000'],
    ['1000-01-01T00:30:00+01:00', 'year 999 in UTC'],
    ['0050-01-01', 'year 50 (not 1950)'],
  ])('refuses %j: its instant (%s) is outside the years 1000-9999', (s) => {
    expect(parseDateParam(s)).toBeNull();
  });

  it('keeps instants at the edges of the years 1000-9999', () => {
    expect(iso('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
    expect(iso('9999-12-31T23:00:00+05:00')).toBe('9999-12-31T18:00:00.000Z');
    expect(iso('1000-01-01T00:30:00-01:00')).toBe('1000-01-01T01:30:00.000Z');
    expect(parseDateParam('1000-01-01')?.day).toBe('1000-01-01');
    expect(parseDateParam('December 31, 9999')?.day).toBe('9999-12-31');
  });

  describe('whatever the machine’s time zone', () => {
    const before = process.env.TZ;
    afterEach(() => {
      process.env.TZ = before;
    });
    it.each(['Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo'])('%s', (tz) => {
      process.env.TZ = tz;
      expect(parseDateParam('March 1, 2025')?.day).toBe('2025-03-01');
      expect(parseDateParam('2025/03/01')?.day).toBe('2025-03-01');
      expect(iso('2025-03-01T00:00:00')).toBe('2025-03-01T00:00:00.000Z');
    });
  });
});

describe('date query parameters', () => {
  it('normalise to a day, a start instant, or the end of the day', () => {
    expect(qDate().parse('2026-01-31T23:00:00-02:00')).toBe('2026-02-01');
    expect(qTimestamp().parse('2026-01-31')).toBe('2026-01-31T00:00:00.000Z');
    expect(qRangeEnd().parse('2026-01-31')).toBe('2026-01-31T23:59:59.999Z');
    expect(qRangeEnd().parse('2026-01-31T12:00:00Z')).toBe('2026-01-31T12:00:00.000Z');
    expect(qDate().parse(undefined)).toBeUndefined();
  });

  it('refuse an instant outside the years 1000-9999 like any unreadable date', () => {
    for (const q of [qDate(), qTimestamp(), qRangeEnd()]) {
      const result = q.safeParse('9999-12-31T23:00:00-05:00');
      expect(result.error?.issues[0]?.message).toMatch(/expected a date such as 2026-01-31/);
    }
    expect(qRangeEnd().parse('9999-12-31')).toBe('9999-12-31T23:59:59.999Z');
  });

  it('refuse what is not a date, with an example', () => {
    const result = qTimestamp().safeParse('2026-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/expected a date such as 2026-01-31/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  calendarYear,
  exclusiveEnd,
  isEmptyPeriod,
  localToday,
  parseSpendFilters,
  spendFiltersToParams,
  spendFiltersToSearchParams,
  yearSoFar,
} from './spend-filters';

const now = new Date(2026, 10, 22, 12); // Nov 22, 2026, local noon
const parse = (qs: string) => parseSpendFilters(new URLSearchParams(qs), now);

describe('spend URL', () => {
  it('defaults to the year so far, both ends included', () => {
    expect(parse('')).toEqual({ from: '2026-01-01', to: '2026-11-22', includeDrafts: false });
    expect(spendFiltersToSearchParams(parse(''), now).toString()).toBe('');
  });

  it('reads a period and the drafts choice', () => {
    expect(parse('from=2025-03-01&to=2025-03-31&drafts=true')).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      includeDrafts: true,
    });
    expect(parse('drafts=1').includeDrafts).toBe(true);
    expect(parse('drafts=no').includeDrafts).toBe(false);
  });

  it('keeps an open end, and reads an empty from as all time', () => {
    expect(parse('to=2025-01-01')).toEqual({ from: undefined, to: '2025-01-01', includeDrafts: false });
    expect(parse('from=')).toEqual({ from: undefined, to: undefined, includeDrafts: false });
    const allTime = spendFiltersToSearchParams({ includeDrafts: true }, now);
    expect(allTime.toString()).toBe('from=&drafts=true');
    expect(parse(allTime.toString())).toEqual({ from: undefined, to: undefined, includeDrafts: true });
  });

  it('ignores unreadable dates', () => {
    expect(parse('from=2025-02-30&to=soon')).toEqual({
      from: undefined,
      to: undefined,
      includeDrafts: false,
    });
  });

  it('round-trips a period, keeping the user’s last day in the URL', () => {
    const f = { from: '2024-01-01', to: '2024-06-30', includeDrafts: true };
    const params = spendFiltersToSearchParams(f, now);
    expect(params.get('to')).toBe('2024-06-30');
    expect(parse(params.toString())).toEqual(f);
  });
});

describe('periods', () => {
  it('spans a calendar year from January 1 to December 31', () => {
    expect(calendarYear(2025)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('knows the year so far in the user’s time zone', () => {
    expect(yearSoFar(now)).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('knows an empty period; one day is not empty', () => {
    expect(isEmptyPeriod({ from: '2025-01-02', to: '2025-01-01', includeDrafts: false })).toBe(true);
    expect(isEmptyPeriod({ from: '2025-01-01', to: '2025-01-01', includeDrafts: false })).toBe(false);
    expect(isEmptyPeriod({ to: '2025-01-01', includeDrafts: false })).toBe(false);
  });
});

describe('the service’s exclusive end', () => {
  it('is the day after the last day included', () => {
    expect(exclusiveEnd('2026-12-31')).toBe('2027-01-01');
    expect(exclusiveEnd('2024-02-28')).toBe('2024-02-29');
    expect(exclusiveEnd('2025-02-28')).toBe('2025-03-01');
    expect(exclusiveEnd(undefined)).toBeUndefined();
  });

  it('is what the request sends for the user’s last day', () => {
    expect(spendFiltersToParams({ from: '2025-01-01', to: '2025-12-31', includeDrafts: true })).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
      includeDrafts: true,
    });
    expect(spendFiltersToParams({ from: '2025-01-01', includeDrafts: false })).toEqual({
      from: '2025-01-01',
      to: undefined,
      includeDrafts: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  calendarYear,
  isEmptyPeriod,
  lastIncludedDay,
  parseSpendFilters,
  spendFiltersToParams,
  spendFiltersToSearchParams,
} from './spend-filters';

const now = new Date(2026, 10, 22, 12); // Nov 22, 2026, local noon
const parse = (qs: string) => parseSpendFilters(new URLSearchParams(qs), now);

describe('spend URL', () => {
  it('defaults to this calendar year, to exclusive', () => {
    expect(parse('')).toEqual({ from: '2026-01-01', to: '2027-01-01', includeDrafts: false });
    expect(spendFiltersToSearchParams(parse(''), now).toString()).toBe('');
  });

  it('reads a period and the drafts choice', () => {
    expect(parse('from=2025-03-01&to=2025-04-01&drafts=true')).toEqual({
      from: '2025-03-01',
      to: '2025-04-01',
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

  it('round-trips a period', () => {
    const f = { from: '2024-01-01', to: '2024-07-01', includeDrafts: true };
    expect(parse(spendFiltersToSearchParams(f, now).toString())).toEqual(f);
  });
});

describe('periods', () => {
  it('spans a calendar year from January 1 to January 1', () => {
    expect(calendarYear(2025)).toEqual({ from: '2025-01-01', to: '2026-01-01' });
  });

  it('names the last day included, since to is exclusive', () => {
    expect(lastIncludedDay('2027-01-01')).toBe('2026-12-31');
    expect(lastIncludedDay('2024-03-01')).toBe('2024-02-29');
    expect(lastIncludedDay(undefined)).toBeUndefined();
  });

  it('knows an empty period', () => {
    expect(isEmptyPeriod({ from: '2025-01-01', to: '2025-01-01', includeDrafts: false })).toBe(true);
    expect(isEmptyPeriod({ from: '2025-01-01', to: '2025-01-02', includeDrafts: false })).toBe(false);
    expect(isEmptyPeriod({ to: '2025-01-01', includeDrafts: false })).toBe(false);
  });

  it('sends the period and drafts as the service reads them', () => {
    expect(spendFiltersToParams({ from: '2025-01-01', to: '2026-01-01', includeDrafts: true })).toEqual({
      from: '2025-01-01',
      to: '2026-01-01',
      includeDrafts: true,
    });
  });
});

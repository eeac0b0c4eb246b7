import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  conversionFiltersToSearchParams,
  conversionPageOf,
  conversionRangeOf,
  defaultPeriod,
  isEmptyPeriod,
  localMidnight,
  parseConversionFilters,
  readMetricIds,
  updateConversionFilters,
} from './conversion-filters';

const now = new Date(2026, 10, 23, 15, 0); // Nov 23, 2026, local time
const parse = (search: string) => parseConversionFilters(new URLSearchParams(search), now);
const write = (search: string) => conversionFiltersToSearchParams(parse(search), now).toString();

describe('conversion filters in the URL', () => {
  it('counts the filters that narrow the list, the default period not among them', () => {
    const period = defaultPeriod(now);
    expect(activeFilterCount(parse(''), period)).toBe(0);
    expect(activeFilterCount(parse('type=first-order'), period)).toBe(1);
    expect(activeFilterCount(parse('type=first-order&metric=12554-orders'), period)).toBe(2);
    expect(activeFilterCount(parse('from=2026-03-01&to=2026-03-31&metric=12554-orders'), period)).toBe(2);
    expect(activeFilterCount(parse('from=&to='), period)).toBe(1);
  });

  it('shows the last 30 days by default, with a plain URL', () => {
    expect(defaultPeriod(now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(parse('')).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      types: [],
      metricIds: [],
      page: 1,
      pageSize: 50,
    });
    expect(write('')).toBe('');
  });

  it('reads and writes a period, all time, types as slugs and metric ids', () => {
    const f = parse(
      'from=2026-03-01&to=2026-03-31&type=first-order&type=Orders,REDEEMS&metric=12554-orders, 12554-orders 9-x&page=2&size=100',
    );
    expect(f).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      types: ['Orders', 'First Order', 'Redeems'],
      metricIds: ['12554-orders', '9-x'],
      page: 2,
      pageSize: 100,
    });
    expect(conversionFiltersToSearchParams(f, now).toString()).toBe(
      'from=2026-03-01&to=2026-03-31&type=orders&type=first-order&type=redeems&metric=12554-orders%2C9-x&page=2&size=100',
    );
    expect(parse('from=')).toMatchObject({ from: undefined, to: undefined });
    expect(write('from=')).toBe('from=');
    expect(write('to=2026-01-01')).toBe('to=2026-01-01');
  });

  it('ignores what it cannot read', () => {
    expect(parse('from=yesterday&to=2026-02-30&type=nope&page=-1&size=7')).toEqual({
      from: undefined,
      to: undefined,
      types: [],
      metricIds: [],
      page: 1,
      pageSize: 50,
    });
  });

  it('goes back to page 1 on any change but the page', () => {
    const f = parse('page=3');
    expect(updateConversionFilters(f, { page: 4 }).page).toBe(4);
    expect(updateConversionFilters(f, { types: ['Orders'] }).page).toBe(1);
  });

  it('reads metric ids typed with commas or spaces, each once, at most 100', () => {
    expect(readMetricIds(' 1-orders,2-orders ;1-orders  3-signups')).toEqual([
      '1-orders',
      '2-orders',
      '3-signups',
    ]);
    expect(readMetricIds(Array.from({ length: 120 }, (_, i) => `m${i}`).join(','))).toHaveLength(100);
  });

  it('asks for the local days’ first and last instants, both included', () => {
    const f = parse('from=2026-03-01&to=2026-03-31&type=orders&metric=1-orders');
    const range = conversionRangeOf(f);
    expect(range).toEqual({
      from: localMidnight('2026-03-01').toISOString(),
      to: new Date(localMidnight('2026-04-01').getTime() - 1).toISOString(),
      type: ['Orders'],
      metricIds: ['1-orders'],
    });
    expect(conversionPageOf({ ...f, page: 3, pageSize: 25 })).toMatchObject({ limit: 25, skip: 50 });
    expect(conversionRangeOf(parse('from='))).toEqual({
      from: undefined,
      to: undefined,
      type: undefined,
      metricIds: undefined,
    });
  });

  it('knows an empty period', () => {
    expect(isEmptyPeriod(parse('from=2026-02-01&to=2026-01-31'))).toBe(true);
    expect(isEmptyPeriod(parse('from=2026-02-01&to=2026-02-01'))).toBe(false);
  });
});

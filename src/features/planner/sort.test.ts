import { describe, expect, it } from 'vitest';
import { nextSort, sortRoutes, type SortColumn, type SortDirection } from './sort';
import { makeRoute } from './test-routes';

const routes = [
  makeRoute('78702', 'C010', { residences: 300, businesses: 5 }),
  makeRoute('78701', 'C002', { residences: 100, businesses: 5 }),
  makeRoute('78701', 'R001', { residences: 300, businesses: 9 }),
  makeRoute('78701', 'C1', { residences: 50, businesses: 0 }),
  makeRoute('78703', 'C003', { residences: 300, businesses: 2 }),
];
const keysOf = (list: { key: string }[]) => list.map((r) => r.key);

describe('sortRoutes', () => {
  // Column, direction, then the keys expected in order (ties keep the order given, in either direction).
  const cases: [SortColumn, SortDirection, string][] = [
    ['route', 'asc', '78701-C1 78701-C002 78703-C003 78702-C010 78701-R001'],
    ['zip', 'asc', '78701-C002 78701-R001 78701-C1 78702-C010 78703-C003'],
    ['residences', 'desc', '78702-C010 78701-R001 78703-C003 78701-C002 78701-C1'],
    ['residences', 'asc', '78701-C1 78701-C002 78702-C010 78701-R001 78703-C003'],
    ['businesses', 'asc', '78701-C1 78703-C003 78702-C010 78701-C002 78701-R001'],
    ['total', 'desc', '78701-R001 78702-C010 78703-C003 78701-C002 78701-C1'],
  ];
  for (const [column, direction, expected] of cases)
    it(`sorts by ${column} ${direction}: codes naturally, ties stable`, () => {
      expect(keysOf(sortRoutes(routes, { column, direction })).join(' ')).toBe(expected);
    });

  it('returns a copy and leaves the input as it was', () => {
    const before = keysOf(routes);
    const sorted = sortRoutes(routes, { column: 'total', direction: 'asc' });
    expect(sorted).not.toBe(routes);
    expect(keysOf(routes)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('flips the direction of the same column', () => {
    expect(nextSort({ column: 'zip', direction: 'asc' }, 'zip')).toEqual({
      column: 'zip',
      direction: 'desc',
    });
    expect(nextSort({ column: 'total', direction: 'desc' }, 'total')).toEqual({
      column: 'total',
      direction: 'asc',
    });
  });

  it('starts a new column ascending for codes and descending for counts', () => {
    expect(nextSort(null, 'route')).toEqual({ column: 'route', direction: 'asc' });
    expect(nextSort({ column: 'zip', direction: 'asc' }, 'residences')).toEqual({
      column: 'residences',
      direction: 'desc',
    });
  });
});

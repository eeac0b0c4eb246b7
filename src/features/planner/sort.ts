/**
 * Sorting the routes table. Stable: routes that compare equal keep the order they came in (nearest first
 * from the search), in either direction. ZIPs and route codes compare naturally (C002 before C010).
 */
import type { PlannerRoute } from './types';

export const sortColumns = ['zip', 'route', 'residences', 'businesses', 'total'] as const;
export type SortColumn = (typeof sortColumns)[number];
export type SortDirection = 'asc' | 'desc';
export type RouteSort = { column: SortColumn; direction: SortDirection };

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const compareBy: Record<SortColumn, (a: PlannerRoute, b: PlannerRoute) => number> = {
  zip: (a, b) => natural.compare(a.zip, b.zip),
  route: (a, b) => natural.compare(a.croute, b.croute),
  residences: (a, b) => a.residences - b.residences,
  businesses: (a, b) => a.businesses - b.businesses,
  total: (a, b) => a.total - b.total,
};

/** A sorted copy of `routes`. */
export function sortRoutes(routes: readonly PlannerRoute[], sort: RouteSort): PlannerRoute[] {
  const compare = compareBy[sort.column];
  const sign = sort.direction === 'asc' ? 1 : -1;
  // Array.prototype.sort is stable, and negating the comparison keeps ties in place.
  return [...routes].sort((a, b) => sign * compare(a, b));
}

/**
 * The sort after clicking a column's header: the same column flips its direction; another column starts
 * ascending for ZIP and route, descending (largest first) for counts.
 */
export function nextSort(current: RouteSort | null, column: SortColumn): RouteSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'zip' || column === 'route' ? 'asc' : 'desc' };
}

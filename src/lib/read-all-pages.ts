/**
 * Reading every item of a paged list whose service has a page limit: the first page tells how many there
 * are, then the other pages are read in parallel, five at a time: a browser sends at most six requests to
 * one host at once, and the sixth is left to the dashboard's other reads, which should not wait behind
 * the whole list. Five, not four: 3,000 campaigns (six pages of 500) are then read in two round trips,
 * not three. When the count is already known (say, from the unsorted list on screen) every page is read
 * in parallel from the start. Past `maxItems` nothing more is read: the caller is told the list is
 * incomplete, never handed a shortened list as if it were whole.
 */

export interface Page<T> {
  nodes: readonly T[];
  totalCount: number;
}

export interface ReadAllOptions<T> {
  /** One page: `first` items after skipping `skip`. */
  fetchPage: (skip: number, first: number) => Promise<Page<T>>;
  /** The service's largest page. */
  pageSize: number;
  /** At most this many items are read; a longer list answers `{ complete: false }`. */
  maxItems: number;
  /** Pages in flight at once (DEFAULT_CONCURRENCY). */
  concurrency?: number;
  /** The count, when already known: no first page alone before the others. */
  knownTotal?: number;
}

/** Pages in flight at once unless told otherwise: one fewer than a browser's six per host. */
export const DEFAULT_CONCURRENCY = 5;

export type ReadAll<T> =
  { complete: true; nodes: T[]; totalCount: number } | { complete: false; totalCount: number };

/** Runs `tasks` with at most `limit` running at once; results in the order of `tasks`. */
async function bounded<R>(tasks: readonly (() => Promise<R>)[], limit: number): Promise<R[]> {
  const results = new Array<R>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Every item, in the service's order: see the top of this file. */
export async function readAllPages<T>(options: ReadAllOptions<T>): Promise<ReadAll<T>> {
  const { fetchPage, pageSize, maxItems, concurrency = DEFAULT_CONCURRENCY, knownTotal } = options;
  if (knownTotal !== undefined && knownTotal > maxItems) return { complete: false, totalCount: knownTotal };

  const pages: Page<T>[] = [];
  let total = knownTotal;
  if (total === undefined) {
    const first = await fetchPage(0, pageSize);
    pages.push(first);
    total = first.totalCount;
    if (total > maxItems) return { complete: false, totalCount: total };
  }
  const skips: number[] = [];
  for (let skip = pages.length * pageSize; skip < total; skip += pageSize) skips.push(skip);
  // At least one page, even when the count known beforehand is 0.
  if (pages.length === 0 && skips.length === 0) skips.push(0);
  pages.push(
    ...(await bounded(
      skips.map((skip) => () => fetchPage(skip, pageSize)),
      concurrency,
    )),
  );

  const nodes = pages.flatMap((p) => p.nodes);
  let totalCount = pages.at(-1)!.totalCount;
  // The list grew while it was read, or the count known beforehand was out of date: read on.
  while (nodes.length < totalCount && totalCount <= maxItems) {
    const page = await fetchPage(nodes.length, pageSize);
    nodes.push(...page.nodes);
    totalCount = page.totalCount;
    if (page.nodes.length === 0) break;
  }
  if (totalCount > maxItems) return { complete: false, totalCount };
  return { complete: true, nodes, totalCount };
}

/**
 * Many reads, a few at a time: which of a list of reads may run now. A browser sends at most six requests
 * to one host at once; a view that needs hundreds of reads asks for a few at a time, in its own order
 * (newest first, say), so its first rows fill in first and the page's other reads are not stuck behind the
 * rest. Settled reads (answered, or failed for good) leave the window; reads in flight keep their place.
 */
import { DEFAULT_CONCURRENCY } from './read-all-pages';

/** One read's state as the window needs it. */
export type ReadState = {
  /** It has an answer, or has failed and is not trying again. */
  settled: boolean;
};

/** The indices of the reads that may run now: the first `limit` not yet settled, in order. */
export function readWindow(states: readonly ReadState[], limit = DEFAULT_CONCURRENCY): Set<number> {
  const open = new Set<number>();
  for (let i = 0; i < states.length && open.size < limit; i++) if (!states[i]!.settled) open.add(i);
  return open;
}

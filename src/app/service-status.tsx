/**
 * "Still trying": when the service is slow or cannot be reached, say so within two seconds instead of
 * leaving a skeleton on screen until the last retry gives up. Read from the query and mutation caches,
 * so it covers every read of every page (and the route loaders, which read through the same cache) and
 * every save that is being retried.
 */
import { useQueryClient, type MutationCache, type Query, type QueryCache } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/http-errors';

/** How long a read may take before the user is told it is still being tried. */
export const STILL_TRYING_AFTER_MS = 2000;

export type ServiceTrouble = 'unreachable' | 'slow' | null;

/** Pure: what to tell the user, given the reads in flight and how long each has been waiting. */
export function serviceTrouble(
  inFlight: ReadonlyArray<{ waitedMs: number; failures: number; lastErrorRetryable: boolean }>,
  afterMs = STILL_TRYING_AFTER_MS,
): ServiceTrouble {
  if (inFlight.some((q) => q.failures > 0 && q.lastErrorRetryable)) return 'unreachable';
  if (inFlight.some((q) => q.waitedMs >= afterMs)) return 'slow';
  return null;
}

const fetching = (q: Query) => q.state.fetchStatus === 'fetching';

/** Reads and saves in flight, with how long each has waited (from when it was first seen). */
function readCaches(
  queries: QueryCache,
  mutations: MutationCache,
  started: Map<string, number>,
  now: number,
) {
  const live = [
    ...queries
      .getAll()
      .filter(fetching)
      .map((q) => ({
        id: q.queryHash,
        failures: q.state.fetchFailureCount,
        reason: q.state.fetchFailureReason,
      })),
    ...mutations
      .getAll()
      .filter((m) => m.state.status === 'pending')
      .map((m) => ({
        id: `mutation ${m.mutationId}`,
        failures: m.state.failureCount,
        reason: m.state.failureReason,
      })),
  ];
  const ids = new Set(live.map((q) => q.id));
  for (const id of started.keys()) if (!ids.has(id)) started.delete(id);
  return live.map((q) => {
    if (!started.has(q.id)) started.set(q.id, now);
    return {
      waitedMs: now - (started.get(q.id) ?? now),
      failures: q.failures,
      lastErrorRetryable: isApiError(q.reason) && q.reason.retryable,
    };
  });
}

/** The trouble now, re-read on every cache change and twice a second while reads are in flight. */
export function useServiceTrouble(afterMs = STILL_TRYING_AFTER_MS): ServiceTrouble {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const mutationCache = client.getMutationCache();
  const [trouble, setTrouble] = useState<ServiceTrouble>(null);
  useEffect(() => {
    const started = new Map<string, number>();
    let timer: ReturnType<typeof setInterval> | undefined;
    let active = true;
    const check = () => {
      if (!active) return;
      const inFlight = readCaches(cache, mutationCache, started, Date.now());
      setTrouble(serviceTrouble(inFlight, afterMs));
      if (inFlight.length > 0 && !timer) timer = setInterval(check, 500);
      if (inFlight.length === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    // The cache tells of queries made while a page renders: read it once that render is over.
    let queued = false;
    const schedule = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        check();
      });
    };
    check();
    const unsubscribe = cache.subscribe(schedule);
    const unsubscribeMutations = mutationCache.subscribe(schedule);
    return () => {
      active = false;
      unsubscribe();
      unsubscribeMutations();
      if (timer) clearInterval(timer);
    };
  }, [cache, mutationCache, afterMs]);
  return trouble;
}

export const troubleMessages: Record<Exclude<ServiceTrouble, null>, string> = {
  unreachable: 'We can’t reach Doorstep right now. Still trying…',
  slow: 'This is taking longer than usual. Still trying…',
};

/** A line that appears above the page while reads are failing or slow, and goes when they succeed. */
export function ServiceStatusBanner({ className }: { className?: string }) {
  const trouble = useServiceTrouble();
  return (
    <div
      role="status"
      aria-live="polite"
      // Joined by hand (no clsx): this module is in the app's chunk, which waits for none of the pages' code.
      className={[trouble ? '' : 'sr-only', className].filter(Boolean).join(' ')}
    >
      {trouble ? (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {troubleMessages[trouble]}
        </p>
      ) : null}
    </div>
  );
}

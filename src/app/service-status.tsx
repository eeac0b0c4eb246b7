/**
 * "Still trying": when the service is slow or cannot be reached, say so within two seconds instead of
 * leaving a skeleton on screen until the last retry gives up. Read from the query cache, so it covers
 * every read of every page (and the route loaders, which read through the same cache).
 */
import { useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/http-errors';
import { cn } from '../lib/cn';

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

function readCache(cache: QueryCache, started: Map<string, number>, now: number) {
  const live = cache.getAll().filter(fetching);
  const hashes = new Set(live.map((q) => q.queryHash));
  for (const h of started.keys()) if (!hashes.has(h)) started.delete(h);
  return live.map((q) => {
    if (!started.has(q.queryHash)) started.set(q.queryHash, now);
    return {
      waitedMs: now - (started.get(q.queryHash) ?? now),
      failures: q.state.fetchFailureCount,
      lastErrorRetryable: isApiError(q.state.fetchFailureReason) && q.state.fetchFailureReason.retryable,
    };
  });
}

/** The trouble now, re-read on every cache change and twice a second while reads are in flight. */
export function useServiceTrouble(afterMs = STILL_TRYING_AFTER_MS): ServiceTrouble {
  const cache = useQueryClient().getQueryCache();
  const [trouble, setTrouble] = useState<ServiceTrouble>(null);
  useEffect(() => {
    const started = new Map<string, number>();
    let timer: ReturnType<typeof setInterval> | undefined;
    let active = true;
    const check = () => {
      if (!active) return;
      const inFlight = readCache(cache, started, Date.now());
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
    return () => {
      active = false;
      unsubscribe();
      if (timer) clearInterval(timer);
    };
  }, [cache, afterMs]);
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
    <div role="status" aria-live="polite" className={cn(trouble ? '' : 'sr-only', className)}>
      {trouble ? (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {troubleMessages[trouble]}
        </p>
      ) : null}
    </div>
  );
}

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_SEARCH_GC_MS } from '../route-search-cache';
import { plannerQueries } from './planner-queries';

const AUSTIN = { lat: 30.26715, lng: -97.74306 };
const answer = { nodes: [], totalCount: 0 };

afterEach(() => vi.useRealTimers());

describe('route searches in the cache', () => {
  it.each([
    ['a radius search', plannerQueries.routes({ ...AUSTIN, radius: 2000 })],
    ['a best fit', plannerQueries.bestFit({ ...AUSTIN, volume: 5000 })],
  ])('%s no view shows is let go after about a minute, not the usual five', async (_, options) => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const other = { queryKey: ['other'], queryFn: () => 1 };
    await client.prefetchQuery({ queryKey: options.queryKey, gcTime: options.gcTime, queryFn: () => answer });
    await client.prefetchQuery(other);
    expect(ROUTE_SEARCH_GC_MS).toBeLessThanOrEqual(60_000);
    vi.advanceTimersByTime(ROUTE_SEARCH_GC_MS - 1);
    expect(client.getQueryData(options.queryKey)).toBeDefined();
    vi.advanceTimersByTime(2);
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
    // Other reads keep the cache's usual time.
    expect(client.getQueryData(other.queryKey)).toBe(1);
    client.clear();
  });
});

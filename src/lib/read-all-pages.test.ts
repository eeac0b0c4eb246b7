import { describe, expect, it } from 'vitest';
import { readAllPages, type Page } from './read-all-pages';

/** A paged service over `count` numbered items, recording each request and how many ran at once. */
function service(count: () => number, delayOf: (skip: number) => number = () => 5) {
  const requests: number[] = [];
  let running = 0;
  let most = 0;
  const fetchPage = async (skip: number, first: number): Promise<Page<number>> => {
    requests.push(skip);
    running += 1;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, delayOf(skip)));
    running -= 1;
    const n = count();
    const nodes = Array.from({ length: Math.max(0, Math.min(first, n - skip)) }, (_, i) => skip + i);
    return { nodes, totalCount: n };
  };
  return { fetchPage, requests, most: () => most };
}

const base = { pageSize: 500, maxItems: 20_000 };

describe('readAllPages', () => {
  it('reads page 1 alone, then the other pages in parallel, at most 5 at a time, in order', async () => {
    const s = service(() => 3600);
    const read = await readAllPages({ ...base, fetchPage: s.fetchPage });
    expect(s.requests).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000, 3500]);
    expect(s.most()).toBe(5);
    expect(read).toEqual({
      complete: true,
      nodes: Array.from({ length: 3600 }, (_, i) => i),
      totalCount: 3600,
    });
  });

  it('keeps the service’s order when later pages answer sooner', async () => {
    // Page 1 first, then the later a page the sooner it answers (3,500 first, 500 last).
    const s = service(
      () => 3600,
      (skip) => (skip === 0 ? 5 : 40 - skip / 100),
    );
    const read = await readAllPages({ ...base, fetchPage: s.fetchPage });
    expect(read).toEqual({
      complete: true,
      nodes: Array.from({ length: 3600 }, (_, i) => i),
      totalCount: 3600,
    });
  });

  it('reads 3,000 items (six pages) in two round trips: page 1, then the other five at once', async () => {
    const s = service(() => 3000);
    await readAllPages({ ...base, fetchPage: s.fetchPage });
    expect(s.requests).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(s.most()).toBe(5);
  });

  it('reads every page at once when the count is known', async () => {
    const s = service(() => 1800);
    const read = await readAllPages({ ...base, fetchPage: s.fetchPage, knownTotal: 1800, concurrency: 6 });
    expect(s.requests).toEqual([0, 500, 1000, 1500]);
    expect(s.most()).toBe(4);
    expect(read.complete && read.nodes.length).toBe(1800);
  });

  it('one request for a list that fits one page', async () => {
    const s = service(() => 264);
    const read = await readAllPages({ ...base, fetchPage: s.fetchPage });
    expect(s.requests).toEqual([0]);
    expect(read).toMatchObject({ complete: true, totalCount: 264 });
  });

  it('past the limit reads nothing more and says the list is incomplete', async () => {
    const s = service(() => 20_001);
    expect(await readAllPages({ ...base, fetchPage: s.fetchPage })).toEqual({
      complete: false,
      totalCount: 20_001,
    });
    expect(s.requests).toEqual([0]);
    const known = service(() => 25_000);
    expect(await readAllPages({ ...base, fetchPage: known.fetchPage, knownTotal: 25_000 })).toEqual({
      complete: false,
      totalCount: 25_000,
    });
    expect(known.requests).toEqual([]);
  });

  it('reads on when the known count was out of date, and still stops at the limit', async () => {
    const s = service(() => 1200);
    const read = await readAllPages({ ...base, fetchPage: s.fetchPage, knownTotal: 400 });
    expect(s.requests).toEqual([0, 500, 1000]);
    expect(read.complete && read.nodes).toEqual(Array.from({ length: 1200 }, (_, i) => i));
    const stale = service(() => 20_500);
    expect(await readAllPages({ ...base, fetchPage: stale.fetchPage, knownTotal: 0 })).toEqual({
      complete: false,
      totalCount: 20_500,
    });
  });

  it('an empty list is one request and complete', async () => {
    const s = service(() => 0);
    expect(await readAllPages({ ...base, fetchPage: s.fetchPage })).toEqual({
      complete: true,
      nodes: [],
      totalCount: 0,
    });
    expect(s.requests).toEqual([0]);
  });
});

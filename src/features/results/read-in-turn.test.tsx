/**
 * The results view's queue of performance reads: five at a time, in the list's order, the next leaving
 * as soon as one answers (not after the page has drawn it), each answer kept under the campaign pages' key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, getApiConfig } from '../../api/http-client';
import { createQueryClient } from '../../api/query-client';
import { setClientKey } from '../../api/session';
import { resultsQueries } from './api/results-queries';
import { readInTurn } from './use-results';

const empty = { success: true, data: { xAxis: { label: 'Week', data: [] }, yAxis: {} } };
const before = getApiConfig();
afterEach(() => configureApi(before));

describe('the queue of performance reads', () => {
  it('reads five at a time, in order, and sends the next the moment one answers', async () => {
    setClientKey('test-key');
    const started: string[] = [];
    let inFlight = 0;
    let most = 0;
    const pending: Array<() => void> = [];
    configureApi({
      baseUrl: 'http://service.test',
      fetch: (input) => {
        started.push(/campaigns\/(\d+)\//.exec(String(input))![1]!);
        inFlight += 1;
        most = Math.max(most, inFlight);
        return new Promise((resolve) =>
          pending.push(() => {
            inFlight -= 1;
            resolve(new Response(JSON.stringify(empty), { headers: { 'Content-Type': 'application/json' } }));
          }),
        );
      },
    });
    const client = createQueryClient();
    const ids = Array.from({ length: 12 }, (_, i) => String(100 + i));
    readInTurn(client, ids);
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(ids.slice(0, 5));
    // One answer: exactly one more read leaves, the next in order.
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(ids.slice(0, 6));
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(started).toEqual(ids);
    expect(most).toBe(5);
    expect(client.getQueryData(resultsQueries.performance('111').queryKey)).toEqual(empty.data);
  });

  it('stops sending when the page leaves', async () => {
    setClientKey('test-key');
    const started: string[] = [];
    const pending: Array<() => void> = [];
    configureApi({
      baseUrl: 'http://service.test',
      fetch: (input) => {
        started.push(String(input));
        return new Promise((resolve) =>
          pending.push(() =>
            resolve(new Response(JSON.stringify(empty), { headers: { 'Content-Type': 'application/json' } })),
          ),
        );
      },
    });
    const stop = readInTurn(
      createQueryClient(),
      Array.from({ length: 12 }, (_, i) => String(200 + i)),
    );
    await new Promise((r) => setTimeout(r, 10));
    stop();
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(started).toHaveLength(5);
  });
});

import { describe, expect, it } from 'vitest';
import { readWindow } from './read-window';

const states = (flags: string) => [...flags].map((f) => ({ settled: f === 'x' }));

describe('a window of reads', () => {
  it('lets the first few unsettled reads run, in order, and moves on as they settle', () => {
    expect([...readWindow(states('.......'), 3)]).toEqual([0, 1, 2]);
    expect([...readWindow(states('x.x....'), 3)]).toEqual([1, 3, 4]);
    expect([...readWindow(states('xxxxx.'), 3)]).toEqual([5]);
    expect(readWindow(states('xxx'), 3).size).toBe(0);
  });

  it('runs five at a time unless told otherwise: one fewer than a browser sends to a host', () => {
    expect(readWindow(states('.'.repeat(40))).size).toBe(5);
  });
});

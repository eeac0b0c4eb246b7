import { describe, expect, it } from 'vitest';
import { runningSegments } from './running-segments';

describe('running segments', () => {
  it('draws complete buckets solid and joins the running one with a dashed segment', () => {
    expect(runningSegments([3, 34, 42, 4], [false, false, false, true])).toEqual({
      solid: [3, 34, 42, null],
      dashed: [null, null, 42, 4],
    });
  });

  it('draws everything solid when no bucket is running', () => {
    expect(runningSegments([1, 2], [false, false])).toEqual({ solid: [1, 2], dashed: [null, null] });
  });

  it('draws a lone running bucket as a dashed point only', () => {
    expect(runningSegments([5], [true])).toEqual({ solid: [null], dashed: [5] });
  });
});

import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';

describe('pageRange', () => {
  it('counts the rows of a full and of the last, partial page', () => {
    expect(pageRange(2, 50, 50, 263)).toEqual({ start: 51, end: 100, total: 263, pageCount: 6 });
    expect(pageRange(6, 50, 13, 263)).toEqual({ start: 251, end: 263, total: 263, pageCount: 6 });
    expect(pageRange(2, 24, 24, 50)).toEqual({ start: 25, end: 48, total: 50, pageCount: 3 });
  });

  it('shows nothing on an empty page and still has one page', () => {
    expect(pageRange(1, 50, 0, 0)).toEqual({ start: 0, end: 0, total: 0, pageCount: 1 });
  });
});

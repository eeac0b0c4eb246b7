import { describe, expect, it } from 'vitest';
import { MAX_AREAS_ROUTES } from '../api/contract/builder';
import { countAfterImport, importLimitText, isOverRouteLimit, routeLimitText } from './route-limit';

describe('the most routes a campaign can hold', () => {
  it('is the service’s limit: 2,000 can be saved, 2,001 cannot', () => {
    expect(MAX_AREAS_ROUTES).toBe(2000);
    expect(isOverRouteLimit(2000)).toBe(false);
    expect(routeLimitText(2000)).toBeNull();
    expect(isOverRouteLimit(2001)).toBe(true);
  });

  it('says how many to remove, in words and formatted numbers', () => {
    expect(routeLimitText(2001)).toBe(
      'A campaign can hold at most 2,000 routes, and 2,001 are chosen: remove 1 route to save them.',
    );
    expect(routeLimitText(3450)).toContain('remove 1,450 routes');
  });

  it('counts an import: added routes already chosen count once; a replacement counts only itself', () => {
    const selected = new Set(['a', 'b', 'c']);
    expect(countAfterImport(selected, ['b', 'c', 'd', 'd'], 'add')).toBe(4);
    expect(countAfterImport(selected, ['b', 'c', 'd', 'd'], 'replace')).toBe(3);
    const many = new Set(Array.from({ length: 1999 }, (_, i) => `k${i}`));
    expect(importLimitText(countAfterImport(many, ['x'], 'add'), 1)).toBeNull();
    expect(importLimitText(countAfterImport(many, ['x', 'y'], 'add'), 2)).toBe(
      'Adding these would make 2,001 routes chosen, but a campaign can hold at most 2,000: replace the routes chosen now with these, or import fewer.',
    );
    expect(importLimitText(2500, 2500)).toBe(
      'This list has 2,500 routes, but a campaign can hold at most 2,000. Import fewer routes.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('a sparkline', () => {
  it('spreads the weeks across its width, the highest at the top and zero at the bottom', () => {
    expect(sparklinePoints([0, 5, 10], 44, 24)).toEqual([
      [2, 22],
      [22, 12],
      [42, 2],
    ]);
  });

  it('lies flat on the bottom for no scans, and centres a single week', () => {
    expect(sparklinePoints([0, 0], 44, 24)).toEqual([
      [2, 22],
      [42, 22],
    ]);
    expect(sparklinePoints([7], 44, 24)).toEqual([[22, 2]]);
    expect(sparklinePoints([], 44, 24)).toEqual([]);
  });
});

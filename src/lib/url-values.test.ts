import { describe, expect, it } from 'vitest';
import { readPositiveInt } from './url-values';

describe('readPositiveInt', () => {
  it('reads whole numbers from 1 up', () => {
    expect(readPositiveInt('3')).toBe(3);
    expect(readPositiveInt(' 12 ')).toBe(12);
    expect(readPositiveInt('007')).toBe(7);
    expect(readPositiveInt(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('reads nothing else', () => {
    for (const bad of ['0', '-1', '+1', '1.5', '1e3', '0x10', 'abc', '', ' ', null, undefined]) {
      expect(readPositiveInt(bad)).toBeUndefined();
    }
    // Past the exactly representable integers.
    expect(readPositiveInt('99999999999999999999')).toBeUndefined();
    expect(readPositiveInt(String(Number.MAX_SAFE_INTEGER + 1))).toBeUndefined();
  });
});

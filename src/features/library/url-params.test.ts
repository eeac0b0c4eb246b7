import { describe, expect, it } from 'vitest';
import { humanizeCode, readChoice, readSearch } from './url-params';

describe('URL readers', () => {
  it('trims and caps a search, and drops an empty one', () => {
    expect(readSearch('  austin ')).toBe('austin');
    expect(readSearch('   ')).toBeUndefined();
    expect(readSearch(null)).toBeUndefined();
    expect(readSearch('x'.repeat(300))).toHaveLength(200);
  });

  it('reads a choice in any case, in the allowed spelling', () => {
    expect(readChoice('name_ASC', ['newest', 'name_asc'] as const)).toBe('name_asc');
    expect(readChoice('ready', ['READY'] as const)).toBe('READY');
    expect(readChoice('bogus', ['READY'] as const)).toBeUndefined();
  });

  it('turns codes into words', () => {
    expect(humanizeCode('POSTCARD_6X9')).toBe('Postcard 6×9');
    expect(humanizeCode('POSTCARD_9x6')).toBe('Postcard 9×6');
    expect(humanizeCode('POSTCARD_8_5X11')).toBe('Postcard 8.5×11');
    expect(humanizeCode('REAL_ESTATE')).toBe('Real estate');
    expect(humanizeCode('LANDSCAPE')).toBe('Landscape');
    expect(humanizeCode('FLYER_A5')).toBe('Flyer A5');
  });
});

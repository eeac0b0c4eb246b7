import { describe, expect, it } from 'vitest';
import { formatCount, formatRate } from './format';

describe('performance figures', () => {
  it('reads a PERCENT conversion rate as a percentage', () => {
    expect(formatRate({ title: 'CVR', value: 12.5, type: 'PERCENT' }, 'en-US')).toBe('12.5%');
    expect(formatRate({ title: 'CVR', value: 3.456, type: 'percent' }, 'en-US')).toBe('3.46%');
    expect(formatRate({ title: 'CVR', value: 0, type: 'PERCENT' }, 'en-US')).toBe('0%');
  });

  it('shows a rate of another type as its plain number', () => {
    expect(formatRate({ title: 'CVR', value: 0.125, type: 'RATIO' }, 'en-US')).toBe('0.13');
  });

  it('formats counts with grouping', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
  });
});

import { describe, expect, it } from 'vitest';
import { missingItemText } from './creation-status-words';

describe('missing items in words', () => {
  it('says what a known item is', () => {
    expect(missingItemText('selectedDesignId')).toMatch(/^A design/);
    expect(missingItemText('startDate')).toBe('A launch date');
  });

  it('splits an unknown name into words rather than hiding it', () => {
    expect(missingItemText('printVendorId')).toBe('Print vendor id');
    expect(missingItemText('lead_time')).toBe('Lead time');
    expect(missingItemText('')).toBe('');
  });
});

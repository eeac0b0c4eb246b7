import { describe, expect, it } from 'vitest';
import { conversionTypes } from '../api/contract/tracking';
import { conversionTypeOptions, conversionTypeWords, isConversionType } from './conversion-types';

describe('conversion types in words', () => {
  it('words every type of the contract, each differently and none as its code', () => {
    const words = conversionTypes.map((t) => conversionTypeWords[t]);
    expect(new Set(words).size).toBe(conversionTypes.length);
    for (const t of conversionTypes) expect(conversionTypeWords[t]).not.toBe(t);
    expect(conversionTypeWords['First Eater']).toBe('First-time diner');
    expect(conversionTypeWords.Redeems).toBe('Redemption');
  });

  it('offers the types in the contract’s order', () => {
    expect(conversionTypeOptions.map((o) => o.value)).toEqual([...conversionTypes]);
    expect(conversionTypeOptions[0]).toEqual({ value: 'Signups', label: 'Signup' });
  });

  it('knows a type of the contract from any other text', () => {
    expect(isConversionType('First Order')).toBe(true);
    expect(isConversionType('first order')).toBe(false);
    expect(isConversionType('conversion')).toBe(false);
    expect(isConversionType(null)).toBe(false);
  });
});

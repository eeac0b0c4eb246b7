import { describe, expect, it } from 'vitest';
import { routeKindText } from './route-kind';

describe('routeKindText', () => {
  it('names each kind of carrier route in words from its code’s first letter', () => {
    expect(routeKindText('C006')).toBe('City route');
    expect(routeKindText('R012')).toBe('Rural route');
    expect(routeKindText('H001')).toBe('Highway contract route');
    expect(routeKindText('B003')).toBe('PO box');
  });

  it('reads a code in any letter case, with spaces around it', () => {
    expect(routeKindText(' c006 ')).toBe('City route');
  });

  it('says nothing for a code of no known kind, rather than guess', () => {
    expect(routeKindText('G900')).toBe('');
    expect(routeKindText('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { fileSlug } from './csv';

describe('the performance CSV file name', () => {
  it('makes a safe file name', () => {
    expect(fileSlug('Spring promo / NYC')).toBe('spring-promo-nyc');
    expect(fileSlug('Café Crème')).toBe('cafe-creme');
    expect(fileSlug('***')).toBe('export');
  });
});

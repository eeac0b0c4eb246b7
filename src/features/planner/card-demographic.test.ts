import { describe, expect, it } from 'vitest';
import { cardDemographic } from './card-demographic';

const income = {
  label: 'Household income',
  values: [
    { value: 'lt_50k', label: 'Under $50,000' },
    { value: '50_100k', label: '$50,000 to $99,999' },
  ],
};

describe('cardDemographic', () => {
  it('names the shaded attribute and the route’s middle band in the attribute’s words', () => {
    const shading = { bands: new Map([['78704-C006', 1]]) };
    expect(cardDemographic(income, shading, '78704-C006')).toEqual({
      title: 'Household income',
      value: '$50,000 to $99,999',
    });
  });

  it('says "No data" for a route without the attribute', () => {
    const shading = { bands: new Map<string, number | null>([['78704-C006', null]]) };
    expect(cardDemographic(income, shading, '78704-C006')?.value).toBe('No data');
    expect(cardDemographic(income, shading, '78704-C999')?.value).toBe('No data');
  });

  it('is nothing when the map is not shaded', () => {
    expect(cardDemographic(null, null, '78704-C006')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { demographicAttributesSchema } from './demographic-attributes';

describe('demographicAttributesSchema', () => {
  it('parses attributes with their values; multiple defaults to true', () => {
    const parsed = demographicAttributesSchema.parse({
      attributes: [
        {
          key: 'income',
          label: 'Household income',
          values: [
            { value: '50-75k', label: '$50k–$75k' },
            { value: '75-100k', label: '$75k–$100k' },
          ],
        },
        {
          key: 'homeowner',
          label: 'Home ownership',
          multiple: false,
          values: [{ value: 'own', label: 'Owner' }],
        },
      ],
    });
    expect(parsed.attributes[0]?.multiple).toBe(true);
    expect(parsed.attributes[1]?.multiple).toBe(false);
  });

  it('refuses values that are plain strings and strips unknown fields', () => {
    expect(
      demographicAttributesSchema.safeParse({ attributes: [{ key: 'age', label: 'Age', values: ['25-34'] }] })
        .success,
    ).toBe(false);
    const parsed = demographicAttributesSchema.parse({
      attributes: [{ key: 'age', label: 'Age', values: [], pricePerThousand: 4 }],
    });
    expect(parsed.attributes[0]).not.toHaveProperty('pricePerThousand');
  });
});

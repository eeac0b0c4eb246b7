import { describe, expect, it } from 'vitest';
import { designTemplateListSchema } from './design-template';

const template = {
  id: 't-12',
  name: 'Taco Tuesday',
  description: 'Bold landscape postcard for restaurant offers.',
  thumbnail: 'https://cdn.example.com/templates/t-12.png',
  isPublic: true,
  orientation: 'LANDSCAPE',
  format: 'POSTCARD_9x6',
  industry: 'FOOD',
  postalCompliant: true,
};

describe('designTemplateListSchema', () => {
  it('parses the array of templates', () => {
    expect(
      designTemplateListSchema.parse([template, { ...template, id: 't-13', postalCompliant: false }]),
    ).toHaveLength(2);
  });

  it('strips unknown fields and refuses a missing compliance flag', () => {
    expect(designTemplateListSchema.parse([{ ...template, ownerClientId: '2' }])[0]).not.toHaveProperty(
      'ownerClientId',
    );
    const { postalCompliant: _omit, ...partial } = template;
    expect(designTemplateListSchema.safeParse([partial]).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { campaignArtworkSchema } from './artwork';

const flyer = {
  fileLink: 'https://cdn.example.com/art/flyer-1203.pdf',
  thumbnailUrl: 'https://cdn.example.com/art/flyer-1203.png',
  fileName: 'spring-menu-flyer.pdf',
  designSource: 'UPLOAD',
  isUploaded: true,
};

describe('campaignArtworkSchema', () => {
  it('parses the flyer, a null logo and additional pieces', () => {
    const artwork = {
      flyer,
      logo: null,
      artworks: [{ ...flyer, fileName: 'back.pdf' }, { fileLink: 'https://cdn.example.com/art/insert.pdf' }],
    };
    const parsed = campaignArtworkSchema.parse(artwork);
    expect(parsed.flyer).toEqual(flyer);
    expect(parsed.logo).toBeNull();
    expect(parsed.artworks).toHaveLength(2);
  });

  it('reads a logo with fewer details and defaults missing artworks to none', () => {
    const parsed = campaignArtworkSchema.parse({
      flyer,
      logo: { fileLink: 'https://cdn.example.com/logo.svg' },
    });
    expect(parsed.logo?.fileLink).toBe('https://cdn.example.com/logo.svg');
    expect(parsed.artworks).toEqual([]);
  });

  it('requires every flyer field and strips unknown ones', () => {
    const { fileName: _omit, ...partial } = flyer;
    expect(campaignArtworkSchema.safeParse({ flyer: partial, logo: null, artworks: [] }).success).toBe(false);
    const parsed = campaignArtworkSchema.parse({
      flyer: { ...flyer, printCost: 40 },
      logo: null,
      artworks: [],
    });
    expect(parsed.flyer).not.toHaveProperty('printCost');
  });
});

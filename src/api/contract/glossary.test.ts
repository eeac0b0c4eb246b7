import { describe, expect, it } from 'vitest';
import { codeLabel, fallbackGlossary, glossarySchema } from './glossary';

describe('glossarySchema', () => {
  it('accepts the fallback glossary (the sandbox serves this shape)', () => {
    expect(glossarySchema.parse(fallbackGlossary)).toEqual(fallbackGlossary);
  });

  it('carries the spec codes and the option lists', () => {
    expect(fallbackGlossary.campaignTypes).toEqual([
      { code: 1, label: 'HANDTOHAND' },
      { code: 2, label: 'LETTERBOX' },
      { code: 3, label: 'DIRECTMAIL' },
      { code: 4, label: 'INSERTS' },
    ]);
    expect(fallbackGlossary.campaignStatuses.map((e) => e.code)).toEqual([0, 10, 15, 20]);
    expect(fallbackGlossary.missionStatuses).toEqual([
      { code: 0, label: 'DRAFT' },
      { code: 10, label: 'AVAILABLE' },
      { code: 40, label: 'COMPLETED' },
      { code: 60, label: 'PAID' },
    ]);
    expect(fallbackGlossary.missionTypes).toEqual([{ code: 1, label: 'HANDTOHAND' }]);
    expect(fallbackGlossary.eddmFormats.map((o) => o.value)).toEqual([
      'SMALL',
      'BEST_SELLER',
      'LARGE',
      'JUMBO',
      'OVERSIZED',
    ]);
    expect(fallbackGlossary.flyerSizes.map((o) => o.value)).toEqual(
      expect.arrayContaining(['A6', 'A5', 'A4', 'DL']),
    );
    expect(fallbackGlossary.flyerThicknesses.map((o) => o.value)).toEqual(
      expect.arrayContaining(['135gsm', '170gsm', '250gsm', '350gsm']),
    );
    expect(fallbackGlossary.conversionTypes).toHaveLength(9);
    expect(fallbackGlossary.channels.find((c) => c.value === 'ADM')?.subtypes.map((s) => s.value)).toContain(
      'EDDM',
    );
  });

  it("names the fallback flyer countries as the platform's English region names do", () => {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const countries = fallbackGlossary.flyerCountries ?? [];
    expect(countries.length).toBeGreaterThan(10);
    for (const { value, label } of countries) expect(label).toBe(english.of(value));
  });

  it('refuses a non-numeric code and strips unknown groups', () => {
    const bad = { ...fallbackGlossary, campaignTypes: [{ code: '1', label: 'HANDTOHAND' }] };
    expect(glossarySchema.safeParse(bad).success).toBe(false);
    expect(glossarySchema.parse({ ...fallbackGlossary, payoutRates: [] })).not.toHaveProperty('payoutRates');
  });
});

describe('codeLabel', () => {
  it('prefers the loaded glossary, then the spec fallback, then the bare code', () => {
    const loaded = glossarySchema.parse({
      ...fallbackGlossary,
      missionStatuses: [...fallbackGlossary.missionStatuses, { code: 20, label: 'ASSIGNED' }],
    });
    expect(codeLabel('missionStatuses', 20, loaded)).toBe('ASSIGNED');
    expect(codeLabel('missionStatuses', 20)).toBe('Code 20');
    expect(codeLabel('campaignStatuses', 10)).toBe('ACTIVE');
    expect(codeLabel('campaignTypes', 3, { ...loaded, campaignTypes: [] })).toBe('DIRECTMAIL');
  });
});

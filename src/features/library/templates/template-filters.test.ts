import { describe, expect, it } from 'vitest';
import type { DesignTemplate } from '../../../api/contract/design-template';
import {
  emptyTemplateFilters,
  templateFiltersInUrl,
  filterTemplates,
  hasActiveTemplateFilters,
  parseTemplateFilters,
  templateFilterOptions,
} from './template-filters';
import { itKeepsFiltersInTheUrl } from '../url-filters-test-kit';

const template = (over: Partial<DesignTemplate>): DesignTemplate => ({
  id: '1',
  name: 'T',
  description: '',
  thumbnail: '',
  isPublic: true,
  orientation: 'LANDSCAPE',
  format: 'POSTCARD_9x6',
  industry: 'FOOD',
  postalCompliant: true,
  ...over,
});

const library = [
  template({ id: '1', industry: 'FOOD', orientation: 'LANDSCAPE', postalCompliant: true }),
  template({ id: '2', industry: 'FOOD', orientation: 'PORTRAIT', postalCompliant: false }),
  template({ id: '3', industry: 'REAL_ESTATE', orientation: 'LANDSCAPE', postalCompliant: true }),
  template({ id: '4', industry: 'REAL_ESTATE', orientation: 'PORTRAIT', postalCompliant: false }),
  template({ id: '5', industry: 'fitness', orientation: 'landscape', postalCompliant: true }),
];
const ids = (ts: DesignTemplate[]) => ts.map((t) => t.id);
const parse = (qs: string) => parseTemplateFilters(new URLSearchParams(qs));

describe('template filters in the URL', () => {
  itKeepsFiltersInTheUrl(
    templateFiltersInUrl,
    {
      filters: { industry: 'REAL_ESTATE', orientation: 'PORTRAIT', compliantOnly: true },
      query: 'industry=real_estate&orientation=portrait&compliant=1',
    },
    {
      defaults: 'gives the defaults for an empty URL and writes a plain one for them',
      roundTrip: 'round-trips every filter',
    },
  );

  it('reads compliant=true too, and ignores anything else', () => {
    expect(parse('compliant=true').compliantOnly).toBe(true);
    expect(parse('compliant=0').compliantOnly).toBe(false);
    expect(parse('industry=%3Cscript%3E').industry).toBeUndefined();
  });
});

describe('filterTemplates', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterTemplates(library, emptyTemplateFilters))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps only postal-compliant templates when asked', () => {
    expect(ids(filterTemplates(library, { compliantOnly: true }))).toEqual(['1', '3', '5']);
  });

  it('matches industry and orientation case-insensitively and combines every filter', () => {
    expect(ids(filterTemplates(library, { compliantOnly: false, orientation: 'LANDSCAPE' }))).toEqual([
      '1',
      '3',
      '5',
    ]);
    expect(ids(filterTemplates(library, { compliantOnly: false, industry: 'FITNESS' }))).toEqual(['5']);
    expect(
      ids(
        filterTemplates(library, { compliantOnly: true, industry: 'REAL_ESTATE', orientation: 'PORTRAIT' }),
      ),
    ).toEqual([]);
  });

  it('offers each industry and orientation once, with labels, plus a chosen one no template has', () => {
    const { industries, orientations } = templateFilterOptions(library, {
      compliantOnly: false,
      industry: 'TOYS',
    });
    expect(industries).toEqual([
      { value: 'FITNESS', label: 'Fitness' },
      { value: 'FOOD', label: 'Food' },
      { value: 'REAL_ESTATE', label: 'Real estate' },
      { value: 'TOYS', label: 'Toys' },
    ]);
    expect(orientations.map((o) => o.value)).toEqual(['LANDSCAPE', 'PORTRAIT']);
  });

  it('tells whether anything narrows the gallery', () => {
    expect(hasActiveTemplateFilters(emptyTemplateFilters)).toBe(false);
    expect(hasActiveTemplateFilters({ compliantOnly: true })).toBe(true);
  });
});

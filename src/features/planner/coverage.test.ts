import { describe, expect, it } from 'vitest';
import { COVERAGE_TEXT, coverageText, noRoutesNotice } from './coverage';
import { RADIUS_PRESETS_BY_UNIT } from './radius';

const SLC = { name: 'Salt Lake City, UT', lat: 40.76078, lng: -111.89105, distance: 467_000 };
const largestMi = Math.max(...RADIUS_PRESETS_BY_UNIT.mi);
const largestKm = Math.max(...RADIUS_PRESETS_BY_UNIT.km);

describe('noRoutesNotice', () => {
  it('names the nearest covered place, how far it is, and offers to search it', () => {
    const n = noRoutesNotice({
      radius: largestMi,
      unit: 'mi',
      label: 'Boise, ID',
      nearestCovered: SLC,
      locale: 'en-US',
    });
    expect(n.text).toBe(
      'No carrier routes within 10 mi of Boise, ID. Carrier routes are available in and around Salt Lake City, UT, the nearest place that has them (about 290 mi away).',
    );
    expect(n.action).toEqual({ kind: 'place', text: 'Search Salt Lake City, UT', place: SLC });
  });

  it('offers the next larger radius when there is one and no place is named', () => {
    const n = noRoutesNotice({ radius: 1609, unit: 'mi', label: '', nearestCovered: null, locale: 'en-US' });
    expect(n.text).toMatch(/^No carrier routes within 1 mi of this place\./);
    expect(n.action).toEqual({ kind: 'radius', text: 'Widen the radius to 2 mi', radius: 3219 });
  });

  it('never suggests a larger radius at the largest, in miles or kilometres', () => {
    for (const [unit, radius] of [
      ['mi', largestMi],
      ['km', largestKm],
      ['km', 20000],
    ] as const) {
      const n = noRoutesNotice({ radius, unit, label: 'New York, NY', nearestCovered: undefined });
      expect(n.action).toBeNull();
      expect(n.text).not.toMatch(/larger radius|widen/i);
      expect(n.text).toMatch(/Carrier routes are available in and around/);
    }
  });

  it('speaks in kilometres for an account outside the US', () => {
    const n = noRoutesNotice({
      radius: 10000,
      unit: 'km',
      label: 'Boise',
      nearestCovered: SLC,
      locale: 'en-US',
    });
    expect(n.text).toMatch(/within 10 km of Boise\..*about 467 km away\)\.$/);
  });

  it('says where routes are after the search found none, as given', () => {
    const coverage = coverageText([{ name: 'Austin', hasCarrierRoutes: true }]);
    const n = noRoutesNotice({ radius: 16093, unit: 'mi', label: 'x', nearestCovered: null, coverage });
    expect(n.text).toMatch(/Carrier routes are available in and around Austin \(marked/);
  });
});

describe('coverageText', () => {
  it('names the cities the service marks, the largest first, once each, and how many more', () => {
    const cities = [
      { name: 'New York', hasCarrierRoutes: false },
      { name: 'Houston', hasCarrierRoutes: true },
      { name: 'Philadelphia', hasCarrierRoutes: true },
      { name: 'Houston', hasCarrierRoutes: true },
      { name: 'Austin', hasCarrierRoutes: true },
      { name: 'Denver', hasCarrierRoutes: true },
    ];
    expect(coverageText(cities, 6, 'en')).toBe(
      'Carrier routes are available in and around Houston, Philadelphia, Austin, and Denver (marked “Direct-mail routes” on the Cities page).',
    );
    expect(coverageText(cities, 2, 'en')).toBe(
      'Carrier routes are available in and around Houston, Philadelphia, and 2 more cities (marked “Direct-mail routes” on the Cities page).',
    );
  });

  it('falls back to the general line when no city is marked (or the service does not say)', () => {
    expect(coverageText([{ name: 'Boise' }])).toBe(COVERAGE_TEXT);
  });
});

import { describe, expect, it } from 'vitest';
import { announceTotals } from './announce';
import { minimumGauge, piecesOf, type PlannerTotals } from './totals';

type Counts = Pick<PlannerTotals, 'routes' | 'residences' | 'businesses'> & { includeBusinesses?: boolean };

const announce = (c: Counts, minimum: number | null, locale = 'en-US') => {
  const includeBusinesses = c.includeBusinesses ?? false;
  const pieces = piecesOf(c, includeBusinesses);
  const totals: PlannerTotals = {
    ...c,
    total: c.residences + c.businesses,
    pieces,
    includeBusinesses,
    unknown: 0,
  };
  return announceTotals(totals, minimumGauge(pieces, minimum), locale);
};

describe('announceTotals', () => {
  const cases: [string, Counts, number | null, string][] = [
    [
      'says how many routes and homes, and how many more homes reach the minimum',
      { routes: 12, residences: 4570, businesses: 300 },
      5000,
      '12 routes selected: 4,570 homes. 430 more homes reach the 5,000-piece minimum.',
    ],
    [
      'says the minimum is reached once it is',
      { routes: 12, residences: 5430, businesses: 0 },
      5000,
      '12 routes selected: 5,430 homes. Minimum reached.',
    ],
    [
      'counts businesses and pieces when businesses are mailed',
      { routes: 3, residences: 700, businesses: 1, includeBusinesses: true },
      1000,
      '3 routes selected: 700 homes and 1 business, 701 pieces. 299 more pieces reach the 1,000-piece minimum.',
    ],
    [
      'speaks in the singular for one',
      { routes: 1, residences: 999, businesses: 0 },
      1000,
      '1 route selected: 999 homes. 1 more home reaches the 1,000-piece minimum.',
    ],
    [
      'says nothing about a minimum that is not known',
      { routes: 2, residences: 1, businesses: 4 },
      null,
      '2 routes selected: 1 home.',
    ],
    [
      'announces an empty selection with the minimum to aim for',
      { routes: 0, residences: 0, businesses: 0 },
      1000,
      'No routes selected. The minimum is 1,000 pieces.',
    ],
    [
      'announces an empty selection alone without a minimum',
      { routes: 0, residences: 0, businesses: 0 },
      null,
      'No routes selected.',
    ],
  ];
  for (const [title, counts, minimum, expected] of cases)
    it(title, () => {
      expect(announce(counts, minimum)).toBe(expected);
    });

  it("formats numbers in the user's locale", () => {
    expect(announce({ routes: 1200, residences: 1234567, businesses: 0 }, null, 'de-DE')).toBe(
      '1.200 routes selected: 1.234.567 homes.',
    );
  });
});

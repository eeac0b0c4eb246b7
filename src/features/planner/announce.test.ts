import { describe, expect, it } from 'vitest';
import { announceTotals } from './announce';
import { minimumGauge, piecesOf, type PlannerTotals } from './totals';

type Counts = Pick<PlannerTotals, 'routes' | 'residences' | 'businesses'>;

const announce = (c: Counts, minimum: number | null, locale = 'en-US') => {
  const total = c.residences + c.businesses;
  const pieces = piecesOf({ total });
  const totals: PlannerTotals = { ...c, total, pieces, unknown: 0 };
  return announceTotals(totals, minimumGauge(pieces, minimum), locale);
};

describe('announceTotals', () => {
  const cases: [string, Counts, number | null, string][] = [
    [
      'says how many routes and pieces (homes and businesses), and how many more pieces reach the minimum',
      { routes: 12, residences: 4570, businesses: 300 },
      5000,
      '12 routes selected: 4,870 pieces (4,570 homes and 300 businesses). 130 more pieces reach the 5,000-piece minimum.',
    ],
    [
      'says the minimum is reached once it is',
      { routes: 12, residences: 5430, businesses: 0 },
      5000,
      '12 routes selected: 5,430 pieces (5,430 homes and 0 businesses). Minimum reached.',
    ],
    [
      'counts businesses in the pieces, as they are always mailed',
      { routes: 3, residences: 700, businesses: 1 },
      1000,
      '3 routes selected: 701 pieces (700 homes and 1 business). 299 more pieces reach the 1,000-piece minimum.',
    ],
    [
      'speaks in the singular for one',
      { routes: 1, residences: 998, businesses: 1 },
      1000,
      '1 route selected: 999 pieces (998 homes and 1 business). 1 more piece reaches the 1,000-piece minimum.',
    ],
    [
      'says nothing about a minimum that is not known',
      { routes: 2, residences: 1, businesses: 4 },
      null,
      '2 routes selected: 5 pieces (1 home and 4 businesses).',
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
      '1.200 routes selected: 1.234.567 pieces (1.234.567 homes and 0 businesses).',
    );
  });
});

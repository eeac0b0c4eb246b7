import { describe, expect, it } from 'vitest';
import { attributeShares } from './attribute-share';

const income = (counts: Record<string, number>) => ({
  key: 'household_income',
  values: Object.entries(counts).map(([value, count]) => ({ value, count })),
});

describe('attributeShares', () => {
  const routes = [
    { zip: '78701', croute: 'C001', demographics: [income({ low: 300, mid: 150, high: 50 })] },
    { zip: '78701', croute: 'C002', demographics: [income({ low: 100, mid: 100, high: 200 })] },
    { zip: '78702', croute: 'C003' },
    { zip: '78703', croute: 'C009', demographics: [income({ low: 0, mid: 0, high: 900 })] },
  ];
  const chosen = routes.slice(0, 3);

  it('counts the matching homes over the chosen routes with figures', () => {
    expect(attributeShares(chosen, routes, [{ code: 'household_income', values: ['high'] }])).toEqual([
      { key: 'household_income', matching: 250, homes: 900, share: 250 / 900, routesWithout: 1 },
    ]);
    expect(
      attributeShares(chosen, routes, [{ code: 'household_income', values: ['mid', 'high'] }])[0]!.matching,
    ).toBe(500);
  });

  it('no figures at all: share unknown; an attribute without values is left out', () => {
    expect(attributeShares(chosen, routes, [{ code: 'age', values: ['65+'] }])[0]).toMatchObject({
      share: null,
      routesWithout: 3,
    });
    expect(attributeShares(chosen, routes, [{ code: 'age', values: [] }])).toEqual([]);
  });
});

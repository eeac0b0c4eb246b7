import { describe, expect, it } from 'vitest';
import type { EddmQuote, FlyerQuote } from '../../api/contract/quote';
import {
  comparedQuote,
  compareScenarios,
  deltaFromCheapest,
  mixedCurrencies,
  rankQuotes,
} from './comparison';
import type { Currency } from './money';
import { scenarioKey, type EddmScenario, type FlyerScenario } from './quote-url';

const q = (key: string, total: number, unitPrice: number, currency = 'USD') => ({
  key,
  currency: { code: currency },
  total,
  unitPrice,
});

describe('rankQuotes', () => {
  it('marks the cheapest total and the lowest unit price, with deltas from the cheapest', () => {
    const ranks = rankQuotes([q('best', 470, 0.47), q('large', 530, 0.53), q('small', 420, 0.42)]);
    expect(ranks.get('small')).toEqual({
      cheapestTotal: true,
      cheapestUnit: true,
      totalDelta: 0,
      totalDeltaPercent: 0,
      unitDelta: 0,
      peers: 3,
    });
    expect(ranks.get('large')).toMatchObject({
      cheapestTotal: false,
      totalDelta: 110,
      totalDeltaPercent: 26.2,
      unitDelta: 0.11,
    });
    expect(ranks.get('best')).toMatchObject({ cheapestTotal: false, cheapestUnit: false, totalDelta: 50 });
  });

  it('can find a different winner by total than by unit price', () => {
    // 2,400 pieces at the small tier cost more in total than 2,500 at the next, cheaper tier.
    const ranks = rankQuotes([q('2400', 1008, 0.42), q('2500', 925, 0.37), q('1000', 420, 0.42)]);
    expect(ranks.get('1000')).toMatchObject({ cheapestTotal: true, cheapestUnit: false });
    expect(ranks.get('2500')).toMatchObject({ cheapestTotal: false, cheapestUnit: true });
  });

  it('lets ties share the title', () => {
    const ranks = rankQuotes([q('a', 100, 0.1), q('b', 100, 0.1), q('c', 120, 0.12)]);
    expect(ranks.get('a')!.cheapestTotal).toBe(true);
    expect(ranks.get('b')!.cheapestTotal).toBe(true);
    expect(ranks.get('c')!.cheapestTotal).toBe(false);
  });

  it('tells a currency known only by its sign from an ISO currency', () => {
    const dollars: Currency = { sign: '$' };
    const ranks = rankQuotes([q('usd', 500, 0.5), { ...q('sign', 400, 0.4), currency: dollars }]);
    expect(ranks.get('usd')).toMatchObject({ cheapestTotal: true, peers: 1 });
    expect(ranks.get('sign')).toMatchObject({ cheapestTotal: true, peers: 1 });
    expect(mixedCurrencies([q('usd', 1, 1), { ...q('sign', 1, 1), currency: dollars }])).toBe(true);
  });

  it('compares money only within one currency', () => {
    const quotes = [q('usd-a', 500, 0.5), q('usd-b', 400, 0.4), q('eur', 100, 0.1, 'EUR')];
    const ranks = rankQuotes(quotes);
    expect(ranks.get('usd-b')).toMatchObject({ cheapestTotal: true, peers: 2 });
    expect(ranks.get('usd-a')).toMatchObject({ cheapestTotal: false, totalDelta: 100 });
    expect(ranks.get('eur')).toMatchObject({ cheapestTotal: true, peers: 1, totalDelta: 0 });
    expect(mixedCurrencies(quotes)).toBe(true);
    expect(mixedCurrencies(quotes.slice(0, 2))).toBe(false);
  });

  it('keeps deltas exact to the cent and the percentage null against a zero total', () => {
    expect(rankQuotes([q('a', 0.3, 0.1), q('b', 0.1 + 0.2 + 0.1, 0.1)]).get('b')!.totalDelta).toBe(0.1);
    expect(rankQuotes([q('free', 0, 0), q('paid', 10, 0.01)]).get('paid')!.totalDeltaPercent).toBeNull();
  });

  it('ranks nothing when there is nothing', () => {
    expect(rankQuotes([]).size).toBe(0);
  });
});

const eddmScenario = (format: EddmScenario['format'], volume: number): EddmScenario => ({
  kind: 'eddm',
  format,
  volume,
});
const eddmQuote = (format: string, volume: number, perUnitPrice: number, extra: Partial<EddmQuote> = {}) =>
  ({
    currency: 'USD',
    format,
    volume,
    perUnitPrice,
    total: Math.round(volume * perUnitPrice * 100) / 100,
    tierApplied: { key: 1000, perUnitPrice },
    tierBasis: 'floor',
    minimumVolume: 200,
    complete: true,
    adjustments: [],
    ...extra,
  }) satisfies EddmQuote;

const flyerScenario: FlyerScenario = {
  kind: 'flyer',
  countryId: 'FR',
  flyerSize: 'A5',
  flyerThickness: '170gsm',
  flyerQuantity: 5000,
  city: 'Pariss',
};
const flyerQuote = {
  currencySign: '€',
  countryId: 'FR',
  city: 'Pariss',
  matchedCity: null,
  serviceType: 'H2H',
  totalAmount: 400,
  costPerFlyer: 0.08,
  complete: false,
  adjustments: [
    {
      code: 'INPUT_NOT_MATCHED',
      field: 'city',
      affects: [],
      detail: 'No rate for Pariss.',
      suggestions: ['Paris'],
    },
  ],
} satisfies FlyerQuote;

describe('comparedQuote', () => {
  it('reads an EDDM quote: its ISO currency, total, unit price and the volume it priced', () => {
    const bound = {
      code: 'BOUND_APPLIED',
      field: 'volume',
      requested: 100,
      applied: 200,
      affects: [],
      detail: 'Raised to the minimum.',
    };
    const s = eddmScenario('SMALL', 100);
    expect(
      comparedQuote(s, eddmQuote('SMALL', 200, 0.42, { complete: false, adjustments: [bound] })),
    ).toEqual({
      key: scenarioKey(s),
      currency: { code: 'USD' },
      total: 84,
      unitPrice: 0.42,
      pieces: 200,
      complete: false,
      adjustments: ['Volume moved to the nearest allowed value'],
    });
  });

  it('reads a flyer quote: the country’s currency, total, cost per flyer and the flyers asked for', () => {
    expect(comparedQuote(flyerScenario, flyerQuote)).toEqual({
      key: scenarioKey(flyerScenario),
      currency: { code: 'EUR' },
      total: 400,
      unitPrice: 0.08,
      pieces: 5000,
      complete: false,
      adjustments: ['City not matched: a default was used'],
    });
  });
});

describe('compareScenarios', () => {
  const small = eddmScenario('SMALL', 1000);
  const large = eddmScenario('LARGE', 1000);
  const jumbo = eddmScenario('JUMBO', 1000);

  it('keeps one column per scenario, in order, with the quote once it has answered', () => {
    const { columns } = compareScenarios(
      [small, large, jumbo],
      [eddmQuote('SMALL', 1000, 0.42), undefined, eddmQuote('JUMBO', 1000, 0.6)],
    );
    expect(columns.map((c) => c.key)).toEqual([small, large, jumbo].map(scenarioKey));
    expect(columns.map((c) => c.scenario)).toEqual([small, large, jumbo]);
    expect(columns[0]!.quote).toMatchObject({ total: 420, pieces: 1000 });
    expect(columns[1]).toMatchObject({ quote: undefined, rank: undefined, cheapestTotal: false });
    expect(columns[2]!.rank).toMatchObject({ totalDelta: 180, totalDeltaPercent: 42.9, peers: 2 });
  });

  it('marks the cheapest total and the lowest unit price only among several quotes of a currency', () => {
    const answers = [eddmQuote('SMALL', 1000, 0.42), eddmQuote('LARGE', 1000, 0.53)];
    const { columns, mixedCurrencies } = compareScenarios([small, large], answers);
    expect(columns.map((c) => [c.cheapestTotal, c.cheapestUnit])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(mixedCurrencies).toBe(false);

    const alone = compareScenarios([small, flyerScenario], [answers[0], flyerQuote]);
    expect(alone.columns.map((c) => [c.rank?.cheapestTotal, c.cheapestTotal])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(alone.mixedCurrencies).toBe(true);
  });

  it('says nothing of mixed currencies for quotes that have not answered', () => {
    expect(compareScenarios([small, flyerScenario], [eddmQuote('SMALL', 1000, 0.42)]).mixedCurrencies).toBe(
      false,
    );
  });
});

describe('deltaFromCheapest', () => {
  const usd: Currency = { code: 'USD' };
  const ranks = rankQuotes([
    q('a', 420, 0.42),
    q('b', 530, 0.53),
    q('free', 0, 0, 'EUR'),
    q('c', 10, 0.01, 'EUR'),
  ]);

  it('says how much more a quote costs than the cheapest, with the percentage', () => {
    expect(deltaFromCheapest(ranks.get('b'), usd)).toEqual({
      tone: 'more',
      text: `+${new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(110)} (+26.2%)`,
    });
    expect(deltaFromCheapest(ranks.get('c'), { code: 'EUR' }).text).not.toContain('%');
  });

  it('names the cheapest, and says when there is nothing to compare with', () => {
    expect(deltaFromCheapest(ranks.get('a'), usd)).toEqual({ tone: 'cheapest', text: 'Cheapest' });
    const alone = rankQuotes([q('only', 10, 0.1)]).get('only');
    for (const rank of [alone, undefined])
      expect(deltaFromCheapest(rank, usd)).toEqual({
        tone: 'alone',
        text: 'Nothing to compare in this currency',
      });
  });
});

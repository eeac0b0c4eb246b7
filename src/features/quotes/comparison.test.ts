import { describe, expect, it } from 'vitest';
import { mixedCurrencies, rankQuotes, type ComparedQuote } from './comparison';

const q = (key: string, total: number, unitPrice: number, currency = 'USD'): ComparedQuote => ({
  key,
  currency,
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

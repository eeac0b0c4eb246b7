import { describe, expect, it } from 'vitest';
import type { PlannerTotals } from '../totals';
import { summaryText } from './plan-action-bar';

const totals = (routes: number, pieces: number): PlannerTotals => ({
  routes,
  residences: pieces,
  businesses: 0,
  total: pieces,
  pieces,
  unknown: 0,
});

describe('the phone’s summary bar', () => {
  it('says routes, pieces and the price: "8 routes · 4,540 pieces · $1,861.40"', () => {
    expect(summaryText(totals(8, 4540), '$1,861.40')).toBe('8 routes · 4,540 pieces · $1,861.40');
    expect(summaryText(totals(1, 528), '$242.88')).toBe('1 route · 528 pieces · $242.88');
  });

  it('says the price is being worked out rather than showing an old one', () => {
    expect(summaryText(totals(3, 1200), null)).toBe('3 routes · 1,200 pieces · pricing…');
  });

  it('before any route is chosen, says so (no zeros, no price)', () => {
    expect(summaryText(totals(0, 0), null)).toBe('No routes chosen yet');
  });
});

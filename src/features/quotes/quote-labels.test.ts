import { describe, expect, it } from 'vitest';
import { defaultQuoteTab, eddmAvailableIn, serviceTypeLabel, tierRateText } from './quote-labels';

describe('quote labels', () => {
  it('explains the floor tier in words, never naming the basis', () => {
    expect(tierRateText(5000, 'floor', 'en-US')).toBe(
      'Priced at the 5,000-piece rate, the largest tier your quantity reaches.',
    );
    expect(tierRateText(25000, 'ceiling', 'en-US')).toBe('Priced at the 25,000-piece rate.');
    expect(tierRateText(5000, 'floor', 'en-US')).not.toMatch(/floor|basis/i);
  });

  it('offers EDDM to US accounts only, and opens other accounts on flyers', () => {
    expect(eddmAvailableIn('US')).toBe(true);
    expect(eddmAvailableIn('us')).toBe(true);
    expect(eddmAvailableIn('FR')).toBe(false);
    expect(defaultQuoteTab('US')).toBe('eddm');
    expect(defaultQuoteTab('FR')).toBe('flyer');
  });

  it('names the service types, never the code', () => {
    expect(serviceTypeLabel('h2h')).toBe('Hand to hand');
    expect(serviceTypeLabel('d2d')).toBe('Letterbox (door to door)');
    expect(serviceTypeLabel('H2H')).toBe('Hand to hand');
  });
});

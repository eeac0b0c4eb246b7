import { describe, expect, it } from 'vitest';
import {
  defaultQuoteTab,
  eddmAvailableIn,
  eddmFormatLabel,
  flyerSizeLabel,
  scenarioText,
  serviceTypeLabel,
  tierRateText,
} from './quote-labels';

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

  it('names every format by its name and size, never its code', () => {
    expect(eddmFormatLabel('BEST_SELLER')).toBe('Best seller (6.25 × 9 in)');
    expect(eddmFormatLabel('SMALL')).toBe('Small (4.25 × 11 in)');
    expect(eddmFormatLabel('POSTER')).toBe('Other format');
    expect(flyerSizeLabel('A5')).toBe('A5 (148 × 210 mm)');
    expect(scenarioText({ kind: 'eddm', format: 'JUMBO', volume: 3000 }, 'en-US').title).toBe(
      'Direct mail · Jumbo (8.5 × 11 in)',
    );
    const flyer = scenarioText(
      { kind: 'flyer', countryId: 'FR', flyerSize: 'A5', flyerThickness: '135gsm', flyerQuantity: 5000 },
      'en-US',
    );
    expect(flyer.details).toBe('A5 (148 × 210 mm) · 135 gsm · 5,000 flyers');
  });
});

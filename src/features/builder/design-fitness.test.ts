import { describe, expect, it } from 'vitest';
import { fitSubtypeOf, printedAsText, sortByFit, unfitSentence } from './design-fitness';

const items = [
  { id: 'hanger', format: 'DOOR_HANGER' },
  { id: 'card', format: 'POSTCARD_6X9' },
  { id: 'flyer', format: 'FLYER_A5' },
  { id: 'tiny', format: 'POSTCARD_6X4' },
  { id: 'jumbo', format: 'postcard_8_5x11' },
  { id: 'unsafe', format: 'POSTCARD_9x6', postalCompliant: false },
];

describe('sortByFit', () => {
  it('EDDM: fitting postcards first (in the given order), then the others with their reason', () => {
    const sorted = sortByFit(items, 'EDDM', (i) => i);
    expect(sorted.map((s) => s.item.id)).toEqual(['card', 'jumbo', 'hanger', 'flyer', 'tiny', 'unsafe']);
    expect(sorted.map((s) => (s.fit.fits ? s.fit.eddmFormat : s.fit.reason))).toEqual([
      'BEST_SELLER',
      'JUMBO',
      'streetPiece',
      'streetPiece',
      'notEddmSize',
      'notPostalCompliant',
    ]);
  });

  it('street drafts take flyers, door hangers and inserts, not postcards', () => {
    const sorted = sortByFit(items, 'HANDTOHAND', (i) => i);
    expect(sorted.filter((s) => s.fit.fits).map((s) => s.item.id)).toEqual(['hanger', 'flyer']);
    expect(sorted.find((s) => s.item.id === 'card')!.fit).toEqual({ fits: false, reason: 'mailPiece' });
  });
});

describe('fitSubtypeOf', () => {
  it('reads the service’s subtype, else the flavour’s', () => {
    expect(fitSubtypeOf('letterbox', 'street')).toBe('LETTERBOX');
    expect(fitSubtypeOf(null, 'eddm')).toBe('EDDM');
    expect(fitSubtypeOf(undefined, 'audience')).toBe('AUDIENCE');
    expect(fitSubtypeOf('??', 'street')).toBe('HANDTOHAND');
  });
});

describe('words', () => {
  it('says why a design cannot be used, in a sentence', () => {
    expect(unfitSentence('streetPiece', 'EDDM')).toBe(
      'Cannot be used for mail to every home on chosen routes: it is a street piece (flyer, door hanger or insert), which is handed out, never mailed.',
    );
  });
  it('says what a fitting design is printed as', () => {
    expect(printedAsText({ fits: true, eddmFormat: 'LARGE', flyerSize: null })).toBe(
      'Printed as Large (6.25 × 11 in), an Every Door Direct Mail size; the price follows it.',
    );
    expect(printedAsText({ fits: true, eddmFormat: null, flyerSize: 'A5' })).toBe(
      'Printed as a flyer, A5 (148 × 210 mm).',
    );
    expect(printedAsText({ fits: false, reason: 'mailPiece' })).toBeNull();
  });
});

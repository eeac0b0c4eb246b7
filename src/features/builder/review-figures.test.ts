import { describe, expect, it } from 'vitest';
import { perPieceAmount, quoteFigures, quoteFormatText } from './review-figures';

describe('quoteFigures', () => {
  it('shows the calculator’s figures: format by name and size, pieces, per piece, total, what it includes', () => {
    const f = quoteFigures(
      {
        totalCosts: 1050.5,
        flyersCount: 2501,
        calculator: 'eddm',
        currency: 'USD',
        perPiece: 0.42,
        format: 'BEST_SELLER',
        includes: 'Printing, postage and delivery to every door.',
      },
      'eddm',
      undefined,
      'en-US',
    );
    expect(f).toEqual({
      pieces: 2501,
      piecesText: '2,501 pieces',
      formatText: 'Best seller (6.25 × 9 in)',
      perPieceText: '$0.42 a piece',
      totalText: '$1,050.50',
      includes: 'Printing, postage and delivery to every door.',
      fromCalculator: true,
    });
  });

  it('uses the quote’s currency over the account’s, and the account’s when the quote names none', () => {
    const quote = { totalCosts: 100, flyersCount: 1000, perPiece: 0.1, currency: 'EUR' };
    expect(quoteFigures(quote, 'street', 'USD', 'en-US').totalText).toBe('€100.00');
    expect(quoteFigures({ ...quote, currency: null }, 'street', 'USD', 'en-US').totalText).toBe('$100.00');
    expect(quoteFigures({ ...quote, currency: 'nope' }, 'street', undefined, 'en-US').totalText).toBe(
      '100.00',
    );
  });

  it('a service with only the spec’s two figures: pieces and total, no per piece or format', () => {
    const f = quoteFigures({ totalCosts: 1588.44, flyersCount: 3782 }, 'eddm', 'USD', 'en-US');
    expect(f.perPieceText).toBeNull();
    expect(f.formatText).toBeNull();
    expect(f.includes).toBeNull();
    expect(f.fromCalculator).toBe(false);
    expect(f.totalText).toBe('$1,588.44');
  });

  it('nothing priced yet: no total and no price per piece', () => {
    const f = quoteFigures({ totalCosts: 0, flyersCount: 0, perPiece: 0.42 }, 'eddm', 'USD', 'en-US');
    expect(f.totalText).toBeNull();
    expect(f.perPieceText).toBeNull();
    expect(f.piecesText).toBe('0 pieces');
  });
});

describe('quoteFormatText', () => {
  it('names EDDM formats and flyer sizes, never codes', () => {
    expect(quoteFormatText('JUMBO', 'eddm')).toBe('Jumbo (8.5 × 11 in)');
    expect(quoteFormatText('a5', 'street', '135gsm')).toBe('Flyer A5 (148 × 210 mm), 135 gsm paper');
    expect(quoteFormatText('DL', 'street')).toBe('Flyer DL (99 × 210 mm)');
    expect(quoteFormatText('POSTCARD_6X9', 'eddm')).toBeNull();
    expect(quoteFormatText(null, 'eddm')).toBeNull();
  });
});

describe('perPieceAmount', () => {
  it('keeps cents and up to four decimals', () => {
    expect(perPieceAmount(0.4, 'USD', 'en-US')).toBe('$0.40');
    expect(perPieceAmount(0.4235, 'USD', 'en-US')).toBe('$0.4235');
    expect(perPieceAmount(0.4, undefined, 'en-US')).toBe('0.40');
  });
});

import { describe, expect, it } from 'vitest';
import {
  draftKind,
  draftQuoteFigures,
  includesText,
  perPieceAmount,
  quoteFormatText,
} from './draft-quote-figures';

describe('draft quote figures', () => {
  it.each<[Parameters<typeof draftKind>, ReturnType<typeof draftKind>]>([
    [['EDDM', null, 1], 'eddm'],
    [['AUDIENCE', 'eddm', 3], 'audience'],
    [['LETTERBOX', null, 3], 'street'],
    [[undefined, 'flyer-distribution', 3], 'street'],
    [[undefined, undefined, 1], 'street'],
    [[undefined, undefined, 3], 'eddm'],
  ])('reads the kind from the subtype, then the calculator, then the campaign type: %j', (args, kind) => {
    expect(draftKind(...args)).toBe(kind);
  });

  it('names formats by name and size, never by code', () => {
    expect(quoteFormatText('BEST_SELLER', 'eddm')).toBe('Best seller (6.25 × 9 in)');
    expect(quoteFormatText('a5', 'street', '135gsm')).toBe('Flyer A5 (148 × 210 mm), 135 gsm paper');
    expect(quoteFormatText('DL', 'street')).toBe('Flyer DL (99 × 210 mm)');
    expect(quoteFormatText('WEIRD', 'eddm')).toBeNull();
    expect(quoteFormatText(null, 'eddm')).toBeNull();
  });

  it('keeps up to four decimals of a price per piece', () => {
    expect(perPieceAmount(0.2875, 'USD', 'en-US')).toBe('$0.2875');
    expect(perPieceAmount(0.3, 'USD', 'en-US')).toBe('$0.30');
    expect(perPieceAmount(0.3, undefined, 'en-US')).toBe('0.30');
  });

  it("takes every figure from the quote, in the quote's currency before the account's", () => {
    const f = draftQuoteFigures(
      {
        totalCosts: 1234.5,
        flyersCount: 4321,
        calculator: 'eddm',
        currency: 'EUR',
        perPiece: 0.2857,
        format: 'LARGE',
        includes: 'Printing and postage',
      },
      'eddm',
      'USD',
      'en-US',
    );
    expect(f).toEqual({
      pieces: 4321,
      piecesText: '4,321 pieces',
      formatText: 'Large (6.25 × 11 in)',
      perPieceText: '€0.2857 a piece',
      totalText: '€1,234.50',
      includes: 'Printing and postage',
      currency: 'EUR',
      currencyFromQuote: true,
    });
  });

  it('recomputes nothing: no price per piece when the quote gives none, nothing priced before pieces', () => {
    const f = draftQuoteFigures({ totalCosts: 100, flyersCount: 1000 }, 'street', 'USD', 'en-US');
    expect(f.perPieceText).toBeNull();
    expect(f.totalText).toBe('$100.00');
    expect(f.currencyFromQuote).toBe(false);
    const none = draftQuoteFigures({ totalCosts: 0, flyersCount: 0 }, 'eddm', undefined, 'en-US');
    expect(none.totalText).toBeNull();
    expect(none.piecesText).toBe('0 pieces');
  });

  it('says what the total includes as one sentence, the same on the review and the campaign page', () => {
    expect(includesText('Printing and USPS postage')).toBe('Includes printing and USPS postage.');
    expect(includesText('Includes printing and distribution.')).toBe('Includes printing and distribution.');
    expect(includesText('No calculator prices inserts.')).toBe('No calculator prices inserts.');
  });
});

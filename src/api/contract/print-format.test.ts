import { describe, expect, it } from 'vitest';
import { eddmFormats } from './quote';
import {
  designFit,
  designFormatCodes,
  designFormatText,
  eddmFormatSizes,
  eddmFormatText,
  type DesignFit,
  type FitSubtype,
} from './print-format';

describe('print formats', () => {
  it('names every EDDM format by its name and size', () => {
    expect(eddmFormatText('BEST_SELLER')).toBe('Best seller (6.25 × 9 in)');
    for (const f of eddmFormats) expect(eddmFormatText(f)).toMatch(/^[A-Z][a-z ]+ \(\d+(\.\d+)? × \d+ in\)$/);
  });

  it('EDDM sizes grow with the format, and every one is a flat (longer than 10.5 in or taller than 6.125 in)', () => {
    const areas = eddmFormats.map((f) => eddmFormatSizes[f].widthIn * eddmFormatSizes[f].heightIn);
    expect([...areas].sort((a, b) => a - b)).toEqual(areas);
    for (const f of eddmFormats) {
      const s = eddmFormatSizes[f];
      expect(s.heightIn > 10.5 || s.widthIn > 6.125).toBe(true);
    }
  });

  it.each([
    ['POSTCARD_6X9', 'Postcard 6 × 9 in'],
    ['POSTCARD_9x6', 'Postcard 9 × 6 in'],
    ['flyer_a5', 'Flyer A5 (148 × 210 mm)'],
    ['DOOR_HANGER', 'Door hanger 4.25 × 11 in'],
    ['SOMETHING_ELSE', 'Other format'],
  ])('reads the design or template code %s in any letter case as %s', (code, text) => {
    expect(designFormatText(code)).toBe(text);
  });

  it('never shows a code', () => {
    for (const code of designFormatCodes) expect(designFormatText(code)).not.toMatch(/_/);
  });

  it.each<[string, FitSubtype, DesignFit, { postalCompliant?: boolean }?]>([
    ['POSTCARD_6X9', 'EDDM', { fits: true, eddmFormat: 'BEST_SELLER', flyerSize: null }],
    ['DOOR_HANGER', 'EDDM', { fits: false, reason: 'streetPiece' }],
    ['FLYER_A5', 'AUDIENCE', { fits: false, reason: 'streetPiece' }],
    ['POSTCARD_6x4', 'EDDM', { fits: false, reason: 'notEddmSize' }],
    ['POSTCARD_9x6', 'EDDM', { fits: false, reason: 'notPostalCompliant' }, { postalCompliant: false }],
    ['FLYER_A5', 'HANDTOHAND', { fits: true, eddmFormat: null, flyerSize: 'A5' }],
    ['POSTCARD_6X9', 'HANDTOHAND', { fits: false, reason: 'mailPiece' }],
    ['??', 'EDDM', { fits: false, reason: 'unknownFormat' }],
  ])(
    'mail drafts take postcards an EDDM size takes; street drafts take street pieces (%s, %s)',
    (code, subtype, fit, options) => {
      expect(designFit(code, subtype, options)).toEqual(fit);
    },
  );

  it('fits the larger sizes by what they are', () => {
    expect(designFit('POSTCARD_11x6', 'EDDM')).toMatchObject({ fits: true, eddmFormat: 'LARGE' });
    expect(designFit('DOOR_HANGER', 'LETTERBOX')).toMatchObject({ fits: true, flyerSize: 'DL' });
  });
});

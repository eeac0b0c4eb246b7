import { describe, expect, it } from 'vitest';
import { eddmFormats } from './quote';
import {
  designFit,
  designFormatCodes,
  designFormatText,
  eddmFormatSizes,
  eddmFormatText,
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

  it('reads design and template codes in any letter case, and never shows a code', () => {
    expect(designFormatText('POSTCARD_6X9')).toBe('Postcard 6 × 9 in');
    expect(designFormatText('POSTCARD_9x6')).toBe('Postcard 9 × 6 in');
    expect(designFormatText('flyer_a5')).toBe('Flyer A5 (148 × 210 mm)');
    expect(designFormatText('DOOR_HANGER')).toBe('Door hanger 4.25 × 11 in');
    expect(designFormatText('SOMETHING_ELSE')).toBe('Other format');
    for (const code of designFormatCodes) expect(designFormatText(code)).not.toMatch(/_/);
  });

  it('mail drafts take postcards an EDDM size takes; street drafts take street pieces', () => {
    expect(designFit('POSTCARD_6X9', 'EDDM')).toEqual({
      fits: true,
      eddmFormat: 'BEST_SELLER',
      flyerSize: null,
    });
    expect(designFit('POSTCARD_11x6', 'EDDM')).toMatchObject({ fits: true, eddmFormat: 'LARGE' });
    expect(designFit('DOOR_HANGER', 'EDDM')).toEqual({ fits: false, reason: 'streetPiece' });
    expect(designFit('FLYER_A5', 'AUDIENCE')).toEqual({ fits: false, reason: 'streetPiece' });
    expect(designFit('POSTCARD_6x4', 'EDDM')).toEqual({ fits: false, reason: 'notEddmSize' });
    expect(designFit('POSTCARD_9x6', 'EDDM', { postalCompliant: false })).toEqual({
      fits: false,
      reason: 'notPostalCompliant',
    });
    expect(designFit('FLYER_A5', 'HANDTOHAND')).toEqual({ fits: true, eddmFormat: null, flyerSize: 'A5' });
    expect(designFit('DOOR_HANGER', 'LETTERBOX')).toMatchObject({ fits: true, flyerSize: 'DL' });
    expect(designFit('POSTCARD_6X9', 'HANDTOHAND')).toEqual({ fits: false, reason: 'mailPiece' });
    expect(designFit('??', 'EDDM')).toEqual({ fits: false, reason: 'unknownFormat' });
  });
});

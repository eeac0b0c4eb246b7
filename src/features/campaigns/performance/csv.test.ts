import { describe, expect, it } from 'vitest';
import { csvField, fileSlug, toCsv } from './csv';

describe('CSV', () => {
  it('writes plain fields as they are and numbers as numbers', () => {
    expect(
      toCsv([
        ['Week', 'Scans'],
        ['2026-W01', 12],
        ['2026-W02', 0],
      ]),
    ).toBe('Week,Scans\r\n2026-W01,12\r\n2026-W02,0\r\n');
  });

  it('quotes commas, quotes, line breaks and surrounding spaces, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(toCsv([['Pizza, "Best"', 3]])).toBe('"Pizza, ""Best""",3\r\n');
  });

  it('writes empty fields for missing values and non-finite numbers', () => {
    expect(toCsv([[null, undefined, Number.NaN, '']])).toBe(',,,\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField(-3)).toBe('-3');
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
  });

  it('makes a safe file name', () => {
    expect(fileSlug('Spring promo / NYC')).toBe('spring-promo-nyc');
    expect(fileSlug('Café Crème')).toBe('cafe-creme');
    expect(fileSlug('***')).toBe('export');
  });
});

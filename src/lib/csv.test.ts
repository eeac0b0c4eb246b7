import { describe, expect, it } from 'vitest';
import { csvField, escapeFormula, toCsv } from './csv';

describe('CSV writer', () => {
  it('writes a header and rows with CRLF after every line', () => {
    expect(
      toCsv(
        ['ZIP', 'Route', 'Pieces'],
        [
          ['78704', 'C006', 512],
          ['78701', 'R002', 0],
        ],
      ),
    ).toBe('ZIP,Route,Pieces\r\n78704,C006,512\r\n78701,R002,0\r\n');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Austin, TX')).toBe('"Austin, TX"');
    expect(csvField('the "old" town')).toBe('"the ""old"" town"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes missing values as empty fields and numbers as numbers', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, -5]])).toBe('a,b,c\r\n,,-5\r\n');
    expect(csvField(1.5)).toBe('1.5');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('keeps accented text as it is', () => {
    expect(toCsv(['Place'], [['Québec']])).toBe('Place\r\nQuébec\r\n');
  });

  it('makes text that a spreadsheet would run as a formula inert', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(escapeFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(escapeFormula('a=b')).toBe('a=b');
  });

  it('escapes a formula on any line of a field, not just the first', () => {
    expect(escapeFormula('fine\n=1+1')).toBe("fine\n'=1+1");
    expect(escapeFormula('fine\r\n@cmd')).toBe("fine\r\n'@cmd");
    expect(escapeFormula('fine\r-2')).toBe("fine\r'-2");
    expect(escapeFormula('=1\n=2')).toBe("'=1\n'=2");
    expect(csvField('x\n+1')).toBe('"x\n\'+1"');
  });
});

// @vitest-environment jsdom
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { catchDownloads } from '../../test/support/downloads';
import { csvDataUrl, csvField, downloadCsv, escapeFormula, toCsv, unescapeFormula } from './csv';

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

  it.each([
    ['Austin, TX', '"Austin, TX"'],
    ['the "old" town', '"the ""old"" town"'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['plain', 'plain'],
  ])('quotes fields with commas, quotes and line breaks, doubling the quotes: %j', (text, field) => {
    expect(csvField(text)).toBe(field);
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

  it.each([
    ['fine\n=1+1', "fine\n'=1+1"],
    ['fine\r\n@cmd', "fine\r\n'@cmd"],
    ['fine\r-2', "fine\r'-2"],
    ['=1\n=2', "'=1\n'=2"],
  ])('escapes a formula on any line of a field, not just the first: %j', (text, escaped) => {
    expect(escapeFormula(text)).toBe(escaped);
  });

  it('quotes a field whose escaped formula is on its second line', () => {
    expect(csvField('x\n+1')).toBe('"x\n\'+1"');
  });

  it("escapes the formulas of OWASP's CSV injection examples, also after a line break", () => {
    const cells = [
      '=HYPERLINK("http://x","y")',
      "+cmd|' /C calc'!A0",
      '-2+3',
      '@SUM(1+1)',
      '\t=1+1',
      '\r=1+1',
      'Anna\n=HYPERLINK("http://x")',
      'Anna\r\n+1',
      'Anna\r@1',
    ];
    // Read back as a spreadsheet would split it: no cell, and no line of a cell, starts a formula.
    const [, ...rows] = Papa.parse<string[]>(
      toCsv(
        ['Name'],
        cells.map((c) => [c]),
      ).trimEnd(),
      {
        newline: '\r\n',
      },
    ).data;
    expect(rows.map((r) => r[0])).toEqual(cells.map((c) => escapeFormula(c)));
    for (const [cell] of rows)
      for (const line of cell!.split(/\r\n|\n|\r/)) expect(line).not.toMatch(/^[=+\-@\t]/);
    expect(csvField('Anna\n=1')).toBe('"Anna\n\'=1"');
    expect(csvField('\t1')).toBe("'\t1");
  });

  it('reads escaped text back as it was', () => {
    for (const text of ['=1+1', 'fine\n=1', 'a\r\n@b\r-c', "'quoted", "it's", '\t'])
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
  });

  it('writes a typed apostrophe so that it cannot be taken for the escape', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField("'=1+1")).toBe("''=1+1");
    expect(csvField("'")).toBe("''");
    expect(csvField("it's")).toBe("it's");
    expect(escapeFormula("a\n'b")).toBe("a\n''b");
  });

  it('keeps an apostrophe it did not add when reading back', () => {
    for (const text of ["'", "'tis", "it's", "a\n'b", " '=1"]) expect(unescapeFormula(text)).toBe(text);
    expect(unescapeFormula("''")).toBe("'");
  });
});

/** Cells typed as they are; each must download inert and import back as typed. */
const typedCells = [
  '=1+1',
  "'=1+1",
  "''",
  "'",
  '+1',
  '-1',
  '@x',
  '\tx',
  '\t',
  '\rx',
  '\r=1',
  '\r\n=1',
  'plain text',
  '',
  "it's",
  "a\n'=1",
  "a\r''",
  ' =1',
];

/** The cells of a file as a spreadsheet splits it, the first column of every line after the header. */
function readBack(csv: string): string[] {
  const { data, errors } = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' });
  expect(errors).toEqual([]);
  // The second column ends every line, so an empty last cell is not taken for the file's last line break.
  return data
    .slice(1)
    .filter((r) => r.length === 2)
    .map((r) => r[0]!);
}

describe('a downloaded file read back', () => {
  const csv = toCsv(
    ['Cell', 'End'],
    typedCells.map((c) => [c, 'end']),
  );

  it('reads every cell as it was typed', () => {
    expect(readBack(csv).map(unescapeFormula)).toEqual(typedCells);
  });

  it('never shows a spreadsheet a cell, or a line of one, starting a formula', () => {
    const cells = readBack(csv);
    expect(cells).toHaveLength(typedCells.length);
    for (const cell of cells) expect(cell).not.toMatch(/(?:^|\r\n|\n|\r)[=+\-@\t\r]/);
  });

  it('writes different cells as different text', () => {
    const cells = readBack(csv);
    expect(new Set(cells).size).toBe(typedCells.length);
  });

  it('keeps numbers as numbers but escapes text that looks like one', () => {
    expect(toCsv(['Value'], [[-5], [+3], ['-5'], ['+49 30 1234']])).toBe(
      "Value\r\n-5\r\n3\r\n'-5\r\n'+49 30 1234\r\n",
    );
  });

  it('quotes surrounding spaces so they survive, and commas inside an escaped formula', () => {
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('=a,b')).toBe(`"'=a,b"`);
  });
});

describe('saving a CSV', () => {
  it('downloads UTF-8 with a byte order mark under the name given', async () => {
    const download = catchDownloads();
    downloadCsv('list.csv', toCsv(['Name'], [['Jürgen']]));
    expect(download.name()).toBe('list.csv');
    const saved = download.file();
    expect(saved.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Name\r\nJürgen\r\n');
  });

  it('makes a data address of the same bytes for a plain link', () => {
    const url = csvDataUrl('a\r\n=1\r\n');
    expect(url.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('\uFEFFa\r\n=1\r\n');
  });
});

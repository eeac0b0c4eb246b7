import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../lib/decode-text';
import { importOutcome } from './import-outcome';
import { columnOf, delimiterOf, importRecipientsCsv, recipientsToCsv, templateCsv } from './recipients-csv';
import { recipientFields, validateRow } from './recipients';

const strip = <T extends { id: string }>({ id: _id, ...rest }: T) => rest;

function imported(text: string, capacity = 1000) {
  const result = importRecipientsCsv(text, capacity);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('importRecipientsCsv', () => {
  it('maps common column names, trims cells and normalises countries', () => {
    const { rows, report } = imported(
      [
        'Full Name,Street Address,Apt,Town,Province,ZIP,Country,Email',
        ' Anna Schmidt ,Hauptstraße 5,,Berlin,Berlin,10115, germany ,anna@example.com',
        '"Martin, Boulangerie","12 rue de la Paix","2e étage",Lyon,Rhône,69002,FR,',
      ].join('\r\n'),
    );
    expect(rows.map(strip)).toEqual([
      {
        addressName: 'Anna Schmidt',
        addressLine1: 'Hauptstraße 5',
        addressLine2: '',
        addressCity: 'Berlin',
        addressState: 'Berlin',
        addressPostalCode: '10115',
        addressCountry: 'GERMANY',
      },
      {
        addressName: 'Martin, Boulangerie',
        addressLine1: '12 rue de la Paix',
        addressLine2: '2e étage',
        addressCity: 'Lyon',
        addressState: 'Rhône',
        addressPostalCode: '69002',
        addressCountry: 'FRANCE',
      },
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    expect(report).toEqual({
      imported: 2,
      emptyLines: 0,
      overLimit: 0,
      unreadable: [],
      missingColumns: [],
      ignoredColumns: ['Email'],
    });
  });

  it('reads semicolons, a byte-order mark, first and last names; counts empty lines; flags a non-EU row', () => {
    const { rows, report } = imported(
      '\uFEFFfirst name;last name;address;city;region;postcode;country\n' +
        'Anna;Schmidt;Hauptstraße 5;Berlin;Berlin;10115;Deutschland\n' +
        '\n' +
        ';;;;;;\n' +
        'Tom;Jones;1 High St;London;Greater London;SW1A 1AA;United Kingdom\n',
    );
    expect(rows.map((r) => r.addressName)).toEqual(['Anna Schmidt', 'Tom Jones']);
    expect(rows.map((r) => r.addressCountry)).toEqual(['GERMANY', 'UNITED KINGDOM']);
    expect(report.emptyLines).toBe(2);
    expect(validateRow(rows[0]!)).toEqual({});
    expect(validateRow(rows[1]!).addressCountry).toMatch(/not in the European Union/);
  });

  it('reports missing columns, unreadable lines and lines past the limit', () => {
    const missing = imported('name,address,country\nAnna,Hauptstraße 5,GERMANY\n');
    expect(missing.report.missingColumns).toEqual(['addressCity', 'addressState', 'addressPostalCode']);
    expect(missing.rows[0]!.addressCity).toBe('');

    const broken = imported('name,city\nAnna,Berlin\nBob,"Paris\n');
    expect(broken.rows).toHaveLength(1);
    expect(broken.report.unreadable).toEqual([{ line: 3, reason: 'a quote is not closed' }]);

    const over = imported('name\nA\nB\nC\nD\n', 2);
    expect(over.rows.map((r) => r.addressName)).toEqual(['A', 'B']);
    expect(over.report.overLimit).toBe(2);
  });

  it('refuses an empty file and one without a header row it recognises', () => {
    expect(importRecipientsCsv('', 10)).toEqual({ ok: false, message: 'The file is empty.' });
    expect(importRecipientsCsv('\n \n', 10)).toEqual({ ok: false, message: 'The file is empty.' });
    const noHeader = importRecipientsCsv('Anna Schmidt,Hauptstraße 5,Berlin\n', 10);
    expect(noHeader.ok).toBe(false);
    expect(!noHeader.ok && noHeader.message).toMatch(/first line of the file must name the columns/);
  });

  it('knows the usual names of each column and the separators', () => {
    expect(columnOf('Postal Code')).toBe('addressPostalCode');
    expect(columnOf('zip_code')).toBe('addressPostalCode');
    expect(columnOf('State/Province')).toBe('addressState');
    expect(columnOf('Address Line 2')).toBe('addressLine2');
    expect(columnOf('address_line_1')).toBe('addressLine1');
    expect(columnOf('Phone')).toBeUndefined();
    expect(delimiterOf('\n\nname;city;country\n')).toBe(';');
    expect(delimiterOf('name\tcity\n')).toBe('\t');
    expect(delimiterOf('"a;b",c\n')).toBe(',');
    expect(delimiterOf('name\n')).toBe(',');
  });
});

describe('template and download', () => {
  it('the template imports as two valid rows with every column found', () => {
    const { rows, report } = imported(templateCsv);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => Object.keys(validateRow(r)).length === 0)).toBe(true);
    expect(report.missingColumns).toEqual([]);
    expect(report.ignoredColumns).toEqual([]);
  });

  it('a downloaded list imports back as it was', () => {
    const { rows } = imported(templateCsv);
    const tricky = { ...rows[0]!, addressName: 'Chez "Léa", Café', addressLine2: 'Line\nbreak' };
    const again = imported(recipientsToCsv([tricky, rows[1]!])).rows;
    for (const f of recipientFields) {
      if (f === 'addressLine2') continue;
      expect(again[0]![f]).toBe(tricky[f]);
    }
    // Cells are read with their inner whitespace collapsed.
    expect(again[0]!.addressLine2).toBe('Line break');
    expect(strip(again[1]!)).toEqual(strip(rows[1]!));
  });

  it('a downloaded list has inert formulas and imports back as typed', () => {
    const { rows } = imported(templateCsv);
    const names = ['=HYPERLINK("http://x","y")', "+cmd|' /C calc'!A0", '@SUM(1)', "it's -2"];
    const csv = recipientsToCsv(names.map((addressName, i) => ({ ...rows[0]!, id: `n${i}`, addressName })));
    expect(
      csv
        .split('\r\n')
        .slice(1, 4)
        .map((line) => line.slice(0, 3)),
    ).toEqual([`"'=`, "'+c", "'@S"]);
    expect(imported(csv).rows.map((r) => r.addressName)).toEqual(names);
  });

  /** Cells typed in the editor; the import reads cells trimmed, with inner whitespace collapsed. */
  const typed = [
    '=1+1',
    "'=1+1",
    "''",
    "'",
    '+1',
    '-1',
    '@x',
    '\tx',
    '\rx',
    '\r\n=1',
    'plain text',
    '',
    "it's",
    "  '=1",
    "a\n'=1",
  ];
  const asRead = (cell: string) => cell.trim().replace(/\s+/g, ' ');

  it('a downloaded list imports back as typed, whatever apostrophes and formula signs it holds', () => {
    const { rows } = imported(templateCsv);
    const list = typed.map((cell, i) => ({
      ...rows[0]!,
      id: `t${i}`,
      addressName: cell,
      addressLine2: cell,
    }));
    const again = imported(recipientsToCsv(list)).rows;
    expect(again.map((r) => r.addressName)).toEqual(typed.map(asRead));
    expect(again.map((r) => r.addressLine2)).toEqual(typed.map(asRead));
    // Every cell without whitespace around or inside it comes back exactly as typed.
    const exact = typed.filter((cell) => !/\s/.test(cell));
    expect(exact).toEqual(['=1+1', "'=1+1", "''", "'", '+1', '-1', '@x', '', "it's"]);
    expect(again.map((r) => r.addressName).filter((_, i) => exact.includes(typed[i]!))).toEqual(exact);
  });

  it('a downloaded list shows a spreadsheet no cell, nor line of one, starting a formula', () => {
    const { rows } = imported(templateCsv);
    const list = typed.map((cell, i) => ({
      ...rows[0]!,
      id: `t${i}`,
      addressName: cell,
      addressLine2: cell,
    }));
    const { data } = Papa.parse<string[]>(recipientsToCsv(list), { delimiter: ',', newline: '\r\n' });
    const cells = data.slice(1).flat();
    expect(cells.length).toBeGreaterThanOrEqual(typed.length * 7);
    for (const cell of cells) expect(cell).not.toMatch(/(?:^|\r\n|\n|\r)[=+\-@\t\r]/);
  });

  it('flags the rows of a Windows-1252 file holding a byte it leaves undefined', () => {
    const bytes = Uint8Array.from([
      ...'name,city\r\nAnna,Berlin\r\nJ'.split('').map((c) => c.charCodeAt(0)),
      0x9d,
      ...'rgen,K\u00f6ln\r\n'.split('').map((c) => c.charCodeAt(0)),
    ]);
    const result = imported(decodeText(bytes));
    const outcome = importOutcome('list.csv', 0, result);
    expect(outcome.ok && outcome.unreadableLetters).toEqual([2]);
    expect(validateRow(result.rows[1]!).addressName).toMatch(/could not be read/);
  });

  it('reads a UTF-16 file without a byte order mark', () => {
    const text = 'name,city\r\nJürgen,Köln\r\n';
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i += 1) bytes[i * 2] = text.charCodeAt(i); // little endian
    expect(imported(decodeText(bytes)).rows.map((r) => [r.addressName, r.addressCity])).toEqual([
      ['Jürgen', 'Köln'],
    ]);
  });

  it('flags nothing itself: U+FFFD is kept for the row check to flag', () => {
    const { rows } = imported('name,city\nJ\uFFFDrgen,K\u00f6ln\n');
    expect(rows[0]!.addressName).toBe('J\uFFFDrgen');
    expect(validateRow(rows[0]!).addressName).toMatch(/could not be read/);
  });
});

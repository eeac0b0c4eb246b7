/**
 * CSV in and out of the recipients editor. Reading (papaparse): the header row names the columns (the
 * usual names of each field are recognised, in any case and spacing), every cell is trimmed, the country
 * normalised, and what could not be taken is reported (empty lines, unreadable lines, lines past the
 * limit, columns not found or ignored). A file's bytes are decoded by `decodeText` (src/lib), whatever
 * encoding a spreadsheet saved them in. Writing (the template and the list's own download) goes through
 * the app's one CSV writer (src/lib/csv.ts), which makes formulas in names and addresses inert.
 */
import Papa from 'papaparse';
import { toCsv, unescapeFormula } from '../../lib/csv';
import {
  emptyRow,
  fieldLabels,
  newRowId,
  normaliseCountry,
  recipientFields,
  type RecipientField,
  type RecipientRow,
} from './recipients';

/** A column the import can fill: a field, or a first or last name joined into the name. */
type Column = RecipientField | 'firstName' | 'lastName';

/** Header names of each column, lower case with everything but letters and digits removed. */
const headerNames: Record<Column, string[]> = {
  addressName: [
    'name',
    'fullname',
    'addressname',
    'recipient',
    'recipientname',
    'contact',
    'contactname',
    'customer',
    'customername',
    'addressee',
    'company',
    'companyname',
    'business',
    'businessname',
  ],
  firstName: ['firstname', 'givenname', 'forename', 'first'],
  lastName: ['lastname', 'surname', 'familyname', 'last'],
  addressLine1: [
    'addressline1',
    'address1',
    'addr1',
    'line1',
    'address',
    'street',
    'streetaddress',
    'street1',
    'addressstreet',
  ],
  addressLine2: [
    'addressline2',
    'address2',
    'addr2',
    'line2',
    'street2',
    'apartment',
    'apt',
    'suite',
    'unit',
    'building',
  ],
  addressCity: ['city', 'addresscity', 'town', 'towncity', 'locality', 'municipality'],
  addressState: [
    'state',
    'addressstate',
    'province',
    'region',
    'county',
    'stateprovince',
    'stateorprovince',
    'stateorregion',
    'stateregion',
    'provinceregion',
  ],
  addressPostalCode: [
    'postalcode',
    'addresspostalcode',
    'postcode',
    'postal',
    'zip',
    'zipcode',
    'zippostalcode',
    'postalzipcode',
    'plz',
    'cap',
  ],
  addressCountry: ['country', 'addresscountry', 'countryname', 'nation'],
};

const headerKey = (cell: string) =>
  cell
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const columnByHeader = new Map<string, Column>(
  (Object.entries(headerNames) as [Column, string[]][]).flatMap(([column, names]) =>
    names.map((n) => [n, column] as const),
  ),
);

/** The column a heading names, or undefined. */
export function columnOf(heading: string): Column | undefined {
  return columnByHeader.get(headerKey(heading));
}

/**
 * The separator of a CSV, read from its first line that has anything in it (the header: names, rarely
 * quoted): the most frequent of comma, semicolon (spreadsheets in much of Europe), tab and bar; a comma
 * when none is there. Papaparse's own guess is thrown off by empty lines and a trailing line break.
 */
export function delimiterOf(text: string): string {
  const first = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const outsideQuotes = first.replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const d of [',', ';', '\t', '|']) {
    const count = outsideQuotes.split(d).length - 1;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

export type ImportReport = {
  /** Rows added to the editor. */
  imported: number;
  /** Lines with nothing in them. */
  emptyLines: number;
  /** Lines past the most recipients one send takes. */
  overLimit: number;
  /** Lines the parser could not read (a quote left open, say), by line of the file. */
  unreadable: { line: number; reason: string }[];
  /** Fields no column was found for (their cells are left empty). */
  missingColumns: RecipientField[];
  /** Headings that name no field, as written. */
  ignoredColumns: string[];
};

export type ImportResult =
  { ok: true; rows: RecipientRow[]; report: ImportReport } | { ok: false; message: string };

const NO_HEADER =
  'The first line of the file must name the columns (name, address line 1, address line 2, city, state or region, postal code, country). Download the template to see how.';

/**
 * Reads a CSV of recipients. `capacity` is how many rows may still be added (lines past it are counted
 * in `overLimit`). Separators (comma, semicolon, tab) are detected; a byte-order mark is ignored.
 */
export function importRecipientsCsv(text: string, capacity: number): ImportResult {
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') return { ok: false, message: 'The file is empty.' };
  const parsed = Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: false,
    delimiter: delimiterOf(source),
  });
  const records = parsed.data;
  const unreadableAt = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.type === 'Delimiter') continue; // a file with one column: nothing to guess
    if (typeof e.row === 'number')
      unreadableAt.set(e.row, e.code === 'MissingQuotes' ? 'a quote is not closed' : e.message);
  }
  const isEmpty = (record: readonly string[]) => record.every((c) => (c ?? '').trim() === '');

  const headerIndex = records.findIndex((r) => !isEmpty(r));
  if (headerIndex < 0) return { ok: false, message: 'The file is empty.' };
  const header = records[headerIndex]!;
  const columns = header.map((h) => columnOf(h));
  if (!columns.some((c) => c !== undefined)) return { ok: false, message: NO_HEADER };

  const found = new Set(columns.filter((c): c is Column => c !== undefined));
  const missingColumns = recipientFields.filter(
    (f) =>
      !found.has(f) &&
      f !== 'addressLine2' &&
      !(f === 'addressName' && (found.has('firstName') || found.has('lastName'))),
  );
  const ignoredColumns = header
    .filter((h, i) => columns[i] === undefined && h.trim() !== '')
    .map((h) => h.trim());
  // A heading named twice: the first column wins.
  const firstIndex = new Map<Column, number>();
  columns.forEach((c, i) => {
    if (c !== undefined && !firstIndex.has(c)) firstIndex.set(c, i);
  });
  const cell = (record: readonly string[], column: Column) => {
    const i = firstIndex.get(column);
    // A list this page downloaded has an apostrophe before formula-like text: it is not part of the name.
    // Taken away before trimming: a typed `  '=1` starts with spaces, so the download left it as it
    // was, and trimming first would bare its own apostrophe for unescaping to take.
    return i === undefined
      ? ''
      : unescapeFormula(record[i] ?? '')
          .trim()
          .replace(/\s+/g, ' ');
  };

  const rows: RecipientRow[] = [];
  const report: ImportReport = {
    imported: 0,
    emptyLines: 0,
    overLimit: 0,
    unreadable: [],
    missingColumns,
    ignoredColumns,
  };
  records.slice(headerIndex + 1).forEach((record, i) => {
    const index = headerIndex + 1 + i;
    // Papaparse counts the trailing line break as one more, empty, record.
    if (isEmpty(record)) {
      if (index < records.length - 1 || record.length > 1) report.emptyLines += 1;
      return;
    }
    const reason = unreadableAt.get(index);
    if (reason) {
      report.unreadable.push({ line: index + 1, reason });
      return;
    }
    if (rows.length >= capacity) {
      report.overLimit += 1;
      return;
    }
    const row = emptyRow(newRowId());
    for (const f of recipientFields) row[f] = cell(record, f);
    if (!row.addressName)
      row.addressName = [cell(record, 'firstName'), cell(record, 'lastName')].filter(Boolean).join(' ');
    row.addressCountry = normaliseCountry(row.addressCountry);
    rows.push(row);
  });
  report.imported = rows.length;
  return { ok: true, rows, report };
}

/** The headings the template and a download use. */
const csvHeadings = recipientFields.map((f) => fieldLabels[f].toLowerCase());

/** Rows as CSV (the download adds the byte-order mark, so spreadsheet programs read accents right). */
export function recipientsToCsv(rows: readonly RecipientRow[]): string {
  return toCsv(
    csvHeadings,
    rows.map((r) => recipientFields.map((f) => r[f])),
  );
}

/** The template: the headings and two example recipients. */
export const templateCsv = recipientsToCsv([
  {
    ...emptyRow('example-1'),
    addressName: 'Anna Schmidt',
    addressLine1: 'Hauptstraße 5',
    addressLine2: 'Hinterhaus',
    addressCity: 'Berlin',
    addressState: 'Berlin',
    addressPostalCode: '10115',
    addressCountry: 'GERMANY',
  },
  {
    ...emptyRow('example-2'),
    addressName: 'Boulangerie Martin',
    addressLine1: '12 rue de la Paix',
    addressCity: 'Lyon',
    addressState: 'Auvergne-Rhône-Alpes',
    addressPostalCode: '69002',
    addressCountry: 'FRANCE',
  },
]);

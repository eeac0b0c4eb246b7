/**
 * The CSV writer of every download: RFC 4180 (fields with a comma, a quote or a line break are quoted,
 * quotes doubled, CRLF after every line, the last included), and text a spreadsheet would run as a
 * formula made inert (OWASP: a line of a text field that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe; every line, since a field can hold line breaks). Numbers are
 * written as numbers, never escaped (a negative amount stays `-5`); a missing value is an empty field.
 */
import { downloadText } from './download';

export type CsvField = string | number | null | undefined;

/** Where a new line starts inside a field: after CRLF, LF, or a CR on its own. */
const lineBreak = /\r\n|\n|\r(?!\n)/g;
const formulaStart = /^[=+\-@\t\r]/;

/** `text` with an apostrophe before each of its lines that a spreadsheet would read as a formula. */
export function escapeFormula(text: string): string {
  let out = '';
  let start = 0;
  for (const match of text.matchAll(lineBreak)) {
    const end = match.index + match[0].length;
    out += guardLine(text.slice(start, end));
    start = end;
  }
  return out + guardLine(text.slice(start));
}

const guardLine = (line: string): string => (formulaStart.test(line) ? `'${line}` : line);

/** One field as written in the file. */
export function csvField(value: CsvField): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = escapeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: the header line, then one line per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvField[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/**
 * Saves `csv` as `filename`, in UTF-8 with a byte order mark so spreadsheet apps read accented letters
 * right.
 */
export function downloadCsv(filename: string, csv: string): void {
  downloadText(`\uFEFF${csv}`, filename, 'text/csv;charset=utf-8');
}

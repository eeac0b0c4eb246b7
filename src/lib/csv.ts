/**
 * The CSV writer of every download (the planner's route lists, the conversions, a campaign's
 * performance, the postcards list and its template): RFC 4180 (fields with a comma, a quote, a line
 * break or surrounding spaces are quoted, quotes doubled, CRLF after every line, the last included), and
 * text a spreadsheet would run as a formula made inert, per OWASP's CSV injection advice: a line of a text
 * field that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe; every
 * line, since a field can hold line breaks (`\n`, `\r\n` or `\r`) and a spreadsheet starts a formula
 * after any of them. A line that already starts with an apostrophe gets one more, so that `unescapeFormula`
 * can take exactly the added one away: without it, a typed `'=1+1` would be written as the same bytes as
 * a typed `=1+1`, and the two could not be told apart when the file is imported again.
 *
 * Only text is escaped. Numbers are written as numbers, never escaped (a negative amount passed as the
 * number -5 stays `-5`, so spreadsheets still sum it); text that merely looks like a number (`"-5"`, a
 * phone number `"+49 30 1234"`) is escaped like any other text, since a name or an address can hold
 * anything. A missing value is an empty field. Files are saved in UTF-8 with a byte order mark.
 */
import { downloadText } from './download';

export type CsvField = string | number | null | undefined;

const BOM = '\uFEFF';
const CSV_TYPE = 'text/csv;charset=utf-8';

/** Where a new line starts inside a field: after CRLF, LF, or a CR on its own. */
const lineBreak = /\r\n|\n|\r(?!\n)/g;
/** What a line starts with to get an apostrophe: a formula's start, or an apostrophe (see above). */
const escapedStart = /^[=+\-@\t\r']/;

/**
 * `text` with an apostrophe before each of its lines that a spreadsheet would read as a formula, and
 * before each line that starts with an apostrophe.
 */
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

const guardLine = (line: string): string => (escapedStart.test(line) ? `'${line}` : line);

/**
 * `text` as it was before `escapeFormula` (a list downloaded here and imported again reads as it was
 * typed): one apostrophe is taken away at the start of each line where `escapeFormula` put one, that is
 * where it is followed by what `escapeFormula` escapes (a formula's start or another apostrophe). A lone
 * apostrophe, or one before other text (`'tis`), was typed and is kept. Use it on the field as read,
 * before trimming: its lines may start with a tab or a carriage return.
 */
export const unescapeFormula = (text: string): string =>
  text.replace(/(^|\r\n|\n|\r)'(?=[=+\-@\t\r'])/g, '$1');

/** One field as written in the file. */
export function csvField(value: CsvField): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = escapeFormula(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
  downloadText(`${BOM}${csv}`, filename, CSV_TYPE);
}

/**
 * A `data:` address of `csv` (with the byte order mark), for a download link that needs no script and no
 * object URL to revoke (a template offered as a plain link).
 */
export const csvDataUrl = (csv: string): string => `data:${CSV_TYPE},${encodeURIComponent(`${BOM}${csv}`)}`;

/**
 * Route codes typed, pasted or uploaded: "78704 C006", "78704-C006", "78704C006" (any case), one per line
 * or separated by commas or semicolons, or a table with a header naming a ZIP column and a route column
 * (or one column holding both, like the USPS tool's "ZIP CRID"), comma, semicolon or tab separated.
 * Duplicates are collapsed (first one kept); what cannot be read is returned with its text.
 */
import Papa from 'papaparse';
import { routeKey, type RouteKey } from './types';

export type RouteCode = { zip: string; croute: string; key: RouteKey };

export type ParsedRouteCodes = {
  /** Distinct codes, in the order first seen. */
  codes: RouteCode[];
  /** Entries that are not a route code, as written (trimmed). */
  invalid: string[];
  /** How many entries repeated a code already read. */
  duplicates: number;
};

/** A ZIP, an optional separator, a route letter (city, rural, highway contract, PO box) and its number. */
const CODE = String.raw`(\d{5})[\s\-_/,;]*([CRHB])[\s-]?(\d{1,3})`;
const codeExact = new RegExp(`^${CODE}$`, 'i');
const codeAnywhere = new RegExp(`(?<![0-9A-Za-z])${CODE}(?![0-9A-Za-z])`, 'gi');
const routeOnly = /^([CRHB])[\s-]?(\d{1,3})$/i;
const zipOnly = /^(\d{5})(?:-\d{4})?$/;

const makeCode = (zip: string, letter: string, digits: string): RouteCode => {
  const croute = `${letter.toUpperCase()}${digits.padStart(3, '0')}`;
  return { zip, croute, key: routeKey(zip, croute) };
};

/** One code written on its own ("78704 C006"), or null. */
export function readRouteCode(text: string): RouteCode | null {
  const m = codeExact.exec(text.trim());
  return m ? makeCode(m[1]!, m[2]!, m[3]!) : null;
}

/** Header names, lower case with everything but letters and digits removed. */
const zipHeaders = new Set([
  'zip',
  'zips',
  'zipcode',
  'zip5',
  'zipcode5',
  'postalcode',
  'postcode',
  'zippostalcode',
]);
const routeHeaders = new Set([
  'route',
  'routes',
  'crrt',
  'croute',
  'carrierroute',
  'carrierroutes',
  'carrierroutecode',
  'carrierrouteid',
  'routecode',
  'routeid',
  'routenumber',
  'crid',
  'zipcrid',
  'zipcrrt',
  'zipcroute',
  'zipandroute',
  'ziproute',
]);
const normaliseHeader = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

type Collector = {
  add: (code: RouteCode) => void;
  bad: (text: string) => void;
  result: () => ParsedRouteCodes;
};

function collector(): Collector {
  const seen = new Map<RouteKey, RouteCode>();
  const invalid: string[] = [];
  let duplicates = 0;
  return {
    add: (code) => {
      if (seen.has(code.key)) duplicates++;
      else seen.set(code.key, code);
    },
    bad: (text) => {
      const t = text.trim();
      if (t) invalid.push(t);
    },
    result: () => ({ codes: [...seen.values()], invalid, duplicates }),
  };
}

/** The codes of a line of free text: every code in it, or each separated piece on its own. */
function readLine(line: string, out: Collector) {
  const found = [...line.matchAll(codeAnywhere)];
  const rest = line.replace(codeAnywhere, '');
  if (found.length > 0 && /^[\s,;]*$/.test(rest)) {
    for (const m of found) out.add(makeCode(m[1]!, m[2]!, m[3]!));
    return;
  }
  for (const piece of line.split(/[,;\t]/)) {
    if (!piece.trim()) continue;
    const inPiece = [...piece.matchAll(codeAnywhere)];
    if (inPiece.length > 0 && /^\s*$/.test(piece.replace(codeAnywhere, '')))
      for (const m of inPiece) out.add(makeCode(m[1]!, m[2]!, m[3]!));
    else out.bad(piece);
  }
}

type Columns = { zip: number; route: number };

/** The ZIP and route columns of a header row, or null when it names no route column. */
function columnsOf(header: readonly string[]): Columns | null {
  const names = header.map(normaliseHeader);
  const route = names.findIndex((n) => routeHeaders.has(n));
  if (route < 0) return null;
  return { zip: names.findIndex((n) => zipHeaders.has(n)), route };
}

function readTable(rows: readonly string[][], columns: Columns, out: Collector) {
  for (const row of rows) {
    if (row.every((cell) => !cell.trim())) continue;
    const routeCell = (row[columns.route] ?? '').trim();
    const zipCell = columns.zip >= 0 ? (row[columns.zip] ?? '').trim() : '';
    const whole = readRouteCode(routeCell);
    const zip = zipOnly.exec(zipCell)?.[1];
    const route = routeOnly.exec(routeCell);
    if (whole) out.add(whole);
    else if (zip && route) out.add(makeCode(zip, route[1]!, route[2]!));
    else out.bad(row.join(', '));
  }
}

/** Reads pasted text or a file's text. */
export function parseRouteCodes(text: string): ParsedRouteCodes {
  const out = collector();
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r\n|\n|\r/).find((l) => l.trim()) ?? '';
  const header = Papa.parse<string[]>(firstLine, { delimitersToGuess: [',', ';', '\t', '|'] });
  const columns = header.data[0] ? columnsOf(header.data[0]) : null;
  if (columns) {
    const table = Papa.parse<string[]>(body.trim(), {
      delimiter: header.meta.delimiter,
      skipEmptyLines: 'greedy',
    });
    readTable(table.data.slice(1), columns, out);
  } else {
    for (const line of body.split(/\r\n|\n|\r/)) readLine(line, out);
  }
  return out.result();
}

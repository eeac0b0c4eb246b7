/**
 * The recipients editor's model, as pure logic: rows of text exactly as typed or imported, checked with the
 * contract's recipient schema (plain-word messages per field), the country normalised to the full name in
 * capitals the service wants, the request built from the rows, and a refusal of the service mapped back
 * to the rows and fields it names.
 */
import {
  euCountry,
  euMemberCountries,
  maxPostcardRecipients,
  postcardRecipientSchema,
  unreadableLettersMessage,
  type EuMemberCountry,
  type PostcardRecipient,
} from '../../api/contract/postcard';
import { fieldHead, readFieldProblems } from '../../api/contract/describe-issues';
import { numberFormat } from '../../lib/intl-cache';

export const recipientFields = [
  'addressName',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressState',
  'addressPostalCode',
  'addressCountry',
] as const;
export type RecipientField = (typeof recipientFields)[number];

/** Column headings, as a marketer reads them; the editor's labels ("Name, row 3") start with these. */
export const fieldLabels: Record<RecipientField, string> = {
  addressName: 'Name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  addressCity: 'City',
  addressState: 'State or region',
  addressPostalCode: 'Postal code',
  addressCountry: 'Country',
};

/** What to type in an empty required field. */
const missingMessages: Record<RecipientField, string> = {
  addressName: 'Enter the name of the person or business.',
  addressLine1: 'Enter the street and number.',
  addressLine2: '',
  addressCity: 'Enter the city.',
  addressState: 'Enter the state, province or region (the county or the city where there is none).',
  addressPostalCode: 'Enter the postal code.',
  addressCountry: 'Choose the country.',
};

/** One row of the editor: every field as text, as typed. `id` stays with the row when others move. */
export type RecipientRow = { id: string } & Record<RecipientField, string>;

/** Messages by field; a field without a problem is absent. */
export type RowIssues = Partial<Record<RecipientField, string>>;

/** The most recipients one send takes (the service's limit). */
export const MAX_RECIPIENTS = maxPostcardRecipients;

let lastId = 0;
/** A fresh row id, unique in this tab (rows restored from storage keep theirs). */
export function newRowId(): string {
  lastId += 1;
  return `r${Date.now().toString(36)}${lastId.toString(36)}`;
}

export function emptyRow(id: string = newRowId()): RecipientRow {
  return {
    id,
    addressName: '',
    addressLine1: '',
    addressLine2: '',
    addressCity: '',
    addressState: '',
    addressPostalCode: '',
    addressCountry: '',
  };
}

export const isBlankRow = (row: RecipientRow): boolean => recipientFields.every((f) => row[f].trim() === '');

/** `GERMANY` -> "Germany"; a name in capitals, as people read it. */
export function countryDisplayName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** The member states, sorted by the name shown, for the country select. */
export const countryOptions: readonly { value: EuMemberCountry; label: string }[] = euMemberCountries
  .map((value) => ({ value, label: countryDisplayName(value) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/**
 * Names and codes a spreadsheet may hold for a member state, beyond the service's own names: ISO 3166
 * two- and three-letter codes and the names in the country's own languages. Keys are in capitals without
 * accents.
 */
const countryAliases: Record<string, EuMemberCountry> = (() => {
  const table: [EuMemberCountry, string[]][] = [
    ['AUSTRIA', ['AT', 'AUT', 'OSTERREICH']],
    ['BELGIUM', ['BE', 'BEL', 'BELGIQUE', 'BELGIE', 'BELGIEN']],
    ['BULGARIA', ['BG', 'BGR', 'BALGARIYA']],
    ['CROATIA', ['HR', 'HRV', 'HRVATSKA']],
    ['CYPRUS', ['CY', 'CYP', 'KYPROS', 'KIBRIS']],
    ['CZECHIA', ['CZ', 'CZE', 'CZECH REPUBLIC', 'CESKO', 'CESKA REPUBLIKA']],
    ['DENMARK', ['DK', 'DNK', 'DANMARK']],
    ['ESTONIA', ['EE', 'EST', 'EESTI']],
    ['FINLAND', ['FI', 'FIN', 'SUOMI']],
    ['FRANCE', ['FR', 'FRA']],
    ['GERMANY', ['DE', 'DEU', 'DEUTSCHLAND']],
    ['GREECE', ['GR', 'GRC', 'EL', 'ELLADA', 'HELLAS']],
    ['HUNGARY', ['HU', 'HUN', 'MAGYARORSZAG']],
    ['IRELAND', ['IE', 'IRL', 'EIRE', 'REPUBLIC OF IRELAND']],
    ['ITALY', ['IT', 'ITA', 'ITALIA']],
    ['LATVIA', ['LV', 'LVA', 'LATVIJA']],
    ['LITHUANIA', ['LT', 'LTU', 'LIETUVA']],
    ['LUXEMBOURG', ['LU', 'LUX', 'LUXEMBURG', 'LETZEBUERG']],
    ['MALTA', ['MT', 'MLT']],
    ['NETHERLANDS', ['NL', 'NLD', 'THE NETHERLANDS', 'NEDERLAND', 'HOLLAND']],
    ['POLAND', ['PL', 'POL', 'POLSKA']],
    ['PORTUGAL', ['PT', 'PRT']],
    ['ROMANIA', ['RO', 'ROU']],
    ['SLOVAKIA', ['SK', 'SVK', 'SLOVENSKO', 'SLOVAK REPUBLIC']],
    ['SLOVENIA', ['SI', 'SVN', 'SLOVENIJA']],
    ['SPAIN', ['ES', 'ESP', 'ESPANA']],
    ['SWEDEN', ['SE', 'SWE', 'SVERIGE']],
  ];
  return Object.fromEntries(table.flatMap(([country, names]) => names.map((n) => [n, country])));
})();

const withoutAccents = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * A country as a spreadsheet has it, as the service wants it: trimmed, in capitals, single spaces, and a
 * member state's code or other name (`de`, `Deutschland`, `the Netherlands`) turned into its name. Any
 * other country stays as written (in capitals), so its row can say it is not in the EU.
 */
export function normaliseCountry(raw: string): string {
  const upper = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  if (upper === '') return '';
  const direct = euCountry(upper);
  if (direct) return direct;
  const plain = withoutAccents(upper).replace(/\./g, '');
  return euCountry(plain) ?? countryAliases[plain] ?? upper;
}

/** The recipient the service is sent for a row: text trimmed, an empty second line left out. */
export function toRecipient(row: RecipientRow): PostcardRecipient {
  const line2 = row.addressLine2.trim();
  return {
    addressName: row.addressName.trim(),
    addressLine1: row.addressLine1.trim(),
    ...(line2 ? { addressLine2: line2 } : {}),
    addressCity: row.addressCity.trim(),
    addressState: row.addressState.trim(),
    addressPostalCode: row.addressPostalCode.trim(),
    addressCountry: row.addressCountry.trim(),
  };
}

/** Text with letters the file's encoding hid (U+FFFD, shown as �). */
export const UNREADABLE_LETTERS =
  'Some letters here could not be read (shown as �): retype them, or save the file as UTF-8 and import it again.';

/** A schema message for a field in plain words: a sentence, the field's own wording for empty ones. */
function plainMessage(field: RecipientField, message: string, value: string): string {
  if (value.trim() === '' || /is required|must not be empty/.test(message)) return missingMessages[field];
  if (message.includes(unreadableLettersMessage)) return UNREADABLE_LETTERS;
  if (field === 'addressCountry') {
    // The refusal names the country it was sent (`'CANADA' is not a member state`).
    const named = /'([^']+)' is not a member state/.exec(message)?.[1];
    const name = countryDisplayName(named ?? value);
    if (/European Union/.test(message))
      return `${name} is not in the European Union: postcards go only to EU addresses. Choose an EU country or remove this row.`;
    if (/capitals/.test(message)) return 'Choose the country from the list.';
  }
  const max = /at most (\d+) characters/.exec(message);
  if (max) return `Too long: at most ${max[1]} characters.`;
  return sentence(message);
}

/** "must be x" -> "Must be x." */
export function sentence(text: string): string {
  const t = text.trim();
  if (t === '') return t;
  const first = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** What is wrong with a row, field by field, checked with the contract's recipient schema. */
export function validateRow(row: RecipientRow): RowIssues {
  const result = postcardRecipientSchema.safeParse(toRecipient(row));
  if (result.success) return {};
  const issues: RowIssues = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(recipientFields as readonly string[]).includes(field)) continue;
    const f = field as RecipientField;
    issues[f] ??= plainMessage(f, issue.message, row[f]);
  }
  return issues;
}

export const hasIssues = (issues: RowIssues | undefined): boolean =>
  !!issues && Object.keys(issues).length > 0;

/** The distinct countries of the rows, with how many recipients each, most first. */
export function countriesOf(rows: readonly RecipientRow[]): { country: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const c = r.addressCountry.trim();
    if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return [...counts]
    .map(([country, count]) => ({ country, count }))
    .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
}

/** A refusal of one field of one sent recipient: `index` in the request's `recipients`. */
export type RecipientRefusal = { index: number; field: RecipientField | null; message: string };

/** A refusal of a send, read as data: the recipients it names, the PDF link's reason, the problems it only counts. */
export type SendRefusal = { recipients: RecipientRefusal[]; fileUrl: string | null; unnamed: number };

/** `recipients[3].addressCountry` -> 3 and `addressCountry`; `recipients[3]` -> 3 and null; else null. */
function recipientOf(field: string): { index: number; field: RecipientField | null } | null {
  if (fieldHead(field) !== 'recipients') return null;
  const [, position, name] = field.split(/[[\].]+/);
  const index = Number(position);
  if (position === undefined || position === '' || !Number.isInteger(index)) return null;
  const known = name !== undefined && (recipientFields as readonly string[]).includes(name);
  return { index, field: known ? (name as RecipientField) : null };
}

/**
 * What a refusal of `POST /postcards` names, read with the contract's `readFieldProblems` (the sandbox and
 * the client's own check both write `Invalid body field 'recipients[3].addressCountry': reason`, several
 * joined with `; `): each recipient field or whole recipient (`recipients[3]`), the PDF link's reason
 * (`fileUrls`, `fileUrls[0]`), and how many problems it counted without naming them.
 */
export function readSendRefusal(message: string): SendRefusal {
  const { problems, more: unnamed } = readFieldProblems(message);
  const recipients: RecipientRefusal[] = [];
  let fileUrl: string | null = null;
  problems.forEach((p) => {
    const rule = p.rule;
    if (fieldHead(p.field) === 'fileUrls') fileUrl ??= rule;
    const named = recipientOf(p.field);
    if (named) recipients.push({ ...named, message: rule });
  });
  return { recipients, fileUrl, unnamed };
}

/** The recipients a refusal names (see `readSendRefusal`). */
export const parseRefusal = (message: string): RecipientRefusal[] => readSendRefusal(message).recipients;

/** A refusal's reason in plain words next to its field. */
export function refusalMessage(refusal: RecipientRefusal, row: RecipientRow | undefined): string {
  if (refusal.field && row) {
    const value = row[refusal.field];
    if (refusal.message === '' || /is required|must not be empty/.test(refusal.message))
      return missingMessages[refusal.field] || 'The service refused this value.';
    return plainMessage(refusal.field, refusal.message, value);
  }
  return refusal.message ? sentence(refusal.message) : 'The service refused this recipient.';
}

/** "1 postcard", "12 postcards": counted nouns with the user's digit grouping. */
export function countText(n: number, one: string, many: string = `${one}s`): string {
  return `${numberFormat().format(n)} ${n === 1 ? one : many}`;
}

/** The file name of a PDF URL (`https://x/designs/front.pdf?v=2` -> "front.pdf"), or the URL itself. */
export function pdfFileName(url: string): string {
  try {
    const path = new URL(url.trim()).pathname;
    const last = path.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : url.trim();
  } catch {
    return url.trim();
  }
}

/** Status words of a submission: the sandbox answers SUBMITTED; others are read as written. */
export function statusWords(status: string): string {
  const known: Record<string, string> = {
    SUBMITTED: 'Submitted: received and waiting to be printed',
    QUEUED: 'Queued for printing',
    PENDING: 'Pending: waiting to be printed',
    PROCESSING: 'Being printed',
    IN_PROGRESS: 'Being printed',
    PRINTING: 'Being printed',
    MAILED: 'Mailed',
    SENT: 'Sent',
    COMPLETED: 'Completed: every postcard is mailed',
    FAILED: 'Failed',
    CANCELLED: 'Cancelled',
    CANCELED: 'Cancelled',
  };
  const key = status.trim().toUpperCase();
  if (known[key]) return known[key];
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

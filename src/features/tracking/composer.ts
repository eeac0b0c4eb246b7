/**
 * The event composer's values and the body they make. The form holds text (what the user typed); `toBody`
 * turns it into exactly the JSON body `callApi` sends, and `composerSchema` checks it as the user types:
 * first the form's own checks in plain words (amounts in digits, the metadata rows and their limits), then
 * the contract's schema of the kind of event (`signupEventSchema`, `conversionEventSchema`: what
 * `trackingEventRequestSchema` applies to these names), each problem at its field.
 */
import { z } from '../../api/contract/zod';
import {
  conversionEventSchema,
  conversionTypes,
  metadataLimits,
  signupEventSchema,
  type ConversionType,
  type TrackingEventInput,
} from '../../api/contract/tracking';

export type EventKind = 'Signups' | 'conversion';

export type MetadataRow = { key: string; value: string; list: boolean };

export type ComposerValues = {
  kind: EventKind;
  type: ConversionType;
  transactionId: string;
  userId: string;
  value: string;
  currency: string;
  discount: string;
  coupon: string;
  metadata: MetadataRow[];
};

export function emptyComposer(currency = 'USD'): ComposerValues {
  return {
    kind: 'conversion',
    type: 'Orders',
    transactionId: '',
    userId: '',
    value: '',
    currency,
    discount: '',
    coupon: '',
    metadata: [],
  };
}

const AMOUNT = /^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * An amount as typed: '' is absent, `24.90`, `24,90` and `1 024.5` are numbers, anything else stays the
 * text it is (the contract then refuses it, and the form says so in its own words).
 */
export function readAmount(text: string): number | string | undefined {
  const t = text.trim().replace(/[\s\u00a0]/g, '');
  if (t === '') return undefined;
  if (!AMOUNT.test(t)) return text.trim();
  return Number(t.replace(',', '.'));
}

/** A metadata value: the text, or (a list) its comma-separated items, trimmed, empty ones left out. */
export function metadataValue(row: MetadataRow): string | string[] {
  if (!row.list) return row.value;
  return row.value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Rows with neither key nor value are left out: an empty row added by mistake sends nothing. */
const isBlank = (row: MetadataRow) => row.key.trim() === '' && row.value.trim() === '';

/** The metadata object of the rows (keys trimmed), or undefined when there is none. */
export function metadataOf(rows: readonly MetadataRow[]): Record<string, string | string[]> | undefined {
  const kept = rows.filter((r) => !isBlank(r));
  if (kept.length === 0) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const row of kept) out[row.key.trim()] = metadataValue(row);
  return out;
}

const text = (s: string) => {
  const t = s.trim();
  return t === '' ? undefined : t;
};

/** Exactly the body the composer sends (absent fields left out), for any values, valid or not. */
export function toBody(values: ComposerValues): TrackingEventInput {
  const metadata = metadataOf(values.metadata);
  const optional = <K extends string, V>(key: K, value: V | undefined) =>
    (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;
  if (values.kind === 'Signups') {
    return {
      eventName: 'Signups',
      value: readAmount(values.value) as number,
      userId: text(values.userId) as string,
      ...optional('coupon', text(values.coupon)),
      ...optional('metadata', metadata),
    };
  }
  return {
    eventName: 'conversion',
    type: values.type,
    transactionId: text(values.transactionId) as string,
    value: readAmount(values.value) as number,
    currency: text(values.currency)?.toUpperCase() as string,
    userId: text(values.userId) as string,
    ...optional('coupon', text(values.coupon)),
    ...optional('discount', readAmount(values.discount) as number | undefined),
    ...optional('metadata', metadata),
  };
}

/** How each field is named in a message. */
const fieldWords: Record<string, string> = {
  type: 'The conversion type',
  transactionId: 'The transaction id',
  value: 'The value',
  currency: 'The currency',
  userId: 'The user id',
  coupon: 'The coupon',
  discount: 'The discount',
  eventName: 'The event',
};

/** What to do about an absent required field. */
const requiredWords: Record<string, string> = {
  transactionId: 'Enter the transaction id: your order or purchase number.',
  value: 'Enter the value, for example 24.90.',
  currency: 'Choose the currency.',
  userId: 'Enter the user id: how your systems know this customer.',
  type: 'Choose the conversion type.',
};

/** A contract message about `field`, as a sentence: "The value must have at most 2 decimals." */
export function inWords(field: string, message: string): string {
  if (message === 'is required') return requiredWords[field] ?? `${fieldWords[field] ?? field} is required.`;
  const body = message.startsWith('expected ') ? `Enter ${message.slice('expected '.length)}` : message;
  const who = fieldWords[field];
  const sentence = message.startsWith('expected ') || !who ? body : `${who} ${body}`;
  const capital = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

const rowSchema = z.object({ key: z.string(), value: z.string(), list: z.boolean() });

const valuesSchema = z.object({
  kind: z.enum(['Signups', 'conversion']),
  type: z.enum(conversionTypes),
  transactionId: z.string(),
  userId: z.string(),
  value: z.string(),
  currency: z.string(),
  discount: z.string(),
  coupon: z.string(),
  metadata: z.array(rowSchema),
});

/** The length a metadata value counts against the limit: the text, or a list's longest item. */
export function longestValue(row: MetadataRow): number {
  const v = metadataValue(row);
  return typeof v === 'string' ? v.length : Math.max(0, ...v.map((s) => s.length));
}

type Issue = { path: (string | number)[]; message: string };

/** The form's own checks: amounts typed in digits, and every metadata row against the limits. */
function formIssues(values: ComposerValues): Issue[] {
  const issues: Issue[] = [];
  const amount = (field: 'value' | 'discount') => {
    const read = readAmount(values[field]);
    if (typeof read === 'string')
      issues.push({ path: [field], message: 'Enter an amount in digits, for example 24.90.' });
  };
  amount('value');
  if (values.kind === 'conversion') amount('discount');

  const { maxEntries, maxKeyLength, maxValueLength } = metadataLimits;
  const seen = new Map<string, number>();
  let entries = 0;
  values.metadata.forEach((row, i) => {
    if (isBlank(row)) return;
    entries += 1;
    const key = row.key.trim();
    if (key === '') issues.push({ path: ['metadata', i, 'key'], message: 'Give this entry a key.' });
    else if (key.length > maxKeyLength)
      issues.push({
        path: ['metadata', i, 'key'],
        message: `Keys are at most ${maxKeyLength} characters; this one has ${key.length}.`,
      });
    else if (seen.has(key))
      issues.push({
        path: ['metadata', i, 'key'],
        message: `“${key}” is already used in entry ${seen.get(key)! + 1}: each key once.`,
      });
    else seen.set(key, i);
    const longest = longestValue(row);
    if (longest > maxValueLength)
      issues.push({
        path: ['metadata', i, 'value'],
        message: row.list
          ? `Each item is at most ${maxValueLength} characters; the longest has ${longest}.`
          : `Values are at most ${maxValueLength} characters; this one has ${longest}.`,
      });
  });
  if (entries > maxEntries)
    issues.push({
      path: ['metadata'],
      message: `At most ${maxEntries} entries: remove ${entries - maxEntries}.`,
    });
  return issues;
}

/** The contract's problems with the body, at the form's fields (metadata ones are the form's own). */
function contractIssues(values: ComposerValues, taken: Set<string>): Issue[] {
  const schema = values.kind === 'Signups' ? signupEventSchema : conversionEventSchema;
  const result = schema.safeParse(toBody(values));
  if (result.success) return [];
  const issues: Issue[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field === 'metadata') {
      if (!taken.has('metadata')) issues.push({ path: ['metadata'], message: inWords('', issue.message) });
      continue;
    }
    if (taken.has(field)) continue;
    // Every check of the contract says "is required" of an absent field.
    const target = field === 'eventName' || field === '' ? 'kind' : field;
    issues.push({ path: [target], message: inWords(field, issue.message) });
  }
  return issues;
}

/**
 * The composer's schema: the form's values in, the body out (`toBody`), every problem at the field it is
 * about. For react-hook-form's zod resolver.
 */
export const composerSchema = z.pipe(
  valuesSchema.check(
    z.superRefine((values, ctx) => {
      const own = formIssues(values);
      const taken = new Set(own.map((i) => String(i.path[0])));
      for (const issue of [...own, ...contractIssues(values, taken)])
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }),
  ),
  z.transform(toBody),
);

export type ComposerInput = z.input<typeof composerSchema>;
export type ComposerOutput = z.output<typeof composerSchema>;

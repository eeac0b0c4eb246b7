import { z } from 'zod';
import { requiredAs } from './common';

/** The 27 member states of the European Union, as the full country names in capitals the service expects. */
export const euMemberCountries = [
  'AUSTRIA',
  'BELGIUM',
  'BULGARIA',
  'CROATIA',
  'CYPRUS',
  'CZECHIA',
  'DENMARK',
  'ESTONIA',
  'FINLAND',
  'FRANCE',
  'GERMANY',
  'GREECE',
  'HUNGARY',
  'IRELAND',
  'ITALY',
  'LATVIA',
  'LITHUANIA',
  'LUXEMBOURG',
  'MALTA',
  'NETHERLANDS',
  'POLAND',
  'PORTUGAL',
  'ROMANIA',
  'SLOVAKIA',
  'SLOVENIA',
  'SPAIN',
  'SWEDEN',
] as const;
export type EuMemberCountry = (typeof euMemberCountries)[number];

/** Other full names in use for a member state. */
const euCountryAliases: Record<string, EuMemberCountry> = {
  'CZECH REPUBLIC': 'CZECHIA',
  'THE NETHERLANDS': 'NETHERLANDS',
};

/** The member state a full country name in capitals names, or undefined. Case matters: names are in capitals. */
export function euCountry(name: string): EuMemberCountry | undefined {
  const trimmed = name.trim();
  if ((euMemberCountries as readonly string[]).includes(trimmed)) return trimmed as EuMemberCountry;
  return euCountryAliases[trimmed];
}

/** Whether a full country name in capitals is an EU member state. */
export const isEuCountry = (name: string): boolean => euCountry(name) !== undefined;

const required = () =>
  z.string(requiredAs('text')).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');

/**
 * One recipient. `addressCountry` is the full country name in capitals (e.g. `GERMANY`) and must be an EU
 * member state: postcards go to EU addresses only.
 */
export const postcardRecipientSchema = z.object({
  addressName: required(),
  addressLine1: required(),
  addressLine2: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  addressCity: required(),
  addressState: required(),
  addressPostalCode: required().pipe(z.string().max(20, 'must be at most 20 characters')),
  addressCountry: required().superRefine((c, ctx) => {
    if (c !== c.toUpperCase()) {
      ctx.addIssue({
        code: 'custom',
        message: `write the full country name in capitals, e.g. ${c.toUpperCase()}`,
      });
    } else if (!isEuCountry(c)) {
      ctx.addIssue({
        code: 'custom',
        message: `postcards go only to addresses in the European Union; '${c}' is not a member state`,
      });
    }
  }),
});
export type PostcardRecipient = z.infer<typeof postcardRecipientSchema>;

/** Largest number of recipients in one request. The spec does not state one; this is the sandbox's. */
export const maxPostcardRecipients = 1000;

/** An http(s) URL whose path ends in `.pdf`. */
export const pdfUrlSchema = z.string().refine((s) => {
  try {
    const url = new URL(s);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.pdf$/i.test(url.pathname);
  } catch {
    return false;
  }
}, 'expected an http or https URL to a .pdf file');

/** `POST /postcards` body: exactly one PDF URL (the only count supported) and at least one recipient. */
export const postcardRequestSchema = z.object({
  fileUrls: z
    .array(pdfUrlSchema, requiredAs('an array with one PDF URL'))
    .length(1, 'exactly one PDF URL is supported'),
  recipients: z
    .array(postcardRecipientSchema, requiredAs('an array of recipients'))
    .min(1, 'at least one recipient is required')
    .max(maxPostcardRecipients, `at most ${maxPostcardRecipients} recipients per request`),
});
export type PostcardRequest = z.infer<typeof postcardRequestSchema>;

/**
 * `POST /postcards` response. Status values are not shown in the spec; the sandbox answers `SUBMITTED`.
 * `estimatedCompletionDate` is a date or timestamp string.
 */
export const postcardSubmissionSchema = z.object({
  JobGuid: z.string(),
  submissionId: z.string(),
  status: z.string(),
  estimatedCompletionDate: z.string(),
});
export type PostcardSubmission = z.infer<typeof postcardSubmissionSchema>;

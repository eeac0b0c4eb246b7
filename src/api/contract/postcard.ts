import { z } from './zod';
import { knownText } from './wire-schema';
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

/**
 * The refusal of text holding U+FFFD, the replacement character: letters a program could not read (a
 * Latin-1 file read as UTF-8, say) that would be printed as `�` on the postcard.
 */
export const unreadableLettersMessage =
  'contains U+FFFD (letters that could not be read, often a file saved in another encoding): send the letters themselves';

/** Text with no replacement character in it. */
const readable = <T extends z.ZodMiniType<string | undefined>>(schema: T) =>
  schema.check(z.refine((s) => s === undefined || !s.includes('\uFFFD'), unreadableLettersMessage));

const required = () =>
  readable(
    z
      .string(requiredAs('text'))
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(200, 'must be at most 200 characters'),
      ),
  );

/**
 * One recipient. No field may hold U+FFFD (`unreadableLettersMessage`). `addressCountry` is the full
 * country name in capitals (e.g. `GERMANY`) and must be an EU member state: postcards go to EU addresses
 * only. A member state not in capitals (`Germany`) is refused, not guessed at ("write the full country
 * name in capitals: GERMANY"); any other country, in whatever case, is refused as outside the European
 * Union.
 */
export const postcardRecipientSchema = z.object({
  addressName: required(),
  addressLine1: required(),
  addressLine2: z.optional(
    readable(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters'))),
  ),
  addressCity: required(),
  addressState: required(),
  addressPostalCode: z.pipe(required(), z.string().check(z.maxLength(20, 'must be at most 20 characters'))),
  addressCountry: required().check(
    z.superRefine((c, ctx) => {
      if (c === '') return; // "must not be empty" says it
      if (c !== c.toUpperCase() && isEuCountry(c.toUpperCase())) {
        ctx.addIssue({
          code: 'custom',
          message: `write the full country name in capitals: ${c.toUpperCase()}`,
        });
      } else if (!isEuCountry(c)) {
        ctx.addIssue({
          code: 'custom',
          message: `postcards go only to addresses in the European Union; '${c}' is not a member state`,
        });
      }
    }),
  ),
});
export type PostcardRecipient = z.infer<typeof postcardRecipientSchema>;

/** Largest number of recipients in one request. The spec does not state one; this is the sandbox's. */
export const maxPostcardRecipients = 1000;

/** An http(s) URL (at most 2,048 characters) whose path ends in `.pdf`. */
export const pdfUrlSchema = z.string().check(
  z.maxLength(2048, 'must be at most 2048 characters'),
  z.refine((s) => {
    try {
      const url = new URL(s);
      return (url.protocol === 'https:' || url.protocol === 'http:') && /\.pdf$/i.test(url.pathname);
    } catch {
      return false;
    }
  }, 'expected an http or https URL to a .pdf file'),
);

/** `POST /postcards` body: exactly one PDF URL (the only count supported) and at least one recipient. */
export const postcardRequestSchema = z.object({
  // Counts are refinements, not zod's length checks: those also run on a string sent instead of an array
  // and would report its length instead of its type.
  fileUrls: z
    .array(pdfUrlSchema, requiredAs('an array with one PDF URL'))
    .check(z.refine((urls) => urls.length === 1, 'exactly one PDF URL is supported')),
  recipients: z.array(postcardRecipientSchema, requiredAs('an array of recipients')).check(
    z.refine((list) => list.length >= 1, 'at least one recipient is required'),
    z.refine(
      (list) => list.length <= maxPostcardRecipients,
      `at most ${maxPostcardRecipients} recipients per request`,
    ),
  ),
});
export type PostcardRequest = z.infer<typeof postcardRequestSchema>;

/**
 * The sentence every refusal of `POST /postcards` starts with (the spec: "a generic creation-failure
 * message"). The sandbox follows it with what was wrong, naming the recipient row and field as the
 * contract's checks do: `Could not create the postcard submission. Invalid body field
 * 'recipients[3].addressCountry': postcards go only to addresses in the European Union; 'CANADA' is not a
 * member state`.
 */
export const postcardFailureMessage = 'Could not create the postcard submission.';

/** A refusal of `POST /postcards` as the sandbox words it: the generic sentence, then the detail. */
export const postcardRefusal = (detail: string) => `${postcardFailureMessage} ${detail}`;

/**
 * Postcard submission statuses (not shown in the spec; these are the sandbox's). A new submission is
 * `SUBMITTED`; the sandbox prints and mails nothing, so it never moves on. A real service may answer
 * other values: the response keeps `status` as text.
 */
export const postcardStatuses = ['SUBMITTED', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type PostcardStatus = (typeof postcardStatuses)[number];

/** Business days (Monday to Friday) from submission to `estimatedCompletionDate`. */
export const postcardCompletionBusinessDays = 5;

/**
 * `POST /postcards` response. `JobGuid` is a UUID, `submissionId` the stored submission's id (digits),
 * `status` `SUBMITTED`, `estimatedCompletionDate` a plain date (`YYYY-MM-DD`, UTC): 5 business days after
 * the day of submission. A real service may send a timestamp: any date or timestamp string is read.
 */
export const postcardSubmissionSchema = z.object({
  JobGuid: z.string(),
  submissionId: z.string(),
  status: knownText(postcardStatuses),
  estimatedCompletionDate: z.string().check(z.meta({ format: 'date' })),
});
export type PostcardSubmission = z.infer<typeof postcardSubmissionSchema>;

import { z } from 'zod';
import { isoTimestamp, recordId, requiredAs } from './common';
import { listPage } from './envelope';
import { qInt, qList, qSkip, qTimestamp, type RawQuery } from './query';

/** The `type` values of a conversion event. */
export const conversionTypes = [
  'Signups',
  'Orders',
  'First Order',
  'Purchases',
  'First Purchase',
  'Redeems',
  'First Redeem',
  'Eaters',
  'First Eater',
] as const;
export type ConversionType = (typeof conversionTypes)[number];
export const conversionTypeSchema = z.enum(conversionTypes, {
  message: `expected one of ${conversionTypes.join(', ')}`,
});

export const metadataLimits = { maxEntries: 50, maxKeyLength: 40, maxValueLength: 256 } as const;

const metadataValue = z.union(
  [
    z
      .string()
      .max(metadataLimits.maxValueLength, `must be at most ${metadataLimits.maxValueLength} characters`),
    z.array(
      z
        .string()
        .max(metadataLimits.maxValueLength, `must be at most ${metadataLimits.maxValueLength} characters`),
    ),
  ],
  { message: 'expected a string or an array of strings' },
);

/** Event metadata: at most 50 entries, keys of 1..40 characters, values strings or string arrays of at most 256 characters each. */
export const metadataSchema = z.record(z.string(), metadataValue).superRefine((m, ctx) => {
  const keys = Object.keys(m);
  if (keys.length > metadataLimits.maxEntries) {
    ctx.addIssue({
      code: 'custom',
      message: `must have at most ${metadataLimits.maxEntries} entries (has ${keys.length})`,
    });
  }
  for (const key of keys) {
    if (key.length === 0 || key.length > metadataLimits.maxKeyLength) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `keys must be 1 to ${metadataLimits.maxKeyLength} characters long`,
      });
    }
  }
});
export type EventMetadata = z.infer<typeof metadataSchema>;

/** At most two decimals (`12.5`, `12.50`, `12` are fine; `12.345` is not). */
const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const money = (what: string) =>
  z
    .number(requiredAs(`${what} as a number`))
    .nonnegative('must not be negative')
    .refine(hasCents, 'must have at most 2 decimals');

const requiredText = () =>
  z.string(requiredAs('text')).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const optionalText = requiredText().optional();

/**
 * The recommended signup event. `userId` links the signup to later orders (hashed by the service).
 * The spec lists `coupon` as required but says to add it when a promotional code was used at signup: it
 * is optional here and, when given, a code from the campaign's coupon list.
 */
export const signupEventSchema = z.object({
  eventName: z.literal('Signups'),
  value: z.number(requiredAs('a number')),
  userId: requiredText(),
  coupon: optionalText,
  metadata: metadataSchema.optional(),
});
export type SignupEvent = z.infer<typeof signupEventSchema>;

/**
 * The recommended conversion event. `value` is the order's monetary value with 2 decimals, `currency` a
 * 3-letter code (capitals), `discount` a positive amount (ten off is `10.00`, not `-10.00`).
 * `transactionId` and `userId` are hashed by the service.
 */
export const conversionEventSchema = z.object({
  eventName: z.literal('conversion'),
  type: conversionTypeSchema,
  transactionId: requiredText(),
  value: money('value'),
  currency: z
    .string(requiredAs('a 3-letter currency code such as USD'))
    .regex(/^[A-Za-z]{3}$/, 'expected a 3-letter currency code such as USD')
    .transform((s) => s.toUpperCase()),
  userId: requiredText(),
  coupon: optionalText,
  discount: z
    .number(requiredAs('the discount as a number'))
    .positive('must be a positive amount (ten off is 10.00, not -10.00)')
    .refine(hasCents, 'must have at most 2 decimals')
    .optional(),
  metadata: metadataSchema.optional(),
});
export type ConversionEvent = z.infer<typeof conversionEventSchema>;

const reservedNames: Record<string, string> = { signups: 'Signups', conversion: 'conversion' };

/**
 * Any other event: only `eventName` and `value` are required (the full list of names is not shown). A
 * name that differs from `Signups` or `conversion` only by case is refused, so a mistyped conversion is
 * never recorded as something else.
 */
export const customEventSchema = z.object({
  eventName: requiredText().superRefine((n, ctx) => {
    const exact = reservedNames[n.toLowerCase()];
    if (exact !== undefined) ctx.addIssue({ code: 'custom', message: `write it exactly '${exact}'` });
  }),
  value: z.number(requiredAs('a number')),
  userId: optionalText,
  transactionId: optionalText,
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'expected a 3-letter currency code such as USD')
    .transform((s) => s.toUpperCase())
    .optional(),
  coupon: optionalText,
  metadata: metadataSchema.optional(),
});
export type CustomEvent = z.infer<typeof customEventSchema>;

/**
 * `POST /tracking/events` body. Chooses the shape by `eventName` (`Signups`, `conversion`, anything else)
 * and reports the chosen shape's problems, each naming its field.
 */
export const trackingEventRequestSchema = z
  .object({ eventName: requiredText() })
  .loose()
  .transform((body, ctx): SignupEvent | ConversionEvent | CustomEvent => {
    const schema =
      body.eventName === 'Signups'
        ? signupEventSchema
        : body.eventName === 'conversion'
          ? conversionEventSchema
          : customEventSchema;
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
export type TrackingEventRequest = z.output<typeof trackingEventRequestSchema>;
/** What the dashboard builds before sending. */
export type TrackingEventInput =
  | z.input<typeof signupEventSchema>
  | z.input<typeof conversionEventSchema>
  | z.input<typeof customEventSchema>;

export const isConversionEvent = (e: TrackingEventRequest): e is ConversionEvent =>
  e.eventName === 'conversion';
export const isSignupEvent = (e: TrackingEventRequest): e is SignupEvent => e.eventName === 'Signups';

/**
 * The recorded event, returned on create. `transactionId` and `userId` are the service's hashes, not what
 * was sent. Fields an event did not carry are null (a signup has no currency); `campaignId` and
 * `metricId` are set when the service could attribute the event (for example through its coupon).
 */
export const trackingEventRecordSchema = z.object({
  id: recordId,
  eventName: z.string(),
  value: z.number(),
  transactionId: z.string().nullable(),
  currency: z.string().nullable(),
  userId: z.string().nullable(),
  campaignId: z.string().nullable(),
  metricId: z.string().nullable(),
  coupon: z.string().nullable(),
  metadata: z.record(z.string(), z.union([z.string(), z.array(z.string())])).default({}),
  createdAt: isoTimestamp,
});
export type TrackingEventRecord = z.infer<typeof trackingEventRecordSchema>;

/**
 * A recorded conversion, read back. The spec does not show the fields; these are the sandbox's. Payout
 * and finance fields (`datePaid`, `paidWeek`, `paidYear`, `invoiceUrl`, `bonusDisqualified`) are never
 * part of it and are stripped by parsing. `transactionId` and `userId` are hashes.
 */
export const conversionRecordSchema = z.object({
  id: recordId,
  eventName: z.string(),
  type: z.string().nullable(),
  value: z.number(),
  currency: z.string().nullable(),
  discount: z.number().nullable().optional(),
  transactionId: z.string().nullable(),
  userId: z.string().nullable(),
  campaignId: z.string().nullable(),
  metricId: z.string().nullable(),
  coupon: z.string().nullable(),
  createdAt: isoTimestamp,
});
export type ConversionRecord = z.infer<typeof conversionRecordSchema>;

export const conversionListSchema = listPage(conversionRecordSchema);
export type ConversionList = z.infer<typeof conversionListSchema>;

/**
 * Conversions read-back query: `from` inclusive and `to` exclusive on `createdAt` (any parseable date),
 * `metricIds` (list), `type` (one or more conversion types), `limit` 1..500 default 50, `skip` default 0.
 * Newest first.
 */
export const conversionListQuerySchema = z
  .object({
    from: qTimestamp(),
    to: qTimestamp(),
    metricIds: qList(recordId),
    type: qList(conversionTypeSchema),
    limit: qInt(1, 500, 50),
    skip: qSkip(),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), { message: "must not be after 'to'", path: ['from'] });
export type ConversionListQuery = z.output<typeof conversionListQuerySchema>;
export type ConversionListParams = Partial<ConversionListQuery>;

export const parseConversionListQuery = (raw: RawQuery) => conversionListQuerySchema.safeParse(raw);

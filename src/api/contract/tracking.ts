import { refuse, z } from './zod';
import { isoTimestamp, recordId, requiredAs } from './common';
import { listPage } from './envelope';
import { qInt, qList, qRangeEnd, qSkip, qTimestamp, type RawQuery } from './query';
import { documentedAs, knownText, oneOfVariants } from './wire-schema';

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
export const conversionTypeSchema = z.enum(
  conversionTypes,
  requiredAs(`one of ${conversionTypes.join(', ')}`),
);

/**
 * ISO 4217 currency codes (list one, as of 2025), without the codes that are no money an order is paid
 * in: precious metals, SDR and bond units, the testing code and XXX.
 */
export const iso4217Currencies: readonly string[] = [
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP',
  'BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR',
  'FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES',
  'KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR',
  'MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF',
  'SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS',
  'UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG',
]
  .join(' ')
  .split(' ');
const isoCurrencySet: ReadonlySet<string> = new Set(iso4217Currencies);

/**
 * A currency: 3 letters of an ISO 4217 code (`USD`, `EUR`). Lower case is read as capitals (`eur` is
 * `EUR`); anything else (`US$`, `DOLLARS`, `XYZ`) is refused.
 */
const currencySchema = () =>
  z
    .pipe(
      z
        .string(requiredAs('a 3-letter ISO 4217 currency code such as USD'))
        .check(z.regex(/^[A-Za-z]{3}$/, 'expected a 3-letter ISO 4217 currency code such as USD')),
      z.transform((s) => s.toUpperCase()),
    )
    .check(z.refine((s) => isoCurrencySet.has(s), 'expected an ISO 4217 currency code such as USD or EUR'));

export const metadataLimits = { maxEntries: 50, maxKeyLength: 40, maxValueLength: 256 } as const;

const metadataValue = z.union(
  [
    z
      .string()
      .check(
        z.maxLength(
          metadataLimits.maxValueLength,
          `must be at most ${metadataLimits.maxValueLength} characters`,
        ),
      ),
    z.array(
      z
        .string()
        .check(
          z.maxLength(
            metadataLimits.maxValueLength,
            `must be at most ${metadataLimits.maxValueLength} characters`,
          ),
        ),
    ),
  ],
  { message: 'expected a string or an array of strings' },
);

const metadataRecord = documentedAs(
  z.record(z.string(), metadataValue).check(
    z.superRefine((m, ctx) => {
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
    }),
  ),
  {
    also: {
      input: {
        maxProperties: metadataLimits.maxEntries,
        propertyNames: { type: 'string', minLength: 1, maxLength: metadataLimits.maxKeyLength },
      },
    },
  },
);

/**
 * Event metadata: at most 50 entries, keys of 1..40 characters, values strings or string arrays of at most
 * 256 characters each. A key `__proto__` is refused (it could not be kept as an ordinary key).
 */
export const metadataSchema = z.pipe(
  z.transform((m: unknown, ctx) => {
    if (m !== null && typeof m === 'object' && Object.prototype.hasOwnProperty.call(m, '__proto__'))
      return refuse(ctx, 'is not an allowed key', ['__proto__']);
    return m;
  }),
  metadataRecord,
);
export type EventMetadata = z.infer<typeof metadataSchema>;

/** At most two decimals (`12.5`, `12.50`, `12` are fine; `12.345` is not). */
const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const money = (what: string) =>
  z
    .number(requiredAs(`${what} as a number`))
    .check(z.nonnegative('must not be negative'), z.refine(hasCents, 'must have at most 2 decimals'));

const requiredText = () =>
  z
    .string(requiredAs('text'))
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200, 'must be at most 200 characters'));
const optionalText = z.optional(requiredText());

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
  metadata: z.optional(metadataSchema),
});
export type SignupEvent = z.infer<typeof signupEventSchema>;

/**
 * The recommended conversion event. `value` is the order's monetary value with 2 decimals, `currency` an
 * ISO 4217 code (read in capitals), `discount` a positive amount (ten off is `10.00`, not `-10.00`).
 * `transactionId` and `userId` are hashed by the service.
 */
export const conversionEventSchema = z.object({
  eventName: z.literal('conversion'),
  type: conversionTypeSchema,
  transactionId: requiredText(),
  value: money('value'),
  currency: currencySchema(),
  userId: requiredText(),
  coupon: optionalText,
  discount: z.optional(
    z
      .number(requiredAs('the discount as a number'))
      .check(
        z.positive('must be a positive amount (ten off is 10.00, not -10.00)'),
        z.refine(hasCents, 'must have at most 2 decimals'),
      ),
  ),
  metadata: z.optional(metadataSchema),
});
export type ConversionEvent = z.infer<typeof conversionEventSchema>;

const reservedNames: Record<string, string> = { signups: 'Signups', conversion: 'conversion' };

/**
 * Any other event: only `eventName` and `value` are required (the full list of names is not shown). A
 * name that differs from `Signups` or `conversion` only by case is refused, so a mistyped conversion is
 * never recorded as something else.
 */
export const customEventSchema = z.object({
  eventName: requiredText().check(
    z.superRefine((n, ctx) => {
      const exact = reservedNames[n.toLowerCase()];
      if (exact !== undefined) ctx.addIssue({ code: 'custom', message: `write it exactly '${exact}'` });
    }),
  ),
  value: z.number(requiredAs('a number')),
  userId: optionalText,
  transactionId: optionalText,
  currency: z.optional(currencySchema()),
  coupon: optionalText,
  metadata: z.optional(metadataSchema),
});
export type CustomEvent = z.infer<typeof customEventSchema>;
// In the document: any name but the two above (which the sandbox also refuses in another case).
documentedAs(customEventSchema, {
  also: {
    input: {
      description: 'Any other event: `eventName` is neither `Signups` nor `conversion` (in any case).',
      not: { required: ['eventName'], properties: { eventName: { enum: Object.values(reservedNames) } } },
    },
  },
});

/**
 * `POST /tracking/events` body. `eventName` and `value` are required of every event (both are named when
 * missing); then the shape is chosen by `eventName` (`Signups`, `conversion`, anything else) and the
 * chosen shape's problems are reported, each naming its field. A `coupon` must also be a code of one of the
 * caller's campaigns' coupon lists: only the service can check that (400 naming `coupon`).
 */
export const trackingEventRequestSchema = documentedAs(
  z.pipe(
    z.looseObject({ eventName: requiredText(), value: z.number(requiredAs('a number')) }),
    z.transform((body, ctx): SignupEvent | ConversionEvent | CustomEvent => {
      const schema =
        body.eventName === 'Signups'
          ? signupEventSchema
          : body.eventName === 'conversion'
            ? conversionEventSchema
            : customEventSchema;
      const result = schema.safeParse(body);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.issues.push({ ...issue, input: body } as z.core.$ZodRawIssue);
      return z.NEVER;
    }),
  ),
  // In the document: the three shapes, told apart by `eventName`.
  { input: oneOfVariants(z.union([signupEventSchema, conversionEventSchema, customEventSchema])) },
);
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
 * A conversion metric: one conversion type of one campaign (the spec shows `metricId` and the `metricIds`
 * filter, not what a metric is; this is the sandbox's). Its id is the campaign id and the type's slug,
 * `13007-first-order`, so the dashboard can build the ids it filters by from campaign ids and
 * `conversionTypes`. Only an event attributed to a campaign (through its coupon) has one.
 */
export const conversionMetricId = (campaignId: string | number, type: ConversionType) =>
  `${campaignId}-${type.toLowerCase().replace(/ /g, '-')}`;

/** The campaign id and type of a metric id, or undefined when it is not one. */
export function parseConversionMetricId(
  id: string,
): { campaignId: string; type: ConversionType } | undefined {
  const m = /^(\d+)-([a-z-]+)$/.exec(id);
  const type = m && conversionTypes.find((t) => conversionMetricId(m[1]!, t) === id);
  return m && type ? { campaignId: m[1]!, type } : undefined;
}

/**
 * The recorded event, returned on create. `transactionId` and `userId` are the service's hashes (64 hex
 * characters, salted per client), never what was sent. Fields an event did not carry are null (a signup
 * has no currency). `campaignId` is the campaign whose coupon list holds the event's `coupon`, and
 * `metricId` that campaign's metric for the event's type (`conversionMetricId`: a conversion's `type`, a
 * signup's `Signups`); both are null without a coupon. `coupon` is the code as the list writes it. `type`
 * and `discount` are the sandbox's additions (the spec does not list them): a conversion's, else null.
 * The record's `id` is also the id of the conversion it adds to the read-back.
 */
export const trackingEventRecordSchema = z.object({
  id: recordId,
  eventName: z.string(),
  value: z.number(),
  transactionId: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  campaignId: z.nullable(z.string()),
  metricId: z.nullable(z.string()),
  coupon: z.nullable(z.string()),
  metadata: z._default(z.record(z.string(), z.union([z.string(), z.array(z.string())])), {}),
  createdAt: isoTimestamp,
  type: z.optional(z.nullable(knownText(conversionTypes))),
  discount: z.optional(z.nullable(z.number())),
});
export type TrackingEventRecord = z.infer<typeof trackingEventRecordSchema>;

/**
 * A recorded conversion, read back. The spec does not show the fields; these are the sandbox's: the
 * conversion's `id` (a recorded event's id), `eventName` (`conversion`), `type`, `value`, `currency`,
 * `discount` (null without one), `transactionId` and `userId` (hashes), `campaignId` and `metricId` (null
 * when no campaign is known), `coupon` (null without one) and `createdAt`. Payout and finance fields
 * (`datePaid`, `paidWeek`, `paidYear`, `invoiceUrl`, `bonusDisqualified`) are never part of it and are
 * stripped by parsing.
 */
export const conversionRecordSchema = z.object({
  id: recordId,
  eventName: z.string(),
  type: z.nullable(z.string()),
  value: z.number(),
  currency: z.nullable(z.string()),
  discount: z.optional(z.nullable(z.number())),
  transactionId: z.nullable(z.string()),
  userId: z.nullable(z.string()),
  campaignId: z.nullable(z.string()),
  metricId: z.nullable(z.string()),
  coupon: z.nullable(z.string()),
  createdAt: isoTimestamp,
});
export type ConversionRecord = z.infer<typeof conversionRecordSchema>;

export const conversionListSchema = listPage(conversionRecordSchema);
export type ConversionList = z.infer<typeof conversionListSchema>;

/** Most metric ids one read filters by. */
export const maxMetricIds = 100;

/**
 * Conversions read-back query (`GET /client/conversions`, the sandbox's path): `from` and `to` both
 * inclusive on `createdAt`, each any parseable date (a plain date `to` takes in that whole day, UTC),
 * `metricIds` (list, at most 100; see `conversionMetricId`), `type` (one or more conversion types), `limit`
 * 1..500 default 50, `skip` default 0. Newest first.
 */
export const conversionListQuerySchema = z
  .object({
    from: qTimestamp(),
    to: qRangeEnd(),
    metricIds: documentedAs(
      qList(recordId).check(
        z.refine((ids: string[]) => ids.length <= maxMetricIds, {
          message: `at most ${maxMetricIds} metric ids`,
        }),
      ),
      { input: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: maxMetricIds } },
    ),
    type: qList(conversionTypeSchema),
    limit: qInt(1, 500, 50),
    skip: qSkip(),
  })
  .check(
    z.refine((q) => !(q.from && q.to && q.from > q.to), {
      message: "must not be after 'to'",
      path: ['from'],
    }),
  );
export type ConversionListQuery = z.output<typeof conversionListQuerySchema>;
export type ConversionListParams = Partial<ConversionListQuery>;

export const parseConversionListQuery = (raw: RawQuery) => conversionListQuerySchema.safeParse(raw);

import { z } from './zod';
import { calendarDate, isoDate, isoTimestamp, recordId, requiredAs } from './common';
import { rawRouteSchema } from './carrier-route';
import { eddmFormatSchema, MAX_QUOTE_PIECES } from './quote';

/**
 * The campaign builder: create a draft, target it, choose its creative and details, submit it for review
 * or cancel it. Every call needs an OAuth access token with scope `campaigns:create`; a plain client key
 * is refused. A campaign in the path that is not the caller's gives 404. Nothing is charged, printed or
 * mailed by any of these calls.
 *
 * Paths the spec shows: areas, cities, demographics, audience, details, rename; those of create, creative,
 * submit and cancel are not shown. Each joins the endpoint table (`endpoints.ts`) with its sandbox handler.
 */

/**
 * Channels a draft can be built on, with their campaign type and subtypes. The spec shows `ADM` with
 * `EDDM` (direct mail to every address of chosen carrier routes); `AUDIENCE` (direct mail to a saved
 * address list) and the street channels `H2H` (hand-to-hand, type 1) and `D2D` (letterbox, type 2) are
 * the sandbox's names.
 */
export const builderChannelCodes = ['ADM', 'H2H', 'D2D'] as const;
export type BuilderChannel = (typeof builderChannelCodes)[number];
export const builderSubtypes = ['EDDM', 'AUDIENCE', 'HANDTOHAND', 'LETTERBOX'] as const;
export type BuilderSubtype = (typeof builderSubtypes)[number];
export const builderChannels = {
  ADM: { label: 'Direct mail', campaignType: 3, subtypes: ['EDDM', 'AUDIENCE'] },
  H2H: { label: 'Hand-to-hand flyers', campaignType: 1, subtypes: ['HANDTOHAND'] },
  D2D: { label: 'Letterbox (door to door)', campaignType: 2, subtypes: ['LETTERBOX'] },
} as const satisfies Record<
  BuilderChannel,
  { label: string; campaignType: number; subtypes: readonly BuilderSubtype[] }
>;

/** `ADM+EDDM, ADM+AUDIENCE, H2H+HANDTOHAND, D2D+LETTERBOX`: what create-draft accepts. */
export const acceptedPairs = builderChannelCodes
  .flatMap((c) => builderChannels[c].subtypes.map((s) => `${c}+${s}`))
  .join(', ');

/** Internal draft states. DRAFT is shown; the names after submit and cancel are not, and are the sandbox's. */
export const draftInternalStatuses = {
  draft: 'DRAFT',
  inReview: 'IN_REVIEW',
  cancelled: 'CANCELLED',
} as const;
export type DraftInternalStatus = (typeof draftInternalStatuses)[keyof typeof draftInternalStatuses];

/** Campaign ids in builder responses are numbers. */
const campaignIdNumber = z.number().check(z.int(), z.positive());

export const campaignNameSchema = z
  .string(requiredAs('a name'))
  .check(
    z.trim(),
    z.minLength(1, 'name must not be empty'),
    z.maxLength(120, 'name must be at most 120 characters'),
  );

const pieces = (what: string) =>
  z
    .number(requiredAs(`${what} as a whole number`))
    .check(
      z.int(`expected ${what} as a whole number`),
      z.positive('must be positive'),
      z.lte(MAX_QUOTE_PIECES, 'must be at most 10,000,000'),
    );

/**
 * Create a draft. For EDDM send `channel: 'ADM'` with `subtype: 'EDDM'`. No client id: the draft belongs
 * to the caller. `name` is optional (the service names it otherwise).
 */
export const createDraftRequestSchema = z
  .object({
    channel: z.enum(builderChannelCodes, {
      message: `expected one of ${builderChannelCodes.join(', ')} (accepted pairs: ${acceptedPairs})`,
    }),
    subtype: z.enum(builderSubtypes, {
      message: `expected one of ${builderSubtypes.join(', ')} (accepted pairs: ${acceptedPairs})`,
    }),
    name: z.optional(campaignNameSchema),
    /**
     * Not in the spec (the sandbox's): the EDDM format the draft is priced as until a design is chosen (a
     * design then sets it), e.g. the one chosen on the planner. EDDM only; BEST_SELLER when left out.
     */
    format: z.optional(eddmFormatSchema),
  })
  .check(
    z.superRefine((r, ctx) => {
      if (r.format !== undefined && r.subtype !== 'EDDM') {
        ctx.addIssue({
          code: 'custom',
          path: ['format'],
          message: 'a format is chosen only for an EDDM draft',
        });
      }
      const allowed: readonly string[] = builderChannels[r.channel].subtypes;
      if (!allowed.includes(r.subtype)) {
        ctx.addIssue({
          code: 'custom',
          path: ['subtype'],
          message: `channel ${r.channel} takes subtype ${allowed.join(' or ')} (accepted pairs: ${acceptedPairs})`,
        });
      }
    }),
  );
export type CreateDraftRequest = z.infer<typeof createDraftRequestSchema>;

/** Create-draft response (not shown in the spec; the sandbox's): the new draft's id and what it is. */
export const createDraftResponseSchema = z.object({
  campaignId: campaignIdNumber,
  /** Campaign type code: 3 direct mail, 1 hand-to-hand, 2 letterbox. */
  type: z.number().check(z.int()),
  name: z.string(),
  channel: z.string(),
  subtype: z.string(),
  status: z.number().check(z.int()),
  statusEnum: z.string(),
});
export type CreateDraftResponse = z.infer<typeof createDraftResponseSchema>;

/**
 * Areas (EDDM): the `raw` objects of the chosen routes, exactly as the route search returned them. The
 * EDDM minimum volume is checked at this step.
 */
/**
 * The map zone the routes were picked in, as the user searched it (not in the spec; the sandbox's): the
 * search's label, centre and radius in metres. Read back in draft targeting's `distributionLocations`, so a
 * saved step comes back as it was left. Without it the service makes one zone covering the routes.
 */
export const areasZoneSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'name must not be empty'),
      z.maxLength(200, 'name must be at most 200 characters'),
    ),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  radius: z.number().check(z.positive(), z.lte(100_000, 'radius must be at most 100,000 metres')),
});
export type AreasZone = z.infer<typeof areasZoneSchema>;

/**
 * The most carrier routes one areas write may set (a draft holds at most this many): well above a
 * metro-wide plan (a 20 km circle around Chicago holds about 500), well under what would make one write
 * hold the service for long. The dashboard stops a selection past it before sending.
 */
export const MAX_AREAS_ROUTES = 2000;
/**
 * The refusal of a larger areas write, in words a marketer reads too. The number is written out with its
 * thousands comma: formatting it with `toLocaleString` when the module loads made the browser load its
 * number-format data for the locale then, on the way to every page's first request.
 */
export const TOO_MANY_ROUTES = 'A draft can hold at most 2,000 routes';

export const setAreasRequestSchema = z.object({
  zone: z.optional(areasZoneSchema),
  routes: z
    .array(
      rawRouteSchema.check(
        z.refine((r) => Object.keys(r).length > 0, 'expected the raw object of a route search result'),
      ),
      requiredAs('an array of the raw objects of the chosen routes'),
    )
    .check(z.minLength(1, 'choose at least one route'), z.maxLength(MAX_AREAS_ROUTES, TOO_MANY_ROUTES)),
});
export type SetAreasRequest = z.infer<typeof setAreasRequestSchema>;
export const setAreasResponseSchema = z.object({
  campaignId: campaignIdNumber,
  routes: z.number().check(z.int(), z.nonnegative()),
  homes: z.number().check(z.int(), z.nonnegative()),
});
export type SetAreasResponse = z.infer<typeof setAreasResponseSchema>;

/**
 * Cities (hand-to-hand and door-to-door; EDDM uses areas). The element shape is not shown in the spec:
 * `{cityId, volume?}` is the sandbox's, with `cityId` from `/client/cities` and an optional volume per city.
 */
export const chosenCitySchema = z.object({ cityId: recordId, volume: z.optional(pieces('volume')) });
export type ChosenCity = z.infer<typeof chosenCitySchema>;
export const setCitiesRequestSchema = z.object({
  cities: z.array(chosenCitySchema, requiredAs('an array of cities')).check(
    z.minLength(1, 'choose at least one city'),
    z.superRefine((cities, ctx) => {
      const seen = new Set<string>();
      cities.forEach((c, i) => {
        if (seen.has(c.cityId)) {
          ctx.addIssue({ code: 'custom', path: [i, 'cityId'], message: `city ${c.cityId} is listed twice` });
        }
        seen.add(c.cityId);
      });
    }),
  ),
});
export type SetCitiesRequest = z.infer<typeof setCitiesRequestSchema>;
export const setCitiesResponseSchema = z.object({
  campaignId: campaignIdNumber,
  cities: z.number().check(z.int(), z.nonnegative()),
});
export type SetCitiesResponse = z.infer<typeof setCitiesResponseSchema>;

/**
 * Demographics (direct mail). The element shape is not shown in the spec: `{code, values}` is the
 * sandbox's, with `code` an attribute's `key` and `values` its values' `value`s from
 * `/client/eddm/demographic-attributes`. An empty list clears them.
 */
export const chosenAttributeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'code must not be empty'), z.maxLength(60)),
  values: z
    .array(z.string().check(z.trim(), z.minLength(1, 'values must not be empty'), z.maxLength(100)))
    .check(z.minLength(1, 'choose at least one value')),
});
export type ChosenAttribute = z.infer<typeof chosenAttributeSchema>;
export const setDemographicsRequestSchema = z.object({
  attributes: z.array(chosenAttributeSchema, requiredAs('an array of attributes')).check(
    z.superRefine((attrs, ctx) => {
      const seen = new Set<string>();
      attrs.forEach((a, i) => {
        if (seen.has(a.code)) {
          ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `attribute ${a.code} is listed twice` });
        }
        seen.add(a.code);
      });
    }),
  ),
});
export type SetDemographicsRequest = z.infer<typeof setDemographicsRequestSchema>;
export const setDemographicsResponseSchema = z.object({
  campaignId: campaignIdNumber,
  attributes: z.number().check(z.int(), z.nonnegative()),
});
export type SetDemographicsResponse = z.infer<typeof setDemographicsResponseSchema>;

/** Audience (ADM): a saved address list; it must be READY before the campaign can be submitted. */
export const setAudienceRequestSchema = z.object({
  audienceId: z.union([recordId, z.pipe(z.number().check(z.int(), z.positive()), z.transform(String))], {
    ...requiredAs('an audience id'),
  }),
});
export type SetAudienceRequest = z.output<typeof setAudienceRequestSchema>;
export const setAudienceResponseSchema = z.object({
  campaignId: campaignIdNumber,
  audienceId: z.number().check(z.int(), z.positive()),
});
export type SetAudienceResponse = z.infer<typeof setAudienceResponseSchema>;

/**
 * Details: launch date and delivered volume. The spec does not name the fields: `startDate` (a calendar
 * date, on or after creation status's `earliestStartDate`, which already includes print lead times; never
 * compute it yourself; at most a year ahead) and `volume` (pieces) are the sandbox's. Either may be sent
 * alone, but `volume` alone only once the draft has a start date: the answer always carries the start
 * date (the spec's response), so a draft without one answers 400 asking for `startDate`.
 */
export const setDetailsRequestSchema = z
  .object({
    startDate: z.optional(calendarDate),
    volume: z.optional(pieces('volume')),
  })
  .check(
    z.refine((d) => d.startDate !== undefined || d.volume !== undefined, {
      message: 'send startDate, volume or both',
    }),
  );
export type SetDetailsRequest = z.infer<typeof setDetailsRequestSchema>;
export const setDetailsResponseSchema = z.object({
  campaignId: campaignIdNumber,
  startDate: isoDate,
  /** Not in the spec's response; the sandbox echoes the volume it stored. */
  volume: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
});
export type SetDetailsResponse = z.infer<typeof setDetailsResponseSchema>;

/** Rename: `PATCH /client/campaigns/{id}` with the new name (1..120 characters after trimming). */
export const renameRequestSchema = z.object({ name: campaignNameSchema });
export type RenameRequest = z.infer<typeof renameRequestSchema>;
export const renameResponseSchema = z.object({ campaignId: campaignIdNumber, name: z.string() });
export type RenameResponse = z.infer<typeof renameResponseSchema>;

/**
 * Creative: attach one of the caller's designs (`designId`, from `/client/designs`) or start one from the
 * template library (`templateId`, from `/client/design-templates`); exactly one of the two. Body and
 * response are not shown in the spec; these are the sandbox's.
 */
export const setCreativeRequestSchema = z
  .object({ designId: z.optional(recordId), templateId: z.optional(recordId) })
  .check(
    z.refine((c) => (c.designId === undefined) !== (c.templateId === undefined), {
      message: 'send exactly one of designId and templateId',
    }),
  );
export type SetCreativeRequest = z.infer<typeof setCreativeRequestSchema>;
/** `designId` is the design now attached (started from the template when `templateId` is set). */
export const setCreativeResponseSchema = z.object({
  campaignId: campaignIdNumber,
  designId: z.string(),
  templateId: z.nullable(z.string()),
});
export type SetCreativeResponse = z.infer<typeof setCreativeResponseSchema>;

/**
 * Submit for review: no body. Refused while anything is missing (the error names what; creation status
 * lists it). A submitted draft stops at In Review; nothing is charged, printed or mailed.
 */
export const submitDraftRequestSchema = z.object({});
export const submitDraftResponseSchema = z.object({
  campaignId: campaignIdNumber,
  internalStatus: z.string(),
  submittedAt: isoTimestamp,
});
export type SubmitDraftResponse = z.infer<typeof submitDraftResponseSchema>;

/** Cancel a draft: no body; the draft is abandoned (`internalStatus` CANCELLED in the sandbox). */
export const cancelDraftRequestSchema = z.object({});
export const cancelDraftResponseSchema = z.object({
  campaignId: campaignIdNumber,
  internalStatus: z.string(),
});
export type CancelDraftResponse = z.infer<typeof cancelDraftResponseSchema>;

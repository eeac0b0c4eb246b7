import { z } from './zod';
import { isoDate, recordId } from './common';
import { qSingle, type RawQuery } from './query';

/**
 * How settled a rule is: `enforced` (applied at submit), `none` (checked; no rule exists), `unconfirmed`
 * (figure not settled; confirm before relying on it).
 */
export const ruleSources = ['enforced', 'none', 'unconfirmed'] as const;
export type RuleSource = (typeof ruleSources)[number];
export const ruleSourceSchema = z.enum(ruleSources);

export const leadTimeSchema = z.object({
  leadTimeKnown: z.boolean(),
  leadTimeEnforced: z.boolean(),
  minStartBusinessDays: z.number().check(z.int(), z.nonnegative()),
  earliestStartDate: isoDate,
});
export type LeadTime = z.infer<typeof leadTimeSchema>;

/** The rules of one channel and subtype. EDDM `formats` are SMALL, BEST_SELLER, LARGE, JUMBO, OVERSIZED. */
export const channelRuleSchema = z.object({
  channel: z.string(),
  campaignType: z.number().check(z.int()),
  subtype: z.string(),
  leadTime: leadTimeSchema,
  minimums: z.object({
    pieces: z.object({ value: z.nullable(z.number().check(z.nonnegative())), source: ruleSourceSchema }),
    budget: z.object({
      value: z.nullable(z.number().check(z.nonnegative())),
      currency: z.nullable(z.string()),
      source: ruleSourceSchema,
    }),
  }),
  formats: z.array(z.string()),
  fulfilment: z.object({
    value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
    source: ruleSourceSchema,
  }),
  /** The quote calculator for this channel (`quote_eddm` shown); null when it has none. */
  quoting: z.object({ calculator: z.nullable(z.string()) }),
});
export type ChannelRule = z.infer<typeof channelRuleSchema>;

/** `GET /client/channel-rules` response. `city.selfServeTargetable` says whether the city can be targeted. */
export const channelRulesSchema = z.object({
  channels: z.array(channelRuleSchema),
  city: z.object({ id: z.string(), name: z.string(), selfServeTargetable: z.boolean() }),
  asOfDateUtc: isoDate,
});
export type ChannelRules = z.infer<typeof channelRulesSchema>;

/**
 * `GET /client/channel-rules` query. The spec asks for a city id without naming the parameter: `cityId`
 * is the sandbox's name. It is required (the response always describes a city).
 */
export const channelRulesQuerySchema = z.object({
  cityId: qSingle(recordId),
});
export type ChannelRulesQuery = z.output<typeof channelRulesQuerySchema>;
export type ChannelRulesParams = ChannelRulesQuery;

export const parseChannelRulesQuery = (raw: RawQuery) => channelRulesQuerySchema.safeParse(raw);

/** The live EDDM minimum (pieces) from channel rules, or null when none is stated. */
export const eddmMinimumPieces = (rules: ChannelRules): number | null =>
  rules.channels.find((c) => c.subtype === 'EDDM')?.minimums.pieces.value ?? null;

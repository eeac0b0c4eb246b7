import { z } from './zod';
import { isoTimestamp } from './common';
import { completenessFields } from './envelope';
import { qBool, qTimestamp, type RawQuery } from './query';

/**
 * `GET /client/spend` query: `from` inclusive and `to` exclusive, each any parseable date (normalised to
 * an ISO timestamp); `includeDrafts` default false.
 */
export const spendQuerySchema = z
  .object({
    from: qTimestamp(),
    to: qTimestamp(),
    includeDrafts: qBool(false),
  })
  .check(
    z.refine((q) => !(q.from && q.to && q.from > q.to), {
      message: "must not be after 'to'",
      path: ['from'],
    }),
  );
export type SpendQuery = z.output<typeof spendQuerySchema>;
export type SpendParams = Partial<SpendQuery>;

export const parseSpendQuery = (raw: RawQuery) => spendQuerySchema.safeParse(raw);

/**
 * `GET /client/spend`: the client's total spend over a period. When some campaigns have no recorded
 * price, `priced` is lower than `campaigns`, `complete` is false and an adjustment says the total is lower
 * than the real spend: always show it. `sources` counts the campaigns priced from each source.
 * `currency` is not in the spec's field list: the sandbox adds it (ISO 4217) so money can be formatted;
 * without it, format in the account's currency.
 */
export const spendSchema = z
  .object({
    from: z.nullable(isoTimestamp),
    to: z.nullable(isoTimestamp),
    includeDrafts: z.boolean(),
    campaigns: z.number().check(z.int(), z.nonnegative()),
    priced: z.number().check(z.int(), z.nonnegative()),
    total: z.number(),
    taxes: z.number(),
    discounts: z.number(),
    sources: z.object({
      extraData: z.number().check(z.int(), z.nonnegative()),
      cityMetrics: z.number().check(z.int(), z.nonnegative()),
      unpriced: z.number().check(z.int(), z.nonnegative()),
    }),
    currency: z.optional(z.string()),
    ...completenessFields,
  })
  .check(z.refine((s) => s.priced <= s.campaigns, { message: 'cannot exceed campaigns', path: ['priced'] }));
export type Spend = z.infer<typeof spendSchema>;

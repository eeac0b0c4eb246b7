import { refuse, z } from './zod';
import { codeField } from './wire-schema';
import { isoDate, isoTimestamp, numericId } from './common';
import { listPage } from './envelope';
import { qDate, qList, qPaging, qText, withAlias } from './query';

export const campaignTypeLabels = { 1: 'HANDTOHAND', 2: 'LETTERBOX', 3: 'DIRECTMAIL', 4: 'INSERTS' } as const;
export const campaignStatusLabels = { 0: 'DRAFT', 10: 'ACTIVE', 15: 'COMPLETED', 20: 'ARCHIVED' } as const;
export type CampaignTypeCode = keyof typeof campaignTypeLabels;
export type CampaignStatusCode = keyof typeof campaignStatusLabels;
export const campaignTypeCodes = [1, 2, 3, 4] as const satisfies readonly CampaignTypeCode[];
export const campaignStatusCodes = [0, 10, 15, 20] as const satisfies readonly CampaignStatusCode[];

/**
 * A campaign as the service returns it. Curated: no cost, budget, payout, margin or billing field exists
 * here, and any such field a response carried would be stripped by parsing.
 * `start_date` and `offer_expiration_date` may be null on drafts (not chosen yet) and on
 * `no_expiration` campaigns respectively.
 */
export const campaignSchema = z.object({
  id: numericId,
  name: z.string(),
  type: codeField(z.number().check(z.int()), 'campaignTypes', 'code'),
  status: codeField(z.number().check(z.int()), 'campaignStatuses', 'code'),
  client_id: z.string(),
  country_id: z.string(),
  country_name: z.string(),
  start_date: z.nullable(isoDate),
  campaign_duration_week: z.number(),
  offer_expiration_date: z.nullable(isoDate),
  no_expiration: z.boolean(),
  scan_data_enabled: z.boolean(),
  conversions_api_enabled: z.boolean(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  typeEnum: codeField(z.string(), 'campaignTypes', 'label'),
  statusEnum: codeField(z.string(), 'campaignStatuses', 'label'),
  /**
   * Not in the spec (the sandbox's): where a campaign made in the builder stands. `DRAFT` while it is being
   * built, `IN_REVIEW` once submitted (its status stays 0), `CANCELLED` once cancelled (its status turns
   * 20); null for any other campaign. A service without it leaves the field out: the status alone is shown.
   */
  draft_state: z.optional(z.nullable(z.enum(['DRAFT', 'IN_REVIEW', 'CANCELLED']))),
});
export type Campaign = z.infer<typeof campaignSchema>;

/**
 * One status per campaign, the same on every page (list, Home, the campaign's page, its tab title): a draft
 * submitted for review is `inReview`, not a draft; a cancelled draft is `cancelled`, not archived.
 */
export type CampaignStage =
  'draft' | 'inReview' | 'cancelled' | 'active' | 'completed' | 'archived' | 'other';
export function campaignStage(c: Pick<Campaign, 'status' | 'draft_state'>): CampaignStage {
  if (c.draft_state === 'IN_REVIEW') return 'inReview';
  if (c.draft_state === 'CANCELLED') return 'cancelled';
  switch (c.status) {
    case 0:
      return 'draft';
    case 10:
      return 'active';
    case 15:
      return 'completed';
    case 20:
      return 'archived';
    default:
      return 'other';
  }
}

export const campaignListSchema = listPage(campaignSchema);
export type CampaignList = z.infer<typeof campaignListSchema>;

/**
 * A filter value of one of the campaign's code lists: the numeric code or its label (case-insensitive);
 * `what` names the list in the refusal, which also lists the codes.
 */
const codeFilterValue = <C extends number>(labels: Record<C, string>, codes: readonly C[], what: string) =>
  z.pipe(
    z.string(),
    z.transform((s, ctx) => {
      const upper = s.toUpperCase();
      const byLabel = Object.entries(labels).find(([, label]) => label === upper);
      const code = byLabel ? Number(byLabel[0]) : Number(s);
      if (s.trim() === '' || !codes.includes(code as C)) {
        const use = `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}`;
        return refuse(ctx, `unknown campaign ${what} '${s}' (use ${use})`);
      }
      return code as C;
    }),
  );

const typeValue = codeField(
  codeFilterValue(campaignTypeLabels, campaignTypeCodes, 'type'),
  'campaignTypes',
  'filter',
);
const statusValue = codeField(
  codeFilterValue(campaignStatusLabels, campaignStatusCodes, 'status'),
  'campaignStatuses',
  'filter',
);

/**
 * `GET /client/campaigns` query. `types` has the alias `type` and `statuses` the alias `status`; values
 * given under both names are combined. `from`/`to` bound `start_date`, both inclusive.
 */
export const campaignListQuerySchema = z.pipe(
  z.object({
    ids: qList(numericId),
    types: qList(typeValue),
    type: qList(typeValue),
    statuses: qList(statusValue),
    status: qList(statusValue),
    from: qDate(),
    to: qDate(),
    search: qText(),
    ...qPaging(),
  }),
  z.transform(({ type, status, ...q }) => ({
    ...q,
    types: withAlias(q.types, type),
    statuses: withAlias(q.statuses, status),
  })),
);
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

/** What the dashboard sends: every field optional; serialise with `toSearchParams`. */
export type CampaignListParams = Partial<CampaignListQuery>;

import { sql, type Kysely } from 'kysely';
import { draftInternalStatuses } from '../../../src/api/contract/builder';
import {
  campaignStatusLabels,
  campaignTypeLabels,
  type Campaign,
  type CampaignListQuery,
} from '../../../src/api/contract/campaign';
import { foldCase } from '../../db/connection';
import type { DB } from '../../db/types';
import { campaignPublicColumns, type CampaignPublicRow } from '../../domain/owned-campaign';
import { idIn } from '../../domain/stored-id';

const label = (labels: Record<number, string>, code: number) => labels[code] ?? 'UNKNOWN';

/**
 * Where a campaign made in the builder stands (`draft_state`), from its builder state's internal status:
 * `DRAFT` while being built, `IN_REVIEW` once submitted, `CANCELLED` once cancelled; null for a campaign
 * without builder state and for one a reviewer approved (it is ACTIVE).
 */
export function draftStateOf(
  status: number,
  internalStatus: string | null | undefined,
): Campaign['draft_state'] {
  switch (internalStatus) {
    case draftInternalStatuses.draft:
      return status === 0 ? 'DRAFT' : null;
    case draftInternalStatuses.inReview:
      return 'IN_REVIEW';
    case draftInternalStatuses.cancelled:
      return 'CANCELLED';
    default:
      return null;
  }
}

/**
 * DB row -> contract shape (`mount` parses the answer with the contract schema: the final guard).
 * `internalStatus` is the builder state's (campaign_drafts), null or undefined without one.
 */
export function toCampaign(row: CampaignPublicRow, internalStatus?: string | null): Campaign {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    status: row.status,
    client_id: row.client_id,
    country_id: row.country_id,
    country_name: row.country_name,
    start_date: row.start_date,
    campaign_duration_week: row.campaign_duration_week,
    offer_expiration_date: row.offer_expiration_date,
    no_expiration: row.no_expiration === 1,
    scan_data_enabled: row.scan_data_enabled === 1,
    conversions_api_enabled: row.conversions_api_enabled === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    typeEnum: label(campaignTypeLabels, row.type),
    statusEnum: label(campaignStatusLabels, row.status),
    draft_state: draftStateOf(row.status, internalStatus),
  };
}

/**
 * One page of the caller's campaigns. Sorted newest first: by start_date descending, with drafts that
 * have no start date yet first (they are the newest work), then by id descending (ids grow with creation).
 */
export async function listCampaigns(db: Kysely<DB>, clientId: string, q: CampaignListQuery) {
  let base = db.selectFrom('campaigns').where('client_id', '=', clientId);
  if (q.ids.length > 0) base = base.where(idIn('id', q.ids));
  if (q.types.length > 0) base = base.where('type', 'in', q.types);
  if (q.statuses.length > 0) base = base.where('status', 'in', q.statuses);
  if (q.from) base = base.where('start_date', '>=', q.from);
  if (q.to) base = base.where('start_date', '<=', q.to);
  if (q.search) base = base.where(sql<boolean>`instr(fold_case(name), ${foldCase(q.search)}) > 0`);

  const [{ count } = { count: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .execute();
  const rows = await base
    .select(campaignPublicColumns)
    .select((eb) =>
      eb
        .selectFrom('campaign_drafts')
        .select('internal_status')
        .whereRef('campaign_drafts.campaign_id', '=', 'campaigns.id')
        .as('internal_status'),
    )
    .orderBy('start_date', (ob) => ob.desc().nullsFirst())
    .orderBy('id', 'desc')
    .limit(q.first)
    .offset(q.skip)
    .execute();
  return { nodes: rows.map((r) => toCampaign(r, r.internal_status)), totalCount: Number(count) };
}

/** The builder state's internal status of a campaign, or undefined without builder state. */
export async function draftInternalStatus(db: Kysely<DB>, campaignId: number) {
  const row = await db
    .selectFrom('campaign_drafts')
    .select('internal_status')
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return row?.internal_status;
}

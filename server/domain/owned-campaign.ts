import type { Kysely } from 'kysely';
import type { CampaignRow, DB } from '../db/types';
import { notFound } from '../http/errors';
import { toStoredId } from './stored-id';

/** Columns a campaign read may return: the curated ones. Money and internal columns are never read. */
export const campaignPublicColumns = [
  'id',
  'name',
  'type',
  'status',
  'client_id',
  'country_id',
  'country_name',
  'start_date',
  'campaign_duration_week',
  'offer_expiration_date',
  'no_expiration',
  'scan_data_enabled',
  'conversions_api_enabled',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof CampaignRow)[];

export type CampaignPublicRow = Pick<CampaignRow, (typeof campaignPublicColumns)[number]>;

/** What the campaign reads build on: the public columns plus the internal city and planned volume. */
const ownedCampaignColumns = [
  ...campaignPublicColumns,
  'city_name',
  'planned_volume',
] as const satisfies readonly (keyof CampaignRow)[];

/** One of the caller's campaigns, as the reads see it. Internal only: never returned as such. */
export type OwnedCampaign = Pick<CampaignRow, (typeof ownedCampaignColumns)[number]>;

/**
 * The caller's campaign with this id (a string of digits), or undefined: also when another client owns
 * it, so another client's campaign is indistinguishable from a missing one.
 */
export async function findOwnedCampaign(
  db: Kysely<DB>,
  clientId: string,
  id: string,
): Promise<OwnedCampaign | undefined> {
  const stored = toStoredId(id);
  if (stored === null) return undefined;
  return db
    .selectFrom('campaigns')
    .select(ownedCampaignColumns)
    .where('id', '=', stored)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Ownership first: a campaign that is not the caller's answers exactly like a missing one (404). */
export async function requireOwnedCampaign(
  db: Kysely<DB>,
  clientId: string,
  id: string,
): Promise<OwnedCampaign> {
  const campaign = await findOwnedCampaign(db, clientId, id);
  if (!campaign) throw notFound('Campaign not found');
  return campaign;
}

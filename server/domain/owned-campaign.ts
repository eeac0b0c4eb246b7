import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { numericId } from '../../src/api/contract/common';
import type { AuthEnv } from '../auth/middleware';
import type { DB } from '../db/types';
import { notFound } from '../http/errors';
import { parseParam } from '../http/validate';
import { toStoredId } from '../routes/campaigns/queries';

/** The columns campaign sub-resources build on. Internal only: never returned as such. */
export interface OwnedCampaign {
  id: number;
  client_id: string;
  name: string;
  type: number;
  status: number;
  start_date: string | null;
  campaign_duration_week: number;
  planned_volume: number;
  city_name: string;
  country_id: string;
  scan_data_enabled: number;
  created_at: string;
}

/** The caller's campaign with this id (a numeric string), or undefined: also when another client owns it. */
export async function findOwnedCampaign(db: Kysely<DB>, clientId: string, id: string) {
  const stored = toStoredId(id);
  if (stored === null) return undefined;
  return db
    .selectFrom('campaigns')
    .select([
      'id',
      'client_id',
      'name',
      'type',
      'status',
      'start_date',
      'campaign_duration_week',
      'planned_volume',
      'city_name',
      'country_id',
      'scan_data_enabled',
      'created_at',
    ])
    .where('id', '=', stored)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/**
 * Ownership first: the `:id` path parameter must be numeric (else 400), and a campaign that is not the
 * caller's answers exactly like a missing one (404), before anything else is looked at.
 */
export async function requireOwnedCampaign(c: Context<AuthEnv>, db: Kysely<DB>): Promise<OwnedCampaign> {
  const id = parseParam(c, 'id', numericId);
  const campaign = await findOwnedCampaign(db, c.var.auth.clientId, id);
  if (!campaign) throw notFound('Campaign not found');
  return campaign;
}

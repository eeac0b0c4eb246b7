import { sql, type Kysely } from 'kysely';
import { missionSchema, type Mission, type MissionListQuery } from '../../../src/api/contract/mission';
import { foldCase } from '../../db/connection';
import type { DB } from '../../db/types';
import { missionStatusLabelsAll, missionTypeLabelsAll } from '../../domain/mission-codes';
import { idIn } from '../../domain/stored-id';

/**
 * One page of the caller's missions, newest run first (time_range_start descending, then id descending).
 * Only the spec's fields are selected: the distributor, GPS fixes and pay columns are never read.
 * A campaign filter naming campaigns that are not the caller's simply matches nothing.
 */
export async function listMissions(db: Kysely<DB>, clientId: string, q: MissionListQuery) {
  let base = db
    .selectFrom('missions as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .innerJoin('locations as l', 'l.id', 'm.location_id')
    .where('m.client_id', '=', clientId);
  if (q.campaignId.length > 0) base = base.where(idIn('m.campaign_id', q.campaignId));
  if (q.ids.length > 0) base = base.where(idIn('m.id', q.ids));
  if (q.statuses.length > 0) base = base.where('m.status', 'in', q.statuses);
  if (q.types.length > 0) base = base.where('m.type', 'in', q.types);
  if (q.from) base = base.where('m.time_range_start', '>=', q.from);
  if (q.to) base = base.where('m.time_range_start', '<=', q.to);
  if (q.search) {
    const needle = foldCase(q.search);
    base = base.where(
      sql<boolean>`(instr(fold_case(l.name), ${needle}) > 0 or instr(fold_case(l.label), ${needle}) > 0)`,
    );
  }

  const [{ count } = { count: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .execute();
  const rows = await base
    .select([
      'm.id',
      'm.status',
      'm.type',
      'm.campaign_id',
      'c.name as campaign_name',
      'l.city_id',
      'l.city_name',
      'm.location_id',
      'l.name as location_name',
      'l.type as location_type',
      'm.time_range_start',
      'm.available_date',
      'm.check_in_time',
      'm.checkout_time',
      'm.checkout_flyer_quantity',
      'm.cancelled',
      'm.created_at',
      'm.updated_at',
    ])
    .orderBy('m.time_range_start', 'desc')
    .orderBy('m.id', 'desc')
    .limit(q.first)
    .offset(q.skip)
    .execute();
  return { nodes: rows.map(toMission), totalCount: Number(count) };
}

/** The columns a mission read selects: the spec's, joined from the campaign and the location. */
interface MissionReadRow {
  id: number;
  status: number;
  type: number;
  campaign_id: number;
  campaign_name: string;
  city_id: string;
  city_name: string;
  location_id: number;
  location_name: string;
  location_type: string;
  time_range_start: string;
  available_date: string | null;
  check_in_time: string | null;
  checkout_time: string | null;
  checkout_flyer_quantity: number | null;
  cancelled: number;
  created_at: string;
  updated_at: string;
}

/** Row -> contract shape (codes labelled from the glossary's table); the schema is the final guard. */
export function toMission(r: MissionReadRow): Mission {
  return missionSchema.parse({
    id: String(r.id),
    status: r.status,
    type: r.type,
    campaign_id: String(r.campaign_id),
    campaign_name: r.campaign_name,
    city_id: r.city_id,
    city_name: r.city_name,
    location_id: String(r.location_id),
    location_name: r.location_name,
    location_type: r.location_type,
    time_range_start: r.time_range_start,
    available_date: r.available_date,
    check_in_time: r.check_in_time,
    checkout_time: r.checkout_time,
    checkout_flyer_quantity: r.checkout_flyer_quantity,
    cancelled: r.cancelled === 1,
    created_at: r.created_at,
    updated_at: r.updated_at,
    statusEnum: missionStatusLabelsAll[r.status] ?? `STATUS_${r.status}`,
    typeEnum: missionTypeLabelsAll[r.type] ?? `TYPE_${r.type}`,
  });
}

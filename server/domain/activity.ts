import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { DONE_STATUSES, MISSION } from './mission-codes';

/**
 * What a campaign has done so far, by day: pieces delivered (the checkout quantities of its completed
 * and paid, not cancelled runs, on their checkout day in UTC) and scans and conversions (its scan
 * history). Performance, scan KPIs and the schedule all read this one record, so they always agree.
 */
export interface CampaignActivity {
  delivered: Map<string, number>;
  scans: Map<string, { scans: number; conversions: number }>;
  /** First check-in of any run (null: no run has started). */
  firstCheckIn: string | null;
  /** Last checkout of a completed run. */
  lastCheckout: string | null;
}

export async function loadActivity(db: Kysely<DB>, campaignId: number): Promise<CampaignActivity> {
  const [delivered, stats, bounds] = await Promise.all([
    db
      .selectFrom('missions')
      .select([
        sql<string>`substr(checkout_time, 1, 10)`.as('day'),
        (eb) => eb.fn.sum<number>('checkout_flyer_quantity').as('qty'),
      ])
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', DONE_STATUSES)
      .where('cancelled', '=', 0)
      .where('checkout_time', 'is not', null)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('campaign_daily_stats')
      .select(['day', 'scans', 'conversions'])
      .where('campaign_id', '=', campaignId)
      .orderBy('day')
      .execute(),
    db
      .selectFrom('missions')
      .select((eb) => [
        eb.fn.min('check_in_time').as('firstCheckIn'),
        eb.fn.max('checkout_time').as('lastCheckout'),
      ])
      .where('campaign_id', '=', campaignId)
      .where('status', 'in', [MISSION.IN_PROGRESS, ...DONE_STATUSES])
      .where('cancelled', '=', 0)
      .executeTakeFirst(),
  ]);
  return {
    delivered: new Map(delivered.map((r) => [r.day, Number(r.qty)])),
    scans: new Map(stats.map((r) => [r.day, { scans: r.scans, conversions: r.conversions }])),
    firstCheckIn: (bounds?.firstCheckIn as string | null | undefined) ?? null,
    lastCheckout: (bounds?.lastCheckout as string | null | undefined) ?? null,
  };
}

/** First and last day with any delivery or scan, or null when nothing happened yet. */
export function activitySpan(a: CampaignActivity): { first: string; last: string } | null {
  const days = [...a.delivered.keys(), ...a.scans.keys()].sort();
  return days.length > 0 ? { first: days[0]!, last: days[days.length - 1]! } : null;
}

export function activityTotals(a: CampaignActivity) {
  let delivered = 0;
  let scans = 0;
  let conversions = 0;
  for (const q of a.delivered.values()) delivered += q;
  for (const s of a.scans.values()) {
    scans += s.scans;
    conversions += s.conversions;
  }
  return { delivered, scans, conversions };
}

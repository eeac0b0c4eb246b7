import { DONE_STATUSES } from '../../../domain/mission-codes';
import { loadCampaigns, round2 } from '../campaign-rows';
import { bulkInserter } from '../bulk-insert';
import { isoDay } from '../dates';
import { dayNumber, dayString } from '../fast-time';
import type { SeedStep } from '../seed-step';

/** Unique scans per piece delivered (min, max) by campaign type. */
const scanRate: Record<number, readonly [number, number]> = {
  1: [0.014, 0.032],
  2: [0.007, 0.016],
  3: [0.006, 0.014],
  4: [0.003, 0.008],
};
/** Days after delivery in which the daily scans of a delivered piece fade to about a third, by type. */
const fade: Record<number, number> = { 1: 3.5, 2: 6, 3: 7, 4: 2.5 };
/** Scans are counted up to this many days after a delivery. */
const WINDOW = 56;

/**
 * Daily scan history of every launched campaign with scan data enabled, derived from its completed runs:
 * each day's unique scans come from the pieces delivered in the days before (a share that fades with
 * time), and a share of scans convert. So scans never exceed what has been delivered, conversions never
 * exceed scans, and a campaign with scan data disabled has none. The value of conversions is stored
 * (hidden) to prove performance reads drop money.
 */
export const scanHistoryStep: SeedStep = {
  name: 'scan-history',
  run(ctx) {
    const { sqlite, now, rng, clients } = ctx;
    const today = isoDay(now);
    const currencyOf = new Map(clients.map((c) => [c.id, c.currency]));
    const delivered = new Map<number, { day: string; qty: number }[]>();
    const rows = sqlite
      .prepare<[], { campaign_id: number; day: string; qty: number }>(
        `select campaign_id, substr(checkout_time, 1, 10) as day, sum(checkout_flyer_quantity) as qty
         from missions where status in (${DONE_STATUSES.join(', ')}) and cancelled = 0
         group by campaign_id, day order by campaign_id, day`,
      )
      .all();
    for (const r of rows) {
      const list = delivered.get(r.campaign_id) ?? [];
      list.push({ day: r.day, qty: r.qty });
      delivered.set(r.campaign_id, list);
    }

    const insert = bulkInserter(sqlite, 'campaign_daily_stats', [
      'campaign_id',
      'day',
      'scans',
      'conversions',
      'conversion_value',
    ]);
    const todayNumber = dayNumber(Date.parse(`${today}T00:00:00Z`));
    for (const c of loadCampaigns(ctx)) {
      const drops = delivered.get(c.id);
      if (!drops || c.scan_data_enabled !== 1) continue;
      const [lo, hi] = scanRate[c.type]!;
      const rate = lo + (hi - lo) * rng.next();
      const convRate = 0.07 + 0.13 * rng.next();
      const order = currencyOf.get(c.client_id) === 'EUR' ? [12, 22] : [24, 38];
      // Each delivered piece is scanned (once) with probability `rate`, spread over the following days
      // with an exponentially fading share: `pending` holds the delivered pieces' fading weight.
      const decay = Math.exp(-1 / fade[c.type]!);
      const share = 1 - decay;
      const first = dayNumber(Date.parse(`${drops[0]!.day}T00:00:00Z`));
      const lastDrop = dayNumber(Date.parse(`${drops[drops.length - 1]!.day}T00:00:00Z`));
      const last = Math.min(lastDrop + WINDOW - 1, todayNumber);
      const byDay = new Map(drops.map((d) => [dayNumber(Date.parse(`${d.day}T00:00:00Z`)), d.qty]));
      let pending = 0;
      let cumDelivered = 0;
      let cumScans = 0;
      for (let day = first; day <= last; day++) {
        const qty = byDay.get(day) ?? 0;
        cumDelivered += qty;
        pending = pending * decay + qty;
        const scans = Math.min(Math.floor(pending * share * rate + rng.next()), cumDelivered - cumScans);
        if (scans <= 0) continue;
        cumScans += scans;
        let conversions = 0;
        for (let k = 0; k < scans; k++) if (rng.next() < convRate) conversions += 1;
        const value = round2(conversions * (order[0]! + (order[1]! - order[0]!) * rng.next()));
        insert.push([c.id, dayString(day), scans, conversions, value]);
      }
    }
    insert.flush();
  },
};

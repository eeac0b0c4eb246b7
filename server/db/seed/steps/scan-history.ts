import { DONE_STATUSES } from '../../../domain/mission-codes';
import { loadCampaigns, round2 } from '../campaign-rows';
import { bulkInserter } from '../bulk-insert';
import { isoDay } from '../dates';
import { dayNumber, dayString } from '../fast-time';
import type { Rng } from '../prng';
import type { SeedStep } from '../seed-step';
import { stepRng } from '../step-rng';

/** Unique scans per piece delivered (min, max) by campaign type. */
const scanRate: Record<number, readonly [number, number]> = {
  1: [0.014, 0.032],
  2: [0.007, 0.016],
  3: [0.006, 0.014],
  4: [0.003, 0.008],
};
/** Orders the checkout reports per piece delivered (min, max), for a campaign that counts no scans. */
const orderRate = [0.001, 0.004] as const;
/** Days after delivery in which the daily scans of a delivered piece fade to about a third, by type. */
const fade: Record<number, number> = { 1: 3.5, 2: 6, 3: 7, 4: 2.5 };
/** Scans are counted up to this many days after a delivery. */
const WINDOW = 56;

interface FadingDay {
  day: number;
  /** Pieces delivered up to and including this day. */
  delivered: number;
  /** The share of the pieces delivered so far that responds this day, in pieces (before any rate). */
  weight: number;
}

/**
 * Every day from a campaign's first delivery to WINDOW days after its last (today at most), with the
 * fading weight of the pieces delivered before it: each piece responds (once) on the days after its
 * delivery with an exponentially fading share.
 */
function fadingDays(
  drops: readonly { day: string; qty: number }[],
  type: number,
  today: number,
): FadingDay[] {
  const decay = Math.exp(-1 / fade[type]!);
  const share = 1 - decay;
  const first = dayNumber(Date.parse(`${drops[0]!.day}T00:00:00Z`));
  const lastDrop = dayNumber(Date.parse(`${drops[drops.length - 1]!.day}T00:00:00Z`));
  const last = Math.min(lastDrop + WINDOW - 1, today);
  const byDay = new Map(drops.map((d) => [dayNumber(Date.parse(`${d.day}T00:00:00Z`)), d.qty]));
  const days: FadingDay[] = [];
  // `pending` holds the delivered pieces' fading weight.
  let pending = 0;
  let delivered = 0;
  for (let day = first; day <= last; day++) {
    const qty = byDay.get(day) ?? 0;
    delivered += qty;
    pending = pending * decay + qty;
    days.push({ day, delivered, weight: pending * share });
  }
  return days;
}

/** A pilot's scans (exactly `total`), each on a day drawn by the days' fading weights. */
function spreadScans(days: readonly FadingDay[], total: number, rng: Rng): Map<number, number> {
  const weighted = days.map((d) => [d.day, d.weight] as const);
  const out = new Map<number, number>();
  for (let k = 0; k < total; k++) {
    const day = rng.weighted(weighted);
    out.set(day, (out.get(day) ?? 0) + 1);
  }
  return out;
}

/**
 * Daily scan and order history of every launched campaign, derived from its completed runs, by what the
 * campaign counts:
 * - scan data enabled: each day's unique scans come from the pieces delivered in the days before (a
 *   share that fades with time; a pilot's scans are its own count, spread the same way), so scans never
 *   exceed what has been delivered. When the advertiser's checkout reports orders (conversions API), a
 *   share of scans convert; otherwise conversions and their value are 0 on every day (they are drawn all
 *   the same, so a campaign's scans do not depend on the flag).
 * - scan data disabled, checkout reporting orders: no scans, but orders (0.1 % to 0.4 % of the pieces
 *   delivered, spread over the following days like scans), from a stream of their own so the other
 *   campaigns' draws are unchanged.
 * - neither: no row.
 * So conversions never exceed scans where scans are counted, and the campaign page's "Not counted" is
 * what the data says. The value of conversions is stored (hidden) to prove performance reads drop money.
 */
export const scanHistoryStep: SeedStep = {
  name: 'scan-history',
  run(ctx) {
    const { sqlite, now, rng, clients } = ctx;
    const checkout = stepRng('scan-history:checkout');
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
      const reported = c.conversions_api_enabled === 1;
      if (!drops || (c.scan_data_enabled !== 1 && !reported)) continue;
      const days = fadingDays(drops, c.type, todayNumber);
      const [orderLo, orderHi] = currencyOf.get(c.client_id) === 'EUR' ? [12, 22] : [24, 38];
      const orderValue = (r: Rng) => orderLo + (orderHi - orderLo) * r.next();

      if (c.scan_data_enabled !== 1) {
        const rate = orderRate[0] + (orderRate[1] - orderRate[0]) * checkout.next();
        let cumOrders = 0;
        for (const d of days) {
          const orders = Math.min(Math.floor(d.weight * rate + checkout.next()), d.delivered - cumOrders);
          if (orders <= 0) continue;
          cumOrders += orders;
          insert.push([c.id, dayString(d.day), 0, orders, round2(orders * orderValue(checkout))]);
        }
        continue;
      }

      const pilotScans = c.pilot ? spreadScans(days, c.pilot.scans, rng) : null;
      const [lo, hi] = scanRate[c.type]!;
      const rate = lo + (hi - lo) * rng.next();
      const convRate = 0.07 + 0.13 * rng.next();
      let cumScans = 0;
      for (const d of days) {
        const drawn = pilotScans ? (pilotScans.get(d.day) ?? 0) : Math.floor(d.weight * rate + rng.next());
        const scans = Math.min(drawn, d.delivered - cumScans);
        if (scans <= 0) continue;
        cumScans += scans;
        let conversions = 0;
        for (let k = 0; k < scans; k++) if (rng.next() < convRate) conversions += 1;
        const value = round2(conversions * orderValue(rng));
        insert.push([c.id, dayString(d.day), scans, reported ? conversions : 0, reported ? value : 0]);
      }
    }
    insert.flush();
  },
};

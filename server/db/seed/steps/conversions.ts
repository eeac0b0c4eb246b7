import { conversionMetricId, type ConversionType } from '../../../../src/api/contract/tracking';
import { isoWeekOf } from '../../../../src/api/contract/iso-week';
import { newTrackingSalt } from '../../../domain/tracking-hash';
import { bulkInserter } from '../bulk-insert';
import { round2 } from '../campaign-rows';
import { dayNumber, dayString, isoTime } from '../fast-time';
import type { Rng } from '../prng';
import type { SeedStep } from '../seed-step';

const DAY_MS = 86_400_000;

/** The conversion types a client's customers produce: a customer's first, then every later one. */
const typesOf: Record<string, readonly [first: ConversionType, repeat: ConversionType]> = {
  '1001': ['First Order', 'Orders'],
  '1002': ['First Purchase', 'Purchases'],
  '1003': ['Signups', 'Redeems'],
};
const defaultTypes = ['First Order', 'Orders'] as const;

/** Share of a campaign's conversions made by a customer who converted before (for that client). */
const REPEAT = 0.3;
/** Discount a coupon gave, as a share of the order. */
const DISCOUNT_RATES = [0.1, 0.15, 0.2, 0.25] as const;
/** Conversions older than this many days have been paid out (the hidden finance columns). */
const PAID_AFTER_DAYS = 14;

/** `total` split into `n` positive amounts with 2 decimals that add up to it exactly. */
function splitAmount(rng: Rng, total: number, n: number): number[] {
  const cents = Math.round(total * 100);
  if (n === 1) return [cents / 100];
  const weights = Array.from({ length: n }, () => 0.6 + rng.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(1, Math.floor((cents * w) / sum)));
  const rest = cents - parts.reduce((a, b) => a + b, 0);
  parts[n - 1] = parts[n - 1]! + rest;
  return parts.map((p) => p / 100);
}

/**
 * A stored id hash for a customer or an order the sandbox made up: 64 hex characters from the seed's
 * stream. No plain id exists for them, so there is nothing to hash with the salt; they read like the
 * hashes of recorded events and keep the history deterministic.
 */
const hashBytes = Buffer.alloc(32);
function madeUpHash(rng: Rng): string {
  for (let i = 0; i < 32; i += 4) hashBytes.writeUInt32BE(Math.floor(rng.next() * 0x1_0000_0000), i);
  return hashBytes.toString('hex');
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

interface Slot {
  campaignId: number;
  clientId: string;
  day: string;
  at: number;
  value: number;
  couponId: number | null;
  code: string | null;
}

/**
 * The conversions read-back's history, and each client's tracking salt. Every conversion the scan history
 * counts (`campaign_daily_stats`) is one row on its campaign and day, the day's hidden conversion value
 * shared out among them to the cent. Each coupon code carries exactly as many conversions as its
 * `redemptions` (picked among the campaign's conversions up to the code's expiry first). Customers are
 * drawn per client, some coming back: a customer's first conversion is `First Order` (or the client's
 * first type), later ones `Orders`; a customer keeps one user hash. The made-up customers and orders
 * have no plain ids, so their hashes come from the seed's stream (see `madeUpHash`). Conversions older
 * than two weeks carry the hidden payout columns (paid on the Friday of the week after, an invoice URL, a
 * few disqualified from the bonus). Each demo client also gets its tracking salt here: random and secret,
 * like the signing keys (the one value of the seed that is not deterministic; no seeded row depends on it).
 */
export const conversionsStep: SeedStep = {
  name: 'conversions',
  run(ctx) {
    const { sqlite, rng, now, clients } = ctx;
    const nowMs = now.getTime();
    const todayNumber = dayNumber(nowMs);
    const createdAt = now.toISOString();

    const insertSalt = sqlite.prepare(
      'insert or ignore into tracking_salts (client_id, salt, created_at) values (?, ?, ?)',
    );
    for (const c of clients) insertSalt.run(c.id, newTrackingSalt(), createdAt);
    const currencyOf = new Map(clients.map((c) => [c.id, c.currency]));
    const codeOf = new Map(clients.map((c) => [c.id, c.code]));

    const stats = sqlite
      .prepare<
        [],
        {
          campaign_id: number;
          client_id: string;
          day: string;
          conversions: number;
          conversion_value: number;
          expires: string | null;
        }
      >(
        `select s.campaign_id, c.client_id, s.day, s.conversions, s.conversion_value,
           c.offer_expiration_date as expires
         from campaign_daily_stats s join campaigns c on c.id = s.campaign_id
         where s.conversions > 0 order by s.campaign_id, s.day`,
      )
      .all();
    const couponsOf = new Map<number, { id: number; code: string; redemptions: number }[]>();
    for (const k of sqlite
      .prepare<[], { id: number; campaign_id: number; code: string; redemptions: number }>(
        'select id, campaign_id, code, redemptions from coupons where redemptions > 0 order by id',
      )
      .all()) {
      const list = couponsOf.get(k.campaign_id) ?? [];
      list.push(k);
      couponsOf.set(k.campaign_id, list);
    }

    // Every conversion of every campaign, with its moment and value; then the codes go to some of them.
    const slots: Slot[] = [];
    let campaignSlots: Slot[] = [];
    let expires: string | null = null;
    const assignCoupons = () => {
      const first = campaignSlots[0];
      const coupons = first ? (couponsOf.get(first.campaignId) ?? []) : [];
      if (coupons.length > 0) {
        const inTime = campaignSlots.filter((s) => expires === null || s.day <= expires);
        const late = campaignSlots.filter((s) => expires !== null && s.day > expires);
        const order = [...shuffle(rng, inTime), ...shuffle(rng, late)];
        let next = 0;
        for (const k of coupons) {
          for (let i = 0; i < k.redemptions && next < order.length; i++, next++) {
            order[next]!.couponId = k.id;
            order[next]!.code = k.code;
          }
        }
      }
      slots.push(...campaignSlots);
      campaignSlots = [];
    };
    for (const s of stats) {
      if (campaignSlots.length > 0 && campaignSlots[0]!.campaignId !== s.campaign_id) assignCoupons();
      expires = s.expires;
      const dayNo = dayNumber(Date.parse(`${s.day}T00:00:00Z`));
      if (dayNo > todayNumber) continue;
      const start = dayNo * DAY_MS;
      // Shop hours (09:00 to 22:00 UTC); today's only up to now.
      const lo = start + 9 * 3_600_000;
      const hi = Math.min(start + 22 * 3_600_000, nowMs - 1000);
      const values = splitAmount(rng, s.conversion_value, s.conversions);
      for (const value of values) {
        const at = hi > lo ? lo + Math.floor(rng.next() * (hi - lo)) : Math.max(start, hi - 60_000);
        campaignSlots.push({
          campaignId: s.campaign_id,
          clientId: s.client_id,
          day: s.day,
          at: at - (at % 1000),
          value,
          couponId: null,
          code: null,
        });
      }
    }
    assignCoupons();
    slots.sort((a, b) => a.at - b.at || a.campaignId - b.campaignId);

    const insert = bulkInserter(sqlite, 'conversions', [
      'id',
      'client_id',
      'event_id',
      'type',
      'value',
      'currency',
      'discount',
      'user_hash',
      'transaction_hash',
      'coupon',
      'coupon_id',
      'campaign_id',
      'metric_id',
      'created_at',
      'date_paid',
      'paid_week',
      'paid_year',
      'invoice_url',
      'bonus_disqualified',
    ]);
    // Each client's customers so far, by their user hash; some come back.
    const customers = new Map<string, string[]>();
    const paidWeeks = new Map<number, [string, number, number]>();
    const paidWeek = (payDay: number) => {
      let w = paidWeeks.get(payDay);
      if (!w) {
        const day = dayString(payDay);
        const week = isoWeekOf(day)!;
        w = [day, week.week, week.year];
        paidWeeks.set(payDay, w);
      }
      return w;
    };
    let id = 800_000;
    for (const s of slots) {
      id += 1;
      const seen = customers.get(s.clientId) ?? [];
      customers.set(s.clientId, seen);
      const repeat = seen.length > 0 && rng.chance(REPEAT);
      const user = repeat ? rng.pick(seen) : madeUpHash(rng);
      if (!repeat) seen.push(user);
      const [firstType, repeatType] = typesOf[s.clientId] ?? defaultTypes;
      const type = repeat ? repeatType : firstType;
      const discount = s.code === null ? null : Math.max(0.01, round2(s.value * rng.pick(DISCOUNT_RATES)));
      const day = dayNumber(s.at);
      let paid: [string, number, number, string] | null = null;
      if (day <= todayNumber - PAID_AFTER_DAYS) {
        // Paid on the Friday of the week after the conversion's week (day 0, 1970-01-01, was a Thursday).
        const [payDay, week, year] = paidWeek(day - ((day + 3) % 7) + 7 + 4);
        const invoice = `https://billing.doorstep.example/invoices/${codeOf.get(s.clientId)}-${year}-W${String(week).padStart(2, '0')}.pdf`;
        paid = [payDay, week, year, invoice];
      }
      insert.push([
        id,
        s.clientId,
        null,
        type,
        s.value,
        currencyOf.get(s.clientId) ?? 'USD',
        discount,
        user,
        madeUpHash(rng),
        s.code,
        s.couponId,
        s.campaignId,
        conversionMetricId(s.campaignId, type),
        isoTime(s.at),
        paid?.[0] ?? null,
        paid?.[1] ?? null,
        paid?.[2] ?? null,
        paid?.[3] ?? null,
        paid && rng.chance(0.04) ? 1 : 0,
      ]);
    }
    insert.flush();
  },
};

import { bulkInserter } from '../bulk-insert';
import { loadCampaigns } from '../campaign-rows';
import { placeNamed } from '../places';
import type { Rng } from '../prng';
import type { SeedStep } from '../seed-step';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const token = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('');
const clientPrefix: Record<string, string> = { '1001': 'SLICE', '1002': 'FOURNIL', '1003': 'HARBOR' };
const offers = ['Printed offer code', 'QR landing page code', 'Partner store code'];

/**
 * Coupon codes of every launched or dated campaign: one to three offer codes, and for some hand-to-hand
 * campaigns a batch of per-run codes (so the coupon list has pages). Redemptions share out part of the
 * campaign's recorded conversions, so they never exceed them.
 */
export const couponsStep: SeedStep = {
  name: 'coupons',
  run(ctx) {
    const { sqlite, rng } = ctx;
    const conversions = new Map(
      sqlite
        .prepare<[], { campaign_id: number; n: number }>(
          'select campaign_id, sum(conversions) as n from campaign_daily_stats group by campaign_id',
        )
        .all()
        .map((r) => [r.campaign_id, r.n]),
    );
    const insert = bulkInserter(sqlite, 'coupons', [
      'id',
      'campaign_id',
      'code',
      'description',
      'redemptions',
      'created_at',
      'expires_at',
    ]);
    const used = new Set<string>();
    const unique = (make: () => string) => {
      let code = make();
      while (used.has(code)) code = make();
      used.add(code);
      return code;
    };
    let id = 150_000;
    let h2hSeen = 0;
    for (const c of loadCampaigns(ctx)) {
      if (!c.start_date) continue;
      const place = placeNamed(c.city_name);
      if (!place) continue;
      const year = c.start_date.slice(2, 4);
      const total = conversions.get(c.id) ?? 0;
      let left = Math.floor(total * (0.5 + 0.4 * rng.next()));
      const mains = c.status === 0 ? 1 : rng.int(1, 3);
      const batch = c.status !== 0 && c.type === 1 && h2hSeen++ % 10 === 0 ? rng.int(55, 90) : 0;
      const created = new Date(Date.parse(c.created_at) + rng.int(60, 3600) * 1000).toISOString();
      for (let i = 0; i < mains; i++) {
        const code = unique(
          () => `${clientPrefix[c.client_id] ?? 'CODE'}-${place.code}${year}-${token(rng, 4)}`,
        );
        const share = i === mains - 1 && batch === 0 ? left : Math.floor(left * (0.5 + 0.3 * rng.next()));
        left -= share;
        insert.push([(id += 1), c.id, code, offers[i]!, share, created, c.offer_expiration_date]);
      }
      for (let b = 1; b <= batch; b++) {
        const code = unique(() => `${place.code}${year}B${String(b).padStart(3, '0')}-${token(rng, 3)}`);
        const share = Math.min(left, rng.int(0, 3));
        left -= share;
        insert.push([
          (id += 1),
          c.id,
          code,
          `Street team batch ${b}`,
          share,
          created,
          c.offer_expiration_date,
        ]);
      }
    }
    insert.flush();
  },
};

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONE_STATUSES } from '../../domain/mission-codes';
import { openDatabase, type Connection } from '../connection';
import { migrate } from '../migrations';
import { demoClients, pilotTitle } from './demo-clients';
import { seedDatabase } from './seed';

/**
 * What the seeded scan history holds follows what each campaign counts (scan data, the checkout's
 * orders), and the pilots are there as demo-clients.ts describes them, whatever the day of seeding.
 */
const NOWS = [new Date('2026-03-15T12:00:00Z'), new Date('2026-11-28T12:00:00Z')];
const DAY_MS = 86_400_000;

async function fresh(now: Date) {
  const conn = openDatabase();
  await migrate(conn.db);
  seedDatabase(conn.sqlite, { now });
  return conn;
}

interface Campaign {
  id: number;
  client_id: string;
  name: string;
  type: number;
  status: number;
  start_date: string | null;
  planned_volume: number;
  scan_data_enabled: number;
  conversions_api_enabled: number;
  created_at: string;
}
interface Day {
  campaign_id: number;
  scans: number;
  conversions: number;
  conversion_value: number;
}

function read(conn: Connection) {
  const campaigns = conn.sqlite.prepare<[], Campaign>('select * from campaigns order by id').all();
  const days = conn.sqlite.prepare<[], Day>('select * from campaign_daily_stats').all();
  const daysOf = new Map<number, Day[]>();
  for (const d of days) daysOf.set(d.campaign_id, [...(daysOf.get(d.campaign_id) ?? []), d]);
  const delivered = new Map(
    conn.sqlite
      .prepare<[], { campaign_id: number; n: number }>(
        `select campaign_id, sum(checkout_flyer_quantity) as n from missions
         where status in (${DONE_STATUSES.join(', ')}) and cancelled = 0 group by campaign_id`,
      )
      .all()
      .map((r) => [r.campaign_id, r.n]),
  );
  return { campaigns, daysOf, delivered };
}

const total = (days: readonly Day[] | undefined, k: 'scans' | 'conversions') =>
  (days ?? []).reduce((s, d) => s + d[k], 0);

for (const now of NOWS) {
  describe(`seeded at ${now.toISOString().slice(0, 10)}`, { timeout: 30_000 }, () => {
    let conn: Connection;
    let seeded: ReturnType<typeof read>;
    beforeAll(async () => {
      conn = await fresh(now);
      seeded = read(conn);
    });
    afterAll(() => conn.close());

    it('each day of history carries what its campaign counts: scans, the checkout’s orders, both or nothing', () => {
      const { campaigns, daysOf } = seeded;
      const withRows = { both: 0, scansOnly: 0, ordersOnly: 0 };
      for (const c of campaigns) {
        const days = daysOf.get(c.id) ?? [];
        const scans = c.scan_data_enabled === 1;
        const orders = c.conversions_api_enabled === 1;
        if (c.status === 0 || (!scans && !orders)) {
          expect(days, `${c.id} ${c.name}`).toEqual([]);
          continue;
        }
        for (const d of days) {
          if (scans) {
            expect(d.scans, `${c.id}`).toBeGreaterThan(0);
            expect(d.conversions, `${c.id}`).toBeLessThanOrEqual(d.scans);
          } else {
            expect(d.scans, `${c.id}`).toBe(0);
            expect(d.conversions, `${c.id}`).toBeGreaterThan(0);
            expect(d.conversion_value, `${c.id}`).toBeGreaterThan(0);
          }
          if (!orders) expect([d.conversions, d.conversion_value], `${c.id}`).toEqual([0, 0]);
        }
        if (days.length === 0) continue;
        if (scans && orders && total(days, 'conversions') > 0) withRows.both += 1;
        if (scans && !orders) withRows.scansOnly += 1;
        if (!scans && orders) withRows.ordersOnly += 1;
      }
      expect(withRows.both).toBeGreaterThan(30);
      expect(withRows.scansOnly).toBeGreaterThan(30);
      expect(withRows.ordersOnly).toBeGreaterThan(10);
    });

    it('coupons redeem at most their campaign’s conversions; a campaign without any has codes redeemed 0 times', () => {
      const { daysOf } = seeded;
      const coupons = conn.sqlite
        .prepare<[], { campaign_id: number; n: number; redeemed: number }>(
          'select campaign_id, count(*) as n, sum(redemptions) as redeemed from coupons group by campaign_id',
        )
        .all();
      let without = 0;
      for (const k of coupons) {
        const conversions = total(daysOf.get(k.campaign_id), 'conversions');
        expect(k.redeemed, `${k.campaign_id}`).toBeLessThanOrEqual(conversions);
        if (conversions === 0) without += 1;
      }
      expect(without).toBeGreaterThan(50);
      expect(coupons.some((k) => k.redeemed > 0)).toBe(true);
    });

    it('the pilots: tiny, every piece delivered, scans counted (their own count), started in the last 10 weeks', () => {
      const { campaigns, daysOf, delivered } = seeded;
      const today = now.toISOString().slice(0, 10);
      const pilots = demoClients.flatMap((client) =>
        client.campaigns.pilots.map((p) => ({ client, p, title: `${pilotTitle(client.campaigns, p)} - ` })),
      );
      expect(pilots.length).toBeGreaterThanOrEqual(3);
      for (const { client, p, title } of pilots) {
        const found = campaigns.filter((c) => c.client_id === client.id && c.name.startsWith(title));
        expect(found, title).toHaveLength(1);
        const c = found[0]!;
        expect(c.name).toContain('Pilot');
        expect([10, 15]).toContain(c.status);
        expect(c.type).toBe(p.type);
        expect(c.scan_data_enabled).toBe(1);
        expect(c.conversions_api_enabled).toBe(p.conversionsApi ? 1 : 0);
        expect(c.planned_volume).toBe(p.pieces);
        expect(delivered.get(c.id)).toBe(p.pieces);
        expect(total(daysOf.get(c.id), 'scans')).toBe(p.scans);
        expect(p.scans).toBeLessThanOrEqual(p.pieces);
        const daysAgo = (Date.parse(today) - Date.parse(c.start_date!)) / DAY_MS;
        expect(daysAgo).toBeGreaterThanOrEqual(0);
        expect(daysAgo).toBeLessThan(70);
      }
      // Client 0's pilots cover hand-to-hand, letterbox and direct mail.
      const types = new Set(pilots.filter((x) => x.client.id === '1001').map((x) => x.p.type));
      expect([...types].sort()).toEqual([1, 2, 3]);
      // No other campaign is a pilot.
      const names = new Set(pilots.map((x) => x.title));
      for (const c of campaigns.filter((x) => x.name.includes('Pilot')))
        expect(
          [...names].some((t) => c.name.startsWith(t)),
          c.name,
        ).toBe(true);
    });

    it('campaign ids grow with creation time, pilots included', () => {
      const { campaigns } = seeded;
      for (let i = 1; i < campaigns.length; i++) {
        expect(campaigns[i]!.created_at >= campaigns[i - 1]!.created_at, `${campaigns[i]!.id}`).toBe(true);
      }
    });
  });
}

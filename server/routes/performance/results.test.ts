import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import { fillPath } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { successEnvelope } from '../../../src/api/contract/envelope';
import {
  isVolumePerformance,
  performanceSchema,
  type Performance,
} from '../../../src/api/contract/performance';
import { scanAnalyticsSchema } from '../../../src/api/contract/scans';
import { conversionListSchema, type ConversionRecord } from '../../../src/api/contract/tracking';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { isoWeekLabel } from '../../domain/calendar';

/**
 * What a comparison of campaigns (flyers, scans, conversions, scans per 1,000 flyers) reads from the demo
 * data of client 0: conversions only where the advertiser's checkout reports orders, scans only where
 * scan data is enabled, and a few pilots too small to rank.
 */
const NOW = new Date('2026-11-28T12:00:00Z');
/** Monday of the 13 ISO weeks up to the week of NOW (Aug 31 to Nov 29, 2026). */
const FROM = '2026-08-31';
const TODAY = '2026-11-28';
const DAY_MS = 86_400_000;

let sb: Sandbox;
let key: string;
let campaigns: Campaign[];
const perf = new Map<string, Performance>();
const scanCount = new Map<string, number>();
/** Client 0's conversions in the read-back, by campaign. */
const readBack = new Map<string, ConversionRecord[]>();

async function data<T>(path: string, schema: z.ZodMiniType<T>): Promise<T> {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(key) });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBe(200);
  return successEnvelope(schema).parse(JSON.parse(text)).data;
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: NOW });
  key = sb.credentials.clients[0]!.clientKey;
  campaigns = (await data(`${endpoints.listCampaigns.path}?first=500`, campaignListSchema)).nodes;
  for (const c of campaigns.filter((x) => x.status !== 0)) {
    perf.set(c.id, await data(fillPath(endpoints.campaignPerformance.path, { id: c.id }), performanceSchema));
    const kpis = await data(fillPath(endpoints.campaignScans.path, { id: c.id }), scanAnalyticsSchema);
    scanCount.set(c.id, kpis.quantity.value);
  }
  for (let skip = 0; ; skip += 500) {
    const page = await data(`${endpoints.listConversions.path}?limit=500&skip=${skip}`, conversionListSchema);
    for (const r of page.nodes) readBack.set(r.campaignId!, [...(readBack.get(r.campaignId!) ?? []), r]);
    if (page.nodes.length === 0 || skip + 500 >= page.totalCount) break;
  }
}, 60_000);
afterAll(() => sb.close());

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A performance answer's series: delivered pieces, scans and conversions per bucket, and its days. */
function series(p: Performance) {
  if (isVolumePerformance(p)) {
    return {
      buckets: p.xAxis.data.map((week, i) => ({
        inPeriod: week >= isoWeekLabel(FROM),
        delivered: p.yAxis.flyersDistributed!.data[i]!,
        scans: p.yAxis.scans!.data[i]!,
      })),
      conversions: p.yAxis.conversions!.data,
    };
  }
  return {
    buckets: p.timeline.map((d) => ({ inPeriod: d.date >= FROM, delivered: d.distributed, scans: d.scans })),
    conversions: [p.conversions],
  };
}

function totals(p: Performance) {
  const s = series(p);
  return {
    delivered: sum(s.buckets.map((b) => b.delivered)),
    scans: sum(s.buckets.map((b) => b.scans)),
    conversions: sum(s.conversions),
    activeInPeriod: s.buckets.some((b) => b.inPeriod && (b.delivered > 0 || b.scans > 0)),
  };
}

const launched = () => campaigns.filter((c) => c.status !== 0);
const isPilot = (c: Campaign) => c.name.includes('Pilot');

describe('conversions follow the campaign’s "orders from your checkout"', () => {
  it('a campaign whose checkout does not report orders: only zeros in its conversions, none in the read-back', () => {
    const notReported = launched().filter((c) => !c.conversions_api_enabled);
    let scanned = 0;
    for (const c of notReported) {
      const s = series(perf.get(c.id)!);
      expect(
        s.conversions.every((n) => n === 0),
        `${c.id} ${c.name}`,
      ).toBe(true);
      expect(readBack.get(c.id) ?? [], `${c.id} ${c.name}`).toEqual([]);
      if (c.scan_data_enabled && totals(perf.get(c.id)!).scans > 0) scanned += 1;
    }
    // Not vacuous: many of them count scans, and there are conversions elsewhere.
    expect(scanned).toBeGreaterThan(30);
    expect(sum([...readBack.values()].map((l) => l.length))).toBeGreaterThan(1000);
  });

  it('a campaign that counts no scans but whose checkout reports orders: conversions, zero scans', () => {
    const ordersOnly = launched().filter((c) => !c.scan_data_enabled && c.conversions_api_enabled);
    let withConversions = 0;
    for (const c of ordersOnly) {
      const t = totals(perf.get(c.id)!);
      expect(t.scans, `${c.id} ${c.name}`).toBe(0);
      expect(scanCount.get(c.id), `${c.id}`).toBe(0);
      // The read-back lists exactly the orders the performance series counts.
      expect((readBack.get(c.id) ?? []).length, `${c.id}`).toBe(t.conversions);
      if (t.conversions > 0) withConversions += 1;
      // Every campaign of this kind that delivered 5,000 pieces or more a while ago has orders.
      const p = perf.get(c.id)!;
      const old = isVolumePerformance(p) && p.xAxis.data.length >= 4;
      if (old && t.delivered >= 5000) expect(t.conversions, `${c.id} ${c.name}`).toBeGreaterThan(0);
    }
    expect(withConversions).toBeGreaterThan(10);
  });
});

describe('pilot campaigns of client 0: too small to rank', () => {
  it('three or four of them, hand-to-hand, letterbox and direct mail, started in the last 10 weeks, tiny, scans counted', () => {
    const pilots = campaigns.filter(isPilot);
    expect(pilots.length).toBeGreaterThanOrEqual(3);
    expect(pilots.length).toBeLessThanOrEqual(4);
    expect(new Set(pilots.map((c) => c.type))).toEqual(new Set([1, 2, 3]));
    for (const c of pilots) {
      expect([10, 15], c.name).toContain(c.status);
      expect(c.scan_data_enabled, c.name).toBe(true);
      const daysAgo = (Date.parse(TODAY) - Date.parse(c.start_date!)) / DAY_MS;
      expect(daysAgo, c.name).toBeGreaterThanOrEqual(0);
      expect(daysAgo, c.name).toBeLessThan(70);
      const t = totals(perf.get(c.id)!);
      expect(t.delivered, c.name).toBeGreaterThan(0);
      expect(t.delivered, c.name).toBeLessThanOrEqual(500);
      expect(t.scans, c.name).toBeGreaterThan(0);
      expect(t.scans, c.name).toBeLessThanOrEqual(t.delivered);
      expect(t.activeInPeriod, c.name).toBe(true);
    }
  });

  it('one pilot’s scans per 1,000 pieces over its run beat every other campaign’s of the last 13 weeks', () => {
    const rate = (c: Campaign) => {
      const t = totals(perf.get(c.id)!);
      return (1000 * t.scans) / t.delivered;
    };
    const others = launched().filter((c) => {
      if (isPilot(c) || !c.scan_data_enabled) return false;
      const t = totals(perf.get(c.id)!);
      return t.activeInPeriod && t.delivered > 0;
    });
    expect(others.length).toBeGreaterThan(20);
    const best = Math.max(...others.map(rate));
    expect(best).toBeGreaterThan(0);
    const pilotBest = Math.max(...campaigns.filter(isPilot).map(rate));
    expect(pilotBest).toBeGreaterThan(best);
    // And by a margin only a tiny volume gives: more than twice the best of the others.
    expect(pilotBest).toBeGreaterThan(2 * best);
  });
});

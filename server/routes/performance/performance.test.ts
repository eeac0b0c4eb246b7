import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { missionListSchema, type Mission } from '../../../src/api/contract/mission';
import {
  isSummaryPerformance,
  isVolumePerformance,
  performanceSchema,
  type Performance,
} from '../../../src/api/contract/performance';
import { scanAnalyticsSchema, type ScanAnalytics } from '../../../src/api/contract/scans';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { isoWeekLabel } from '../../domain/calendar';

const NOW = new Date('2026-03-15T12:00:00Z');
const TODAY = '2026-03-15';

let sb: Sandbox;
let key: string;
let otherKey: string;
let campaigns: Campaign[];
let foreign: Campaign;
const perf = new Map<string, Performance>();
const perfRaw = new Map<string, string>();
const scans = new Map<string, ScanAnalytics>();
/** Completed or paid runs of client 0, by campaign. */
const doneRuns = new Map<string, Mission[]>();

async function get(path: string, token = key) {
  const res = await sb.fetch(`http://sandbox.test${path}`, { headers: authHeaders(token) });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function data<T>(path: string, schema: z.ZodMiniType<T>, token = key): Promise<T> {
  const res = await get(path, token);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: NOW });
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
  campaigns = (await data('/client/campaigns?first=500', campaignListSchema)).nodes;
  foreign = (await data('/client/campaigns?first=1', campaignListSchema, otherKey)).nodes[0]!;
  for (const c of campaigns) {
    const p = await get(`/client/campaigns/${c.id}/performance`);
    expect(p.status).toBe(200);
    perfRaw.set(c.id, p.text);
    perf.set(c.id, successEnvelope(performanceSchema).parse(p.body).data);
    scans.set(c.id, await data(`/client/campaigns/${c.id}/scans`, scanAnalyticsSchema));
  }
  for (let skip = 0; ; skip += 500) {
    const page = await data(`/client/missions?statuses=40,60&first=500&skip=${skip}`, missionListSchema);
    for (const m of page.nodes) doneRuns.set(m.campaign_id, [...(doneRuns.get(m.campaign_id) ?? []), m]);
    if (skip + 500 >= page.totalCount) break;
  }
}, 60_000);
afterAll(() => sb.close());

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
/** Unique scans, conversions and delivered pieces a performance response adds up to. */
function totals(p: Performance) {
  if (isVolumePerformance(p)) {
    return {
      scans: sum(p.yAxis.scans!.data),
      conversions: sum(p.yAxis.conversions!.data),
      delivered: sum(p.yAxis.flyersDistributed!.data),
    };
  }
  return { scans: p.scans, conversions: p.conversions, delivered: p.distributed };
}

describe('GET /client/campaigns/:id/performance', () => {
  it('answers the volume shape for most campaigns and the summary shape for inserts', () => {
    for (const c of campaigns) {
      const p = perf.get(c.id)!;
      if (c.type === 4) expect(isSummaryPerformance(p), c.id).toBe(true);
      else expect(isVolumePerformance(p), c.id).toBe(true);
    }
  });

  it('volume shape: aligned weekly YYYY-Www buckets, consecutive, with the three series and nothing else', () => {
    let withData = 0;
    for (const c of campaigns.filter((x) => x.type !== 4)) {
      const raw = JSON.parse(perfRaw.get(c.id)!) as {
        data: { xAxis: { label: string; data: string[] }; yAxis: object };
      };
      expect(Object.keys(raw.data).sort()).toEqual(['xAxis', 'yAxis']);
      expect(Object.keys(raw.data.yAxis).sort()).toEqual(['conversions', 'flyersDistributed', 'scans']);
      expect(raw.data.xAxis.label).toBe('Week');
      const weeks = raw.data.xAxis.data;
      for (const series of Object.values(raw.data.yAxis) as { data: number[] }[]) {
        expect(series.data).toHaveLength(weeks.length);
      }
      if (weeks.length === 0) continue;
      withData += 1;
      expect(weeks[0]! <= isoWeekLabel(c.start_date!)).toBe(true);
      for (let i = 1; i < weeks.length; i++) expect(weeks[i]! > weeks[i - 1]!).toBe(true);
      expect(new Set(weeks).size).toBe(weeks.length);
    }
    expect(withData).toBeGreaterThan(150);
  });

  it('summary shape: totals, reach and a daily timeline that adds up', () => {
    const inserts = campaigns.filter((c) => c.type === 4 && c.status !== 0);
    expect(inserts.length).toBeGreaterThan(10);
    let withTimeline = 0;
    for (const c of inserts) {
      const p = perf.get(c.id)!;
      if (!isSummaryPerformance(p)) throw new Error('expected the summary shape');
      expect(sum(p.timeline.map((d) => d.distributed))).toBe(p.distributed);
      expect(sum(p.timeline.map((d) => d.scans))).toBe(p.scans);
      expect(p.reach).toBeLessThanOrEqual(p.distributed);
      // Where scans are counted, conversions come from them; a campaign counting none may still have the
      // orders its checkout reports.
      if (c.scan_data_enabled) expect(p.conversions).toBeLessThanOrEqual(p.scans);
      else expect(p.scans).toBe(0);
      const days = p.timeline.map((d) => d.date);
      for (let i = 1; i < days.length; i++) {
        expect(Date.parse(days[i]!) - Date.parse(days[i - 1]!)).toBe(86_400_000);
      }
      if (days.length > 0) withTimeline += 1;
    }
    expect(withTimeline).toBeGreaterThan(10);
  });

  it('never carries money: no cost, revenue, ROI, CPA, margin, spend or value field anywhere', async () => {
    const money = /cost|revenue|roi|cpa|margin|spend|value|price|budget|payout/i;
    const keysOf = (v: unknown): string[] =>
      v && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, x]) => [...(Array.isArray(v) ? [] : [k]), ...keysOf(x)])
        : [];
    for (const text of perfRaw.values())
      expect(keysOf(JSON.parse(text)).filter((k) => money.test(k))).toEqual([]);
    // The value of conversions is stored, so its absence is curation, not emptiness.
    const stored = await sb.db
      .selectFrom('campaign_daily_stats')
      .select((eb) => eb.fn.sum<number>('conversion_value').as('v'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.v)).toBeGreaterThan(0);
  });

  it('drafts have no performance: an empty series, not an error', () => {
    const drafts = campaigns.filter((c) => c.status === 0);
    expect(drafts.length).toBeGreaterThan(10);
    for (const c of drafts) {
      const t = totals(perf.get(c.id)!);
      expect(t).toEqual({ scans: 0, conversions: 0, delivered: 0 });
      const p = perf.get(c.id)!;
      if (isVolumePerformance(p)) expect(p.xAxis.data).toEqual([]);
      else expect(p.timeline).toEqual([]);
    }
  });

  it('future campaigns have no performance and no run done', () => {
    const future = campaigns.filter((c) => c.start_date !== null && c.start_date > TODAY);
    expect(future.length).toBeGreaterThan(5);
    for (const c of future) {
      expect(totals(perf.get(c.id)!)).toEqual({ scans: 0, conversions: 0, delivered: 0 });
      expect(doneRuns.get(c.id) ?? []).toEqual([]);
    }
  });
});

describe('one story: runs, performance and scan KPIs agree', () => {
  it('flyers distributed per week = checkout quantities of completed and paid runs checked out that week', () => {
    let compared = 0;
    for (const c of campaigns) {
      const p = perf.get(c.id)!;
      const runs = doneRuns.get(c.id) ?? [];
      const byWeek = new Map<string, number>();
      for (const m of runs) {
        expect(m.cancelled).toBe(false);
        expect(m.checkout_time).not.toBeNull();
        const week = isoWeekLabel(m.checkout_time!.slice(0, 10));
        byWeek.set(week, (byWeek.get(week) ?? 0) + m.checkout_flyer_quantity!);
      }
      if (isVolumePerformance(p)) {
        const weeks = p.xAxis.data;
        const flyers = p.yAxis.flyersDistributed!.data;
        for (const [week, qty] of byWeek) expect(flyers[weeks.indexOf(week)], `${c.id} ${week}`).toBe(qty);
        expect(sum(flyers)).toBe(sum([...byWeek.values()]));
        compared += byWeek.size;
      } else {
        expect(p.distributed).toBe(sum([...byWeek.values()]));
        const byDay = new Map<string, number>();
        for (const m of runs) {
          const day = m.checkout_time!.slice(0, 10);
          byDay.set(day, (byDay.get(day) ?? 0) + m.checkout_flyer_quantity!);
        }
        for (const d of p.timeline) expect(d.distributed).toBe(byDay.get(d.date) ?? 0);
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('scans and conversions never exceed the flyers distributed to date; where scans are counted, conversions never exceed scans', () => {
    for (const c of campaigns) {
      const p = perf.get(c.id)!;
      if (!isVolumePerformance(p)) continue;
      let flyers = 0;
      let scanned = 0;
      let converted = 0;
      p.xAxis.data.forEach((_, i) => {
        flyers += p.yAxis.flyersDistributed!.data[i]!;
        scanned += p.yAxis.scans!.data[i]!;
        converted += p.yAxis.conversions!.data[i]!;
        expect(scanned).toBeLessThanOrEqual(flyers);
        expect(converted).toBeLessThanOrEqual(flyers);
        if (c.scan_data_enabled)
          expect(p.yAxis.conversions!.data[i]!).toBeLessThanOrEqual(p.yAxis.scans!.data[i]!);
      });
    }
  });

  it('scan KPIs agree with the performance totals; the rate is conversions over scans in percent (2 decimals)', () => {
    for (const c of campaigns) {
      const k = scans.get(c.id)!;
      const t = totals(perf.get(c.id)!);
      expect(k.quantity.value).toBe(t.scans);
      expect(k.flyers.value).toBe(t.delivered);
      expect(k.cvr.type).toBe('PERCENT');
      expect(Math.abs(k.cvr.value - (t.scans > 0 ? (100 * t.conversions) / t.scans : 0))).toBeLessThanOrEqual(
        0.005 + 1e-9,
      );
    }
  });

  it('campaigns with scan data disabled have no scans', () => {
    const disabled = campaigns.filter((c) => !c.scan_data_enabled && c.status !== 0);
    expect(disabled.length).toBeGreaterThan(20);
    for (const c of disabled) expect(scans.get(c.id)!.quantity.value).toBe(0);
  });

  it('client 0 has scan history worth well over 1,000 conversions', () => {
    const all = campaigns.map((c) => totals(perf.get(c.id)!));
    expect(sum(all.map((t) => t.conversions))).toBeGreaterThanOrEqual(1000);
    expect(sum(all.map((t) => t.scans))).toBeGreaterThan(sum(all.map((t) => t.conversions)));
  });

  it('a running hand-to-hand campaign has several weeks of data (the dashboard demo case)', () => {
    const running = campaigns.filter(
      (c) => c.status === 10 && c.type === 1 && c.scan_data_enabled && c.start_date! <= '2026-03-08',
    );
    expect(running.length).toBeGreaterThan(0);
    const p = perf.get(running[0]!.id)!;
    expect(isVolumePerformance(p) && p.xAxis.data.length).toBeGreaterThanOrEqual(2);
    expect(totals(p).scans).toBeGreaterThan(0);
  });
});

describe('ownership and input', () => {
  it.each(['performance', 'scans'])(
    '%s: another client’s campaign is 404, exactly like a missing one',
    async (what) => {
      const theirs = await get(`/client/campaigns/${foreign.id}/${what}`);
      const missing = await get(`/client/campaigns/99999999/${what}`);
      expect(theirs.status).toBe(404);
      expect(theirs.text).toBe(missing.text);
      expect(failureEnvelope.parse(theirs.body).error).toBe('Campaign not found');
      expect((await get(`/client/campaigns/${foreign.id}/${what}`, otherKey)).status).toBe(200);
    },
  );

  it.each(['abc', '12a', '-1'])('a non-numeric id (%s) is 400', async (id) => {
    const res = await get(`/client/campaigns/${id}/performance`);
    expect(res.status).toBe(400);
    expect(failureEnvelope.parse(res.body).error).toContain("'id'");
  });
});

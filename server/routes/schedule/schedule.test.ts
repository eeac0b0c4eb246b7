import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { campaignArtworkSchema, type CampaignArtwork } from '../../../src/api/contract/artwork';
import { campaignListSchema, type Campaign } from '../../../src/api/contract/campaign';
import {
  campaignScheduleSchema,
  scheduleStart,
  type CampaignSchedule,
} from '../../../src/api/contract/campaign-dates';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { missionListSchema } from '../../../src/api/contract/mission';
import { authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

const NOW = new Date('2026-03-15T12:00:00Z');

let sb: Sandbox;
let key: string;
let otherKey: string;
let campaigns: Campaign[];
let foreign: Campaign;

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
const dates = (id: string) => data<CampaignSchedule>(`/client/campaigns/${id}/dates`, campaignScheduleSchema);
const artwork = (id: string, token = key) =>
  data<CampaignArtwork>(`/client/campaigns/${id}/artworks`, campaignArtworkSchema, token);

beforeAll(async () => {
  sb = await startTestSandbox({ now: NOW });
  key = sb.credentials.clients[0]!.clientKey;
  otherKey = sb.credentials.clients[1]!.clientKey;
  campaigns = (await data('/client/campaigns?first=500', campaignListSchema)).nodes;
  foreign = (await data('/client/campaigns?first=1', campaignListSchema, otherKey)).nodes[0]!;
});
afterAll(() => sb.close());

describe('GET /client/campaigns/:id/dates', () => {
  it('startDate is the planned start as an epoch-milliseconds string; planned_end_date closes the planned weeks', async () => {
    for (const c of campaigns.filter((x) => x.start_date !== null).slice(0, 60)) {
      const s = await dates(c.id);
      expect(s.startDate).toMatch(/^\d+$/);
      expect(scheduleStart(s)!.toISOString().slice(0, 10)).toBe(c.start_date);
      const end = new Date(Date.parse(c.start_date!) + (c.campaign_duration_week * 7 - 1) * 86_400_000);
      expect(s.planned_end_date).toBe(end.toISOString().slice(0, 10));
      expect(s.status).toBe(c.statusEnum);
      expect(s.client_industry).toBe('Quick-service restaurants');
    }
  });

  it('a completed campaign: active from its first check-in to its last checkout', async () => {
    const done = campaigns.filter((c) => c.status === 15 && c.type === 1).slice(0, 5);
    expect(done.length).toBe(5);
    for (const c of done) {
      const s = await dates(c.id);
      const runs = (
        await data(`/client/missions?campaignId=${c.id}&statuses=40,60&first=500`, missionListSchema)
      ).nodes;
      const checkIns = runs.map((m) => m.check_in_time!).sort();
      const checkouts = runs.map((m) => m.checkout_time!).sort();
      expect(s.activeDates).toEqual({ start: checkIns[0], end: checkouts[checkouts.length - 1] });
      expect(s.actual_duration_weeks).toBeGreaterThanOrEqual(1);
      expect(s.actual_duration_weeks).toBeLessThanOrEqual(c.campaign_duration_week + 1);
    }
  });

  it('a running campaign has a start but no end yet; a draft has neither', async () => {
    const running = campaigns.find((c) => c.status === 10 && c.start_date! < '2026-03-08')!;
    const s = await dates(running.id);
    expect(s.activeDates.start).not.toBeNull();
    expect(s.activeDates.end).toBeNull();
    const undated = campaigns.find((c) => c.status === 0 && c.start_date === null)!;
    expect(await dates(undated.id)).toMatchObject({
      startDate: null,
      status: 'DRAFT',
      activeDates: { start: null, end: null },
      actual_duration_weeks: 0,
      planned_end_date: null,
    });
  });
});

describe('GET /client/campaigns/:id/artworks', () => {
  it('a launched campaign: the flyer with all five fields, the client’s logo and additional pieces', async () => {
    const launched = campaigns.filter((c) => c.status !== 0);
    let extras = 0;
    for (const c of launched.slice(0, 40)) {
      const a = await artwork(c.id);
      expect(a.flyer).not.toBeNull();
      expect(a.flyer!.fileName).toMatch(/\.pdf$/);
      expect(a.flyer!.isUploaded).toBe(a.flyer!.designSource === 'UPLOAD');
      expect(a.logo?.fileName).toBe('slice-republic-pizza-logo.svg');
      extras += a.artworks.length;
    }
    expect(extras).toBeGreaterThan(0);
  });

  it('thumbnails and files really render, without a credential', async () => {
    const a = await artwork(campaigns.find((c) => c.status === 15)!.id);
    const pieces = [a.flyer!, a.logo!, ...a.artworks];
    for (const p of pieces) {
      const thumb = await sb.fetch(p.thumbnailUrl!);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await thumb.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const file = await sb.fetch(a.flyer!.fileLink);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(a.flyer!.fileName!);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
  });

  it('every artwork file of every campaign opens as a PDF, drafts with an image design included', async () => {
    const all = await Promise.all(campaigns.map((c) => artwork(c.id)));
    const pieces = all.flatMap((a) => [a.flyer, ...a.artworks]).filter((p) => p !== null);
    expect(pieces.some((p) => /\.(png|jpe?g)$/i.test(p.fileName ?? ''))).toBe(true);
    const failed: string[] = [];
    for (const p of pieces) {
      const res = await sb.fetch(p.fileLink);
      if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf')
        failed.push(p.fileLink);
    }
    expect(failed).toEqual([]);
  });

  it('URLs are absolute on the sandbox’s base URL', async () => {
    const a = await artwork(campaigns[40]!.id);
    expect(a.flyer!.fileLink.startsWith(`${sb.credentials.baseUrl}/sandbox/assets/`)).toBe(true);
  });

  it('a draft without a chosen design has no flyer yet; one with a design shows it', async () => {
    const drafts = await Promise.all(campaigns.filter((c) => c.status === 0).map((c) => artwork(c.id)));
    expect(drafts.some((a) => a.flyer === null && a.artworks.length === 0)).toBe(true);
    expect(drafts.some((a) => a.flyer?.designSource === 'DESIGN_LIBRARY')).toBe(true);
  });

  it('client 1 has no logo on file: logo is null', async () => {
    const mine = (await data('/client/campaigns?first=5&statuses=15', campaignListSchema, otherKey)).nodes;
    for (const c of mine) expect((await artwork(c.id, otherKey)).logo).toBeNull();
  });
});

describe('ownership', () => {
  it.each(['dates', 'artworks'])(
    '%s: another client’s campaign is 404, exactly like a missing one',
    async (what) => {
      const theirs = await get(`/client/campaigns/${foreign.id}/${what}`);
      const missing = await get(`/client/campaigns/99999999/${what}`);
      expect(theirs.status).toBe(404);
      expect(theirs.text).toBe(missing.text);
      expect(failureEnvelope.parse(theirs.body).error).toBe('Campaign not found');
    },
  );

  it('a non-numeric id is 400', async () => {
    expect((await get('/client/campaigns/x1/dates')).status).toBe(400);
    expect((await get('/client/campaigns/1.5/artworks')).status).toBe(400);
  });
});

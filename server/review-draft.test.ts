import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { CarrierRoute } from '../src/api/contract/carrier-route';
import { carrierRouteListSchema } from '../src/api/contract/carrier-route';
import { creationStatusSchema } from '../src/api/contract/creation-status';
import { draftTargetingSchema } from '../src/api/contract/draft-targeting';
import { fillPath, type Endpoint } from '../src/api/contract/endpoint';
import { endpoints } from '../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../src/api/contract/envelope';
import { missionListSchema } from '../src/api/contract/mission';
import { designFit, type FitSubtype } from '../src/api/contract/print-format';
import { authHeaders, startTestSandbox, type Sandbox } from '../test/support/sandbox';
import { openDatabase } from './db/connection';
import { addDaysTo } from './domain/calendar';
import { usCities } from './domain/cities';
import { EDDM_MINIMUM_PIECES } from './domain/lead-times';
import { approveDraft, ReviewError } from './review-draft';
import { createSandbox, DB_FILE } from './sandbox';

/** A small client of one sandbox: the builder's writes with the access token, reads with the client key. */
function clientOf(sb: Sandbox, index = 0) {
  const { accessToken, clientKey } = sb.credentials.clients[index]!;
  async function call(e: Endpoint, opts: { id?: number | string; body?: unknown; query?: string } = {}) {
    const path = fillPath(e.path, (opts.id === undefined ? {} : { id: String(opts.id) }) as never);
    const res = await sb.fetch(`${path}${opts.query ? `?${opts.query}` : ''}`, {
      method: e.method,
      headers: authHeaders(e.credential === 'access-token' ? accessToken : clientKey),
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, json: (await res.json()) as unknown };
  }
  async function ok<T>(e: Endpoint & { response: z.ZodMiniType<T> }, opts: Parameters<typeof call>[1] = {}) {
    const res = await call(e, opts);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return successEnvelope(e.response).parse(res.json).data as T;
  }
  return { call, ok };
}
type Client = ReturnType<typeof clientOf>;

async function austinRoutes(c: Client, pieces: number): Promise<CarrierRoute[]> {
  const { nodes } = await c.ok(
    { ...endpoints.searchCarrierRoutes, response: carrierRouteListSchema },
    { query: 'lat=30.26715&lng=-97.74306&radius=3000&first=200' },
  );
  const out: CarrierRoute[] = [];
  let sum = 0;
  for (const r of nodes) {
    out.push(r);
    sum += r.totalCount;
    if (sum >= pieces) break;
  }
  return out;
}

/** A READY design of the client that fits a draft of `subtype` (a postcard for mail, a flyer for the street). */
async function readyDesign(sb: Sandbox, subtype: FitSubtype = 'EDDM', clientId = '1001') {
  const designs = await sb.db
    .selectFrom('designs')
    .select(['id', 'format'])
    .where('client_id', '=', clientId)
    .where('status', '=', 'READY')
    .orderBy('id')
    .execute();
  return String(designs.find((d) => designFit(d.format, subtype).fits)!.id);
}

/** A complete EDDM draft, submitted (IN_REVIEW); its id and pieces. */
async function submittedEddm(sb: Sandbox, c: Client) {
  const { campaignId: id } = await c.ok(endpoints.createDraft, { body: { channel: 'ADM', subtype: 'EDDM' } });
  const routes = await austinRoutes(c, 2 * EDDM_MINIMUM_PIECES);
  await c.ok(endpoints.setDraftAreas, { id, body: { routes: routes.map((r) => r.raw) } });
  await c.ok(endpoints.setDraftCreative, { id, body: { designId: await readyDesign(sb) } });
  const s = await c.ok(endpoints.campaignCreationStatus, { id });
  await c.ok(endpoints.setDraftDetails, { id, body: { startDate: s.earliestStartDate } });
  await c.ok(endpoints.submitDraft, { id });
  return { id, pieces: routes.reduce((n, r) => n + r.totalCount, 0), startDate: s.earliestStartDate };
}

describe('approveDraft (npm run sandbox:review)', () => {
  let sb: Sandbox;
  let c: Client;
  beforeAll(async () => {
    sb = await startTestSandbox();
    c = clientOf(sb);
  });
  afterAll(() => sb.close());

  const missionsOf = (id: number) =>
    c.ok({ ...endpoints.listMissions, response: missionListSchema }, { query: `campaignId=${id}&first=500` });

  it('an IN_REVIEW EDDM draft turns ACTIVE with its runs scheduled from its start date', async () => {
    const { id, pieces, startDate } = await submittedEddm(sb, c);
    const outcome = await approveDraft(sb.db, String(id));
    expect(outcome).toMatchObject({
      campaignId: id,
      status: 10,
      statusEnum: 'ACTIVE',
      internalStatus: 'APPROVED',
      startDate,
      volume: pieces,
    });
    expect(outcome.missions).toBeGreaterThan(0);

    const campaign = await c.ok(endpoints.getCampaign, { id });
    expect(campaign).toMatchObject({ status: 10, statusEnum: 'ACTIVE', start_date: startDate });
    const status = creationStatusSchema.parse(await c.ok(endpoints.campaignCreationStatus, { id }));
    expect(status).toMatchObject({ internalStatus: 'ACTIVE', submittable: false, missing: [] });
    expect(status.quote.flyersCount).toBe(pieces);

    // Direct mail: up to 3 weekly drops from the start date at the city's post office, nothing run yet.
    const missions = await missionsOf(id);
    expect(missions.totalCount).toBe(outcome.missions);
    expect(missions.totalCount).toBeLessThanOrEqual(3);
    for (const m of missions.nodes) {
      expect(m).toMatchObject({
        campaign_id: String(id),
        type: 3,
        typeEnum: 'DIRECTMAIL',
        city_name: 'Austin',
      });
      expect(m.location_type).toBe('POST_OFFICE');
      expect(m.time_range_start.slice(0, 10) >= startDate).toBe(true);
      expect([0, 10, 20]).toContain(m.status);
      expect(m.check_in_time).toBeNull();
      expect(m.checkout_flyer_quantity).toBeNull();
      expect(Object.keys(m)).not.toEqual(expect.arrayContaining(['distributor_id']));
    }
    // The runs carry every piece (planned quantities are internal: read from the database).
    const planned = await sb.db
      .selectFrom('missions')
      .select((eb) => eb.fn.sum<number>('planned_flyer_quantity').as('n'))
      .where('campaign_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(planned.n)).toBe(pieces);
    // Its targeting is kept.
    expect(draftTargetingSchema.parse(await c.ok(endpoints.campaignDraftTargeting, { id })).totalCount).toBe(
      pieces,
    );

    // Approved once: a second review is refused and changes nothing.
    await expect(approveDraft(sb.db, String(id))).rejects.toThrow(
      /not in review \(status ACTIVE, internal state APPROVED\)/,
    );
    expect((await missionsOf(id)).totalCount).toBe(outcome.missions);
  });

  it('a street draft in a city without demo places: places are built there and runs spread over its weeks', async () => {
    const city = usCities().find((x) => x.name === 'Springfield' && x.state === 'IL')!;
    const { campaignId: id } = await c.ok(endpoints.createDraft, {
      body: { channel: 'H2H', subtype: 'HANDTOHAND' },
    });
    await c.ok(endpoints.setDraftCities, { id, body: { cities: [{ cityId: city.id, volume: 3000 }] } });
    await c.ok(endpoints.setDraftCreative, { id, body: { designId: await readyDesign(sb, 'HANDTOHAND') } });
    const s = await c.ok(endpoints.campaignCreationStatus, { id });
    const startDate = addDaysTo(s.earliestStartDate, 7);
    await c.ok(endpoints.setDraftDetails, { id, body: { startDate } });
    await c.ok(endpoints.submitDraft, { id });

    const outcome = await approveDraft(sb.db, String(id));
    expect(outcome.volume).toBe(3000);
    const missions = await missionsOf(id);
    expect(missions.totalCount).toBeGreaterThan(5);
    const kinds = new Set(['STREET', 'TRANSIT_STATION', 'CAMPUS', 'SHOPPING_CENTER', 'PARK']);
    for (const m of missions.nodes) {
      expect(m).toMatchObject({ type: 1, city_id: city.id, city_name: 'Springfield' });
      expect(kinds.has(m.location_type)).toBe(true);
      const day = m.time_range_start.slice(0, 10);
      expect(day >= startDate && day <= addDaysTo(startDate, 14)).toBe(true);
    }
    const places = await sb.db.selectFrom('locations').select('id').where('city_id', '=', city.id).execute();
    expect(places.length).toBeGreaterThan(10);
  });

  it('a seeded street draft’s DRAFT runs are replaced by the scheduled ones', async () => {
    const seeded = await sb.db
      .selectFrom('campaigns as c')
      .innerJoin('missions as m', 'm.campaign_id', 'c.id')
      .select('c.id')
      .where('c.client_id', '=', '1001')
      .where('c.status', '=', 0)
      .where('c.type', '=', 1)
      .executeTakeFirstOrThrow();
    const s = await c.ok(endpoints.campaignCreationStatus, { id: seeded.id });
    expect(s.missing).toEqual([]);
    const before = await missionsOf(seeded.id);
    expect(before.nodes.every((m) => m.status === 0 && m.available_date === null)).toBe(true);
    await c.ok(endpoints.submitDraft, { id: seeded.id });
    const outcome = await approveDraft(sb.db, String(seeded.id));
    const after = await missionsOf(seeded.id);
    expect(after.totalCount).toBe(outcome.missions);
    expect(after.nodes.every((m) => m.available_date !== null)).toBe(true);
    expect(after.nodes.map((m) => m.id)).not.toEqual(expect.arrayContaining([before.nodes[0]!.id]));
  });

  it('refuses a draft not submitted, a cancelled one, an unknown id and a start date that has passed', async () => {
    const { campaignId: draft } = await c.ok(endpoints.createDraft, {
      body: { channel: 'ADM', subtype: 'EDDM' },
    });
    await expect(approveDraft(sb.db, String(draft))).rejects.toThrow(
      /not in review \(status DRAFT, internal state DRAFT\): only a submitted draft/,
    );
    await c.ok(endpoints.cancelDraft, { id: draft });
    await expect(approveDraft(sb.db, String(draft))).rejects.toThrow(/internal state CANCELLED/);
    await expect(approveDraft(sb.db, '99999999')).rejects.toThrow('No campaign 99999999');
    await expect(approveDraft(sb.db, 'abc')).rejects.toBeInstanceOf(ReviewError);

    const { id, startDate } = await submittedEddm(sb, c);
    const late = new Date(`${addDaysTo(startDate, 1)}T12:00:00Z`);
    await expect(approveDraft(sb.db, String(id), { now: late })).rejects.toThrow(
      /start date .* is before today/,
    );
    expect((await c.ok(endpoints.campaignCreationStatus, { id })).internalStatus).toBe('IN_REVIEW');
  });

  it('an audience of unknown size needs --volume', async () => {
    const audience = await sb.db
      .selectFrom('audiences')
      .select('id')
      .where('client_id', '=', '1001')
      .where('status', '=', 'READY')
      .where('address_count', 'is', null)
      .executeTakeFirstOrThrow();
    const { campaignId: id } = await c.ok(endpoints.createDraft, {
      body: { channel: 'ADM', subtype: 'AUDIENCE' },
    });
    await c.ok(endpoints.setDraftAudience, { id, body: { audienceId: audience.id } });
    await c.ok(endpoints.setDraftCreative, { id, body: { designId: await readyDesign(sb) } });
    const s = await c.ok(endpoints.campaignCreationStatus, { id });
    await c.ok(endpoints.setDraftDetails, { id, body: { startDate: s.earliestStartDate } });
    await c.ok(endpoints.submitDraft, { id });
    await expect(approveDraft(sb.db, String(id))).rejects.toThrow(/volume is unknown.*--volume/);
    const outcome = await approveDraft(sb.db, String(id), { volume: 2500 });
    expect(outcome).toMatchObject({ volume: 2500, statusEnum: 'ACTIVE' });
    expect(outcome.missions).toBeGreaterThan(0);
  });
});

describe('on disk: acknowledged writes are durable; the review command', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('a write is on disk when answered, and a reopened sandbox reads it; npm run sandbox:review approves', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doorstep-builder-test-'));
    dirs.push(dir);
    const sb = await createSandbox({ dataDir: dir });
    let id: number;
    let startDate: string;
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(sb.db);
      expect(rows[0]!.synchronous).toBe(2); // FULL
      const c = clientOf(sb);
      ({ id, startDate } = await submittedEddm(sb, c));

      // Another connection sees the acknowledged writes while the sandbox still runs.
      const other = openDatabase(path.join(dir, DB_FILE));
      try {
        const row = other.sqlite
          .prepare<[number], { internal_status: string; start_date: string }>(
            `select d.internal_status, c.start_date from campaign_drafts d join campaigns c on c.id = d.campaign_id
             where d.campaign_id = ?`,
          )
          .get(id);
        expect(row).toEqual({ internal_status: 'IN_REVIEW', start_date: startDate });
      } finally {
        other.close();
      }
    } finally {
      sb.close();
    }

    const again = await createSandbox({ dataDir: dir });
    try {
      const c = clientOf(again);
      const s = await c.ok(endpoints.campaignCreationStatus, { id });
      expect(s).toMatchObject({ internalStatus: 'IN_REVIEW', lastActiveStep: 'review' });
      expect(
        draftTargetingSchema.parse(await c.ok(endpoints.campaignDraftTargeting, { id })).routes.length,
      ).toBeGreaterThan(0);
    } finally {
      again.close();
    }

    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'review.ts'), ...args], {
        env: { ...process.env, SANDBOX_DATA_DIR: dir },
        encoding: 'utf8',
      });
    const approved = run(String(id));
    expect(approved.stderr).toBe('');
    expect(approved.status).toBe(0);
    expect(approved.stdout).toMatch(
      new RegExp(`Campaign ${id} \\(.*\\) approved: ACTIVE, internal state APPROVED; starts ${startDate}`),
    );
    const twice = run(String(id));
    expect(twice.status).toBe(1);
    expect(twice.stderr).toMatch(/not in review/);

    const last = await createSandbox({ dataDir: dir });
    try {
      const campaign = await clientOf(last).ok(endpoints.getCampaign, { id });
      expect(campaign.statusEnum).toBe('ACTIVE');
      const res = await clientOf(last).call(endpoints.submitDraft, { id });
      expect(res.status).toBe(409);
      expect(failureEnvelope.parse(res.json).error).toMatch(/its status is ACTIVE/);
    } finally {
      last.close();
    }
  }, 60_000);
});

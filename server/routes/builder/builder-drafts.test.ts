import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedPairs } from '../../../src/api/contract/builder';
import { campaignSchema } from '../../../src/api/contract/campaign';
import { endpoints } from '../../../src/api/contract/endpoints';
import { successEnvelope } from '../../../src/api/contract/envelope';
import { accessToken } from '../../../test/support/sandbox';
import { addDaysTo } from '../../domain/calendar';
import { EDDM_MINIMUM_PIECES } from '../../domain/lead-times';
import {
  austin,
  call,
  clientKey,
  create,
  data,
  fails,
  ok,
  otherKey,
  otherToken,
  readyDesign,
  routesReaching,
  sb,
  status,
  targeting,
  today,
  setupBuilderSandbox,
  write,
} from './builder-test-kit';

setupBuilderSandbox();

describe('credentials and ownership', () => {
  const writes = [
    [endpoints.renameCampaign, { name: 'x' }],
    [endpoints.setDraftAreas, { routes: [{ v: 1 }] }],
    [endpoints.setDraftCities, { cities: [{ cityId: '4671654' }] }],
    [endpoints.setDraftDemographics, { attributes: [] }],
    [endpoints.setDraftAudience, { audienceId: '4001' }],
    [endpoints.setDraftCreative, { designId: '3001' }],
    [endpoints.setDraftDetails, { volume: 1000 }],
    [endpoints.submitDraft, undefined],
    [endpoints.cancelDraft, undefined],
  ] as const;
  let mine: number;
  let theirs: number;
  beforeAll(async () => {
    mine = (await create('ADM', 'EDDM')).campaignId;
    theirs = (await create('ADM', 'EDDM', undefined, otherToken)).campaignId;
  });

  it('create: no credential 401, a client key 403', async () => {
    const body = { channel: 'ADM', subtype: 'EDDM' };
    expect(await fails(401, call(endpoints.createDraft, { body, token: null }))).toMatch(
      /missing credential/,
    );
    expect(await fails(403, call(endpoints.createDraft, { body, token: clientKey }))).toMatch(
      /access token.*client key is not accepted/,
    );
    const noScope = await accessToken(sb, '1001', { scope: 'campaigns:read' });
    await fails(403, call(endpoints.createDraft, { body, token: noScope }));
  });

  it.each(writes.map(([e, body]) => [`${e.method} ${e.path}`, e, body] as const))(
    '%s: 401 without a credential, 403 with a client key, 404 for another client’s campaign like a missing one',
    async (_name, e, body) => {
      await fails(401, call(e, { id: mine, body, token: null }));
      await fails(403, call(e, { id: mine, body, token: clientKey }));
      const foreign = await call(e, { id: theirs, body });
      const missing = await call(e, { id: 99_999_999, body });
      expect(foreign.status).toBe(404);
      expect(foreign.text).toBe(missing.text);
      // The other client's draft is untouched.
      expect((await status(theirs, otherKey)).lastActiveStep).toBeNull();
    },
  );

  it('a non-numeric campaign id is 400', async () => {
    expect(await fails(400, call(endpoints.submitDraft, { id: 'abc' }))).toMatch(/path parameter 'id'/);
  });
});

describe('POST /client/campaigns (create a draft)', () => {
  it.each([
    ['ADM', 'EDDM', 3, 'DIRECTMAIL'],
    ['ADM', 'AUDIENCE', 3, 'DIRECTMAIL'],
    ['H2H', 'HANDTOHAND', 1, 'HANDTOHAND'],
    ['D2D', 'LETTERBOX', 2, 'LETTERBOX'],
  ])('%s+%s: a DRAFT of type %i on the caller’s account', async (channel, subtype, type, typeEnum) => {
    const d = await create(channel, subtype, `Spring ${subtype}`);
    expect(d).toMatchObject({
      type,
      status: 0,
      statusEnum: 'DRAFT',
      channel,
      subtype,
      name: `Spring ${subtype}`,
    });
    const campaign = await ok(
      campaignSchema,
      call(endpoints.getCampaign, { id: d.campaignId, token: clientKey }),
    );
    expect(campaign).toMatchObject({
      id: String(d.campaignId),
      type,
      typeEnum,
      status: 0,
      client_id: '1001',
      start_date: null,
    });
    const s = await status(d.campaignId);
    expect(s).toMatchObject({
      internalStatus: 'DRAFT',
      lastActiveStep: null,
      channel,
      subtype,
      submittable: false,
    });
    expect(s.quote).toMatchObject({ totalCosts: 0, flyersCount: 0, perPiece: null });
  });

  it('a missing name gets a default naming the channel and the day in words, unique on the account', async () => {
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    const names = (
      await sb.db.selectFrom('campaigns').select('name').where('client_id', '=', '1001').execute()
    ).map((r) => r.name);
    const next = (base: string) => {
      if (!names.includes(base)) return base;
      for (let n = 2; ; n++) if (!names.includes(`${base} (${n})`)) return `${base} (${n})`;
    };
    const h2h = next(`Hand-to-hand flyers · ${day}`);
    expect((await create('H2H', 'HANDTOHAND')).name).toBe(h2h);
    names.push(h2h);
    const eddm = next(`Direct mail · ${day}`);
    expect((await create('ADM', 'EDDM')).name).toBe(eddm);
    names.push(eddm);
    const eddm2 = next(`Direct mail · ${day}`);
    expect(eddm2).toMatch(/ \((\d+)\)$/);
    expect((await create('ADM', 'EDDM')).name).toBe(eddm2);
    expect((await create('ADM', 'AUDIENCE')).name).toMatch(
      new RegExp(`^Mail to a saved list · ${day}( \\(\\d+\\))?$`),
    );
    expect((await create('D2D', 'LETTERBOX')).name).toMatch(new RegExp(`^Letterbox · ${day}( \\(\\d+\\))?$`));
    // Another client's names do not count.
    expect((await create('ADM', 'EDDM', undefined, otherToken)).name).toMatch(
      new RegExp(`^Direct mail · ${day}( \\(\\d+\\))?$`),
    );
  });

  it('ids grow, and the new draft is listed first among the caller’s drafts, not the other client’s', async () => {
    const a = await create('ADM', 'EDDM');
    const b = await create('ADM', 'EDDM');
    expect(b.campaignId).toBeGreaterThan(a.campaignId);
    const theirs = await ok(
      endpoints.listCampaigns.response,
      call(endpoints.listCampaigns, { token: otherKey, query: `ids=${b.campaignId}` }),
    );
    expect(theirs.totalCount).toBe(0);
  });

  it.each([
    [{ channel: 'H2H', subtype: 'EDDM' }, 'subtype'],
    [{ channel: 'ADM', subtype: 'LETTERBOX' }, 'subtype'],
    [{ channel: 'FAX', subtype: 'EDDM' }, 'channel'],
    [{ channel: 'ADM', subtype: 'POSTCARD' }, 'subtype'],
    [{ subtype: 'EDDM' }, 'channel'],
  ])('%j -> 400 naming the accepted pairs', async (body, field) => {
    const error = await fails(400, call(endpoints.createDraft, { body }));
    expect(error).toContain(`'${field}'`);
    expect(error).toContain(acceptedPairs);
  });

  it('a name of 121 characters or only spaces is refused', async () => {
    const long = await fails(
      400,
      call(endpoints.createDraft, { body: { channel: 'ADM', subtype: 'EDDM', name: 'x'.repeat(121) } }),
    );
    expect(long).toMatch(/'name'.*120/);
    await fails(400, call(endpoints.createDraft, { body: { channel: 'ADM', subtype: 'EDDM', name: '   ' } }));
  });
});

describe('PATCH /client/campaigns/{id} (rename)', () => {
  it('renames (trimmed), keeps the step, and a repeat gives the same state', async () => {
    const d = await create('ADM', 'EDDM');
    const a = await data(endpoints.renameCampaign, d.campaignId, { name: '  Fall mailer  ' });
    expect(a).toEqual({ campaignId: d.campaignId, name: 'Fall mailer' });
    await data(endpoints.renameCampaign, d.campaignId, { name: 'Fall mailer' });
    const c = await ok(campaignSchema, call(endpoints.getCampaign, { id: d.campaignId, token: clientKey }));
    expect(c.name).toBe('Fall mailer');
    expect((await status(d.campaignId)).lastActiveStep).toBeNull();
  });

  it('1 to 120 characters', async () => {
    const d = await create('ADM', 'EDDM');
    expect(await fails(400, write(endpoints.renameCampaign, d.campaignId, { name: '' }))).toMatch(/'name'/);
    await fails(400, write(endpoints.renameCampaign, d.campaignId, { name: 'x'.repeat(121) }));
    await fails(400, write(endpoints.renameCampaign, d.campaignId, {}));
    expect((await data(endpoints.renameCampaign, d.campaignId, { name: 'x'.repeat(120) })).name).toHaveLength(
      120,
    );
  });
});

describe('seeded drafts take the same writes', () => {
  it('the seeded complete EDDM draft submits; a seeded small one is refused with minimumVolume', async () => {
    const rows = await sb.db
      .selectFrom('campaigns as c')
      .innerJoin('campaign_drafts as d', 'd.campaign_id', 'c.id')
      .select(['c.id', 'd.subtype'])
      .where('c.client_id', '=', '1001')
      .where('c.status', '=', 0)
      .where('c.start_date', 'is not', null)
      .where('c.type', '=', 3)
      .orderBy('c.id')
      .execute();
    const [ready, , small] = rows;
    const statusBefore = await status(ready!.id);
    expect(statusBefore.submittable).toBe(true);
    expect((await data(endpoints.submitDraft, ready!.id)).internalStatus).toBe('IN_REVIEW');
    const error = await fails(400, write(endpoints.submitDraft, small!.id));
    expect(error).toContain('missing minimumVolume');
    expect(error).toContain(`at least ${EDDM_MINIMUM_PIECES}`);
  });
});

describe('Idempotency-Key: a retried create is answered once', () => {
  const createWithKey = (key: string) =>
    call(endpoints.createDraft, {
      body: { channel: 'ADM', subtype: 'EDDM' },
      headers: { 'Idempotency-Key': key },
    });
  const draftCount = async () =>
    (
      await ok(
        endpoints.listCampaigns.response,
        call(endpoints.listCampaigns, { token: clientKey, query: 'statuses=0&first=1' }),
      )
    ).totalCount;

  it('the same key, even sent twice at once, makes one draft; a retry gets its answer', async () => {
    const before = await draftCount();
    const [a, b] = await Promise.all([createWithKey('retry-1'), createWithKey('retry-1')]);
    // One of two sent at once may find the other still running: 409, retry shortly (idempotency.test.ts).
    const done = [a, b].filter((r) => r.status === 200);
    for (const r of [a, b].filter((r) => r.status !== 200)) {
      expect(r.status, r.text).toBe(409);
      expect(r.text).toMatch(/still being processed/);
    }
    const answers = done.map((r) => successEnvelope(endpoints.createDraft.response).parse(r.body).data);
    const c = await ok(endpoints.createDraft.response, createWithKey('retry-1'));
    for (const answer of answers) expect(answer.campaignId).toBe(c.campaignId);
    expect(await draftCount()).toBe(before + 1);
    const other = await ok(endpoints.createDraft.response, createWithKey('retry-2'));
    expect(other.campaignId).not.toBe(c.campaignId);
  });

  it('refuses a key that is not visible ASCII', async () => {
    expect(await fails(400, createWithKey(' '.repeat(3)))).toMatch(/Idempotency-Key/);
  });
});

describe('idempotency: a repeated PUT, PATCH or areas POST gives the same state', () => {
  it('areas, creative, details, cities and demographics twice read back the same', async () => {
    const id = (await create('ADM', 'EDDM')).campaignId;
    const routes = { routes: routesReaching(austin, EDDM_MINIMUM_PIECES).map((r) => r.raw) };
    const design = { designId: await readyDesign() };
    const attributes = { attributes: [{ code: 'household_size', values: ['2', '3_4'] }] };
    const details = { startDate: addDaysTo(today(), 60), volume: 1500 };
    const snapshot = async () => {
      const { asOfDateUtc: _a, earliestStartDate: _e, ...s } = await status(id);
      const c = await ok(campaignSchema, call(endpoints.getCampaign, { id, token: clientKey }));
      return { s, t: await targeting(id), c: { ...c, updated_at: undefined } };
    };
    const steps = [
      [endpoints.setDraftAreas, routes],
      [endpoints.setDraftDemographics, attributes],
      [endpoints.setDraftCreative, design],
      [endpoints.setDraftDetails, details],
    ] as const;
    for (const [e, body] of steps) await data(e, id, body);
    const once = await snapshot();
    for (const [e, body] of steps) expect(await data(e, id, body)).toEqual(await data(e, id, body));
    expect(await snapshot()).toEqual(once);

    const street = (await create('D2D', 'LETTERBOX')).campaignId;
    const cities = { cities: [{ cityId: '4671654', volume: 2000 }] };
    await data(endpoints.setDraftCities, street, cities);
    const t1 = await targeting(street);
    await data(endpoints.setDraftCities, street, cities);
    expect(await targeting(street)).toEqual(t1);
  });

  it('every write bumps updated_at', async () => {
    const d = await create('ADM', 'EDDM');
    const before = await ok(
      campaignSchema,
      call(endpoints.getCampaign, { id: d.campaignId, token: clientKey }),
    );
    await new Promise((r) => setTimeout(r, 5));
    await data(endpoints.renameCampaign, d.campaignId, { name: 'Bumped' });
    const after = await ok(
      campaignSchema,
      call(endpoints.getCampaign, { id: d.campaignId, token: clientKey }),
    );
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
  });
});

import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../src/api/contract/campaign';
import { endpoints } from '../../../src/api/contract/endpoints';
import { EDDM_MINIMUM_PIECES } from '../../domain/lead-times';
import {
  austin,
  call,
  clientKey,
  clientRows,
  create,
  data,
  fails,
  ok,
  piecesOf,
  readyDesign,
  routesReaching,
  sb,
  status,
  targeting,
  setupBuilderSandbox,
  write,
} from './builder-test-kit';

setupBuilderSandbox();

describe('a full EDDM flow: creation status at every step, submit, no more writes', () => {
  it('create -> areas -> demographics -> creative -> details -> submit', async () => {
    const d = await create('ADM', 'EDDM', 'Full EDDM');
    const id = d.campaignId;
    let s = await status(id);
    expect(s).toMatchObject({
      internalStatus: 'DRAFT',
      lastActiveStep: null,
      submittable: false,
      missing: ['routes', 'selectedDesignId', 'startDate'],
      channel: 'ADM',
      subtype: 'EDDM',
    });

    // Submit names every missing item.
    let error = await fails(400, write(endpoints.submitDraft, id));
    expect(error).toContain('missing routes, selectedDesignId, startDate');

    const routes = routesReaching(austin, EDDM_MINIMUM_PIECES);
    await data(endpoints.setDraftAreas, id, { routes: routes.map((r) => r.raw) });
    s = await status(id);
    expect(s).toMatchObject({ lastActiveStep: 'areas', missing: ['selectedDesignId', 'startDate'] });
    // Priced by the EDDM calculator in the draft's format (BEST_SELLER until a design says otherwise).
    const eddm = await ok(
      endpoints.quoteEddm.response,
      call(endpoints.quoteEddm, {
        token: clientKey,
        body: { volume: piecesOf(routes), format: 'BEST_SELLER' },
      }),
    );
    expect(s.quote).toEqual({
      flyersCount: piecesOf(routes),
      totalCosts: eddm.total,
      perPiece: eddm.perUnitPrice,
      currency: 'USD',
      format: 'BEST_SELLER',
      calculator: 'eddm',
      includes: 'Printing and USPS postage',
    });

    await data(endpoints.setDraftDemographics, id, { attributes: [{ code: 'age', values: ['25_34'] }] });
    expect((await status(id)).lastActiveStep).toBe('demographics');

    await data(endpoints.setDraftCreative, id, { designId: await readyDesign() });
    s = await status(id);
    expect(s).toMatchObject({ lastActiveStep: 'creative', missing: ['startDate'] });
    error = await fails(400, write(endpoints.submitDraft, id));
    expect(error).toBe(`Cannot submit campaign ${id}: missing startDate`);

    await data(endpoints.setDraftDetails, id, { startDate: s.earliestStartDate, volume: piecesOf(routes) });
    s = await status(id);
    expect(s).toMatchObject({ lastActiveStep: 'details', missing: [], submittable: true, complete: true });

    const before = Date.now();
    const submitted = await data(endpoints.submitDraft, id);
    expect(submitted).toMatchObject({ campaignId: id, internalStatus: 'IN_REVIEW' });
    expect(Date.parse(submitted.submittedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    s = await status(id);
    expect(s).toMatchObject({
      internalStatus: 'IN_REVIEW',
      lastActiveStep: 'review',
      submittable: false,
      missing: [],
    });
    expect(s.note).toMatch(/in review/);
    // Still a DRAFT campaign: nothing launched, nothing scheduled.
    const c = await ok(campaignSchema, call(endpoints.getCampaign, { id, token: clientKey }));
    expect(c.status).toBe(0);
    // One status everywhere: in review, not a draft, on the campaign and in the list.
    expect(c.draft_state).toBe('IN_REVIEW');
    const listed = await ok(
      endpoints.listCampaigns.response,
      call(endpoints.listCampaigns, { token: clientKey, query: 'statuses=0&first=500' }),
    );
    expect(listed.nodes.find((n) => n.id === String(id))?.draft_state).toBe('IN_REVIEW');
    const missions = await ok(
      endpoints.listMissions.response,
      call(endpoints.listMissions, { token: clientKey, query: `campaignId=${id}` }),
    );
    expect(missions.totalCount).toBe(0);
    const price = await sb.db
      .selectFrom('campaign_prices')
      .selectAll()
      .where('campaign_id', '=', id)
      .execute();
    expect(price).toEqual([]);

    // No more writes: 409 saying its state.
    expect(await fails(409, write(endpoints.submitDraft, id))).toMatch(
      /already submitted, in review \(IN_REVIEW\)/,
    );
    expect(await fails(409, write(endpoints.cancelDraft, id))).toMatch(
      /no longer a draft.*IN_REVIEW.*cancelled/,
    );
    for (const [e, body] of [
      [endpoints.setDraftAreas, { routes: routes.map((r) => r.raw) }],
      [endpoints.renameCampaign, { name: 'Late rename' }],
      [endpoints.setDraftDetails, { volume: 2000 }],
      [endpoints.setDraftCreative, { templateId: '501' }],
      [endpoints.setDraftDemographics, { attributes: [] }],
    ] as const) {
      expect(await fails(409, write(e, id, body))).toMatch(
        /no longer a draft: it was submitted and is in review \(IN_REVIEW\)/,
      );
    }
    expect((await targeting(id)).attributes).toEqual([{ key: 'age', values: ['25_34'] }]);
  });
});

describe('a street flow', () => {
  it('H2H: cities without volumes miss volume until details gives one', async () => {
    const id = (await create('H2H', 'HANDTOHAND')).campaignId;
    expect((await status(id)).missing).toEqual(['cities', 'volume', 'selectedDesignId', 'startDate']);
    await data(endpoints.setDraftCities, id, {
      cities: [{ cityId: '4671654' }, { cityId: '4684888', volume: 1000 }],
    });
    expect((await status(id)).missing).toEqual(['volume', 'selectedDesignId', 'startDate']);
    await data(endpoints.setDraftCreative, id, {
      designId: await readyDesign('HANDTOHAND', (f) => f === 'FLYER_A5'),
    });
    const earliest = (await status(id)).earliestStartDate;
    await data(endpoints.setDraftDetails, id, { startDate: earliest, volume: 5000 });
    const s = await status(id);
    expect(s).toMatchObject({ missing: [], submittable: true, lastActiveStep: 'details' });
    // Not every city has a volume: the whole volume at the first city's rate (Austin), A5 from the design.
    expect(s.quote).toMatchObject({
      flyersCount: 5000,
      totalCosts: 1000,
      perPiece: 0.2,
      city: 'Austin',
      format: 'A5',
      paper: '135gsm',
      currency: 'USD',
      calculator: 'flyer-distribution',
    });
    expect(await data(endpoints.submitDraft, id)).toMatchObject({ internalStatus: 'IN_REVIEW' });
  });
});

describe('an audience flow', () => {
  async function audienceDraft(
    pick: (a: Awaited<ReturnType<typeof clientRows>>['audiences'][number]) => boolean,
  ) {
    const { audiences } = await clientRows();
    const audience = audiences.find((a) => a.client_id === '1001' && pick(a))!;
    const id = (await create('ADM', 'AUDIENCE')).campaignId;
    expect((await status(id)).missing).toEqual(['audience', 'selectedDesignId', 'startDate']);
    await data(endpoints.setDraftAudience, id, { audienceId: String(audience.id) });
    await data(endpoints.setDraftCreative, id, { designId: await readyDesign('AUDIENCE') });
    await data(endpoints.setDraftDetails, id, { startDate: (await status(id)).earliestStartDate });
    return { id, audience };
  }

  it('a READY audience with addresses: submittable, submitted', async () => {
    const { id, audience } = await audienceDraft((a) => a.status === 'READY' && (a.address_count ?? 0) > 0);
    const s = await status(id);
    expect(s).toMatchObject({ submittable: true, missing: [], complete: true });
    expect(s.quote.flyersCount).toBe(audience.address_count);
    expect((await data(endpoints.submitDraft, id)).internalStatus).toBe('IN_REVIEW');
  });

  it('an audience still PROCESSING: audienceReady missing, submit 400 saying it is not READY', async () => {
    const { id } = await audienceDraft((a) => a.status === 'PROCESSING');
    const s = await status(id);
    expect(s).toMatchObject({ submittable: false, missing: ['audienceReady'] });
    const error = await fails(400, write(endpoints.submitDraft, id));
    expect(error).toContain('missing audienceReady');
    expect(error).toMatch(/The audience is PROCESSING; it must be READY/);
    expect((await status(id)).internalStatus).toBe('DRAFT');
  });

  it('a READY audience whose size is unknown: submittable null, complete false, a note; submit is allowed', async () => {
    const { id } = await audienceDraft((a) => a.status === 'READY' && a.address_count === null);
    const s = await status(id);
    expect(s).toMatchObject({ submittable: null, complete: false, missing: [] });
    expect(s.note).toMatch(/address count could not be read/);
    expect(s.quote.flyersCount).toBe(0);
    expect((await data(endpoints.submitDraft, id)).internalStatus).toBe('IN_REVIEW');
  });
});

describe('POST .../cancel', () => {
  it('a draft turns CANCELLED (campaign ARCHIVED, out of the drafts); a second cancel and any write are 409', async () => {
    const id = (await create('ADM', 'EDDM')).campaignId;
    await data(endpoints.setDraftCreative, id, { designId: await readyDesign() });
    await data(endpoints.setDraftDetails, id, { startDate: (await status(id)).earliestStartDate });
    expect(await data(endpoints.cancelDraft, id)).toEqual({ campaignId: id, internalStatus: 'CANCELLED' });
    const c = await ok(campaignSchema, call(endpoints.getCampaign, { id, token: clientKey }));
    // No scheduled start for a cancelled draft; draft_state says it was cancelled, not archived.
    expect(c).toMatchObject({
      status: 20,
      statusEnum: 'ARCHIVED',
      draft_state: 'CANCELLED',
      start_date: null,
    });
    const all = await ok(
      endpoints.listCampaigns.response,
      call(endpoints.listCampaigns, { token: clientKey, query: `ids=${id}` }),
    );
    expect(all.nodes[0]).toMatchObject({ draft_state: 'CANCELLED', start_date: null });
    const drafts = await ok(
      endpoints.listCampaigns.response,
      call(endpoints.listCampaigns, { token: clientKey, query: 'statuses=0&first=500' }),
    );
    expect(drafts.nodes.map((n) => n.id)).not.toContain(String(id));
    const s = await status(id);
    expect(s).toMatchObject({
      internalStatus: 'CANCELLED',
      submittable: false,
      missing: [],
      lastActiveStep: 'details',
    });
    expect(s.note).toMatch(/cancelled/);
    expect(await fails(409, write(endpoints.cancelDraft, id))).toBe(
      `Campaign ${id} is already cancelled (CANCELLED)`,
    );
    expect(await fails(409, write(endpoints.submitDraft, id))).toMatch(/it was cancelled \(CANCELLED\)/);
    expect(await fails(409, write(endpoints.renameCampaign, id, { name: 'x' }))).toMatch(/CANCELLED/);
  });

  it('a launched campaign is no longer a draft: 409 with its status', async () => {
    const active = await sb.db
      .selectFrom('campaigns')
      .select('id')
      .where('client_id', '=', '1001')
      .where('status', '=', 10)
      .executeTakeFirstOrThrow();
    expect(await fails(409, write(endpoints.cancelDraft, active.id))).toMatch(/its status is ACTIVE/);
    expect(await fails(409, write(endpoints.renameCampaign, active.id, { name: 'x' }))).toMatch(/ACTIVE/);
  });
});

import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../src/api/contract/campaign';
import { creationStatusSchema, type CreationStatus } from '../../../src/api/contract/creation-status';
import { draftTargetingSchema } from '../../../src/api/contract/draft-targeting';
import { endpoints } from '../../../src/api/contract/endpoints';
import { designUnfitText } from '../../../src/api/contract/print-format';
import {
  call,
  clientKey,
  CONGRESS,
  create,
  designOf,
  eddmDraft,
  fails,
  lastSeeded,
  ok,
  routes,
  sb,
  status,
  templateNamed,
  setupPriceAndFitSandbox,
  write,
} from './price-and-fit-test-kit';

setupPriceAndFitSandbox();

describe('a draft takes only a design or template that fits its channel', () => {
  it('EDDM refuses a door hanger, a flyer and a template that is not postal-compliant, and never submits', async () => {
    const id = await eddmDraft();
    const refusals: [Record<string, string>, string, string][] = [
      [{ designId: designOf('DOOR_HANGER') }, 'designId', designUnfitText.streetPiece],
      [{ designId: designOf('FLYER_A5') }, 'designId', designUnfitText.streetPiece],
      [{ templateId: templateNamed('Class Schedule') }, 'templateId', designUnfitText.notPostalCompliant],
      [
        { templateId: templateNamed('Fresh From the Oven') },
        'templateId',
        designUnfitText.notPostalCompliant,
      ],
      [{ templateId: templateNamed('New Arrivals') }, 'templateId', designUnfitText.notEddmSize],
    ];
    for (const [body, field, why] of refusals) {
      const error = await fails(400, call(endpoints.setDraftCreative, { id, body }));
      expect(error).toMatch(new RegExp(`^Invalid body field '${field}': `));
      expect(error).toContain(`cannot serve this ADM+EDDM draft: ${why}`);
    }
    const s = await status(id);
    await write(endpoints.setDraftDetails, id, { startDate: s.earliestStartDate });
    expect((await status(id)).missing).toEqual(['selectedDesignId']);
    expect(await fails(400, call(endpoints.submitDraft, { id }))).toContain('missing selectedDesignId');
  });

  it('a compliant small template fits a saved list but not EDDM; street drafts refuse postcards', async () => {
    const list = await create('ADM', 'AUDIENCE');
    await write(endpoints.setDraftCreative, list, { templateId: templateNamed('New Arrivals') });
    expect((await status(list)).quote.format).toBe('SMALL');
    const street = await create('H2H', 'HANDTOHAND');
    for (const [body, field] of [
      [{ designId: designOf('POSTCARD_6X9') }, 'designId'],
      [{ templateId: templateNamed('Grand Opening Feast') }, 'templateId'],
    ] as const) {
      expect(await fails(400, call(endpoints.setDraftCreative, { id: street, body }))).toContain(
        `'${field}'`,
      );
    }
    expect(
      await fails(
        400,
        call(endpoints.setDraftCreative, { id: street, body: { designId: designOf('POSTCARD_6X9') } }),
      ),
    ).toContain(designUnfitText.mailPiece);
  });

  it('a stored design that does not fit (as a seeded draft could hold) is missing designFit; submit refuses', async () => {
    const id = await eddmDraft();
    await write(endpoints.setDraftCreative, id, { designId: designOf('POSTCARD_6X9') });
    await write(endpoints.setDraftDetails, id, { startDate: (await status(id)).earliestStartDate });
    expect((await status(id)).submittable).toBe(true);
    await sb.db
      .updateTable('campaign_drafts')
      .set({ selected_design_id: Number(designOf('DOOR_HANGER')) })
      .where('campaign_id', '=', id)
      .execute();
    const s = await status(id);
    expect(s).toMatchObject({ submittable: false, missing: ['designFit'] });
    expect(s.note).toContain(designUnfitText.streetPiece);
    expect(await fails(400, call(endpoints.submitDraft, { id }))).toContain('missing designFit');
  });

  it('no seeded draft holds a design that does not fit it', async () => {
    const drafts = await sb.db
      .selectFrom('campaign_drafts')
      .select('campaign_id')
      .where('internal_status', '=', 'DRAFT')
      .where('selected_design_id', 'is not', null)
      .where('campaign_id', '<=', lastSeeded)
      .execute();
    expect(drafts.length).toBeGreaterThan(10);
    const clients = new Map(sb.credentials.clients.map((c) => [c.clientId, c.clientKey]));
    const owners = await sb.db
      .selectFrom('campaigns')
      .select(['id', 'client_id'])
      .where(
        'id',
        'in',
        drafts.map((d) => d.campaign_id),
      )
      .execute();
    for (const o of owners) {
      const s = await ok<CreationStatus>(
        creationStatusSchema,
        call(endpoints.campaignCreationStatus, { id: o.id, token: clients.get(o.client_id) }),
      );
      expect(s.missing, `campaign ${o.id}`).not.toContain('designFit');
    }
  });
});

describe('templates are reused', () => {
  it('a template the client already started a design from reuses that design, in any draft', async () => {
    const template = templateNamed('Pizza Night Deal');
    const a = await write(endpoints.setDraftCreative, await create('ADM', 'EDDM'), { templateId: template });
    const b = await write(endpoints.setDraftCreative, await create('ADM', 'AUDIENCE'), {
      templateId: template,
    });
    expect(b.designId).toBe(a.designId);
    const started = await sb.db
      .selectFrom('designs')
      .select('id')
      .where('client_id', '=', '1001')
      .where('template_id', '=', Number(template))
      .where('name', 'like', '%(from template)')
      .execute();
    expect(started).toHaveLength(1);
  });
});

describe('the areas zone as searched', () => {
  it('is stored and read back unchanged; without it, the zone covers the routes', async () => {
    const zone = { name: '1100 Congress Ave, Austin, TX 78701', ...CONGRESS, radius: 1000 };
    const id = await create('ADM', 'EDDM');
    await write(endpoints.setDraftAreas, id, { zone, routes: routes.map((r) => r.raw) });
    const t = await ok(
      draftTargetingSchema,
      call(endpoints.campaignDraftTargeting, { id, token: clientKey }),
    );
    expect(t.distributionLocations).toEqual([
      { ...zone, is_focused: true, selected_routes_count: routes.length },
    ]);
    await write(endpoints.setDraftAreas, id, { routes: routes.map((r) => r.raw) });
    const computed = await ok(
      draftTargetingSchema,
      call(endpoints.campaignDraftTargeting, { id, token: clientKey }),
    );
    expect(computed.distributionLocations[0]!.name).toBe(routes[0]!.zipName);
    expect(computed.distributionLocations[0]!.radius % 250).toBe(0);
  });
});

describe('draft_state', () => {
  it('DRAFT while building; null for a campaign that never was in the builder', async () => {
    const id = await create('ADM', 'EDDM');
    const read = () => ok(campaignSchema, call(endpoints.getCampaign, { id, token: clientKey }));
    const listed = async () =>
      (
        await ok(
          endpoints.listCampaigns.response,
          call(endpoints.listCampaigns, { token: clientKey, query: `ids=${id}` }),
        )
      ).nodes[0];
    // Read twice (the second from the answer cache); a write makes the next read fresh.
    for (let i = 0; i < 2; i++) {
      expect((await read()).draft_state).toBe('DRAFT');
      expect((await listed())?.draft_state).toBe('DRAFT');
    }
    await write(endpoints.cancelDraft, id);
    expect(await read()).toMatchObject({ draft_state: 'CANCELLED', status: 20 });
    expect((await listed())?.draft_state).toBe('CANCELLED');
    const active = await sb.db
      .selectFrom('campaigns')
      .select('id')
      .where('client_id', '=', '1001')
      .where('status', '=', 10)
      .executeTakeFirstOrThrow();
    const launched = await ok(
      campaignSchema,
      call(endpoints.getCampaign, { id: active.id, token: clientKey }),
    );
    expect(launched.draft_state).toBeNull();
  });
});

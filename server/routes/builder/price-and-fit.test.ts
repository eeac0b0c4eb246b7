import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { campaignSchema } from '../../../src/api/contract/campaign';
import { carrierRouteListSchema, type CarrierRoute } from '../../../src/api/contract/carrier-route';
import { creationStatusSchema, type CreationStatus } from '../../../src/api/contract/creation-status';
import { draftTargetingSchema } from '../../../src/api/contract/draft-targeting';
import { fillPath, type Endpoint } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { designUnfitText } from '../../../src/api/contract/print-format';
import { eddmFormats, type EddmFormat, type FlyerQuoteInput } from '../../../src/api/contract/quote';
import { accessToken, authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';

/**
 * Issue 23: creation status prices a draft with the calculators' own code (its quote equals the
 * calculator's answer for the same inputs), a draft takes only a design or template that fits its channel,
 * and the builder's other pinned choices (draft format, zone as searched, template reuse, draft_state).
 */

let sb: Sandbox;
let token: string;
let clientKey: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  const c0 = sb.credentials.clients[0]!;
  token = await accessToken(sb, c0.clientId);
  clientKey = c0.clientKey;
});
afterAll(() => sb.close());

async function call(e: Endpoint, opts: { id?: number; body?: unknown; token?: string; query?: string } = {}) {
  const path = fillPath(e.path, (opts.id === undefined ? {} : { id: String(opts.id) }) as never);
  const res = await sb.fetch(`${path}${opts.query ? `?${opts.query}` : ''}`, {
    method: e.method,
    headers: authHeaders(opts.token ?? token),
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}
async function ok<T>(schema: z.ZodType<T>, answer: ReturnType<typeof call>): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}
async function fails(status: number, answer: ReturnType<typeof call>): Promise<string> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}
const write = (e: Endpoint, id: number, body?: unknown) =>
  ok(e.response as z.ZodType<Record<string, unknown>>, call(e, { id, body }));
const status = (id: number) =>
  ok<CreationStatus>(creationStatusSchema, call(endpoints.campaignCreationStatus, { id, token: clientKey }));
const create = async (channel: string, subtype: string, more: Record<string, unknown> = {}) =>
  (
    await ok(
      endpoints.createDraft.response,
      call(endpoints.createDraft, { body: { channel, subtype, ...more } }),
    )
  ).campaignId;
const eddmQuote = (volume: number, format: EddmFormat) =>
  ok(endpoints.quoteEddm.response, call(endpoints.quoteEddm, { token: clientKey, body: { volume, format } }));
const flyerQuote = (body: FlyerQuoteInput) =>
  ok(endpoints.quoteFlyer.response, call(endpoints.quoteFlyer, { token: clientKey, body }));

/** 1100 Congress Ave, Austin (the issue's address). */
const CONGRESS = { lat: 30.2747, lng: -97.7404 };
let routes: CarrierRoute[];
const pieces = () => routes.reduce((s, r) => s + r.totalCount, 0);

/** Client 0's READY designs by format, and the library's templates by name. */
let designOf: (format: string) => string;
let templateNamed: (name: string) => string;
/** The last seeded campaign's id (drafts made here come after it). */
let lastSeeded: number;

beforeAll(async () => {
  const max = await sb.db
    .selectFrom('campaigns')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  lastSeeded = Number(max.id);
  const near = await ok(
    carrierRouteListSchema,
    call(endpoints.searchCarrierRoutes, {
      token: clientKey,
      query: `lat=${CONGRESS.lat}&lng=${CONGRESS.lng}&radius=2000&first=200`,
    }),
  );
  routes = [];
  for (const r of near.nodes) {
    routes.push(r);
    if (pieces() >= 2500) break;
  }
  const designs = await sb.db
    .selectFrom('designs')
    .select(['id', 'format'])
    .where('client_id', '=', '1001')
    .where('status', '=', 'READY')
    .orderBy('id')
    .execute();
  designOf = (format) => {
    const d = designs.find((x) => x.format === format);
    expect(d, `a READY ${format} design of client 1001`).toBeDefined();
    return String(d!.id);
  };
  const templates = await sb.db.selectFrom('design_templates').select(['id', 'name']).execute();
  templateNamed = (name) => String(templates.find((t) => t.name === name)!.id);
});

/** An EDDM draft with the routes around 1100 Congress Ave. */
async function eddmDraft(more: Record<string, unknown> = {}) {
  const id = await create('ADM', 'EDDM', more);
  await write(endpoints.setDraftAreas, id, { routes: routes.map((r) => r.raw) });
  return id;
}

describe("creation status's quote is the calculators' price", () => {
  it('EDDM, each format: the EDDM calculator for the pieces in the format of the design chosen', async () => {
    expect(pieces()).toBeGreaterThanOrEqual(2500);
    const byDesign: [Record<string, string>, EddmFormat][] = [
      [{ designId: designOf('POSTCARD_6X9') }, 'BEST_SELLER'],
      [{ designId: designOf('POSTCARD_6X11') }, 'LARGE'],
      [{ designId: designOf('POSTCARD_8_5X11') }, 'JUMBO'],
      [{ templateId: templateNamed('Grand Opening Feast') }, 'BEST_SELLER'],
      [{ templateId: templateNamed('Menu Spotlight') }, 'LARGE'],
    ];
    const seen = new Set<EddmFormat>();
    for (const [creative, format] of byDesign) {
      // Created as SMALL: the design's format replaces it.
      const id = await eddmDraft({ format: 'SMALL' });
      await write(endpoints.setDraftCreative, id, creative);
      const calc = await eddmQuote(pieces(), format);
      expect((await status(id)).quote, JSON.stringify(creative)).toEqual({
        totalCosts: calc.total,
        flyersCount: pieces(),
        perPiece: calc.perUnitPrice,
        currency: calc.currency,
        format,
        calculator: 'eddm',
        includes: 'Printing and USPS postage',
      });
      seen.add(format);
    }
    // No design takes SMALL or OVERSIZED: a draft created in that format is priced in it.
    for (const format of eddmFormats.filter((f) => !seen.has(f))) {
      const id = await eddmDraft({ format });
      const calc = await eddmQuote(pieces(), format);
      expect((await status(id)).quote).toMatchObject({
        totalCosts: calc.total,
        perPiece: calc.perUnitPrice,
        format,
      });
    }
    // Without a format, BEST_SELLER (campaign creation's default).
    const id = await eddmDraft();
    expect((await status(id)).quote).toMatchObject({
      format: 'BEST_SELLER',
      totalCosts: (await eddmQuote(pieces(), 'BEST_SELLER')).total,
    });
  });

  it('a format is for EDDM drafts only', async () => {
    expect(
      await fails(
        400,
        call(endpoints.createDraft, { body: { channel: 'H2H', subtype: 'HANDTOHAND', format: 'LARGE' } }),
      ),
    ).toMatch(/'format'/);
  });

  it('H2H: the flyer calculator at the city rate, the size from the design, 135 gsm', async () => {
    const id = await create('H2H', 'HANDTOHAND');
    await write(endpoints.setDraftCities, id, { cities: [{ cityId: '4671654', volume: 5000 }] });
    // Before a design: A5.
    const a5 = await flyerQuote({
      countryId: 'US',
      city: 'Austin',
      flyerSize: 'A5',
      flyerThickness: '135gsm',
      flyerQuantity: 5000,
      channel: 'H2H',
    });
    expect(a5.totalAmount).toBe(1000);
    expect((await status(id)).quote).toEqual({
      totalCosts: a5.totalAmount,
      flyersCount: 5000,
      perPiece: a5.costPerFlyer,
      currency: 'USD',
      format: 'A5',
      paper: '135gsm',
      city: 'Austin',
      calculator: 'flyer-distribution',
      includes: 'Printing and distribution',
    });
    await write(endpoints.setDraftCreative, id, { designId: designOf('DOOR_HANGER') });
    const dl = await flyerQuote({
      countryId: 'US',
      city: 'Austin',
      flyerSize: 'DL',
      flyerThickness: '135gsm',
      flyerQuantity: 5000,
      channel: 'H2H',
    });
    expect((await status(id)).quote).toMatchObject({
      totalCosts: dl.totalAmount,
      perPiece: dl.costPerFlyer,
      format: 'DL',
    });
  });

  it('D2D: each city with its own volume at its own rate, the totals added', async () => {
    const id = await create('D2D', 'LETTERBOX');
    await write(endpoints.setDraftCities, id, {
      cities: [
        { cityId: '4671654', volume: 3000 },
        { cityId: '4684888', volume: 2000 },
      ],
    });
    await write(endpoints.setDraftCreative, id, { designId: designOf('FLYER_A5') });
    const quote = (city: string, flyerQuantity: number) =>
      flyerQuote({
        countryId: 'US',
        city,
        flyerSize: 'A5',
        flyerThickness: '135gsm',
        flyerQuantity,
        channel: 'D2D',
      });
    const [austin, dallas] = [await quote('Austin', 3000), await quote('Dallas', 2000)];
    expect((await status(id)).quote).toMatchObject({
      totalCosts: Math.round((austin.totalAmount + dallas.totalAmount) * 100) / 100,
      flyersCount: 5000,
      // Two rates: no single price per flyer.
      perPiece: null,
      city: 'Austin, Dallas',
      format: 'A5',
      calculator: 'flyer-distribution',
    });
    // One city: its calculator figures exactly.
    await write(endpoints.setDraftCities, id, { cities: [{ cityId: '4684888', volume: 2000 }] });
    expect((await status(id)).quote).toMatchObject({
      totalCosts: dallas.totalAmount,
      perPiece: dallas.costPerFlyer,
      city: 'Dallas',
    });
  });

  it("a saved list: each address at the EDDM calculator's per-piece price for its format and volume", async () => {
    const audience = await sb.db
      .selectFrom('audiences')
      .select(['id', 'address_count'])
      .where('client_id', '=', '1001')
      .where('status', '=', 'READY')
      .where('address_count', '>', 0)
      .executeTakeFirstOrThrow();
    const count = audience.address_count!;
    const id = await create('ADM', 'AUDIENCE');
    await write(endpoints.setDraftAudience, id, { audienceId: String(audience.id) });
    await write(endpoints.setDraftCreative, id, { designId: designOf('POSTCARD_6X11') });
    const calc = await eddmQuote(count, 'LARGE');
    expect((await status(id)).quote).toEqual({
      totalCosts: Math.round(count * calc.perUnitPrice * 100) / 100,
      flyersCount: count,
      perPiece: calc.perUnitPrice,
      currency: 'USD',
      format: 'LARGE',
      calculator: 'eddm',
      includes: 'Printing and USPS postage',
    });
  });
});

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

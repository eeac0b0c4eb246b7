import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { acceptedPairs, MAX_AREAS_ROUTES } from '../../../src/api/contract/builder';
import { campaignSchema } from '../../../src/api/contract/campaign';
import { carrierRouteListSchema, type CarrierRoute } from '../../../src/api/contract/carrier-route';
import { creationStatusSchema, type CreationStatus } from '../../../src/api/contract/creation-status';
import { draftTargetingSchema, type DraftTargeting } from '../../../src/api/contract/draft-targeting';
import { fillPath, type Endpoint } from '../../../src/api/contract/endpoint';
import { endpoints } from '../../../src/api/contract/endpoints';
import { failureEnvelope, successEnvelope } from '../../../src/api/contract/envelope';
import { designFit, type FitSubtype } from '../../../src/api/contract/print-format';
import { accessToken, authHeaders, startTestSandbox, type Sandbox } from '../../../test/support/sandbox';
import { addBusinessDays, addDaysTo, isoDay } from '../../domain/calendar';
import { EDDM_MINIMUM_PIECES } from '../../domain/lead-times';
import { signRouteRaw } from '../../domain/route-raw';

let sb: Sandbox;
/** Client 0's access token, client key; client 1's access token. */
let token: string;
let clientKey: string;
let otherToken: string;
let otherKey: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  const [c0, c1] = sb.credentials.clients;
  token = await accessToken(sb, c0!.clientId);
  clientKey = c0!.clientKey;
  otherToken = c1!.accessToken;
  otherKey = c1!.clientKey;
});
afterAll(() => sb.close());

interface Answer {
  status: number;
  text: string;
  body: unknown;
}

/** Calls an endpoint of the table: `{id}` filled, the body as JSON, a bearer token (none with `null`). */
async function call(
  e: Endpoint,
  opts: {
    id?: string | number;
    body?: unknown;
    token?: string | null;
    query?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const path = fillPath(e.path, (opts.id === undefined ? {} : { id: String(opts.id) }) as never);
  const headers: Record<string, string> = {
    ...(opts.token === null ? { 'Content-Type': 'application/json' } : authHeaders(opts.token ?? token)),
    ...opts.headers,
  };
  const res = await sb.fetch(`${path}${opts.query ? `?${opts.query}` : ''}`, {
    method: e.method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function ok<T>(schema: z.ZodType<T>, answer: Promise<Answer>): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
  return successEnvelope(schema).parse(res.body).data;
}

/** The error of a failure with this status. */
async function fails(status: number, answer: Promise<Answer>): Promise<string> {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  return failureEnvelope.parse(res.body).error;
}

const write = <E extends Endpoint>(e: E, id: string | number, body?: unknown, tok?: string) =>
  call(e, { id, body, token: tok });
const data = (e: Endpoint, id: string | number, body?: unknown) =>
  ok(e.response as z.ZodType<Record<string, unknown>>, write(e, id, body));

const status = (id: string | number, key = clientKey) =>
  ok<CreationStatus>(creationStatusSchema, call(endpoints.campaignCreationStatus, { id, token: key }));
const targeting = (id: string | number) =>
  ok<DraftTargeting>(draftTargetingSchema, call(endpoints.campaignDraftTargeting, { id, token: clientKey }));

async function create(channel: string, subtype: string, name?: string, tok = token) {
  return ok(
    endpoints.createDraft.response,
    call(endpoints.createDraft, { body: { channel, subtype, ...(name ? { name } : {}) }, token: tok }),
  );
}

/** Routes near a point, as the radius search returns them (client key). */
async function routesNear(lat: number, lng: number, radius = 3000): Promise<CarrierRoute[]> {
  const list = await ok(
    carrierRouteListSchema,
    call(endpoints.searchCarrierRoutes, {
      token: clientKey,
      query: `lat=${lat}&lng=${lng}&radius=${radius}&first=200`,
    }),
  );
  return list.nodes;
}

/** The first routes of a list whose pieces (totalCount) reach `pieces`. */
function routesReaching(routes: readonly CarrierRoute[], pieces: number): CarrierRoute[] {
  const out: CarrierRoute[] = [];
  let sum = 0;
  for (const r of routes) {
    out.push(r);
    sum += r.totalCount;
    if (sum >= pieces) return out;
  }
  throw new Error(`only ${sum} pieces`);
}
const piecesOf = (routes: readonly CarrierRoute[]) => routes.reduce((s, r) => s + r.totalCount, 0);

const today = () => isoDay(new Date());

async function clientRows() {
  const designs = await sb.db
    .selectFrom('designs')
    .select(['id', 'client_id', 'status', 'format'])
    .orderBy('id')
    .execute();
  const audiences = await sb.db
    .selectFrom('audiences')
    .select(['id', 'client_id', 'status', 'address_count', 'name'])
    .orderBy('id')
    .execute();
  return { designs, audiences };
}

let austin: CarrierRoute[];
beforeAll(async () => {
  austin = await routesNear(30.26715, -97.74306);
});

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

describe('POST .../areas (carrier routes)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create('ADM', 'EDDM')).campaignId;
  });

  it('takes the raws of a route lookup: counts, zone and routes read back; replaces the previous selection', async () => {
    const first = routesReaching(austin, EDDM_MINIMUM_PIECES);
    const a = await data(endpoints.setDraftAreas, id, { routes: first.map((r) => r.raw) });
    expect(a).toEqual({ campaignId: id, routes: first.length, homes: piecesOf(first) });
    let t = await targeting(id);
    expect(t.routes.map((r) => `${r.zip}${r.croute}`).sort()).toEqual(
      first.map((r) => `${r.zip}${r.croute}`).sort(),
    );
    expect(t.totalCount).toBe(piecesOf(first));
    expect(t.distributionLocations).toHaveLength(1);
    expect(t.distributionLocations[0]).toMatchObject({
      name: first[0]!.zipName,
      is_focused: true,
      selected_routes_count: first.length,
    });
    expect(t.distributionLocations[0]!.radius).toBeGreaterThan(0);
    expect(t.suggestionsEnabled).toBe(true);

    // Another selection replaces it wholly.
    const second = routesReaching(austin.slice(first.length), EDDM_MINIMUM_PIECES);
    await data(endpoints.setDraftAreas, id, { routes: second.map((r) => r.raw) });
    t = await targeting(id);
    expect(t.routes.map((r) => `${r.zip}${r.croute}`).sort()).toEqual(
      second.map((r) => `${r.zip}${r.croute}`).sort(),
    );
    expect(t.distributionLocations).toHaveLength(1);
    expect(t.distributionLocations[0]!.selected_routes_count).toBe(second.length);
    const s = await status(id);
    expect(s).toMatchObject({ lastActiveStep: 'areas', missing: ['selectedDesignId', 'startDate'] });
    expect(s.quote.flyersCount).toBe(piecesOf(second));
    expect(s.pathfinderCities).toBe(1);
  });

  it('the zone covers every chosen route', async () => {
    const routes = routesReaching(austin, 3 * EDDM_MINIMUM_PIECES);
    await data(endpoints.setDraftAreas, id, { routes: routes.map((r) => r.raw) });
    const zone = (await targeting(id)).distributionLocations[0]!;
    const km = (a: number, b: number, c: number, d: number) =>
      Math.hypot((c - a) * 111.32, (d - b) * 111.32 * Math.cos((a * Math.PI) / 180));
    for (const r of routes) {
      const row = await sb.db
        .selectFrom('carrier_routes')
        .select(['lat', 'lng'])
        .where('zip', '=', r.zip)
        .where('croute', '=', r.croute)
        .executeTakeFirstOrThrow();
      expect(km(zone.lat, zone.lng, row.lat, row.lng) * 1000).toBeLessThanOrEqual(zone.radius);
    }
  });

  it('below the EDDM minimum: 400 naming the minimum and the count (residences plus businesses)', async () => {
    const small = austin.filter((r) => r.totalCount < EDDM_MINIMUM_PIECES).slice(0, 1);
    const error = await fails(400, write(endpoints.setDraftAreas, id, { routes: small.map((r) => r.raw) }));
    expect(error).toContain(`reach ${piecesOf(small)} pieces`);
    expect(error).toContain(`at least ${EDDM_MINIMUM_PIECES}`);
    expect(error).toMatch(/residences plus businesses/);
  });

  it('an unknown, edited or foreign raw: 400 naming its position; nothing changes', async () => {
    const before = await targeting(id);
    const good = routesReaching(austin, EDDM_MINIMUM_PIECES).map((r) => r.raw);
    const raw = good[0] as { v: number; zip: string; croute: string; sig: string };
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const cases: [string, unknown][] = [
      ['edited signature', { ...raw, sig: flip(raw.sig) }],
      [
        'edited route code',
        { ...raw, croute: raw.croute.replace(/\d$/, (d) => String((Number(d) + 1) % 10)) },
      ],
      ['extra key', { ...raw, homes: 5000 }],
      ['hand-built', { zip: raw.zip, croute: raw.croute }],
      ['another sandbox’s', signRouteRaw('another-data-folder-key', raw.zip, raw.croute)],
      ['unknown route, signed', signRouteRaw('x', '00000', 'C001')],
    ];
    for (const [what, bad] of cases) {
      const routes = [...good];
      routes.splice(1, 0, bad as Record<string, unknown>);
      const error = await fails(400, write(endpoints.setDraftAreas, id, { routes }));
      expect(error, what).toContain("'routes[1]'");
      expect(error, what).toMatch(/not a route this sandbox handed out/);
    }
    expect(await targeting(id)).toEqual(before);
  });

  it('the same route twice: 400 naming both positions', async () => {
    const good = routesReaching(austin, EDDM_MINIMUM_PIECES).map((r) => r.raw);
    const error = await fails(400, write(endpoints.setDraftAreas, id, { routes: [...good, good[0]] }));
    expect(error).toContain(`'routes[${good.length}]'`);
    expect(error).toContain('routes[0]');
  });

  it('an empty or missing list is 400', async () => {
    await fails(400, write(endpoints.setDraftAreas, id, { routes: [] }));
    await fails(400, write(endpoints.setDraftAreas, id, {}));
  });

  it(`more than ${MAX_AREAS_ROUTES} routes: 400 naming the limit in words, before any route is looked at`, async () => {
    const before = await targeting(id);
    const good = routesReaching(austin, EDDM_MINIMUM_PIECES).map((r) => r.raw);
    // Real routes first, then more than the limit allows (unknown ones: the limit is checked before them).
    const extra = Array.from({ length: MAX_AREAS_ROUTES + 1 - good.length }, (_, i) =>
      signRouteRaw('another-data-folder-key', String(10_000 + i).padStart(5, '0'), 'C001'),
    );
    const error = await fails(400, write(endpoints.setDraftAreas, id, { routes: [...good, ...extra] }));
    expect(error).toContain('A draft can hold at most 2,000 routes');
    expect(error).not.toMatch(/handed out/);
    expect(await targeting(id)).toEqual(before);
  });

  it('is for ADM+EDDM drafts: a street draft is told to use cities, an audience draft audience', async () => {
    const raws = routesReaching(austin, EDDM_MINIMUM_PIECES).map((r) => r.raw);
    const street = await create('H2H', 'HANDTOHAND');
    expect(await fails(400, write(endpoints.setDraftAreas, street.campaignId, { routes: raws }))).toMatch(
      /H2H\+HANDTOHAND.*choose its cities with cities/,
    );
    const list = await create('ADM', 'AUDIENCE');
    expect(await fails(400, write(endpoints.setDraftAreas, list.campaignId, { routes: raws }))).toMatch(
      /ADM\+AUDIENCE.*audience/,
    );
  });
});

describe('POST .../cities (street channels)', () => {
  it('stores the cities with their volumes; a repeat replaces them', async () => {
    const d = await create('D2D', 'LETTERBOX');
    const body = {
      cities: [
        { cityId: '4671654', volume: 4000 },
        { cityId: '4684888', volume: 2500 },
      ],
    };
    expect(await data(endpoints.setDraftCities, d.campaignId, body)).toEqual({
      campaignId: d.campaignId,
      cities: 2,
    });
    const t = await targeting(d.campaignId);
    expect(t.distributionLocations.map((l) => l.name)).toEqual(['Austin, TX', 'Dallas, TX']);
    // The sandbox's read-back field: the saved cities by id, in order, with their volumes.
    expect(t.cities).toEqual([
      { cityId: '4671654', nameWithState: 'Austin, TX', volume: 4000 },
      { cityId: '4684888', nameWithState: 'Dallas, TX', volume: 2500 },
    ]);
    const s = await status(d.campaignId);
    expect(s).toMatchObject({ lastActiveStep: 'cities', missing: ['selectedDesignId', 'startDate'] });
    expect(s.quote.flyersCount).toBe(6500);
    expect(s.pathfinderCities).toBe(2);

    await data(endpoints.setDraftCities, d.campaignId, { cities: [{ cityId: '5419384' }] });
    const again = await targeting(d.campaignId);
    expect(again.distributionLocations.map((l) => l.name)).toEqual(['Denver, CO']);
    // A city saved without a volume reads back without one.
    expect(again.cities).toEqual([{ cityId: '5419384', nameWithState: 'Denver, CO' }]);
    expect((await status(d.campaignId)).missing).toEqual(['volume', 'selectedDesignId', 'startDate']);
  });

  it('an unknown city: 400 naming its position; a city twice: 400', async () => {
    const d = await create('H2H', 'HANDTOHAND');
    const error = await fails(
      400,
      write(endpoints.setDraftCities, d.campaignId, { cities: [{ cityId: '4671654' }, { cityId: '999' }] }),
    );
    expect(error).toContain("'cities[1].cityId'");
    expect(error).toContain("unknown city '999'");
    await fails(
      400,
      write(endpoints.setDraftCities, d.campaignId, {
        cities: [{ cityId: '4671654' }, { cityId: '4671654' }],
      }),
    );
    await fails(
      400,
      write(endpoints.setDraftCities, d.campaignId, { cities: [{ cityId: '4671654', volume: 0 }] }),
    );
    await fails(
      400,
      write(endpoints.setDraftCities, d.campaignId, { cities: [{ cityId: '4671654', volume: 10_000_001 }] }),
    );
    const untouched = await targeting(d.campaignId);
    expect(untouched.distributionLocations).toEqual([]);
    expect(untouched.cities).toEqual([]);
  });

  it('is for street drafts: direct mail is told to use areas', async () => {
    const d = await create('ADM', 'EDDM');
    expect(
      await fails(400, write(endpoints.setDraftCities, d.campaignId, { cities: [{ cityId: '4671654' }] })),
    ).toMatch(/ADM\+EDDM: cities are for the street channels.*areas/);
  });
});

describe('POST .../demographics (direct mail)', () => {
  it('stores attributes (read back by draft targeting); an empty list clears them', async () => {
    const d = await create('ADM', 'EDDM');
    const attributes = [
      { code: 'age', values: ['25_34', '35_44'] },
      { code: 'home_ownership', values: ['owner'] },
    ];
    expect(await data(endpoints.setDraftDemographics, d.campaignId, { attributes })).toEqual({
      campaignId: d.campaignId,
      attributes: 2,
    });
    expect((await targeting(d.campaignId)).attributes).toEqual(
      attributes.map((a) => ({ key: a.code, values: a.values })),
    );
    expect((await status(d.campaignId)).lastActiveStep).toBe('demographics');
    await data(endpoints.setDraftDemographics, d.campaignId, { attributes: [] });
    expect((await targeting(d.campaignId)).attributes).toBeUndefined();
  });

  it.each([
    [[{ code: 'zodiac', values: ['leo'] }], "'attributes[0].code'", /unknown attribute 'zodiac'/],
    [[{ code: 'age', values: ['25_34', '200_plus'] }], "'attributes[0].values[1]'", /not a value of age/],
    [[{ code: 'age', values: ['25_34', '25_34'] }], "'attributes[0].values[1]'", /listed twice/],
    [
      [
        { code: 'age', values: ['25_34'] },
        { code: 'children_present', values: ['yes', 'no'] },
      ],
      "'attributes[1].values'",
      /single value/,
    ],
    [[{ code: 'age', values: [] }], "'attributes[0].values'", /at least one/],
  ])('%j -> 400 naming %s', async (attributes, field, message) => {
    const d = await create('ADM', 'AUDIENCE');
    const error = await fails(400, write(endpoints.setDraftDemographics, d.campaignId, { attributes }));
    expect(error).toContain(field);
    expect(error).toMatch(message);
  });

  it('is for direct mail only', async () => {
    const d = await create('H2H', 'HANDTOHAND');
    expect(await fails(400, write(endpoints.setDraftDemographics, d.campaignId, { attributes: [] }))).toMatch(
      /demographics narrow direct-mail drafts/,
    );
  });
});

describe('POST .../audience (saved address list)', () => {
  it('one of the caller’s audiences, as a string or a number; another’s or an unknown one is 400', async () => {
    const { audiences } = await clientRows();
    const mine = audiences.find((a) => a.client_id === '1001' && a.status === 'READY' && a.address_count)!;
    const theirs = audiences.find((a) => a.client_id === '1002')!;
    const d = await create('ADM', 'AUDIENCE');
    expect(await data(endpoints.setDraftAudience, d.campaignId, { audienceId: mine.id })).toEqual({
      campaignId: d.campaignId,
      audienceId: mine.id,
    });
    expect(await data(endpoints.setDraftAudience, d.campaignId, { audienceId: String(mine.id) })).toEqual({
      campaignId: d.campaignId,
      audienceId: mine.id,
    });
    const foreign = await fails(
      400,
      write(endpoints.setDraftAudience, d.campaignId, { audienceId: String(theirs.id) }),
    );
    const unknown = await fails(
      400,
      write(endpoints.setDraftAudience, d.campaignId, { audienceId: '99999' }),
    );
    expect(foreign).toMatch(/'audienceId'.*not one of your saved audiences/);
    expect(unknown.replace('99999', String(theirs.id))).toBe(foreign);
    await fails(400, write(endpoints.setDraftAudience, d.campaignId, {}));
    const s = await status(d.campaignId);
    expect(s).toMatchObject({ lastActiveStep: 'audience', missing: ['selectedDesignId', 'startDate'] });
    expect(s.quote.flyersCount).toBe(mine.address_count);
  });

  it('is for ADM+AUDIENCE drafts', async () => {
    const d = await create('ADM', 'EDDM');
    expect(await fails(400, write(endpoints.setDraftAudience, d.campaignId, { audienceId: '4001' }))).toMatch(
      /ADM\+EDDM.*areas/,
    );
  });
});

describe('PUT .../creative', () => {
  it('one of the caller’s READY designs; PROCESSING, REJECTED, another’s or an unknown one is 400', async () => {
    const { designs } = await clientRows();
    const ready = designs.find(
      (x) => x.client_id === '1001' && x.status === 'READY' && designFit(x.format, 'EDDM').fits,
    )!;
    const notReady = designs.find((x) => x.client_id === '1001' && x.status !== 'READY')!;
    const theirs = designs.find((x) => x.client_id === '1002')!;
    const d = await create('ADM', 'EDDM');
    expect(await data(endpoints.setDraftCreative, d.campaignId, { designId: String(ready.id) })).toEqual({
      campaignId: d.campaignId,
      designId: String(ready.id),
      templateId: null,
    });
    expect(
      await fails(400, write(endpoints.setDraftCreative, d.campaignId, { designId: String(notReady.id) })),
    ).toContain(`is ${notReady.status}; only a READY design can be chosen`);
    expect(
      await fails(400, write(endpoints.setDraftCreative, d.campaignId, { designId: String(theirs.id) })),
    ).toMatch(/'designId'.*not one of your designs/);
    await fails(400, write(endpoints.setDraftCreative, d.campaignId, { designId: 'abc' }));
    const s = await status(d.campaignId);
    expect(s.lastActiveStep).toBe('creative');
    expect(s.missing).not.toContain('selectedDesignId');
  });

  it('exactly one of designId and templateId', async () => {
    const d = await create('ADM', 'EDDM');
    expect(await fails(400, write(endpoints.setDraftCreative, d.campaignId, {}))).toMatch(/exactly one/);
    await fails(
      400,
      write(endpoints.setDraftCreative, d.campaignId, { designId: '3001', templateId: '501' }),
    );
  });

  it('a template starts a READY design of the caller from it; the same PUT again keeps that design', async () => {
    const d = await create('ADM', 'EDDM');
    const a = await data(endpoints.setDraftCreative, d.campaignId, { templateId: '501' });
    expect(a.templateId).toBe('501');
    const design = await sb.db
      .selectFrom('designs')
      .selectAll()
      .where('id', '=', Number(a.designId))
      .executeTakeFirstOrThrow();
    const template = await sb.db
      .selectFrom('design_templates')
      .selectAll()
      .where('id', '=', 501)
      .executeTakeFirstOrThrow();
    expect(design).toMatchObject({
      client_id: '1001',
      name: `${template.name} (from template)`,
      format: template.format,
      status: 'READY',
      template_id: 501,
    });
    const listed = await ok(
      endpoints.listDesigns.response,
      call(endpoints.listDesigns, { token: clientKey, query: 'search=(from%20template)' }),
    );
    expect(listed.designs.map((x) => x.id)).toContain(a.designId);
    expect(await data(endpoints.setDraftCreative, d.campaignId, { templateId: '501' })).toEqual(a);
    const count = await sb.db
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('template_id', '=', 501)
      .where('name', '=', design.name)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await fails(400, write(endpoints.setDraftCreative, d.campaignId, { templateId: '9999' }))).toMatch(
      /'templateId'.*not a template/,
    );
  });
});

describe('PATCH .../details', () => {
  it('a start on or after earliestStartDate; before it is 400 naming that date', async () => {
    const d = await create('ADM', 'EDDM');
    const { earliestStartDate: earliest, minStartBusinessDays } = await status(d.campaignId);
    expect(earliest).toBe(addBusinessDays(today(), 7));
    expect(minStartBusinessDays).toBe(7);
    const day = addDaysTo(earliest, -1);
    const error = await fails(400, write(endpoints.setDraftDetails, d.campaignId, { startDate: day }));
    expect(error).toContain("'startDate'");
    expect(error).toContain(`earliest possible start, ${earliest}`);
    expect(await data(endpoints.setDraftDetails, d.campaignId, { startDate: earliest })).toEqual({
      campaignId: d.campaignId,
      startDate: earliest,
      volume: null,
    });
    const c = await ok(campaignSchema, call(endpoints.getCampaign, { id: d.campaignId, token: clientKey }));
    expect(c.start_date).toBe(earliest);
    const s = await status(d.campaignId);
    expect(s.lastActiveStep).toBe('details');
    expect(s.missing).not.toContain('startDate');
  });

  it('each channel’s own lead time', async () => {
    for (const [channel, subtype, days] of [
      ['H2H', 'HANDTOHAND', 3],
      ['D2D', 'LETTERBOX', 4],
      ['ADM', 'AUDIENCE', 5],
    ] as const) {
      const d = await create(channel, subtype);
      const earliest = addBusinessDays(today(), days);
      await fails(
        400,
        write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(earliest, -1) }),
      );
      expect((await data(endpoints.setDraftDetails, d.campaignId, { startDate: earliest })).startDate).toBe(
        earliest,
      );
    }
  });

  it('volume alone needs a start date first; then it is kept with it', async () => {
    const d = await create('H2H', 'HANDTOHAND');
    const error = await fails(400, write(endpoints.setDraftDetails, d.campaignId, { volume: 3000 }));
    expect(error).toMatch(/'startDate': is required while the draft has no start date/);
    const earliest = (await status(d.campaignId)).earliestStartDate;
    expect(error).toContain(earliest);
    await data(endpoints.setDraftDetails, d.campaignId, { startDate: earliest });
    expect(await data(endpoints.setDraftDetails, d.campaignId, { volume: 3000 })).toEqual({
      campaignId: d.campaignId,
      startDate: earliest,
      volume: 3000,
    });
  });

  it('refuses a date more than a year ahead, a day not on the calendar, an empty body and a bad volume', async () => {
    const d = await create('H2H', 'HANDTOHAND');
    expect(
      await fails(
        400,
        write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(today(), 400) }),
      ),
    ).toMatch(/more than a year ahead/);
    await fails(400, write(endpoints.setDraftDetails, d.campaignId, { startDate: '2027-02-30' }));
    await fails(400, write(endpoints.setDraftDetails, d.campaignId, {}));
    await fails(
      400,
      write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(today(), 30), volume: 1.5 }),
    );
    await fails(
      400,
      write(endpoints.setDraftDetails, d.campaignId, { startDate: addDaysTo(today(), 30), volume: 0 }),
    );
    expect((await status(d.campaignId)).lastActiveStep).toBeNull();
  });
});

/** A design of client 0 that is READY and fits a draft of `subtype` (and `more`). */
async function readyDesign(subtype: FitSubtype = 'EDDM', more: (format: string) => boolean = () => true) {
  const { designs } = await clientRows();
  return String(
    designs.find(
      (x) =>
        x.client_id === '1001' && x.status === 'READY' && designFit(x.format, subtype).fits && more(x.format),
    )!.id,
  );
}

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

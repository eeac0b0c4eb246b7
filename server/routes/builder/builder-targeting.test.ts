import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_AREAS_ROUTES } from '../../../src/api/contract/builder';
import { endpoints } from '../../../src/api/contract/endpoints';
import { EDDM_MINIMUM_PIECES } from '../../domain/lead-times';
import { signRouteRaw } from '../../domain/route-raw';
import {
  austin,
  clientRows,
  create,
  data,
  fails,
  piecesOf,
  routesReaching,
  sb,
  status,
  targeting,
  setupBuilderSandbox,
  write,
} from './builder-test-kit';

setupBuilderSandbox();

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

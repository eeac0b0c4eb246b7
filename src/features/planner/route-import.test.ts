import { describe, expect, it } from 'vitest';
import type { CarrierRoute } from '../../api/contract/carrier-route';
import { readRouteCode, type RouteCode } from './route-codes';
import { codeText, importRoutes, radiusToInclude, splitKnown, ZIP_RADII } from './route-import';
import { square } from './test-routes';

const code = (text: string): RouteCode => readRouteCode(text)!;
const route = (zip: string, croute: string): CarrierRoute => ({
  zip,
  croute,
  zipName: 'AUSTIN',
  residentCount: 100,
  businessCount: 5,
  totalCount: 105,
  raw: { zip, croute },
});

/** A service with routes around ZIP centres: `near` within the first radius, `far` only in the widest. */
function fakeService(world: Record<string, { near: string[]; far?: string[] }>) {
  const calls: string[] = [];
  const centres = Object.keys(world).map((zip, i) => ({ zip, lat: 30 + i, lng: -97 }));
  return {
    calls,
    lookups: {
      zipCentre: (zip: string) => {
        calls.push(`geocode ${zip}`);
        const c = centres.find((x) => x.zip === zip);
        return Promise.resolve(c ? { lat: c.lat, lng: c.lng, label: `Austin, TX ${zip}` } : null);
      },
      routesAround: ({ lat, radius }: { lat: number; lng: number; radius: number }) => {
        const zip = centres.find((c) => c.lat === lat)!.zip;
        calls.push(`search ${zip} ${radius}`);
        const { near, far = [] } = world[zip]!;
        const codes = radius >= ZIP_RADII[1] ? [...near, ...far] : near;
        return Promise.resolve(codes.map((c) => route(zip, c)));
      },
    },
  };
}

describe('splitting imported codes', () => {
  it('keeps the known ones and groups the others by ZIP', () => {
    const codes = ['78704 C006', '78701 C001', '78704 C007', '78702 C003'].map(code);
    const { known, byZip } = splitKnown(codes, new Set(['78704-C006']));
    expect(known.map(codeText)).toEqual(['78704 C006']);
    expect([...byZip].map(([zip, list]) => [zip, list.map((c) => c.croute)])).toEqual([
      ['78701', ['C001']],
      ['78704', ['C007']],
      ['78702', ['C003']],
    ]);
  });
});

describe('importing route codes', () => {
  it('matches known routes without asking the service', async () => {
    const service = fakeService({});
    const result = await importRoutes([code('78704 C006')], new Set(['78704-C006']), service.lookups);
    expect(result).toMatchObject({ keys: ['78704-C006'], unmatched: [], failed: [] });
    expect(service.calls).toEqual([]);
  });

  it('looks the other ZIPs up, keeps the routes found, and lists the codes that match nothing', async () => {
    const service = fakeService({ '78701': { near: ['C001', 'C002'] }, '78610': { near: ['R001'] } });
    const progress: [number, number][] = [];
    const result = await importRoutes(
      ['78704 C006', '78701 C002', '78610 R001', '78701 C999', '99999 C001'].map(code),
      new Set(['78704-C006']),
      { ...service.lookups, onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(result.keys).toEqual(['78704-C006', '78701-C002', '78610-R001']);
    expect([...result.found.keys()].sort()).toEqual(['78610-R001', '78701-C002']);
    expect(result.unmatched.map(codeText)).toEqual(['78701 C999', '99999 C001']);
    expect(result.failed).toEqual([]);
    expect(progress[0]).toEqual([0, 3]);
    expect(progress.at(-1)).toEqual([3, 3]);
    // The ZIP the geocoder does not know is not searched.
    expect(service.calls).not.toContain('search 99999 8000');
  });

  it('searches wider around a ZIP only for codes the first search missed', async () => {
    const service = fakeService({ '78610': { near: ['R001'], far: ['R020'] }, '78701': { near: ['C001'] } });
    const result = await importRoutes(
      ['78610 R001', '78610 R020', '78701 C001'].map(code),
      new Set(),
      service.lookups,
    );
    expect(result.keys).toEqual(['78610-R001', '78610-R020', '78701-C001']);
    expect(service.calls.filter((c) => c.startsWith('search')).sort()).toEqual([
      'search 78610 20000',
      'search 78610 8000',
      'search 78701 8000',
    ]);
  });

  it('finds PO-box sections among the routes of the ZIP’s city, read only for PO boxes still missing', async () => {
    const service = fakeService({ '78701': { near: ['C001'] } });
    const asked: string[] = [];
    const lookups = {
      ...service.lookups,
      cityRoutes: (place: { label: string }) => {
        asked.push(place.label);
        return Promise.resolve([route('78701', 'C001'), route('78701', 'B002')]);
      },
    };
    const found = await importRoutes(['78701 C001', '78701 C999'].map(code), new Set(), lookups);
    expect(found.keys).toEqual(['78701-C001']);
    expect(found.unmatched.map(codeText)).toEqual(['78701 C999']);
    expect(asked).toEqual([]);
    const result = await importRoutes(
      ['78701 C001', '78701 B002', '78701 B999'].map(code),
      new Set(),
      lookups,
    );
    expect(result.keys).toEqual(['78701-C001', '78701-B002']);
    expect(result.found.get('78701-B002')?.croute).toBe('B002');
    expect(result.unmatched.map(codeText)).toEqual(['78701 B999']);
    expect(asked).toEqual(['Austin, TX 78701']);
    // PO boxes alone: no search by distance, only the city's list.
    service.calls.length = 0;
    expect((await importRoutes([code('78701 B002')], new Set(), lookups)).keys).toEqual(['78701-B002']);
    expect(service.calls).toEqual(['geocode 78701']);
  });

  it('keeps the codes whose look-up failed apart, to try again', async () => {
    const service = fakeService({ '78701': { near: ['C001'] } });
    const result = await importRoutes(['78701 C001', '78702 C001'].map(code), new Set(), {
      ...service.lookups,
      zipCentre: (zip) =>
        zip === '78702' ? Promise.reject(new Error('no answer')) : service.lookups.zipCentre(zip),
    });
    expect(result.keys).toEqual(['78701-C001']);
    expect(result.failed.map(codeText)).toEqual(['78702 C001']);
    expect(result.unmatched).toEqual([]);
  });

  it('stops when cancelled', async () => {
    const service = fakeService({ '78701': { near: ['C001'] } });
    const controller = new AbortController();
    controller.abort();
    await expect(
      importRoutes([code('78701 C001')], new Set(), { ...service.lookups, signal: controller.signal }),
    ).rejects.toThrow();
  });
});

describe('the search radius after an import', () => {
  const centre = { lat: 30, lng: -97 };
  // About 1.1 km and 11 km east of the centre (0.01 and 0.1 degree squares of longitude).
  const near = { ...route('78701', 'C001'), paths: [square(-96.995, 30, 0.005)] };
  const far = { ...route('78702', 'C001'), paths: [square(-96.9, 30, 0.01)] };
  const beyond = { ...route('78703', 'C001'), paths: [square(-96, 30, 0.01)] };

  it('widens the search to cover the routes found', () => {
    const wider = radiusToInclude(centre, 3000, [near, far]);
    expect(wider).toBeGreaterThan(10_000);
    expect(wider).toBeLessThan(12_000);
  });

  it('keeps the radius when it covers them already, or when they lie beyond the widest search', () => {
    expect(radiusToInclude(centre, 3000, [near])).toBeNull();
    expect(radiusToInclude(centre, 3000, [beyond])).toBeNull();
    expect(radiusToInclude(centre, 3000, [])).toBeNull();
    expect(radiusToInclude(centre, 3000, [beyond, far])).toBeGreaterThan(10_000);
  });
});

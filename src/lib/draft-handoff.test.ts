import { describe, expect, it } from 'vitest';
import {
  afterPlanSaved,
  handoffZone,
  pickPlanRoutes,
  readDraftHandoff,
  quoteHandoff,
  START_DRAFT_KEY,
  startDirectMailPath,
  startDraftPath,
  streetChoiceOf,
} from './draft-handoff';
import { writePlanUrl } from './plan-url';

const plan = writePlanUrl({
  point: { lat: 30.27, lng: -97.7431 },
  label: '1100 Congress Ave, Austin, TX 78701',
  radius: 1609,
  format: 'LARGE',
  selected: ['78701-C001', '78701-C004'],
});

describe('draft hand-off', () => {
  it('links to the new-campaign page on direct mail, with the plan and a nonce to start it once', () => {
    const url = new URL(startDirectMailPath(plan, 'n-1'), 'http://x');
    expect(url.pathname).toBe('/campaigns/new');
    expect(url.searchParams.get('channel')).toBe('ADM-EDDM');
    expect(url.searchParams.get(START_DRAFT_KEY)).toBe('n-1');
    expect(url.searchParams.get('routes')).toBe('78701-C001.4');
    expect(url.searchParams.get('fmt')).toBe('LARGE');
  });

  it('reads the format and the plan back', () => {
    expect(readDraftHandoff(plan)).toEqual({
      format: 'LARGE',
      volume: null,
      plan: {
        point: { lat: 30.27, lng: -97.7431 },
        label: '1100 Congress Ave, Austin, TX 78701',
        radius: 1609,
        selected: ['78701-C001', '78701-C004'],
      },
    });
  });

  it('has no plan without a point or without routes, and no format unless one is given', () => {
    expect(readDraftHandoff(new URLSearchParams('fmt=jumbo&volume=5000'))).toEqual({
      format: 'JUMBO',
      volume: 5000,
      plan: null,
    });
    expect(readDraftHandoff(new URLSearchParams('routes=78701-C001')).plan).toBeNull();
    expect(readDraftHandoff(new URLSearchParams('lat=30&lng=-97')).plan).toBeNull();
    expect(readDraftHandoff(new URLSearchParams('fmt=POSTER')).format).toBeNull();
  });

  it("reads a quote's pieces as a whole number within the calculators' limit", () => {
    expect(readDraftHandoff(quoteHandoff({ format: 'SMALL', volume: 6000 }))).toMatchObject({
      format: 'SMALL',
      volume: 6000,
    });
    for (const bad of ['0', '-5', '12.5', 'lots', '10000001', ''])
      expect(readDraftHandoff(new URLSearchParams({ volume: bad })).volume).toBeNull();
  });

  it('starts any channel the same way; a flyer quote by its channel', () => {
    const url = new URL(startDraftPath('D2D-LETTERBOX', new URLSearchParams(), 'n-2'), 'http://x');
    expect(url.searchParams.get('channel')).toBe('D2D-LETTERBOX');
    expect(url.searchParams.get(START_DRAFT_KEY)).toBe('n-2');
    expect(streetChoiceOf('D2D')).toBe('D2D-LETTERBOX');
    expect(streetChoiceOf('letterbox')).toBe('D2D-LETTERBOX');
    expect(streetChoiceOf('H2H')).toBe('H2H-HANDTOHAND');
    expect(streetChoiceOf(undefined)).toBe('H2H-HANDTOHAND');
  });

  it('keeps the zone as searched, naming a search without a label', () => {
    const p = readDraftHandoff(plan).plan!;
    expect(handoffZone(p)).toEqual({
      name: '1100 Congress Ave, Austin, TX 78701',
      lat: 30.27,
      lng: -97.7431,
      radius: 1609,
    });
    expect(handoffZone({ ...p, label: ' ' }).name).toBe('Searched area');
  });

  it('hands on only what the saved draft does not hold (not the plan, nor a retired key)', () => {
    const search = new URLSearchParams(plan);
    search.set('volume', '5000');
    search.set('biz', '1');
    expect(afterPlanSaved(search).toString()).toBe('volume=5000');
  });

  it("picks the plan's raw routes in its order, and says which are missing", () => {
    const nodes = [
      { zip: '78701', croute: 'C004', raw: { id: 4 } },
      { zip: '78701', croute: 'C001', raw: { id: 1 } },
    ];
    expect(pickPlanRoutes(nodes, ['78701-C001', '78701-C004'])).toEqual({
      raws: [{ id: 1 }, { id: 4 }],
      missing: [],
    });
    expect(pickPlanRoutes(nodes, ['78701-C001', '78702-C009']).missing).toEqual(['78702-C009']);
  });
});

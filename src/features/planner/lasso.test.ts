import { booleanIntersects } from '@turf/boolean-intersects';
import { polygon } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../api/contract/carrier-route';
import { lassoAction, routesInLasso } from './lasso';
import { circleRing, makeRoute, square } from './test-routes';

const pts = (...xy: [number, number][]): LngLat[] => xy.map(([lng, lat]) => ({ lng, lat }));
const rect = (x0: number, y0: number, x1: number, y1: number) => pts([x0, y0], [x1, y0], [x1, y1], [x0, y1]);

const unit = makeRoute('78701', 'C001', { paths: [square(0, 0, 1)] });
const hits = (lasso: LngLat[], ...routes: ReturnType<typeof makeRoute>[]) => routesInLasso(lasso, routes);

describe('routesInLasso', () => {
  it('takes a route wholly inside the loop', () => {
    expect(hits(rect(-1, -1, 2, 2), unit)).toEqual(['78701-C001']);
  });

  it('takes a route the loop only crosses (no corner of either inside the other)', () => {
    expect(hits(rect(-1, 0.4, 2, 0.6), unit)).toEqual(['78701-C001']);
  });

  it('takes a route the loop is wholly inside', () => {
    expect(hits(rect(0.4, 0.4, 0.6, 0.6), unit)).toEqual(['78701-C001']);
  });

  it('takes a route the loop only touches, along an edge or at a corner', () => {
    expect(hits(rect(1, 0, 2, 1), unit)).toEqual(['78701-C001']);
    expect(hits(rect(1, 1, 2, 2), unit)).toEqual(['78701-C001']);
  });

  it('takes a route whose corner only touches the middle of a loop edge, and the other way round', () => {
    const triangle = makeRoute('78701', 'C005', { paths: [pts([0, 0], [2, 0], [1, 1], [0, 0])] });
    expect(hits(rect(0, 1, 2, 2), triangle)).toEqual(['78701-C005']);
    expect(hits(pts([0.5, 1], [0.5, 3], [-2, 2]), unit)).toEqual(['78701-C001']);
    expect(hits(pts([0.5, 1.001], [0.5, 3], [-2, 2]), unit)).toEqual([]);
  });

  it('leaves a route apart from the loop', () => {
    expect(hits(rect(3, 3, 4, 4), unit)).toEqual([]);
    expect(hits(rect(1.001, 0, 2, 1), unit)).toEqual([]);
  });

  it('leaves a route whose box holds the loop but whose shape does not (the loop in its notch)', () => {
    const u = makeRoute('78701', 'C002', {
      paths: [pts([0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0])],
    });
    expect(hits(rect(1.2, 1.5, 1.8, 2.5), u)).toEqual([]);
    // Reaching into the route's arm.
    expect(hits(rect(1.2, 1.5, 2.2, 2.5), u)).toEqual(['78701-C002']);
    // A loop around the notch's floor touches the route along it.
    expect(hits(rect(1.2, 0.5, 1.8, 2.5), u)).toEqual(['78701-C002']);
  });

  it('reads a figure-eight loop: both lobes are inside, the gap between them is not', () => {
    const bowtie = pts([0, 0], [2, 2], [2, 0], [0, 2]);
    const inLeftLobe = makeRoute('78701', 'C010', { paths: [square(0.1, 0.9, 0.2)] });
    const inRightLobe = makeRoute('78701', 'C011', { paths: [square(1.7, 0.9, 0.2)] });
    const aboveCrossing = makeRoute('78701', 'C012', { paths: [square(0.9, 1.6, 0.2)] });
    expect(routesInLasso(bowtie, [inLeftLobe, inRightLobe, aboveCrossing])).toEqual([
      '78701-C010',
      '78701-C011',
    ]);
  });

  it('reads a loop drawn around twice as one area (non-zero winding, not even-odd)', () => {
    const inner = circleRing(0, 0, 1, 40).slice(0, -1);
    const outer = circleRing(0, 0, 1.2, 40).slice(0, -1);
    const twice = [...inner, ...outer];
    const centre = makeRoute('78701', 'C020', { paths: [square(-0.1, -0.1, 0.2)] });
    expect(routesInLasso(twice, [centre])).toEqual(['78701-C020']);
  });

  it('selects nothing with fewer than three distinct points, and skips unreadable points', () => {
    expect(hits([], unit)).toEqual([]);
    expect(hits(pts([0.5, 0.5], [0.6, 0.6]), unit)).toEqual([]);
    expect(hits(pts([0.5, 0.5], [0.5, 0.5], [0.5, 0.5], [0.6, 0.6]), unit)).toEqual([]);
    const withNaN = [
      ...rect(-1, -1, 2, 2).slice(0, 2),
      { lng: Number.NaN, lat: 5 },
      ...rect(-1, -1, 2, 2).slice(2),
    ];
    expect(hits(withNaN, unit)).toEqual(['78701-C001']);
    expect(hits([{ lng: Number.NaN, lat: 0 }, ...pts([5, 5], [6, 5])], unit)).toEqual([]);
  });

  it('reads a closed and an open loop alike', () => {
    const open = rect(0.5, -1, 3, 0.5);
    expect(hits([...open, open[0]!], unit)).toEqual(hits(open, unit));
    expect(hits(open, unit)).toEqual(['78701-C001']);
  });

  it('never takes a route without paths, and looks at every polygon of a route', () => {
    const bare = makeRoute('78701', 'B001');
    expect(hits(rect(-100, -100, 100, 100), bare)).toEqual([]);
    const twoParts = makeRoute('78701', 'C030', { paths: [square(50, 50, 1), square(0, 0, 1)] });
    expect(hits(rect(0.2, 0.2, 0.8, 0.8), twoParts)).toEqual(['78701-C030']);
  });

  it('answers in the order of the routes given', () => {
    const a = makeRoute('78702', 'C005', { paths: [square(0, 0, 1)] });
    const b = makeRoute('78701', 'C001', { paths: [square(2, 0, 1)] });
    const c = makeRoute('78701', 'C003', { paths: [square(9, 9, 1)] });
    expect(routesInLasso(rect(-1, -1, 4, 2), [b, c, a])).toEqual(['78701-C001', '78702-C005']);
  });

  it('agrees with @turf/boolean-intersects on random simple polygons', () => {
    // mulberry32: a small seeded generator, so a failure can be replayed.
    let seed = 1234567;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    /** A star-shaped (so simple) polygon with `n` points around a random centre; closed. */
    const star = (n: number): LngLat[] => {
      const cx = random() * 4;
      const cy = random() * 4;
      const ring = Array.from({ length: n }, (_, i) => {
        const a = (2 * Math.PI * (i + random() * 0.8)) / n;
        const r = 0.2 + random() * 1.3;
        return { lng: cx + r * Math.cos(a), lat: cy + r * Math.sin(a) };
      });
      return [...ring, { ...ring[0]! }];
    };
    const toTurf = (ring: LngLat[]) => polygon([ring.map((p) => [p.lng, p.lat])]);
    let agreed = 0;
    let touching = 0;
    for (let i = 0; i < 600; i++) {
      const routeRing = star(3 + Math.floor(random() * 12));
      const lasso = star(3 + Math.floor(random() * 30));
      const route = makeRoute('78701', 'C001', { paths: [routeRing] });
      const ours = routesInLasso(lasso.slice(0, -1), [route]).length === 1;
      const theirs = booleanIntersects(toTurf(routeRing), toTurf(lasso));
      expect(ours, `pair ${i}`).toBe(theirs);
      agreed++;
      if (ours) touching++;
    }
    expect(agreed).toBe(600);
    // Both outcomes occur often enough for the comparison to mean something.
    expect(touching).toBeGreaterThan(100);
    expect(touching).toBeLessThan(500);
  });
});

describe('lassoAction', () => {
  it('adds or removes the touched routes', () => {
    expect(lassoAction('add', ['a'])).toEqual({ type: 'add', keys: ['a'] });
    expect(lassoAction('remove', ['a', 'b'])).toEqual({ type: 'remove', keys: ['a', 'b'] });
  });
});

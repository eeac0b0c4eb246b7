import { describe, expect, it } from 'vitest';
import { coverSearches, distanceToOutline, inSearch, listedReach } from './cover-rest';
import { destination, distanceMetres } from './geo';

const P = { lat: 45.5152, lng: -122.6784 };
/** A square ring of `side` degrees of latitude (and the same in metres east-west) around `c`. */
function square(c: { lat: number; lng: number }, side: number) {
  const dLng = side / Math.cos((c.lat * Math.PI) / 180);
  return [
    { lat: c.lat - side / 2, lng: c.lng - dLng / 2 },
    { lat: c.lat - side / 2, lng: c.lng + dLng / 2 },
    { lat: c.lat + side / 2, lng: c.lng + dLng / 2 },
    { lat: c.lat + side / 2, lng: c.lng - dLng / 2 },
    { lat: c.lat - side / 2, lng: c.lng - dLng / 2 },
  ];
}

describe('distanceToOutline', () => {
  it('is 0 inside a route, the distance to its nearest edge outside, Infinity without an outline', () => {
    expect(distanceToOutline(P, [square(P, 0.01)])).toBe(0);
    // A square 0.01° (about 1,113 m) high whose centre is 0.02° north: its south edge is 0.015° away.
    const north = square({ lat: P.lat + 0.02, lng: P.lng }, 0.01);
    expect(distanceToOutline(P, [north])).toBeCloseTo(0.015 * 111_320, -1);
    expect(distanceToOutline(P, [])).toBe(Infinity);
    expect(inSearch(P, 1700, [north])).toBe(true);
    expect(inSearch(P, 1600, [north])).toBe(false);
  });

  it('the reach of listed routes is the farthest of their outlines', () => {
    const near = { paths: [square(P, 0.004)] };
    const far = { paths: [square({ lat: P.lat, lng: P.lng + 0.05 }, 0.01)] };
    expect(listedReach(P, [near])).toBe(0);
    expect(listedReach(P, [near, far, { paths: [] }])).toBeCloseTo(distanceToOutline(P, far.paths), 6);
  });
});

describe('coverSearches', () => {
  it.each([
    [20_000, 12_000],
    [20_000, 2_000],
    [5_000, 4_500],
    [20_000, 0],
  ])(
    'circles that cover every point between the reach and the radius (%i m, reach %i m)',
    (radius, reach) => {
      const searches = coverSearches(P, radius, reach);
      expect(searches.length).toBeGreaterThanOrEqual(6);
      for (let d = reach; d <= radius; d += (radius - reach) / 8) {
        for (let bearing = 0; bearing < 360; bearing += 7.5) {
          const b = (bearing * Math.PI) / 180;
          const kx = 111_320 * Math.cos((P.lat * Math.PI) / 180);
          const q = { lat: P.lat + (d * Math.cos(b)) / 111_320, lng: P.lng + (d * Math.sin(b)) / kx };
          // The ring's points on a flat map around P, and on the sphere.
          for (const at of [q, destination(P, d, b)])
            expect(searches.some((s) => distanceMetres(s.point, at) <= s.radius)).toBe(true);
        }
      }
    },
  );

  it('nothing to search when the listed routes already reach the radius', () => {
    expect(coverSearches(P, 5000, 5000)).toEqual([]);
    expect(coverSearches(P, 5000, 6000)).toEqual([]);
  });
});

/**
 * The ZIP areas of a search, for the map: each ZIP's outline and a point to write the ZIP at.
 *
 * The routes of a ZIP tile its area (neighbouring routes share their edges), so the ZIP's outline is made
 * of the route edges that only one route of the ZIP has: an edge two routes share is inside the ZIP. This
 * is linear in the number of points (500 routes take a few milliseconds), unlike a polygon union. Points
 * are compared at 6 decimals (about 10 cm). Where two routes meet without sharing their corners, their
 * common border is drawn as well: the outline is then a little busier, never missing a side.
 */
import type { LngLat } from '../../api/contract/carrier-route';
import type { PlannerRoute } from './types';

export type ZipOutlineFeature = {
  type: 'Feature';
  properties: { zip: string };
  geometry: { type: 'MultiLineString'; coordinates: [number, number][][] };
};
export type ZipLabelFeature = {
  type: 'Feature';
  properties: { zip: string };
  geometry: { type: 'Point'; coordinates: [number, number] };
};
export type ZipAreas = {
  outlines: { type: 'FeatureCollection'; features: ZipOutlineFeature[] };
  labels: { type: 'FeatureCollection'; features: ZipLabelFeature[] };
};

const pointKey = (p: LngLat) => `${Math.round(p.lng * 1e6)},${Math.round(p.lat * 1e6)}`;

/** The open ring of a path (its closing point dropped), or null when fewer than three points are left. */
function openRing(path: readonly LngLat[]): readonly LngLat[] | null {
  const ring = path.filter((p) => Number.isFinite(p.lng) && Number.isFinite(p.lat));
  const first = ring[0];
  const last = ring.at(-1);
  if (first && last && ring.length > 1 && pointKey(first) === pointKey(last)) ring.pop();
  return ring.length >= 3 ? ring : null;
}

/** The average of a ring's corners: inside a convex ring, near the middle of most others. */
function ringMiddle(ring: readonly LngLat[]): LngLat {
  let lng = 0;
  let lat = 0;
  for (const p of ring) {
    lng += p.lng;
    lat += p.lat;
  }
  return { lng: lng / ring.length, lat: lat / ring.length };
}

/** The outline edges of one ZIP's rings: those that no other ring of the ZIP also has. */
function outerEdges(rings: readonly (readonly LngLat[])[]): [number, number][][] {
  const edges = new Map<string, { from: LngLat; to: LngLat; count: number }>();
  for (const ring of rings)
    for (let i = 0; i < ring.length; i++) {
      const from = ring[i]!;
      const to = ring[(i + 1) % ring.length]!;
      const a = pointKey(from);
      const b = pointKey(to);
      if (a === b) continue;
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      const edge = edges.get(key);
      if (edge) edge.count += 1;
      else edges.set(key, { from, to, count: 1 });
    }
  const lines: [number, number][][] = [];
  for (const { from, to, count } of edges.values())
    if (count === 1)
      lines.push([
        [from.lng, from.lat],
        [to.lng, to.lat],
      ]);
  return lines;
}

/**
 * Each ZIP's outline (one multi-line per ZIP) and its label point: the middle of the ZIP's route nearest
 * the average of its routes' middles, so the label sits inside the ZIP. Routes without an area (PO boxes)
 * are left out; ZIPs come in order of their first route.
 */
export function zipAreas(routes: readonly PlannerRoute[]): ZipAreas {
  const byZip = new Map<string, (readonly LngLat[])[][]>();
  for (const route of routes) {
    const rings = route.paths.map(openRing).filter((r): r is readonly LngLat[] => r !== null);
    if (rings.length === 0) continue;
    const list = byZip.get(route.zip) ?? [];
    list.push(rings);
    byZip.set(route.zip, list);
  }
  const outlines: ZipOutlineFeature[] = [];
  const labels: ZipLabelFeature[] = [];
  for (const [zip, zipRoutes] of byZip) {
    outlines.push({
      type: 'Feature',
      properties: { zip },
      geometry: { type: 'MultiLineString', coordinates: outerEdges(zipRoutes.flat()) },
    });
    const middles = zipRoutes.map((rings) =>
      ringMiddle(rings.reduce((big, r) => (r.length > big.length ? r : big))),
    );
    const mean = ringMiddle(middles);
    const at = middles.reduce((best, m) =>
      Math.hypot(m.lng - mean.lng, m.lat - mean.lat) < Math.hypot(best.lng - mean.lng, best.lat - mean.lat)
        ? m
        : best,
    );
    labels.push({
      type: 'Feature',
      properties: { zip },
      geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
    });
  }
  return {
    outlines: { type: 'FeatureCollection', features: outlines },
    labels: { type: 'FeatureCollection', features: labels },
  };
}

/**
 * The ZIP areas of a search, for the map: each ZIP's outline and a point to write the ZIP at. Both go
 * in one map source (told apart by `part`), so the map tiles one source for them, not two.
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
  properties: { zip: string; part: 'zip-outline' };
  geometry: { type: 'MultiLineString'; coordinates: [number, number][][] };
};
export type ZipLabelFeature = {
  type: 'Feature';
  properties: { zip: string; part: 'zip-label' };
  geometry: { type: 'Point'; coordinates: [number, number] };
};
export type ZipAreas = {
  outlines: { type: 'FeatureCollection'; features: ZipOutlineFeature[] };
  labels: { type: 'FeatureCollection'; features: ZipLabelFeature[] };
};

/** Corners closer than this (in degrees, about 10 cm) are the same corner. */
const GRID = 1e6;
/** Point ids stay below this, so an edge's two ids make one exact number. */
const MAX_POINTS = 2 ** 26;

/** The same id for every corner at one place, so neighbouring routes' shared edges are found. */
class Corners {
  private readonly ids = new Map<number, Map<number, number>>();
  readonly at: LngLat[] = [];

  id(p: LngLat): number {
    const x = Math.round(p.lng * GRID);
    const y = Math.round(p.lat * GRID);
    let column = this.ids.get(x);
    if (!column) this.ids.set(x, (column = new Map()));
    let id = column.get(y);
    if (id === undefined) {
      id = this.at.length;
      column.set(y, id);
      this.at.push(p);
    }
    return id;
  }
}

/** The open ring of a path (its closing point dropped) as corner ids, or null when under three are left. */
function openRing(path: readonly LngLat[], corners: Corners): number[] | null {
  const ring: number[] = [];
  for (const p of path) {
    if (!Number.isFinite(p.lng) || !Number.isFinite(p.lat)) continue;
    const id = corners.id(p);
    if (ring.at(-1) !== id) ring.push(id);
  }
  if (ring.length > 1 && ring[0] === ring.at(-1)) ring.pop();
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

const edgeKey = (a: number, b: number) => (a < b ? a * MAX_POINTS + b : b * MAX_POINTS + a);

/**
 * The outline of one ZIP's rings: the edges no other ring of the ZIP also has, joined end to end into
 * lines (fewer, longer lines than single edges: less for the map to copy and draw, and round joins).
 */
function outline(rings: readonly number[][], corners: Corners): [number, number][][] {
  const count = new Map<number, number>();
  for (const ring of rings)
    for (let i = 0; i < ring.length; i++) {
      const key = edgeKey(ring[i]!, ring[(i + 1) % ring.length]!);
      count.set(key, (count.get(key) ?? 0) + 1);
    }
  // The outline's edges, from each corner.
  const next = new Map<number, number[]>();
  const link = (a: number, b: number) => {
    const list = next.get(a);
    if (list) list.push(b);
    else next.set(a, [b]);
  };
  for (const [key, n] of count) {
    if (n !== 1) continue;
    const a = Math.floor(key / MAX_POINTS);
    const b = key % MAX_POINTS;
    link(a, b);
    link(b, a);
  }
  const used = new Set<number>();
  /** Walks unused outline edges from `from`, adding their corners to `line`. */
  const walk = (from: number, line: number[]) => {
    for (let at = from; ;) {
      const to = next.get(at)?.find((b) => !used.has(edgeKey(at, b)));
      if (to === undefined) return;
      used.add(edgeKey(at, to));
      line.push(to);
      at = to;
    }
  };
  const lines: [number, number][][] = [];
  for (const [a, ends] of next)
    for (const b of ends) {
      if (used.has(edgeKey(a, b))) continue;
      used.add(edgeKey(a, b));
      const forward = [a, b];
      walk(b, forward);
      const back: number[] = [];
      walk(a, back);
      const ids = [...back.reverse(), ...forward];
      lines.push(ids.map((id) => [corners.at[id]!.lng, corners.at[id]!.lat]));
    }
  return lines;
}

/**
 * Each ZIP's outline (one multi-line per ZIP) and its label point: the middle of the ZIP's route nearest
 * the average of its routes' middles, so the label sits inside the ZIP. Routes without an area (PO boxes)
 * are left out; ZIPs come in order of their first route.
 */
export function zipAreas(routes: readonly PlannerRoute[]): ZipAreas {
  const corners = new Corners();
  const byZip = new Map<string, number[][][]>();
  for (const route of routes) {
    const rings = route.paths.map((p) => openRing(p, corners)).filter((r): r is number[] => r !== null);
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
      properties: { zip, part: 'zip-outline' },
      geometry: { type: 'MultiLineString', coordinates: outline(zipRoutes.flat(), corners) },
    });
    const middles = zipRoutes.map((rings) =>
      ringMiddle(rings.reduce((big, r) => (r.length > big.length ? r : big)).map((id) => corners.at[id]!)),
    );
    const mean = ringMiddle(middles);
    const at = middles.reduce((best, m) =>
      Math.hypot(m.lng - mean.lng, m.lat - mean.lat) < Math.hypot(best.lng - mean.lng, best.lat - mean.lat)
        ? m
        : best,
    );
    labels.push({
      type: 'Feature',
      properties: { zip, part: 'zip-label' },
      geometry: { type: 'Point', coordinates: [at.lng, at.lat] },
    });
  }
  return {
    outlines: { type: 'FeatureCollection', features: outlines },
    labels: { type: 'FeatureCollection', features: labels },
  };
}

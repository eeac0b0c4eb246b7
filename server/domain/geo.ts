/**
 * Small planar geometry for the carrier-route world. Work is done in kilometres on a local equirectangular
 * projection around a reference point (accurate to well under 1% within the 20 km the route lookups
 * reach), then turned back into decimal degrees.
 */

/** A point in local kilometres: `[x east, y north]`. */
export type XY = readonly [number, number];
/** A ring of points, not closed (the last point is not the first repeated). */
export type Ring = readonly XY[];

const KM_PER_DEG_LAT = 110.574;
const KM_PER_DEG_LNG_EQUATOR = 111.32;
const EARTH_RADIUS_KM = 6371.0088;

export interface Projection {
  toXY(lng: number, lat: number): XY;
  toLngLat(p: XY): XY;
}

/** Local equirectangular projection centred on (lat0, lng0), in km. */
export function projection(lat0: number, lng0: number): Projection {
  const kx = KM_PER_DEG_LNG_EQUATOR * Math.cos((lat0 * Math.PI) / 180);
  return {
    toXY: (lng, lat) => [(lng - lng0) * kx, (lat - lat0) * KM_PER_DEG_LAT],
    toLngLat: (p) => [lng0 + p[0] / kx, lat0 + p[1] / KM_PER_DEG_LAT],
  };
}

/** Great-circle distance in km. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const dLat = (lat2 - lat1) * r;
  const dLng = (lng2 - lng1) * r;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Degrees of latitude and longitude spanned by `km` around latitude `lat` (for bounding boxes). */
export function degreesAround(lat: number, km: number): { dLat: number; dLng: number } {
  const kx = KM_PER_DEG_LNG_EQUATOR * Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  return { dLat: km / KM_PER_DEG_LAT, dLng: km / kx };
}

/** Signed area (positive when counterclockwise). */
export function signedArea(ring: Ring): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const pi = ring[i]!;
    const pj = ring[j]!;
    s += pj[0] * pi[1] - pi[0] * pj[1];
  }
  return s / 2;
}

export const area = (ring: Ring) => Math.abs(signedArea(ring));

/** The ring counterclockwise. */
export const ccw = (ring: Ring): Ring => (signedArea(ring) < 0 ? [...ring].reverse() : ring);

/** Area centroid (the vertex mean for a degenerate ring). */
export function centroid(ring: Ring): XY {
  const a = signedArea(ring);
  if (Math.abs(a) < 1e-12) {
    const n = Math.max(1, ring.length);
    return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const pi = ring[i]!;
    const pj = ring[j]!;
    const f = pj[0] * pi[1] - pi[0] * pj[1];
    cx += (pj[0] + pi[0]) * f;
    cy += (pj[1] + pi[1]) * f;
  }
  return [cx / (6 * a), cy / (6 * a)];
}

/** Even-odd point in polygon (points on an edge may fall either way). */
export function pointInRing(p: XY, ring: Ring): boolean {
  const x = p[0];
  const y = p[1];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0];
    const yi = ring[i]![1];
    const xj = ring[j]![0];
    const yj = ring[j]![1];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Point in a convex counterclockwise ring (edges count as inside). */
export function insideConvex(p: XY, ring: Ring): boolean {
  for (let i = 0; i < ring.length; i++) {
    if (side(ring[i]!, ring[(i + 1) % ring.length]!, p) < 0) return false;
  }
  return true;
}

function segmentDistance(p: XY, a: XY, b: XY): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  const ex = p[0] - (a[0] + t * dx);
  const ey = p[1] - (a[1] + t * dy);
  return Math.sqrt(ex * ex + ey * ey);
}

/** Distance from a point to a polygon (its rings under the even-odd rule): 0 inside. */
export function distanceToPolygon(p: XY, rings: readonly Ring[]): number {
  let inside = false;
  let best = Infinity;
  for (const ring of rings) {
    if (pointInRing(p, ring)) inside = !inside;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      best = Math.min(best, segmentDistance(p, ring[j]!, ring[i]!));
    }
  }
  return inside ? 0 : best;
}

/** Which side of the directed line a->b the point lies on: > 0 left, < 0 right. */
function side(a: XY, b: XY, p: XY): number {
  return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
}

/**
 * Where segment p-q crosses the line a-b. Computed from the endpoints in a fixed order, so two cells that
 * share the edge p-q (walking it in opposite directions) get the very same point.
 */
function crossing(p: XY, q: XY, a: XY, b: XY): XY {
  const ordered = p[0] < q[0] || (p[0] === q[0] && p[1] <= q[1]);
  const s = ordered ? p : q;
  const e = ordered ? q : p;
  const ds = side(a, b, s);
  const de = side(a, b, e);
  const t = ds / (ds - de);
  return [s[0] + t * (e[0] - s[0]), s[1] + t * (e[1] - s[1])];
}

/**
 * Sutherland-Hodgman: the part of `subject` inside the convex, counterclockwise `clip` ring (with
 * `closed` false, `clip` is one directed line and the part on its left is kept). Convex in, convex out;
 * an empty array when they do not overlap.
 */
export function clipToConvex(subject: Ring, clip: Ring, closed = true): XY[] {
  let output: readonly XY[] = subject;
  const edges = closed ? clip.length : 1;
  for (let i = 0; i < edges && output.length > 0; i++)
    output = clipHalfPlane(output, clip[i]!, clip[(i + 1) % clip.length]!);
  return dedupe(output);
}

/** The part of a convex ring on the left of the directed line a->b (points on the line kept). */
function clipHalfPlane(input: readonly XY[], a: XY, b: XY): XY[] {
  const output: XY[] = [];
  let prev = input[input.length - 1]!;
  let prevIn = side(a, b, prev) >= 0;
  for (let k = 0; k < input.length; k++) {
    const cur = input[k]!;
    const curIn = side(a, b, cur) >= 0;
    if (curIn !== prevIn) output.push(crossing(prev, cur, a, b));
    if (curIn) output.push(cur);
    prev = cur;
    prevIn = curIn;
  }
  return output;
}

/**
 * The Voronoi cells of `seeds` within the convex, counterclockwise `cell`, by half-plane intersection: each
 * seed's cell is `cell` cut by the bisectors towards the other seeds, nearest first, stopping once no
 * remaining seed is close enough to cut (twice the cell's reach). For the few dozen evenly spread seeds of
 * one ZIP this is cheaper than building a Delaunay triangulation, and as exact.
 */
export function voronoiWithin(seeds: readonly XY[], cell: Ring): XY[][] {
  // Seeds are evenly spread, so the ones that can cut a cell lie within a few spacings of it: look there
  // first, and among all seeds only when the cell turns out to reach further.
  const near2 = (9 * area(cell)) / seeds.length;
  // Seeds by x, so the ones within a distance of a seed are found by walking out from it.
  const byX = seeds.map((_, j) => j).sort((a, b) => seeds[a]![0] - seeds[b]![0]);
  const rank = new Int32Array(seeds.length);
  byX.forEach((j, r) => (rank[j] = r));
  const cut = (i: number, within2: number): { poly: readonly XY[]; reach2: number } => {
    const s = seeds[i]!;
    const others: { j: number; d2: number }[] = [];
    for (const dir of [-1, 1]) {
      for (let r = rank[i]! + dir; r >= 0 && r < byX.length; r += dir) {
        const o = seeds[byX[r]!]!;
        const dx = o[0] - s[0];
        if (dx * dx > within2) break;
        const dy = o[1] - s[1];
        if (dx * dx + dy * dy <= within2) others.push({ j: byX[r]!, d2: dx * dx + dy * dy });
      }
    }
    others.sort((a, b) => a.d2 - b.d2 || a.j - b.j);
    let poly: readonly XY[] = cell;
    let reach2 = maxDistance2(s, poly);
    for (const { j, d2 } of others) {
      if (d2 > 4 * reach2 || poly.length === 0) break;
      const o = seeds[j]!;
      const m: XY = [(s[0] + o[0]) / 2, (s[1] + o[1]) / 2];
      // Left of m -> m + perp(o - s) is the side nearer to s.
      poly = clipHalfPlane(poly, m, [m[0] - (o[1] - s[1]), m[1] + (o[0] - s[0])]);
      reach2 = maxDistance2(s, poly);
    }
    return { poly, reach2 };
  };
  return seeds.map((_, i) => {
    const first = cut(i, near2);
    return dedupe(4 * first.reach2 <= near2 ? first.poly : cut(i, Infinity).poly);
  });
}

function maxDistance2(p: XY, ring: Ring): number {
  let best = 0;
  for (const q of ring) {
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    if (dx * dx + dy * dy > best) best = dx * dx + dy * dy;
  }
  return best;
}

/**
 * Makes the pieces of neighbouring cells meet vertex to vertex. Each cell (convex, counterclockwise) is cut
 * into pieces on its own, so where two cells meet, the pieces on either side have their corners at
 * different points of the shared border (T-junctions); once coordinates are rounded, those corners leave
 * slivers of gap or overlap. This adds to every piece edge that runs along a cell border the corners the
 * pieces on the other side have there, so both sides carry the very same points.
 */
export function shareBorderVertices(cells: readonly Ring[], parts: readonly (readonly Ring[])[]): XY[][][] {
  const EPS = 1e-9;
  // Each border once, under one id for the two cells it separates (its ends rounded, so tiny differences
  // between the cells' copies of a corner do not matter), with its line as a unit normal and an offset:
  // the distance of (x, y) from it is |nx x + ny y - c|. Flat arrays: this runs over every corner.
  const key = (p: XY) => `${Math.round(p[0] / EPS)},${Math.round(p[1] / EPS)}`;
  const ids = new Map<string, number>();
  const lines = cells.map((cell) => {
    const line = new Float64Array(cell.length * 4);
    cell.forEach((a, i) => {
      const b = cell[(i + 1) % cell.length]!;
      const [ka, kb] = [key(a), key(b)];
      const k = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
      if (!ids.has(k)) ids.set(k, ids.size);
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      line[4 * i] = -(b[1] - a[1]) / len;
      line[4 * i + 1] = (b[0] - a[0]) / len;
      line[4 * i + 2] = line[4 * i]! * a[0] + line[4 * i + 1]! * a[1];
      line[4 * i + 3] = ids.get(k)!;
    });
    return line;
  });
  const off = (line: Float64Array, e: number, p: XY) =>
    Math.abs(line[4 * e]! * p[0] + line[4 * e + 1]! * p[1] - line[4 * e + 2]!);

  // The corners every cell's pieces have on each border (pieces lie inside their cell, so a corner on a
  // border's line is on the border itself).
  const onBorder: XY[][] = Array.from({ length: ids.size }, () => []);
  cells.forEach((cell, c) => {
    const line = lines[c]!;
    for (const ring of parts[c]!) {
      for (const v of ring) {
        for (let e = 0; e < cell.length; e++) if (off(line, e, v) <= EPS) onBorder[line[4 * e + 3]!]!.push(v);
      }
    }
  });

  return parts.map((rings, c) => {
    const line = lines[c]!;
    const borders = cells[c]!.length;
    return rings.map((ring) => {
      const out: XY[] = [];
      for (let i = 0; i < ring.length; i++) {
        const p = ring[i]!;
        const q = ring[(i + 1) % ring.length]!;
        out.push(p);
        let e = 0;
        while (e < borders && !(off(line, e, p) <= EPS && off(line, e, q) <= EPS)) e++;
        if (e === borders) continue;
        const dx = q[0] - p[0];
        const dy = q[1] - p[1];
        const len = Math.sqrt(dx * dx + dy * dy);
        if (len === 0) continue;
        const between: { v: XY; t: number }[] = [];
        for (const v of onBorder[line[4 * e + 3]!]!) {
          const t = ((v[0] - p[0]) * dx + (v[1] - p[1]) * dy) / (len * len);
          if (t * len > EPS && (1 - t) * len > EPS) between.push({ v, t });
        }
        between.sort((x, y) => x.t - y.t);
        let last = 0;
        for (const { v, t } of between) {
          if ((t - last) * len <= EPS) continue;
          out.push(v);
          last = t;
        }
      }
      return out;
    });
  });
}

/** Drops consecutive repeated points (and a last point equal to the first). */
function dedupe(ring: readonly XY[]): XY[] {
  const out: XY[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out.length >= 3 ? out : [];
}

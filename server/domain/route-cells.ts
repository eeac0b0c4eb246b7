import { Delaunay } from 'd3-delaunay';
import type { Rng } from '../db/seed/prng';
import { area, ccw, centroid, insideConvex, voronoiWithin, type Ring, type XY } from './geo';

/** The tiling the route world is cut with (route-world.ts): Voronoi cells of points within a box or a cell. */

/** The Voronoi cells of `points` within `bounds` ([xmin, ymin, xmax, ymax]), counterclockwise, unclosed. */
export function voronoiCells(points: readonly XY[], bounds: [number, number, number, number]): Ring[] {
  if (points.length === 1) {
    const [x0, y0, x1, y1] = bounds;
    return [
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
    ];
  }
  const voronoi = Delaunay.from(
    points,
    (p) => p[0],
    (p) => p[1],
  ).voronoi(bounds);
  return points.map((_, i) => {
    const poly = voronoi.cellPolygon(i) as [number, number][] | null;
    if (!poly) throw new Error('route world: a Voronoi cell is empty (coincident points)');
    return ccw(poly.slice(0, -1));
  });
}

function boundsOf(ring: Ring, margin: number): [number, number, number, number] {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return [
    Math.min(...xs) - margin,
    Math.min(...ys) - margin,
    Math.max(...xs) + margin,
    Math.max(...ys) + margin,
  ];
}

/**
 * About `n` seeded points spread evenly over a convex cell (one jittered point per square of a grid sized
 * for `n`, kept when inside), and the cell split into their Voronoi cells.
 */
export function splitCell(cell: Ring, n: number, rng: Rng): Ring[] {
  const [x0, y0, x1, y1] = boundsOf(cell, 0);
  const step = Math.sqrt(area(cell) / n);
  let seeds: XY[] = [];
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const p: XY = [x + step * (0.15 + 0.7 * rng.next()), y + step * (0.15 + 0.7 * rng.next())];
      if (insideConvex(p, cell)) seeds.push(p);
    }
  }
  if (seeds.length === 0) seeds = [centroid(cell)];
  return voronoiWithin(seeds, cell).filter((c) => c.length >= 3);
}

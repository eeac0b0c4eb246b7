import { describe, expect, it } from 'vitest';
import { gridRoutes, makeRoute, rect } from './test-routes';
import { zipAreas } from './zip-areas';

/** The outline's lines cut into single edges (two corners each). */
const edgesOf = (lines: [number, number][][]) =>
  lines.flatMap((l) => l.slice(1).map((p, i): [number, number][] => [l[i]!, p]));

/** The outline's edges as sorted strings, direction ignored, for comparing. */
const segments = (lines: [number, number][][]) =>
  edgesOf(lines)
    .map((l) =>
      l
        .map((p) => p.join(','))
        .sort()
        .join(' '),
    )
    .sort();

describe('zipAreas', () => {
  it('outlines two routes sharing a side as one rectangle, without the shared side', () => {
    const routes = [
      makeRoute('78704', 'C001', { paths: [rect(0, 0, 1, 1)] }),
      makeRoute('78704', 'C002', { paths: [rect(1, 0, 2, 1)] }),
    ];
    const { outlines } = zipAreas(routes);
    expect(outlines.features).toHaveLength(1);
    expect(outlines.features[0]!.properties.zip).toBe('78704');
    const lines = outlines.features[0]!.geometry.coordinates;
    expect(segments(lines)).toEqual(
      segments([
        [
          [0, 0],
          [1, 0],
        ],
        [
          [1, 0],
          [2, 0],
        ],
        [
          [2, 0],
          [2, 1],
        ],
        [
          [2, 1],
          [1, 1],
        ],
        [
          [1, 1],
          [0, 1],
        ],
        [
          [0, 1],
          [0, 0],
        ],
      ]),
    );
    // The shared side x = 1 is inside the ZIP: no vertical segment there.
    expect(edgesOf(lines).some(([a, b]) => a![0] === 1 && b![0] === 1)).toBe(false);
    // The edges are joined into one closed line around the two routes.
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toEqual(lines[0]!.at(-1));
  });

  it('keeps each ZIP apart: the side two ZIPs share is on both outlines', () => {
    const routes = [
      makeRoute('78701', 'C001', { paths: [rect(0, 0, 1, 1)] }),
      makeRoute('78702', 'C001', { paths: [rect(1, 0, 2, 1)] }),
    ];
    const { outlines, labels } = zipAreas(routes);
    expect(outlines.features.map((f) => f.properties.zip)).toEqual(['78701', '78702']);
    for (const f of outlines.features) {
      const edges = edgesOf(f.geometry.coordinates);
      expect(edges).toHaveLength(4);
      expect(edges.some(([a, b]) => a![0] === 1 && b![0] === 1)).toBe(true);
    }
    expect(labels.features.map((f) => f.properties.zip)).toEqual(['78701', '78702']);
  });

  it('puts the label inside one of the ZIP’s routes, near its middle', () => {
    const routes = [0, 1, 2].map((i) => makeRoute('78704', `C00${i + 1}`, { paths: [rect(i, 0, i + 1, 1)] }));
    const [label] = zipAreas(routes).labels.features;
    expect(label!.geometry.coordinates).toEqual([1.5, 0.5]);
  });

  it('leaves out routes with no area (PO boxes) and a ZIP that only has those', () => {
    const routes = [
      makeRoute('78701', 'B001', { paths: [] }),
      makeRoute('78702', 'C001', { paths: [rect(0, 0, 1, 1)] }),
      makeRoute('78702', 'B001'),
    ];
    const { outlines, labels } = zipAreas(routes);
    expect(outlines.features.map((f) => f.properties.zip)).toEqual(['78702']);
    expect(labels.features).toHaveLength(1);
  });

  it('outlines a 500-route search with only the outer sides of each ZIP, in one line per ZIP', () => {
    // Squares 0.01° apart with no gap: each ZIP of 100 routes is a 25 x 4 block.
    const routes = gridRoutes(500, { gap: 0, columns: 25 });
    const { outlines } = zipAreas(routes);
    expect(outlines.features).toHaveLength(5);
    for (const f of outlines.features) {
      // A 25 x 4 block of squares has 2 x (25 + 4) outer sides, walked as one closed line.
      expect(edgesOf(f.geometry.coordinates)).toHaveLength(58);
      expect(f.geometry.coordinates).toHaveLength(1);
    }
  });

  it('takes corners a few centimetres apart as one, so neighbours still share their side', () => {
    const routes = [
      makeRoute('78704', 'C001', { paths: [rect(0, 0, 1, 1)] }),
      makeRoute('78704', 'C002', {
        paths: [
          [
            { lng: 1.00000002, lat: 0 },
            { lng: 2, lat: 0 },
            { lng: 2, lat: 1 },
            { lng: 1, lat: 1.00000003 },
            { lng: 1.00000002, lat: 0 },
          ],
        ],
      }),
    ];
    const lines = zipAreas(routes).outlines.features[0]!.geometry.coordinates;
    expect(edgesOf(lines)).toHaveLength(6);
  });
});

/** Driving the route planner's map in a browser test (the e2e build exposes the map as `__plannerMap`). */
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Page } from 'playwright-core';

export type Box = { x: number; y: number; key: string };

/** Waits until the map has drawn the routes, and returns how many it drew. */
export async function routesDrawn(page: Page) {
  await page.waitForFunction(
    () => {
      const map = (window as unknown as { __plannerMap?: MapLibreMap }).__plannerMap;
      return Boolean(
        map && map.loaded() && map.queryRenderedFeatures({ layers: ['routes-fill'] }).length > 10,
      );
    },
    undefined,
    { timeout: 20000 },
  );
}

/**
 * Waits until the map is at rest: no camera move in progress (a fly to a search, an ease, a pan by keys),
 * every tile it asked for drawn, labels placed (MapLibre's `idle`, after a frame drawn now), and the
 * canvas standing still on the screen (a scroll into view done). What a fixed pause used to wait for.
 */
export async function mapAtRest(page: Page, timeout = 15000) {
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve, reject) => {
        const map = (window as unknown as { __plannerMap: MapLibreMap }).__plannerMap;
        (window as unknown as { __canvasTop?: string }).__canvasTop = undefined;
        const timer = setTimeout(() => reject(new Error('the map did not come to rest')), timeout);
        map.once('idle', () => {
          clearTimeout(timer);
          resolve();
        });
        map.triggerRepaint();
      }),
    timeout,
  );
  // Two frames in a row with the canvas in the same place.
  await page.waitForFunction(() => {
    const w = window as unknown as { __canvasTop?: string };
    const r = document.querySelector('.maplibregl-canvas')!.getBoundingClientRect();
    const now = `${r.left},${r.top},${r.width},${r.height}`;
    const same = w.__canvasTop === now;
    w.__canvasTop = now;
    return same;
  });
}

/** Screen points inside `n` distinct routes near the middle of the map (checked with a hit test). */
export function routePoints(page: Page, n: number, skip: string[] = []): Promise<Box[]> {
  return page.evaluate(
    ({ n, skip }) => {
      const map = (window as unknown as { __plannerMap: MapLibreMap }).__plannerMap;
      const canvas = map.getCanvas().getBoundingClientRect();
      const out: { x: number; y: number; key: string }[] = [];
      const features = map.queryRenderedFeatures({ layers: ['routes-fill'] });
      const centre = map.project(map.getCenter());
      const seen = new Set(skip);
      const candidates = features
        .map((f) => {
          const g = f.geometry as { type: string; coordinates: unknown };
          const ring = (
            g.type === 'Polygon'
              ? (g.coordinates as number[][][])[0]
              : (g.coordinates as number[][][][])[0]![0]
          )!;
          const lng = ring.slice(0, -1).reduce((s, p) => s + p[0]!, 0) / (ring.length - 1);
          const lat = ring.slice(0, -1).reduce((s, p) => s + p[1]!, 0) / (ring.length - 1);
          const p = map.project([lng, lat]);
          return { key: String(f.properties.key), p, d: Math.hypot(p.x - centre.x, p.y - centre.y) };
        })
        .sort((a, b) => a.d - b.d);
      for (const c of candidates) {
        if (out.length >= n) break;
        if (seen.has(c.key)) continue;
        const hit = map.queryRenderedFeatures(c.p, { layers: ['routes-fill'] })[0];
        if (hit?.properties.key !== c.key) continue;
        seen.add(c.key);
        out.push({ x: canvas.left + c.p.x, y: canvas.top + c.p.y, key: c.key });
      }
      return out;
    },
    { n, skip },
  );
}

export async function totals(page: Page) {
  const dl = page.getByTestId('planner-totals');
  const read = async (label: string) =>
    Number(
      (
        await dl
          .locator('dt', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=following-sibling::dd[1]')
          .innerText()
      ).replace(/[^\d]/g, ''),
    );
  return { routes: await read('Routes'), homes: await read('Homes'), pieces: await read('Pieces') };
}

/**
 * Drags a closed loop of radius `r` px around (`cx`, `cy`) on the page through `points` points on the
 * circle, one move each. Each move waits for the map to draw the loop so far (a few hundred ms on a loaded
 * machine drawing without a GPU), so the loop has no more points than it needs: a midpoint between two
 * of them added a move and no corner, and 12 points catch the same routes as 24 around a 100 px circle.
 */
export async function dragLoop(page: Page, cx: number, cy: number, r: number, points = 24) {
  await page.mouse.move(cx + r, cy);
  await page.mouse.down();
  for (let i = 1; i <= points; i++) {
    const t = (2 * Math.PI * i) / points;
    await page.mouse.move(cx + r * Math.cos(t), cy + r * Math.sin(t));
  }
  await page.mouse.up();
}

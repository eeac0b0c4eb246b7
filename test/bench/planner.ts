/**
 * The route planner's figures for `npm run bench` (issue 9). They run on the bench's production build,
 * made with the test hooks (`VITE_E2E_HOOKS`: the planner puts its map on `window`), in the bench's
 * Chromium, against the sandbox:
 *
 * 1. 500 carrier routes with polygons: from the routes response arriving to the map's first `idle` with
 *    them drawn, on `/plan`, divided by the same time on a bare MapLibre page drawing the same routes
 *    (the same MapLibre build, the same base style, the same GeoJSON, its fill and outline layers, below
 *    the style's labels as the planner puts them, the same map size and view). Both pages are timed
 *    alike: the route search is held until the map is idle and the page quiet, then answered; "arrived"
 *    is the response's `responseEnd` (Resource Timing), "drawn" the first `idle` after which the routes
 *    source has features. Medians of runs alternating between the two pages. Twice: on the street
 *    basemap the build is made with (the tests' local vector style, test/e2e/support/tile-server.ts),
 *    and on the plain style (the style's URL answered with a background-only style, as the planner's
 *    built-in one).
 * 2. A click on a route: from the click event to the totals showing the new route count and the next
 *    animation frame (its callbacks run after MapLibre's own, so the map has drawn that frame too).
 * 3. A lasso over about 200 routes: from the pointer's release to the same.
 *
 * For 2 and 3 it also prints when that frame has been painted and when the map is idle with the new
 * selection. Both include reading the map's WebGL canvas back for Chromium's software compositor
 * (no GPU here), which is what one frame of an unchanged map costs too: that cost is printed beside them.
 *
 * In-page code is passed to Playwright as functions, and tsx wraps named functions in `__name(...)`:
 * every page of the context gets an identity `__name` first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as MapLibre from 'maplibre-gl';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { Browser, Page, Route } from 'playwright-core';
import { BENCH_VIEWPORT, signInAsFirstClient } from './visits';

type Record = (name: string, value: number, unit: string, budget: number) => void;

export type PlannerBenchOptions = {
  browser: Browser;
  /** The production build, made with VITE_E2E_HOOKS=true and served with the sandbox behind `/api`. */
  appUrl: string;
  sandboxUrl: string;
  /** The client key of the first demo client (Slice Republic Pizza), whom the planner signs in as. */
  token: string;
  /** The street basemap's style the build draws, and a plain style (a background only) on the same server. */
  mapStyleUrl: string;
  plainStyleUrl: string;
  record: Record;
  /** Runs of each page for figure 1, clicks for 2, lassos for 3. */
  runs?: number;
  clicks?: number;
  lassos?: number;
};

/** Chicago at the widest radius: more than 500 routes, so the search answers the most it can, 500. */
const CHICAGO = { lat: 41.8781, lng: -87.6298, radius: 20000 };
const PLAN_PATH = `/plan?lat=${CHICAGO.lat}&lng=${CHICAGO.lng}&r=${CHICAGO.radius}`;
const SEARCH = /\/api\/client\/carrier-routes\/search\?/;
const TIMEOUT = 60_000;

type BenchWindow = Window & {
  __bench: { drawn: number | null; frames: number[]; dataSet: number[] };
  __benchWatch: (map: MapLibreMap) => void;
  __plannerMap?: MapLibreMap;
  __bareMap?: MapLibreMap;
  __probe?: Promise<Probe>;
};

/** Runs in every page before its own scripts: notes the first `idle` after which the routes are drawn. */
function instrument() {
  const w = window as unknown as BenchWindow;
  w.__bench = { drawn: null, frames: [], dataSet: [] };
  w.__benchWatch = (map) => {
    map.on('render', () => w.__bench.frames.push(performance.now()));
    map.on('sourcedata', (e) => {
      if (e.sourceId === 'routes' && e.sourceDataType === 'metadata')
        w.__bench.dataSet.push(performance.now());
    });
    map.on('idle', () => {
      const t = performance.now();
      if (w.__bench.drawn !== null || !map.getSource('routes')) return;
      if (map.querySourceFeatures('routes').length > 0) w.__bench.drawn = t;
    });
  };
  // The planner's test hook assigns its map to `window.__plannerMap`: watch it from then on.
  let planner: MapLibreMap | undefined;
  Object.defineProperty(window, '__plannerMap', {
    configurable: true,
    get: () => planner,
    set: (map: MapLibreMap) => {
      planner = map;
      w.__benchWatch(map);
    },
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Holds the route searches until released, and counts the page's other requests in flight. */
class Network {
  private release: (() => void) | null = null;
  private gate: Promise<void> = Promise.resolve();
  private inflight = new Set<unknown>();
  private lastChange = Date.now();
  /** The last route search the page made. */
  searchUrl = '';

  async attach(page: Page) {
    page.on('request', (r) => {
      if (SEARCH.test(r.url())) return;
      this.inflight.add(r);
      this.lastChange = Date.now();
    });
    const done = (r: unknown) => {
      this.inflight.delete(r);
      this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.route(SEARCH, async (route: Route) => {
      this.searchUrl = route.request().url();
      const response = await route.fetch();
      await this.gate;
      await route.fulfill({ response });
    });
  }

  hold() {
    this.gate = new Promise((resolve) => {
      this.release = resolve;
    });
  }

  open() {
    this.release?.();
    this.release = null;
    this.gate = Promise.resolve();
  }

  /** Resolves once no other request has been in flight for `quietMs`. */
  async quiet(quietMs: number) {
    const start = Date.now();
    while (this.inflight.size > 0 || Date.now() - this.lastChange < quietMs) {
      if (Date.now() - start > TIMEOUT) throw new Error('the page never went quiet');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * Milliseconds from the last route search's `responseEnd` to the map's first `idle` with the routes, and
 * the frames the map drew in between (each one a full redraw read back for the software compositor).
 */
async function responseToDrawn(
  page: Page,
): Promise<{ ms: number; routes: number; frames: number; toData: number }> {
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.drawn !== null, undefined, {
    timeout: TIMEOUT,
  });
  const r = await page.evaluate(() => {
    const w = window as unknown as BenchWindow;
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/carrier-routes/search'))
      .at(-1) as PerformanceResourceTiming | undefined;
    const map = (w.__plannerMap ?? w.__bareMap)!;
    // The planner's source carries its ZIP outlines and labels too; they have no key.
    const keys = new Set(
      map
        .querySourceFeatures('routes')
        .flatMap((f) => (f.properties.key === undefined ? [] : [String(f.properties.key)])),
    );
    const [from, to] = [entry?.responseEnd ?? NaN, w.__bench.drawn!];
    const frames = w.__bench.frames.filter((t) => t > from && t <= to).length;
    // When the routes reached the map's source (MapLibre then tiles them in its worker).
    const toData = (w.__bench.dataSet.find((t) => t > from) ?? NaN) - from;
    return { ms: to - from, routes: keys.size, frames, toData };
  });
  if (!Number.isFinite(r.ms)) throw new Error('the route search has no resource timing');
  return r;
}

/** The planner's map: its size and view, its base style (no routes) and its route fill and outline. */
type View = {
  width: number;
  height: number;
  center: [number, number];
  zoom: number;
  /** A style URL, or a StyleSpecification (typed loosely: Playwright's argument types cannot unfold it). */
  style: unknown;
  fillPaint: unknown;
  outlinePaint: unknown;
};

/** Opens the planner with the route search held until its map is idle, then answers it. */
async function plannerRun(page: Page, net: Network, appUrl: string) {
  net.hold();
  await page.goto(appUrl + PLAN_PATH);
  await page.waitForFunction(
    () => {
      const map = (window as unknown as BenchWindow).__plannerMap;
      return Boolean(map?.loaded() && !map.isMoving());
    },
    undefined,
    { timeout: TIMEOUT },
  );
  await net.quiet(500);
  net.open();
  return responseToDrawn(page);
}

/** A bare MapLibre page like the planner's map, which fetches the same search once idle and draws it. */
async function bareRun(page: Page, net: Network, appUrl: string, view: View, token: string) {
  await page.goto(`${appUrl}/__bench/bare-map`);
  await page.evaluate(async (view) => {
    const w = window as unknown as BenchWindow;
    const lib = '/__bench/maplibre-gl.mjs';
    const ml = (await import(lib)) as typeof MapLibre;
    ml.setWorkerUrl('/__bench/maplibre-gl-worker.mjs');
    const container = document.getElementById('map')!;
    container.style.width = `${view.width}px`;
    container.style.height = `${view.height}px`;
    const map = new ml.Map({
      container,
      style: view.style as StyleSpecification,
      center: view.center,
      zoom: view.zoom,
      attributionControl: false,
    });
    w.__bareMap = map;
    w.__benchWatch(map);
    await map.once('load');
    if (!map.loaded()) await map.once('idle');
  }, view);
  await net.quiet(500);
  const search = new URL(net.searchUrl);
  await page.evaluate(
    async ({ url, token, view }) => {
      type Node = { zip: string; croute: string; paths: { lng: number; lat: number }[][] };
      const map = (window as unknown as BenchWindow).__bareMap!;
      const res = await fetch(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { data: { nodes: Node[] } };
      // As the planner's routesToGeoJson: a multipolygon per route, its rings closed.
      const features = body.data.nodes.flatMap((n) => {
        const rings = n.paths.filter((p) => p.length >= 3);
        if (rings.length === 0) return [];
        const coordinates = rings.map((ring) => {
          const c = ring.map((p) => [p.lng, p.lat]);
          const [first, last] = [c[0]!, c.at(-1)!];
          if (first[0] !== last[0] || first[1] !== last[1]) c.push([...first]);
          return [c];
        });
        const properties = { key: `${n.zip}-${n.croute}`, croute: n.croute, shade: '', mailed: 0 };
        return [
          { type: 'Feature' as const, properties, geometry: { type: 'MultiPolygon' as const, coordinates } },
        ];
      });
      // Below the style's first layer of names, as the planner puts its layers.
      const labels = map
        .getStyle()
        .layers.find((l) => l.type === 'symbol' && l.layout?.['text-field'] !== undefined)?.id;
      map.addSource('routes', { type: 'geojson', data: { type: 'FeatureCollection', features } });
      map.addLayer(
        { id: 'routes-fill', type: 'fill', source: 'routes', paint: view.fillPaint as never },
        labels,
      );
      map.addLayer(
        { id: 'routes-outline', type: 'line', source: 'routes', paint: view.outlinePaint as never },
        labels,
      );
    },
    // The same search as the planner's, through the same proxy.
    { url: search.pathname + search.search, token, view },
  );
  return responseToDrawn(page);
}

/** The planner's view; its style is `styleUrl`, or the base style it loaded when none (the plain one). */
function plannerView(page: Page, styleUrl: string | null): Promise<View> {
  return page.evaluate((styleUrl) => {
    const map = (window as unknown as BenchWindow).__plannerMap!;
    const style = map.getStyle();
    const paint = (id: string) => (style.layers.find((l) => l.id === id) as { paint?: unknown }).paint;
    const c = map.getCenter();
    return {
      width: map.getContainer().clientWidth,
      height: map.getContainer().clientHeight,
      center: [c.lng, c.lat] as [number, number],
      zoom: map.getZoom(),
      // The plain style as the planner loaded it: a background, no basemap sources.
      style: styleUrl ?? {
        version: 8 as const,
        sources: {},
        layers: style.layers.filter((l) => l.type === 'background'),
      },
      fillPaint: paint('routes-fill'),
      outlinePaint: paint('routes-outline'),
    };
  }, styleUrl);
}

/** Lets the planner's map finish what it is doing (tiles, fades), then two frames pass. */
async function settle(page: Page, ms = 300) {
  await page.waitForTimeout(ms);
  await page.evaluate(async () => {
    const map = (window as unknown as BenchWindow).__plannerMap!;
    if (!map.loaded()) await Promise.race([map.once('idle'), new Promise((r) => setTimeout(r, 10_000))]);
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
  });
}

/** Milliseconds from an input event to each step of the planner's answer to it. */
type Probe = {
  /** The totals' route count, as shown. */
  text: string;
  /** The totals show the new count (the DOM has changed). */
  shown: number;
  /** The next animation frame: its callbacks run, after MapLibre's, which has drawn the frame. */
  frame: number;
  /** That frame painted: the first task after it (includes reading the map's canvas back). */
  painted: number;
  /** The map's next `idle`: its tiles laid out again with the new selection, and drawn. */
  idle: number;
};

/**
 * Arms a probe for the next `event` on the page (its timestamp is the start). It resolves once the
 * totals' route count leaves `from` (or becomes `to`), the next frame has painted and the map is idle.
 */
function armProbe(page: Page, event: 'click' | 'pointerup', change: { from: string } | { to: string }) {
  return page.evaluate(
    ({ event, change }) => {
      const w = window as unknown as BenchWindow;
      const map = w.__plannerMap!;
      const dl = document.querySelector('[data-testid="planner-totals"]')!;
      const routesDd = () =>
        [...dl.querySelectorAll('dt')].find((dt) => dt.textContent === 'Routes')?.nextElementSibling;
      w.__probe = new Promise((resolve) => {
        let t0 = NaN;
        let idle = NaN;
        window.addEventListener(
          event,
          (e) => {
            t0 = e.timeStamp;
            void map.once('idle').then(() => {
              idle = performance.now();
            });
          },
          { capture: true, once: true },
        );
        const giveUp = setTimeout(() => {
          observer.disconnect();
          resolve({ text: '', shown: NaN, frame: NaN, painted: NaN, idle: NaN });
        }, 20_000);
        const observer = new MutationObserver(() => {
          const text = routesDd()?.textContent ?? '';
          if ('to' in change ? text !== change.to : text === change.from) return;
          observer.disconnect();
          clearTimeout(giveUp);
          const shown = performance.now();
          requestAnimationFrame(() => {
            const frame = performance.now();
            setTimeout(() => {
              const painted = performance.now();
              // Wait for the map's `idle` (3 s at most).
              const wait = () =>
                Number.isNaN(idle) && performance.now() - painted < 3000
                  ? setTimeout(wait, 5)
                  : resolve({
                      text,
                      shown: shown - t0,
                      frame: frame - t0,
                      painted: painted - t0,
                      idle: idle - t0,
                    });
              wait();
            }, 0);
          });
        });
        observer.observe(dl, { subtree: true, childList: true, characterData: true });
      });
    },
    { event, change },
  );
}

async function readProbe(page: Page, what: string): Promise<Probe> {
  const probe = await page.evaluate(() => (window as unknown as BenchWindow).__probe!);
  if (Number.isNaN(probe.frame)) throw new Error(`${what}: the totals did not change`);
  return probe;
}

const medians = (probes: Probe[]) => {
  const of = (k: 'shown' | 'frame' | 'painted' | 'idle') =>
    median(probes.map((p) => p[k]).filter((x) => !Number.isNaN(x)));
  return { shown: of('shown'), frame: of('frame'), painted: of('painted'), idle: of('idle') };
};

/** One frame of the planner's map when nothing has changed: when it starts and when it has painted. */
async function mapFrame(page: Page) {
  await settle(page);
  const runs = await page.evaluate(async () => {
    const map = (window as unknown as BenchWindow).__plannerMap!;
    const out: { frame: number; painted: number }[] = [];
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const t0 = performance.now();
      map.triggerRepaint();
      out.push(
        await new Promise((resolve) =>
          requestAnimationFrame(() => {
            const frame = performance.now() - t0;
            setTimeout(() => resolve({ frame, painted: performance.now() - t0 }), 0);
          }),
        ),
      );
    }
    return out;
  });
  return { frame: median(runs.map((r) => r.frame)), painted: median(runs.map((r) => r.painted)) };
}

async function routesCount(page: Page) {
  const text = await page
    .getByTestId('planner-totals')
    .locator('dt', { hasText: /^Routes$/ })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** Points inside `n` distinct routes nearest the map's middle (hit-tested), relative to the canvas. */
function routePoints(page: Page, n: number) {
  return page.evaluate((n) => {
    const map = (window as unknown as BenchWindow).__plannerMap!;
    const centre = map.project(map.getCenter());
    const seen = new Set<string>();
    const out: { x: number; y: number; key: string }[] = [];
    const candidates = map
      .queryRenderedFeatures({ layers: ['routes-fill'] })
      .map((f) => {
        const g = f.geometry as { type: string; coordinates: unknown };
        const ring = (
          g.type === 'Polygon' ? (g.coordinates as number[][][])[0] : (g.coordinates as number[][][][])[0]![0]
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
      out.push({ x: c.p.x, y: c.p.y, key: c.key });
    }
    return out;
  }, n);
}

/** The map canvas's box on screen, scrolled into view first. */
async function canvasBox(page: Page) {
  const canvas = page.locator('.maplibregl-canvas');
  await canvas.scrollIntoViewIfNeeded();
  return (await canvas.boundingBox())!;
}

/** Half the side of a square around the map's middle that touches about `n` routes. */
function lassoHalfSide(page: Page, n: number) {
  return page.evaluate((n) => {
    const map = (window as unknown as BenchWindow).__plannerMap!;
    const c = map.project(map.getCenter());
    const touched = (h: number) =>
      new Set(
        map
          .queryRenderedFeatures(
            [
              [c.x - h, c.y - h],
              [c.x + h, c.y + h],
            ],
            { layers: ['routes-fill'] },
          )
          .map((f) => String(f.properties.key)),
      ).size;
    let lo = 5;
    let hi = Math.min(map.getCanvas().clientWidth, map.getCanvas().clientHeight) / 2 - 2;
    for (let i = 0; i < 14; i++) {
      const mid = (lo + hi) / 2;
      if (touched(mid) < n) lo = mid;
      else hi = mid;
    }
    return hi;
  }, n);
}

const ms = (x: number) => `${x.toFixed(0)} ms`;

export async function benchPlanner(opts: PlannerBenchOptions): Promise<void> {
  const { browser, appUrl, sandboxUrl, token, record, runs = 9, clicks = 20, lassos = 5 } = opts;
  const { mapStyleUrl, plainStyleUrl } = opts;
  const dist = path.resolve(import.meta.dirname, '../../node_modules/maplibre-gl/dist');

  // The search the planner makes lists 500 routes (more lie within the radius).
  const res = await fetch(
    `${sandboxUrl}/client/carrier-routes/search?lat=${CHICAGO.lat}&lng=${CHICAGO.lng}&radius=${CHICAGO.radius}&first=500`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const listed = ((await res.json()) as { data: { nodes: unknown[] } }).data.nodes.length;
  if (listed !== 500) throw new Error(`the route search lists ${listed} routes, not 500`);

  const context = await browser.newContext({ viewport: BENCH_VIEWPORT, locale: 'en-US' });
  try {
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await context.addInitScript(instrument);
    // The bare page and MapLibre's own files, on the app's origin.
    await context.route(`${appUrl}/__bench/**`, (route) => {
      const name = new URL(route.request().url()).pathname.slice('/__bench/'.length);
      if (name === 'bare-map')
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html><head><meta charset="utf-8"><title>Bare MapLibre</title><link rel="stylesheet" href="/__bench/maplibre-gl.css"><style>body{margin:0}</style></head><body><div id="map"></div></body></html>',
        });
      const type = { '.mjs': 'text/javascript', '.css': 'text/css' }[path.extname(name)];
      if (!/^maplibre-gl(-worker\.mjs|\.mjs|\.css)$/.test(name) || !type)
        return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: type, body: readFileSync(path.join(dist, name)) });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const net = new Network();
    await net.attach(page);

    // Signed in for this tab (the key lives in its sessionStorage): every visit below uses this page.
    await signInAsFirstClient(page, appUrl);
    await net.quiet(500);

    // 1. Response to drawn, the planner and the bare page in turn: on the street basemap, then on the
    // plain style (the planner's style URL answered with it).
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    for (const [basemap, budget] of [
      ['street map', 1.2],
      ['plain style', 1.05],
    ] as const) {
      const plain = basemap === 'plain style';
      const toPlain = async (route: Route) =>
        route.fulfill({ response: await route.fetch({ url: plainStyleUrl }) });
      if (plain) await page.route(mapStyleUrl, toPlain);
      const planner: number[] = [];
      const bare: number[] = [];
      const frames = { planner: [] as number[], bare: [] as number[] };
      const toData = { planner: [] as number[], bare: [] as number[] };
      let view: View | null = null;
      let drawn = '';
      for (let i = 0; i < runs; i++) {
        const p = await plannerRun(page, net, appUrl);
        view ??= await plannerView(page, plain ? null : mapStyleUrl);
        const b = await bareRun(page, net, appUrl, view, token);
        planner.push(p.ms);
        bare.push(b.ms);
        frames.planner.push(p.frames);
        frames.bare.push(b.frames);
        toData.planner.push(p.toData);
        toData.bare.push(b.toData);
        drawn = `${p.routes} routes drawn on /plan, ${b.routes} on the bare page`;
      }
      if (plain) await page.unroute(mapStyleUrl, toPlain);
      const what = `500 routes on the ${basemap}, response to drawn`;
      console.log(`      ${what}: /plan ${ms(median(planner))} (${list(planner)})`);
      console.log(`      ${what}: bare MapLibre ${ms(median(bare))} (${list(bare)})`);
      console.log(`      map ${view!.width}x${view!.height} px at zoom ${view!.zoom.toFixed(2)}; ${drawn}`);
      console.log(
        `      frames drawn from response to drawn, medians: /plan ${median(frames.planner)}, bare ${median(frames.bare)}`,
      );
      console.log(
        `      response to the routes in the map's source, medians: /plan ${ms(median(toData.planner))}, bare ${ms(median(toData.bare))}`,
      );
      record(
        `planner: ${what}, /plan ÷ bare MapLibre, median of ${runs}`,
        median(planner) / median(bare),
        'x',
        budget,
      );
    }

    // 2. Clicks on routes one after another, on the planner with its 500 routes drawn.
    await plannerRun(page, net, appUrl);
    await settle(page);
    await canvasBox(page);
    const points = await routePoints(page, clicks);
    if (points.length < clicks) throw new Error(`only ${points.length} routes to click`);
    const clickProbes: Probe[] = [];
    for (const p of points) {
      const before = await routesCount(page);
      const box = await canvasBox(page);
      await page.mouse.move(box.x + p.x, box.y + p.y);
      await settle(page, 200);
      await armProbe(page, 'click', { to: new Intl.NumberFormat('en-US').format(before + 1) });
      await page.mouse.down();
      await page.mouse.up();
      clickProbes.push(await readProbe(page, `a click on route ${p.key}`));
      // The quote follows the selection after a pause: let it answer before the next click.
      await page.waitForTimeout(500);
      await net.quiet(300);
    }
    const frame = await mapFrame(page);
    const click = medians(clickProbes);
    console.log(
      `      click, medians: totals shown ${ms(click.shown)}, next frame ${ms(click.frame)}, ` +
        `painted ${ms(click.painted)}; map idle with the selection ${ms(click.idle)}`,
    );
    console.log(
      `      one frame of the unchanged map: starts ${ms(frame.frame)}, painted ${ms(frame.painted)} (software WebGL readback)`,
    );
    record(`planner: click a route, totals updated + next frame, median of ${clicks}`, click.frame, 'ms', 50);

    // 3. Lassos over about 200 routes, each from an empty selection.
    await page.getByRole('button', { name: 'Lasso: add' }).click();
    const lassoProbes: Probe[] = [];
    for (let i = 0; i < lassos; i++) {
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await page.mouse.move(5, 5);
      await page.waitForTimeout(500);
      await net.quiet(300);
      await settle(page);
      const box = await canvasBox(page);
      const half = await lassoHalfSide(page, 200);
      const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
      const corners = [
        [cx + half, cy - half],
        [cx + half, cy + half],
        [cx - half, cy + half],
        [cx - half, cy - half],
      ] as const;
      await page.mouse.move(cx - half, cy - half);
      await page.mouse.down();
      for (const [x, y] of corners) await page.mouse.move(x, y, { steps: 8 });
      await armProbe(page, 'pointerup', { from: '0' });
      await page.mouse.up();
      lassoProbes.push(await readProbe(page, 'a lasso'));
    }
    const lasso = medians(lassoProbes);
    const lassoed = median(lassoProbes.map((p) => Number(p.text.replace(/[^\d]/g, ''))));
    console.log(
      `      lasso, medians: totals shown ${ms(lasso.shown)}, next frame ${ms(lasso.frame)}, ` +
        `painted ${ms(lasso.painted)}; map idle with the selection ${ms(lasso.idle)}`,
    );
    record(
      `planner: lasso over ${lassoed} routes, totals updated + next frame, median of ${lassos}`,
      lasso.frame,
      'ms',
      100,
    );
    if (errors.length) throw new Error(`the planner threw: ${errors.join('; ')}`);
  } finally {
    await context.close();
  }
}

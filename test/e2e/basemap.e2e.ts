/**
 * The route planner's street basemap (issue 24): the build draws the tests' own street map
 * (test/e2e/support/tile-server.ts, set up by global-setup.ts), with the routes between its roads and its
 * labels, its credits and a scale bar; when the street map cannot be reached the planner says so and
 * draws the routes on its plain style, and they can still be picked, by click and by lasso.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest';
import { appUrl, demoClientKey, launchBrowser, signedInPage as signedIn } from './support/browser';
import { BASEMAP_TIMEOUT_MS } from '../../src/features/planner/basemap';
import { dragLoop, mapAtRest, routePoints, routesDrawn, totals } from './support/planner';

let browser: Browser;
let clientKey: string;
beforeAll(async () => {
  browser = await launchBrowser();
  clientKey = await demoClientKey();
});
// Each test's page is closed with it: left open, a page (its map, its timers) keeps working beside the next.
afterEach(async () => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

const AUSTIN = '/plan?lat=30.26715&lng=-97.74306&r=3000';
const NOTICE = 'The street map is unavailable right now; your routes still work.';

/** A page signed in as Slice Republic Pizza (a US account), with every request it makes listed. */
async function signedInPage() {
  const { page, errors } = await signedIn(browser, clientKey);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  return { page, errors, requests };
}

/** The planner's table and map with the search's routes (a loaded 2-core machine takes its time). */
async function planned(page: Page) {
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor({ timeout: 60000 });
  await routesDrawn(page);
}

/** The ids of the map's layers, bottom to top. */
const layerIds = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __plannerMap: MapLibreMap }).__plannerMap.getStyle().layers.map((l) => l.id),
  );

const renderedCount = (page: Page, layers: string[]) =>
  page.evaluate(
    (layers) =>
      (window as unknown as { __plannerMap: MapLibreMap }).__plannerMap.queryRenderedFeatures({ layers })
        .length,
    layers,
  );

test('the planner draws the configured street map: routes above its roads, below its labels, with its credits and a scale', async () => {
  const { page, errors, requests } = await signedInPage();
  const styleUrl = inject('mapStyleUrl');
  await page.goto(appUrl(AUSTIN));
  await planned(page);
  const drawnAt = Date.now();

  // The configured style and its tiles were fetched, and its roads are drawn.
  expect(requests).toContain(styleUrl);
  expect(requests.some((u) => u.startsWith(new URL('/tiles/', styleUrl).href))).toBe(true);
  await expect.poll(() => renderedCount(page, ['roads-minor', 'roads-major'])).toBeGreaterThan(0);

  // Layer order: the basemap's land, water and roads, then the planner's circle and route layers, then
  // the basemap's labels (street and place names stay readable); the route codes on top of all.
  const ids = await layerIds(page);
  const at = (id: string) => {
    const i = ids.indexOf(id);
    expect(i, `layer ${id} in ${ids.join(', ')}`).toBeGreaterThanOrEqual(0);
    return i;
  };
  const ownBelowLabels = [
    'search-circle-line',
    'routes-fill',
    'routes-selected',
    'routes-outline',
    'routes-mailed',
    'routes-selected-outline',
    'routes-hover',
  ];
  for (const id of ownBelowLabels) {
    expect(at(id)).toBeGreaterThan(at('roads-major'));
    expect(at(id)).toBeLessThan(at('road-names'));
  }
  expect(at('routes-fill')).toBeLessThan(at('routes-outline'));
  expect(at('routes-outline')).toBeLessThan(at('routes-hover'));
  expect(at('routes-label')).toBeGreaterThan(at('place-names'));

  // The basemap's credits, and a scale in miles for a US account.
  const credits = page.locator('.maplibregl-ctrl-attrib');
  await expect.poll(() => credits.isVisible()).toBe(true);
  expect(await credits.innerText()).toContain(inject('mapAttribution'));
  const scale = page.locator('.maplibregl-ctrl-scale');
  await expect.poll(() => scale.isVisible()).toBe(true);
  expect(await scale.innerText()).toMatch(/\d+\s*(mi|ft)$/);

  // A route is picked with a click through the basemap.
  await page.locator('.maplibregl-canvas').scrollIntoViewIfNeeded();
  await mapAtRest(page); // the fly to the search settles
  const [a] = await routePoints(page, 1);
  await page.mouse.click(a!.x, a!.y);
  await expect.poll(() => totals(page).then((t) => t.routes)).toBe(1);

  // A street map that works is kept past the time the planner waits for one: no notice, same style. That
  // clock started when the map was made, before the routes were drawn.
  await page.waitForTimeout(Math.max(0, BASEMAP_TIMEOUT_MS + 250 - (Date.now() - drawnAt)));
  expect(await page.getByText(NOTICE).count()).toBe(0);
  expect(await layerIds(page)).toContain('road-names');

  // On a phone the credits fold behind a button and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.locator('.maplibregl-compact').count()).toBe(1);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);
});

/** The checks for a street map that could not be shown: the notice, the plain style, routes to pick. */
async function stillPlans(page: Page, errors: string[], noticeWithinMs: number) {
  // Timed from the map's first request for the street map (the page's own code and MapLibre load first).
  const asked = page.waitForRequest((r) => r.url() === inject('mapStyleUrl'), { timeout: 60000 });
  await page.goto(appUrl(AUSTIN));
  await asked;
  const t0 = Date.now();
  await page.getByText(NOTICE).waitFor({ timeout: noticeWithinMs + 5000 });
  expect(Date.now() - t0).toBeLessThan(noticeWithinMs);
  await planned(page);
  const ids = await layerIds(page);
  expect(ids).not.toContain('road-names');
  expect(ids).toContain('routes-fill');

  await page.locator('.maplibregl-canvas').scrollIntoViewIfNeeded();
  await mapAtRest(page);
  const [a] = await routePoints(page, 1);
  await page.mouse.click(a!.x, a!.y);
  await expect.poll(() => totals(page).then((t) => t.routes)).toBe(1);

  // The lasso works on the plain style too.
  await page.getByRole('button', { name: 'Lasso: add' }).click();
  const canvas = (await page.locator('.maplibregl-canvas').boundingBox())!;
  await dragLoop(page, canvas.x + canvas.width * 0.3, canvas.y + canvas.height * 0.65, 100, 12);
  await expect.poll(() => totals(page).then((t) => t.routes), { timeout: 5000 }).toBeGreaterThan(1);
  expect(errors).toEqual([]);
}

test('a street map that cannot be reached: a notice within seconds, the routes still drawn and picked', async () => {
  const { page, errors } = await signedInPage();
  await page.route(inject('mapStyleUrl'), (route) => route.abort('internetdisconnected'));
  await stillPlans(page, errors, 3000);
});

test('a street map whose tiles are blocked: the same', async () => {
  const { page, errors } = await signedInPage();
  await page.route(new URL('/tiles/**', inject('mapStyleUrl')).href, (route) =>
    route.abort('blockedbyclient'),
  );
  await stillPlans(page, errors, 5000);
});

test('a street map that never answers: the plain style after a few seconds', async () => {
  const { page, errors } = await signedInPage();
  // The style request hangs (a host that drops the packets): the planner stops waiting for it.
  await page.route(inject('mapStyleUrl'), () => undefined);
  await stillPlans(page, errors, 9000);
});

/**
 * "Where am I" on the route planner, and the planner by keyboard and on a phone: the pin at the searched
 * place, ZIP areas outlined and named, route labels with their ZIP, the route card on hover and on a
 * focused row, the skip link from the search to the table, the map panned and zoomed by keys, the table
 * at 360 px, no page jump after a lasso, no blank page below the builder's routes step, and distances in
 * miles for a US account and kilometres for a French one.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { allow, signIn, user, wizardStep } from './support/builder-flow';
import { dragLoop, mapAtRest, routePoints, routesDrawn, totals } from './support/planner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AUSTIN = { lat: 30.26715, lng: -97.74306 };
/** Austin, 2 miles around (a preset of a US account's radius choices). */
const AUSTIN_PLAN = `/plan?lat=${AUSTIN.lat}&lng=${AUSTIN.lng}&q=Austin%2C%20TX&r=3219`;

async function signInAs(page: Page, client: string) {
  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: client }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The planner's map in the page (the e2e build puts it on `window`). */
type WithMap = { __plannerMap: MapLibreMap };

test('the searched place, its ZIP areas, route labels with their ZIP, and the route card', async () => {
  const { page, errors } = await newPage(browser);
  await signInAs(page, 'Slice Republic Pizza');
  await page.goto(appUrl(AUSTIN_PLAN));
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await routesDrawn(page);
  await page.locator('.maplibregl-canvas').scrollIntoViewIfNeeded();
  await mapAtRest(page); // the fly to the search settles

  // Miles for a US account, in every radius choice.
  const choices = await page.getByLabel('Radius').locator('option').allInnerTexts();
  expect(choices.length).toBeGreaterThan(3);
  for (const c of choices) expect(c).toMatch(/^[\d.]+ mi$/);

  // The pin stands on the searched point, named for it, and lets clicks through to the routes.
  const pin = page.getByRole('img', { name: 'Searched place: Austin, TX' });
  await pin.waitFor();
  const pinBox = (await pin.boundingBox())!;
  const canvasBox = (await page.locator('.maplibregl-canvas').boundingBox())!;
  const at = await page.evaluate(
    (p) => (window as unknown as WithMap).__plannerMap.project([p.lng, p.lat]),
    AUSTIN,
  );
  expect(Math.abs(pinBox.x + pinBox.width / 2 - (canvasBox.x + at.x))).toBeLessThan(3);
  expect(Math.abs(pinBox.y + pinBox.height - (canvasBox.y + at.y))).toBeLessThan(6);
  expect(await pin.evaluate((el) => getComputedStyle(el.closest('.maplibregl-marker')!).pointerEvents)).toBe(
    'none',
  );

  // ZIP areas: outlined and named, under the route labels; the ZIPs named are the table's.
  const tableZips = new Set(
    (
      await page
        .locator('tr[data-route]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-route')))
    ).map((key) => key!.split('-')[0]!),
  );
  // The ZIPs' names follow once the routes are drawn.
  await page.waitForFunction(
    () =>
      (window as unknown as WithMap).__plannerMap.queryRenderedFeatures({ layers: ['zip-label'] }).length > 1,
    undefined,
    { timeout: 10000 },
  );
  const zipLayers = await page.evaluate(() => {
    const map = (window as unknown as WithMap).__plannerMap;
    const order = map.getStyle().layers.map((l) => l.id);
    return {
      outlines: map.queryRenderedFeatures({ layers: ['zip-outline'] }).length,
      labels: [...new Set(map.queryRenderedFeatures({ layers: ['zip-label'] }).map((f) => f.properties.zip))],
      outlineBelowHover: order.indexOf('zip-outline') < order.indexOf('routes-hover'),
      labelBelowRouteLabels: order.indexOf('zip-label') < order.indexOf('routes-label'),
    };
  });
  expect(zipLayers.outlines).toBeGreaterThan(0);
  expect(zipLayers.labels.length).toBeGreaterThan(1);
  for (const zip of zipLayers.labels) expect(tableZips.has(String(zip))).toBe(true);
  expect(zipLayers.outlineBelowHover).toBe(true);
  expect(zipLayers.labelBelowRouteLabels).toBe(true);

  // Route labels carry the ZIP ("78704 · C006"): no two routes drawn share one.
  await page.evaluate(() => (window as unknown as WithMap).__plannerMap.jumpTo({ zoom: 14.5 }));
  await mapAtRest(page); // the new zoom's tiles loaded and its labels placed
  const labels = await page.evaluate(() =>
    (window as unknown as WithMap).__plannerMap
      .queryRenderedFeatures({ layers: ['routes-label'] })
      .map((f) => String(f.properties.label)),
  );
  expect(labels.length).toBeGreaterThan(3);
  for (const label of labels) expect(label).toMatch(/^\d{5} · [A-Z]\d{3}$/);
  expect(new Set(labels).size).toBe(labels.length);
  expect(
    await page.evaluate(() =>
      (window as unknown as WithMap).__plannerMap.getLayoutProperty('routes-label', 'text-field'),
    ),
  ).toEqual(['get', 'label']);

  // The card where the pointer rests: ZIP, route, kind, homes, businesses, pieces, as the table says.
  const [spot] = await routePoints(page, 1);
  await page.mouse.move(spot!.x, spot!.y);
  const card = page.getByTestId('route-card');
  await card.waitFor();
  const [zip, code] = spot!.key.split('-') as [string, string];
  const cardText = await card.innerText();
  expect(cardText).toContain(`ZIP ${zip} · Route ${code}`);
  expect(cardText).toMatch(/City route|Rural route/);
  const row = page.locator(`tr[data-route="${spot!.key}"]`);
  const cells = await row.locator('td').allInnerTexts();
  expect(cardText).toMatch(new RegExp(`Homes\\s+${cells[3]!.trim()}`));
  expect(cardText).toMatch(new RegExp(`Businesses\\s+${cells[4]!.trim()}`));
  expect(cardText).toMatch(new RegExp(`Pieces\\s+${cells[5]!.trim()}`));
  await page.mouse.move(5, 5);
  await card.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('by keyboard: the skip link reaches the table, a focused row shows its route, arrows pan and keys zoom', async () => {
  const { page, errors } = await newPage(browser);
  await signInAs(page, 'Slice Republic Pizza');
  await page.goto(appUrl(AUSTIN_PLAN));
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await routesDrawn(page);
  await mapAtRest(page);

  // From the search field: one Tab reaches "Skip to the routes table", which moves the focus to the table.
  await page.getByLabel('Address, city or ZIP code').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the routes table' });
  expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
  expect((await skip.boundingBox())!.width).toBeGreaterThan(50); // shown while it has the focus
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('planner-routes-table');

  // Tab on to the first route's checkbox: the map outlines that route and shows its card at it.
  let focusedKey: string | null = null;
  for (let i = 0; i < 8 && !focusedKey; i++) {
    await page.keyboard.press('Tab');
    focusedKey = await page.evaluate(
      () => document.activeElement?.closest('tr[data-route]')?.getAttribute('data-route') ?? null,
    );
  }
  expect(focusedKey).not.toBeNull();
  await expect
    .poll(() =>
      page.evaluate(() =>
        JSON.stringify((window as unknown as WithMap).__plannerMap.getFilter('routes-hover')),
      ),
    )
    .toContain(focusedKey!);
  const card = page.getByTestId('route-card');
  await card.waitFor();
  const [zip, code] = focusedKey!.split('-') as [string, string];
  expect(await card.innerText()).toContain(`ZIP ${zip} · Route ${code}`);
  // The card is at the route: inside the map, near the route's middle.
  const cardBox = (await card.boundingBox())!;
  const canvasBox = (await page.locator('.maplibregl-canvas').boundingBox())!;
  expect(cardBox.x).toBeGreaterThanOrEqual(canvasBox.x);
  expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(canvasBox.x + canvasBox.width + 1);
  // Leaving the row hides the card.
  await page.keyboard.press('Shift+Tab');
  await card.waitFor({ state: 'detached' });

  // The map by keyboard: its canvas is named with the keys, shows a focus ring, pans and zooms.
  const canvas = page.locator('.maplibregl-canvas');
  expect(await canvas.getAttribute('aria-label')).toMatch(/Arrow keys move the map; plus and minus zoom/);
  expect(await canvas.getAttribute('tabindex')).toBe('0');
  await canvas.focus();
  // A visible ring while it has the keyboard's focus (the page's own 3 px ring, not the browser's).
  expect(
    await canvas.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    }),
  ).toBe('solid 3px');
  const view = () =>
    page.evaluate(() => {
      const map = (window as unknown as WithMap).__plannerMap;
      return { lng: map.getCenter().lng, zoom: map.getZoom() };
    });
  const before = await view();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => view().then((v) => v.lng)).toBeGreaterThan(before.lng);
  await mapAtRest(page);
  const panned = await view();
  expect(panned.lng).toBeGreaterThan(before.lng);
  await page.keyboard.press('Equal');
  await expect.poll(() => view().then((v) => v.zoom)).toBeGreaterThan(panned.zoom + 0.5);
  expect(errors).toEqual([]);
});

test('on a 360 px phone: every route’s pieces without sideways scrolling, and no page jump after a lasso', async () => {
  const { page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page, 'Slice Republic Pizza');
  await page.goto(appUrl(AUSTIN_PLAN));
  const table = page.getByRole('table', { name: 'Routes in the search' });
  await table.waitFor();
  await routesDrawn(page);
  await mapAtRest(page);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const region = page.locator('#planner-routes-table');
  const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  // Each row: ZIP · route, its homes and businesses below, and its pieces, all inside the box.
  const regionBox = (await region.boundingBox())!;
  const rows = page.locator('tr[data-route]');
  for (let i = 0; i < 5; i++) {
    const row = rows.nth(i);
    const [zip, code] = (await row.getAttribute('data-route'))!.split('-') as [string, string];
    const text = await row.innerText();
    expect(text).toContain(`${zip} · ${code}`);
    expect(text).toMatch(/[\d,]+ homes · [\d,]+ businesses/);
    const pieces = row.locator('td').last();
    expect(await pieces.isVisible()).toBe(true);
    expect(Number((await pieces.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    const box = (await pieces.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
  }

  // The page ends with the planner: no blank page below it.
  const blank = await page.evaluate(() => {
    const frame = document.querySelector('main')!.parentElement!;
    return document.documentElement.scrollHeight - (frame.getBoundingClientRect().bottom + window.scrollY);
  });
  expect(blank).toBeLessThan(40);

  // A lasso adds routes, and the page stays where it was (the table scrolls inside its own box). One route
  // is chosen first, by a click: what a first choice changes on the page is not the lasso's doing.
  const canvas = page.locator('.maplibregl-canvas');
  await canvas.scrollIntoViewIfNeeded();
  await mapAtRest(page);
  const [first] = await routePoints(page, 1);
  await page.mouse.click(first!.x, first!.y);
  await expect.poll(() => totals(page).then((t) => t.routes)).toBe(1);
  await page.getByRole('button', { name: 'Lasso: add' }).click();
  await canvas.scrollIntoViewIfNeeded();
  await mapAtRest(page);
  // Where the map is on the screen: what the user sees move when the page jumps. (Chrome may change
  // scrollY to keep the view still when something above grows; the map staying put is what counts.)
  const mapTop = () => canvas.evaluate((el) => el.getBoundingClientRect().top);
  const topBefore = await mapTop();
  const box = (await canvas.boundingBox())!;
  await dragLoop(page, box.x + box.width * 0.5, box.y + box.height * 0.55, 70);
  await expect.poll(() => totals(page).then((t) => t.routes), { timeout: 5000 }).toBeGreaterThan(1);
  await page.waitForTimeout(500);
  const topAfter = await mapTop();
  console.log(`360 px lasso: the map's top on screen ${topBefore} -> ${topAfter}`);
  expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test('the builder’s routes step ends where its content ends (no blank page below the planner)', async () => {
  const { page, errors } = await newPage(browser);
  const u = user();
  await signIn(page, u);
  await page.goto(appUrl('/campaigns/new'));
  await page.getByRole('button', { name: /Start this draft Direct mail to every home/ }).click();
  await allow(page, u);
  await wizardStep(page).filter({ hasText: 'Carrier routes' }).waitFor();
  await page.getByLabel('Address, city or ZIP code').fill('Austin, TX');
  await page.getByLabel('Address, city or ZIP code').press('Enter');
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await routesDrawn(page);

  for (const width of [1400, 360]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 780 });
    await page.waitForTimeout(400);
    // The page's scrolling height against the bottom of the app's own frame (header, steps, planner).
    const blank = await page.evaluate(() => {
      const frame = document.querySelector('main')!.parentElement!;
      return document.documentElement.scrollHeight - (frame.getBoundingClientRect().bottom + window.scrollY);
    });
    console.log(`routes step at ${width} px: ${Math.round(blank)} px below the last content`);
    expect(blank).toBeLessThan(40);
  }
  expect(errors).toEqual([]);
});

test('distances in kilometres for an account outside the US', async () => {
  const { page, errors } = await newPage(browser);
  await signInAs(page, 'Le Fournil Doré');
  await page.goto(appUrl('/plan'));
  await page.getByRole('heading', { name: 'Search an address, a city or a ZIP code' }).waitFor();
  const radius = page.getByLabel('Radius');
  await expect.poll(async () => (await radius.locator('option').allInnerTexts()).join('|')).toMatch(/km/);
  for (const c of await radius.locator('option').allInnerTexts()) expect(c).toMatch(/^[\d.,]+ km$/);
  expect(errors).toEqual([]);
});

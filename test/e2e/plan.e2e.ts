import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { decodeRouteKeys } from '../../src/lib/plan-url';
import { appUrl, launchBrowser, newPage } from './support/browser';
import { mapAtRest, routePoints, routesDrawn, totals } from './support/planner';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const selectedKeys = (page: Page) => decodeRouteKeys(new URL(page.url()).searchParams.get('routes'));

test('plan a mailing on the map: click, lasso, fill to the minimum, quote, reload', async () => {
  const { page, errors } = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const offMachine: string[] = [];
  page.on('request', (req) => {
    const host = new URL(req.url()).hostname;
    if (
      !['127.0.0.1', 'localhost'].includes(host) &&
      !req.url().startsWith('data:') &&
      !req.url().startsWith('blob:')
    )
      offMachine.push(req.url());
  });

  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(scripts.some((s) => /maplibre/.test(s))).toBe(false);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan a mailing' }).click();
  await page.waitForURL(/\/plan/);
  await page.getByRole('heading', { name: 'Search an address, a city or a ZIP code' }).waitFor();
  expect(await page.title()).toBe('Plan a mailing · Doorstep');

  await page.getByLabel('Address, city or ZIP code').fill('Austin, TX');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/lat=30\.26715/);
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await routesDrawn(page);
  expect(scripts.some((s) => /maplibre/.test(s))).toBe(true);
  await page.locator('.maplibregl-canvas').scrollIntoViewIfNeeded();
  await mapAtRest(page); // the fly to the search settles

  // Two clicks on two polygons.
  const [a, b] = await routePoints(page, 2);
  await page.mouse.click(a!.x, a!.y);
  await page.mouse.click(b!.x, b!.y);
  await expect.poll(() => totals(page).then((t) => t.routes)).toBe(2);
  await expect.poll(() => selectedKeys(page).sort()).toEqual([a!.key, b!.key].sort());
  await expect
    .poll(() => page.locator(`tr[data-route="${b!.key}"]`).getAttribute('aria-selected'))
    .toBe('true');

  // A lasso around a spot away from them adds every route it touches.
  await page.getByRole('button', { name: 'Lasso: add' }).click();
  const canvas = (await page.locator('.maplibregl-canvas').boundingBox())!;
  const cx = canvas.x + canvas.width * 0.3;
  const cy = canvas.y + canvas.height * 0.65;
  await page.mouse.move(cx + 110, cy);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    const t = (2 * Math.PI * i) / 24;
    await page.mouse.move(cx + 110 * Math.cos(t), cy + 110 * Math.sin(t), { steps: 2 });
  }
  await page.mouse.up();
  await expect.poll(() => totals(page).then((t) => t.routes), { timeout: 5000 }).toBeGreaterThan(2);
  await page.getByRole('button', { name: 'Click', exact: true }).click();

  // Table and totals agree: the selection in the address, summed from the service's own answer.
  const keys = new Set(selectedKeys(page));
  const t1 = await totals(page);
  expect(keys.size).toBe(t1.routes);
  const rows = page.locator('tr[data-route]');
  for (let i = 0; i < Math.min(20, await rows.count()); i++) {
    const row = rows.nth(i);
    const key = (await row.getAttribute('data-route'))!;
    expect(await row.getAttribute('aria-selected')).toBe(String(keys.has(key)));
  }
  const sandbox = inject('sandboxUrl');
  const creds = (await (await fetch(`${sandbox}/sandbox/credentials`)).json()) as {
    data: { clients: { name: string; clientKey: string }[] };
  };
  const clientKey = creds.data.clients.find((c) => c.name === 'Slice Republic Pizza')!.clientKey;
  const search = (await (
    await fetch(`${sandbox}/client/carrier-routes/search?lat=30.26715&lng=-97.74306&radius=3000&first=500`, {
      headers: { Authorization: `Bearer ${clientKey}` },
    })
  ).json()) as { data: { nodes: { zip: string; croute: string; residentCount: number }[] } };
  const homes = search.data.nodes
    .filter((n) => keys.has(`${n.zip}-${n.croute}`))
    .reduce((sum, n) => sum + n.residentCount, 0);
  expect(t1.homes).toBe(homes);

  // Fill to a number of pieces (nearest routes first); the EDDM minimum is passed on the way.
  await page.getByLabel('Fill to', { exact: true }).fill('8000');
  await page.getByRole('button', { name: 'Fill to N pieces' }).click();
  await expect
    .poll(() => totals(page).then((t) => t.pieces), { timeout: 10000 })
    .toBeGreaterThanOrEqual(8000);
  await expect
    .poll(() => page.getByTestId('planner-gauge').innerText(), { timeout: 10000 })
    .toMatch(/Minimum of [\d,]+ pieces reached/);

  // The live quote.
  const quoteTotal = page.getByTestId('planner-quote-total');
  await quoteTotal.waitFor({ timeout: 10000 });
  expect((await quoteTotal.innerText()).trim()).toMatch(/^\$[\d,]+\.\d{2}$/);
  const before = await totals(page);
  const url = page.url();

  // A reload finds the same plan.
  await page.reload();
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await expect.poll(() => totals(page)).toEqual(before);
  expect(page.url()).toBe(url);
  await routesDrawn(page);

  // A 360 px phone: no sideways scrolling (the table scrolls inside its own box).
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  expect(offMachine).toEqual([]);
  expect(errors).toEqual([]);
});

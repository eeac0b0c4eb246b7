/**
 * Render as you fetch (issue 38): a cold visit's first read leaves from index.html's inline script, before
 * the app's code has arrived, and the app adopts it: the campaign list sends exactly one read of its first
 * page, and sends it before it asks for the router's code. A failed early read shows the page's usual
 * error state, whose "Try again" reads again; a signed-out visit sends no read at all. The inline script
 * runs under the Content-Security-Policy (allowed by its hash only), so a blocked script would fail here.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FIRST_PAGE = '/api/client/campaigns?first=50';

/** Every request the page sends from now on, in order: `/api/…` paths and `/assets/…` files. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/')) sent.push(pathname + search);
  });
  return sent;
}

/** The list page's own chunk among the requests. */
const pageChunk = (sent: string[]) => sent.find((s) => /^\/assets\/campaigns-page-/.test(s)) ?? 'none';

const rowShown = (page: Page) =>
  page.waitForFunction(() => document.querySelector('tbody tr a[href^="/campaigns/"]') !== null);

test('the list reads its first page once, before the app’s code; a failed read offers Try again', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // A cold visit: a new context (no HTTP cache, no query cache) whose tab holds the client key.
  const key = await page.evaluate(() => sessionStorage.getItem('doorstep.clientKey'));
  const cold = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  await cold.addInitScript((k) => sessionStorage.setItem('doorstep.clientKey', k ?? ''), key);
  const coldTab = await cold.newPage();
  // Every request 100 ms slower, as across a network: no file can arrive before the document is parsed.
  const cdp = await cold.newCDPSession(coldTab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  coldTab.on('pageerror', (err) => errors.push(err.message));
  let sent = recordRequests(coldTab);
  const events: string[] = [];
  coldTab.on('request', (r) => events.push(`request ${new URL(r.url()).pathname}`));
  coldTab.on('requestfinished', (r) => events.push(`finished ${new URL(r.url()).pathname}`));
  await coldTab.goto(appUrl('/campaigns'));
  await rowShown(coldTab);
  await coldTab.waitForLoadState('networkidle');
  expect(sent.filter((s) => s === FIRST_PAGE)).toHaveLength(1);
  const router = sent.findIndex((s) => /^\/assets\/router-/.test(s));
  expect(router).toBeGreaterThan(-1);
  expect(sent.indexOf(FIRST_PAGE)).toBeLessThan(router);
  // The page's code is asked for by index.html at once, not once the first load has arrived and run:
  // the list page's chunk is requested before React's chunk (in the first load) has finished arriving.
  expect(events.indexOf(`request ${pageChunk(sent)}`)).toBeLessThan(
    events.findIndex((e) => /^finished \/assets\/react-/.test(e)),
  );

  await cold.close();

  // The early read's answer is not one the contract allows: the page says so, as for any read.
  sent = recordRequests(page);
  let broken = true;
  await page.route(`**${FIRST_PAGE}`, (route) =>
    broken
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":7}' })
      : route.continue(),
  );
  await page.goto(appUrl('/campaigns'));
  const retry = page.getByRole('button', { name: 'Try again' });
  await retry.waitFor();
  // The early read and the page's own attempts when it mounts (as after any failed first read).
  const failed = sent.filter((s) => s === FIRST_PAGE).length;
  expect(failed).toBeGreaterThanOrEqual(1);
  broken = false;
  await retry.click();
  await rowShown(page);
  expect(sent.filter((s) => s === FIRST_PAGE).length).toBeGreaterThan(failed);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a signed-out visit sends no read', async () => {
  const { page, errors } = await newPage(browser);
  const sent = recordRequests(page);
  await page.goto(appUrl('/campaigns'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(sent.filter((s) => s.startsWith('/api/client/'))).toEqual([]);
  expect(errors).toEqual([]);
  await page.context().close();
});

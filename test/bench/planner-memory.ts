/**
 * The planner's memory over many places (issue 27): the JS heap (after a forced garbage collection) once
 * the first place's routes are drawn, against the heap after twenty places searched in one visit (moved
 * between in the app, as a user does, so the query cache is the same) and the route searches' cache
 * time gone by. Each search keeps up to 500 routes with their outlines; kept for the cache's usual five
 * minutes, twenty of them held about 28 MB. Budget: within 2x the heap after one place.
 */
import type { Browser, Page } from 'playwright-core';
import { BENCH_VIEWPORT, signInAsFirstClient } from './visits';
import { ROUTE_SEARCH_GC_MS } from '../../src/features/planner/route-search-cache';

type Record = (name: string, value: number, unit: string, budget: number) => void;

/** Four metros of the sandbox's route world, five points in each (the centre and four 4 km away). */
const METROS = [
  { lat: 41.8781, lng: -87.6298 },
  { lat: 29.76328, lng: -95.36327 },
  { lat: 39.95233, lng: -75.16379 },
  { lat: 30.26715, lng: -97.74306 },
];
const PLACES = METROS.flatMap(({ lat, lng }) =>
  [
    [0, 0],
    [0.036, 0],
    [-0.036, 0],
    [0, 0.046],
    [0, -0.046],
  ].map(([dLat, dLng]) => ({ lat: lat + dLat!, lng: lng + dLng! })),
);
const RADIUS = 8000;
const SEARCH = /\/api\/client\/carrier-routes\/search\?/;

const planPath = (p: { lat: number; lng: number }) =>
  `/plan?lat=${p.lat.toFixed(5)}&lng=${p.lng.toFixed(5)}&r=${RADIUS}`;

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  } finally {
    await cdp.detach();
  }
}

/** The routes of the search in view are listed (the table's first route row). */
const listed = (page: Page) =>
  page
    .getByRole('table', { name: 'Routes in the search' })
    .locator('tr[data-route]')
    .first()
    .waitFor({ timeout: 30_000 });

export async function benchPlannerMemory(opts: { browser: Browser; appUrl: string; record: Record }) {
  const { browser, appUrl, record } = opts;
  console.log(`\n# Planner memory: ${PLACES.length} places searched in one visit`);
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await signInAsFirstClient(page, appUrl);

    await page.goto(appUrl + planPath(PLACES[0]!));
    await listed(page);
    await page.waitForTimeout(1000);
    const one = await heapMb(page);

    for (const place of PLACES.slice(1)) {
      const answered = page.waitForResponse(SEARCH);
      // Moved to within the app (the router follows the history), as a link or the search box would.
      await page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, planPath(place));
      await answered;
      await listed(page);
    }
    await page.waitForTimeout(1000);
    const twentyNow = await heapMb(page);
    // The searches no view shows are let go once their cache time has passed.
    await page.waitForTimeout(ROUTE_SEARCH_GC_MS + 5000);
    const twenty = await heapMb(page);
    console.log(
      `      heap after 1 place ${one.toFixed(1)} MB; after ${PLACES.length}: ${twentyNow.toFixed(1)} MB at once, ` +
        `${twenty.toFixed(1)} MB a cache time later`,
    );
    record(
      `planner: heap after ${PLACES.length} places ÷ after 1 (searches' cache time later)`,
      twenty / one,
      'x',
      2,
    );
  } finally {
    await context.close();
  }
}

/**
 * A direct-mail campaign's routes and the past response of mailed routes, in a real browser against the
 * sandbox: a running campaign's Routes tab draws its routes on the map and lists them in a table with the
 * campaign's pieces, and its CSV holds the same routes; on the planner, the routes the client's earlier
 * campaigns mailed are coloured by their campaign's scans per 1,000 pieces, with a legend, and "Select
 * the routes whose campaigns did best" adds the routes of the best group (ranked here from the figures the
 * sandbox gives).
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { decodeRouteKeys } from '../../src/lib/plan-url';
import { RESPONSE_PALETTE } from '../../src/features/planner/past-response';
import { expectAccessible } from './support/axe';
import { appUrl, downloadedBytes, launchBrowser } from './support/browser';
import { mapAtRest, routePoints, routesDrawn } from './support/planner';

let browser: Browser;
let clientKey: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const creds = (await (await fetch(`${inject('sandboxUrl')}/sandbox/credentials`)).json()) as {
    data: { clients: { name: string; clientKey: string }[] };
  };
  clientKey = creds.data.clients.find((c) => c.name === 'Slice Republic Pizza')!.clientKey;
});
afterAll(async () => {
  await browser?.close();
});

async function read<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('sandboxUrl')}${path}`, {
    headers: { Authorization: `Bearer ${clientKey}` },
  });
  return ((await res.json()) as { data: T }).data;
}

type Targeting = {
  routes: { zip: string; croute: string; totalCount: number }[];
  totalCount: number;
  distributionLocations: { name: string; lat: number; lng: number }[];
};
type Volume = { yAxis: { scans?: { data: number[] }; flyersDistributed?: { data: number[] } } };
type Summary = { scans: number; distributed: number };
const keyOf = (r: { zip: string; croute: string }) => `${r.zip}-${r.croute}`;
const sum = (xs: readonly number[] | undefined) => (xs ?? []).reduce((s, n) => s + n, 0);

async function signedIn(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { page, errors };
}

/** The keys of the routes the map holds (every tile of its routes source), once it has drawn some. */
async function mapRouteKeys(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => {
      const map = (window as unknown as { __plannerMap?: MapLibreMap }).__plannerMap;
      return Boolean(
        map && map.loaded() && map.queryRenderedFeatures({ layers: ['routes-fill'] }).length > 0,
      );
    },
    undefined,
    { timeout: 20000 },
  );
  return page.evaluate(() => {
    const map = (window as unknown as { __plannerMap: MapLibreMap }).__plannerMap;
    // The routes' source also carries the ZIP outlines and labels, which have no key.
    const keys = map
      .querySourceFeatures('routes')
      .flatMap((f) => (f.properties.key ? [String(f.properties.key)] : []));
    return [...new Set(keys)];
  });
}

test('a running direct-mail campaign shows its routes on the map, in a table and in its CSV', async () => {
  const { nodes } = await read<{ nodes: { id: string; name: string }[] }>(
    '/client/campaigns?types=3&statuses=10&first=20',
  );
  let campaign: { id: string; name: string } | undefined;
  let targeting: Targeting | undefined;
  for (const c of nodes) {
    const t = await read<Targeting>(`/client/campaigns/${c.id}/draft-targeting`);
    if (t.routes.length >= 5) {
      [campaign, targeting] = [c, t];
      break;
    }
  }
  if (!campaign || !targeting) throw new Error('expected a running direct-mail campaign with routes');
  const wanted = targeting.routes.map(keyOf).sort();

  const { page, errors } = await signedIn();
  const started = Date.now();
  await page.goto(appUrl(`/campaigns/${campaign.id}?tab=routes`));
  const table = page.getByRole('table', { name: "The campaign's carrier routes" });
  await table.waitFor();
  const listedAfter = Date.now() - started;
  const keys = await mapRouteKeys(page);
  console.log(
    `Routes tab: ${wanted.length} routes listed ${listedAfter} ms and drawn ${Date.now() - started} ms after opening`,
  );

  // The map draws every route of the campaign, and only those.
  expect(keys.sort()).toEqual(wanted);
  // The table lists them all, with the campaign's pieces.
  await expect.poll(() => table.locator('tbody tr').count()).toBe(wanted.length);
  expect(await page.getByTestId('campaign-routes-totals').innerText()).toContain(
    `${wanted.length} routes · ${new Intl.NumberFormat('en-US').format(targeting.totalCount)} pieces`,
  );
  expect(await page.getByRole('note').count()).toBe(0);
  // Pointing at a route on the map shows its card.
  await page.locator('.maplibregl-canvas').scrollIntoViewIfNeeded();
  await mapAtRest(page);
  const [spot] = await routePoints(page, 1);
  await page.mouse.move(spot!.x, spot!.y);
  const [zip, croute] = spot!.key.split('-');
  await page.getByText(`${zip} · Route ${croute}`).first().waitFor();

  // The same routes in the CSV.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the routes (CSV)' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^routes-.+-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await downloadedBytes(file)).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = Papa.parse<string[]>(text.trimEnd()).data;
  expect(header).toEqual(['ZIP', 'Route', 'Type', 'Homes', 'Businesses', 'Pieces']);
  expect(rows.map(([zip, route]) => `${zip}-${route}`).sort()).toEqual(wanted);
  expect(rows.reduce((s, r) => s + Number(r[5]), 0)).toBe(targeting.totalCount);

  await expectAccessible(page, 'the Routes tab at 1400 px');

  // A 360 px phone: the tab fits without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'the Routes tab at 360 px');
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

test('the planner colours mailed routes by their campaign’s response and selects the best ones', async () => {
  const { nodes } = await read<{ nodes: { id: string; name: string }[] }>(
    '/client/campaigns?types=3&statuses=10,15,20&first=20',
  );
  const campaigns = (
    await Promise.all(
      nodes.map(async (c) => {
        const t = await read<Targeting>(`/client/campaigns/${c.id}/draft-targeting`);
        const p = await read<Volume | Summary>(`/client/campaigns/${c.id}/performance`);
        const [scans, pieces] =
          'yAxis' in p
            ? [sum(p.yAxis.scans?.data), sum(p.yAxis.flyersDistributed?.data)]
            : [p.scans, p.distributed];
        return { ...c, targeting: t, figure: pieces > 0 ? (scans / pieces) * 1000 : null };
      }),
    )
  ).filter((c) => c.targeting.routes.length > 0);
  // The campaigns with a figure, split by rank into four groups; the top group did best.
  const figures = campaigns.flatMap((c) => (c.figure === null ? [] : [c.figure])).sort((a, b) => a - b);
  const groups = Math.min(4, new Set(figures).size);
  const groupOf = (f: number) =>
    Math.min(groups - 1, Math.floor((figures.filter((x) => x < f).length * groups) / figures.length));
  const bestFigure = new Map<string, number | null>();
  for (const c of campaigns)
    for (const r of c.targeting.routes) {
      const had = bestFigure.get(keyOf(r));
      if (had === undefined || (c.figure !== null && (had === null || c.figure > had)))
        bestFigure.set(keyOf(r), c.figure);
    }
  const best = campaigns.reduce((a, b) => ((b.figure ?? -1) > (a.figure ?? -1) ? b : a));
  const zone = best.targeting.distributionLocations[0]!;
  const radius = 3000;
  const listed = (
    await read<{ nodes: { zip: string; croute: string }[] }>(
      `/client/carrier-routes/search?lat=${zone.lat}&lng=${zone.lng}&radius=${radius}&first=500`,
    )
  ).nodes.map(keyOf);
  const expectedBest = listed.filter((k) => {
    const f = bestFigure.get(k);
    return f !== undefined && f !== null && groupOf(f) === groups - 1;
  });
  expect(expectedBest.length).toBeGreaterThan(0);

  const { page, errors } = await signedIn();
  await page.goto(
    appUrl(`/plan?lat=${zone.lat}&lng=${zone.lng}&q=${encodeURIComponent(zone.name)}&r=${radius}`),
  );
  await page.getByRole('table', { name: 'Routes in the search' }).waitFor();
  await routesDrawn(page);
  const panel = page.getByRole('region', { name: 'Past response' });
  await panel.getByRole('checkbox', { name: 'Colour routes by past response' }).check();
  const legend = panel.getByRole('list', { name: 'Legend: scans per 1,000 pieces distributed' });
  await legend.waitFor();
  expect(await legend.getByRole('listitem').count()).toBeGreaterThanOrEqual(groups);
  await panel.getByText("The figure is the campaign's: all the routes it mailed share it.").waitFor();
  await expectAccessible(page, 'the planner coloured by past response');

  // The map fills each mailed route with its group's colour (the top group the darkest).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = (window as unknown as { __plannerMap: MapLibreMap }).__plannerMap;
        const out: Record<string, string> = {};
        for (const f of map.querySourceFeatures('routes'))
          if (f.properties.key) out[String(f.properties.key)] = String(f.properties.shade);
        return out;
      }),
    )
    .toSatisfy((shades: Record<string, string>) =>
      expectedBest.every((k) => shades[k] === undefined || shades[k] === RESPONSE_PALETTE[groups - 1]),
    );

  // One click adds the routes whose campaigns did best.
  await panel
    .getByRole('button', { name: `Select the routes whose campaigns did best (${expectedBest.length})` })
    .click();
  await expect
    .poll(() => decodeRouteKeys(new URL(page.url()).searchParams.get('routes')).sort())
    .toEqual([...expectedBest].sort());
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

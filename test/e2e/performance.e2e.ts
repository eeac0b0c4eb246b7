import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("open an active campaign's performance: KPIs, a chart per measure and the table", async () => {
  const { page, errors } = await newPage(browser);

  await page.goto(appUrl('/campaigns'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/campaigns$/);

  // An active campaign with weekly figures (newspaper inserts report daily ones) that counts scans and
  // conversions and has run for weeks, read from the service as the signed-in client; the list's own journey
  // is campaigns.e2e.ts's.
  const { id, name } = await page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${sessionStorage.getItem('doorstep.clientKey')}` };
    const read = async (path: string) =>
      ((await (await fetch(`/api${path}`, { headers })).json()) as { data: unknown }).data;
    const list = (await read('/client/campaigns?first=500')) as {
      nodes: {
        id: string;
        name: string;
        status: number;
        type: number;
        scan_data_enabled: boolean;
        conversions_api_enabled: boolean;
      }[];
    };
    const counting = list.nodes.filter((x) => x.scan_data_enabled && x.conversions_api_enabled);
    for (const c of counting.filter((x) => x.status === 10 && x.type !== 4)) {
      const perf = (await read(`/client/campaigns/${c.id}/performance`)) as { xAxis: { data: string[] } };
      // At least two weeks: a line needs two points (a campaign that started this week has one).
      if (perf.xAxis.data.length >= 2) return { id: c.id, name: c.name };
    }
    return { id: '', name: '' };
  });
  expect(id).not.toBe('');
  await page.goto(appUrl(`/campaigns/${id}`));
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // The Performance tab, in the URL.
  await page.getByRole('tab', { name: 'Performance' }).click();
  await page.waitForURL(/tab=performance/);
  const chart = page.getByRole('figure', { name: 'Weekly performance chart' });
  await chart.waitFor();

  // Three KPI cards with numbers.
  const kpis = page.getByLabel('Scan figures');
  await kpis.waitFor();
  const values = await kpis.locator('dt + dd').allInnerTexts();
  expect(values).toHaveLength(3);
  expect(values[0]).toMatch(/^\d[\d,]*$/);
  expect(values[1]).toMatch(/^\d[\d.,]*%$/);
  expect(values[2]).toMatch(/^\d[\d,]*$/);

  // The chart: one small chart per measure (recharts, loaded lazily), each with a drawn line.
  await chart.locator('svg.recharts-surface').nth(2).waitFor();
  expect(await chart.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
    'Scans',
    'Conversions',
    'Flyers distributed',
  ]);
  const d = await chart.locator('path.recharts-line-curve').first().getAttribute('d');
  expect(d ?? '').toMatch(/^M[\d.]+/);

  // The same numbers as a table, one row per week's days ("Nov 16 – 22").
  await page.getByRole('button', { name: 'Table' }).click();
  await page.waitForURL(/view=table/);
  const perfTable = page.getByRole('table', { name: 'Performance by week' });
  await perfTable.waitFor();
  expect(await perfTable.locator('thead th').allInnerTexts()).toEqual([
    'WEEK',
    'SCANS',
    'CONVERSIONS',
    'FLYERS DISTRIBUTED',
  ]);
  expect(await perfTable.locator('tbody tr').count()).toBeGreaterThan(0);
  expect(await perfTable.locator('tbody tr td').first().innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}\s*–/);

  expect(errors).toEqual([]);
});

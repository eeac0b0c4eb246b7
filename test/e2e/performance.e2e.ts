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

test("open an active campaign's performance: KPIs, the chart, a series toggle and the table", async () => {
  const { page, errors } = await newPage(browser);

  await page.goto(appUrl('/campaigns'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/campaigns$/);

  // Find an active campaign through the Status filter.
  const table = page.getByRole('table', { name: 'Campaigns' });
  await table.waitFor();
  await page.getByRole('button', { name: 'Status' }).click();
  await page.getByRole('checkbox', { name: 'Active' }).check();
  await page.keyboard.press('Escape');
  await page.waitForURL(/status=active/);
  await expect
    .poll(async () => {
      const statuses = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
      return statuses.length > 0 && statuses.every((s) => s.trim() === 'Active');
    })
    .toBe(true);
  // A flyer campaign (weekly shape; newspaper inserts report daily figures) that has run: the list is
  // newest first, so try from the bottom of the page up.
  const listUrl = page.url();
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const chart = page.getByRole('figure', { name: 'Weekly performance chart' });
  const noActivity = page.getByRole('heading', { name: 'No activity recorded yet' });
  let found = false;
  for (let i = count - 1; i >= 0 && !found; i--) {
    const type = (await rows.nth(i).locator('td').nth(1).innerText()).trim();
    if (type === 'Inserts') continue;
    const link = rows.nth(i).getByRole('link');
    const name = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/campaigns\/\d+/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The Performance tab, in the URL.
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.waitForURL(/tab=performance/);
    await chart.or(noActivity).waitFor();
    found = await chart.isVisible();
    if (!found) {
      await page.goto(listUrl);
      await table.waitFor();
    }
  }
  expect(found).toBe(true);

  // Three KPI cards with numbers.
  const kpis = page.getByLabel('Scan figures');
  await kpis.waitFor();
  const values = await kpis.locator('dt + dd').allInnerTexts();
  expect(values).toHaveLength(3);
  expect(values[0]).toMatch(/^\d[\d,]*$/);
  expect(values[1]).toMatch(/^\d[\d.,]*%$/);
  expect(values[2]).toMatch(/^\d[\d,]*$/);

  // The chart: recharts' svg with drawn lines (loaded lazily).
  await chart.locator('svg.recharts-surface').first().waitFor();
  await expect.poll(() => chart.locator('path.recharts-line-curve').count()).toBe(3);
  const d = await chart.locator('path.recharts-line-curve').first().getAttribute('d');
  expect(d ?? '').toMatch(/^M[\d.]+/);

  // Toggle a series off: one line fewer.
  await page.getByRole('checkbox', { name: 'Conversions' }).uncheck();
  await expect.poll(() => chart.locator('path.recharts-line-curve').count()).toBe(2);

  // The same numbers as a table.
  await page.getByRole('button', { name: 'Table' }).click();
  await page.waitForURL(/view=table/);
  const perfTable = page.getByRole('table', { name: 'Performance by week' });
  await perfTable.waitFor();
  expect(await perfTable.locator('thead th').allInnerTexts()).toEqual([
    'WEEK',
    'WEEK STARTING',
    'SCANS',
    'CONVERSIONS',
    'FLYERS DISTRIBUTED',
  ]);
  expect(await perfTable.locator('tbody tr').count()).toBeGreaterThan(0);
  expect(await perfTable.locator('tbody tr td').first().innerText()).toMatch(/^Week \d{1,2}, \d{4}$/);

  expect(errors).toEqual([]);
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone-sized page (390 px), signed in as the first demo client. */
async function phonePage(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(appUrl('/missions'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/missions$/);
  return { page, errors };
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('missions on a 390 px phone: rows as cards with one status each, filters in a sheet, no sideways scroll', async () => {
  const { page, errors } = await phonePage();
  const table = page.getByRole('table', { name: 'Missions', exact: true });
  await table.waitFor();
  await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(10);
  expect(await page.title()).toBe('Missions · Doorstep');
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // Each row is a card as wide as the screen, its location as the title; the header row is hidden.
  const firstRow = table.locator('tbody tr').first();
  const box = (await firstRow.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await table.locator('thead').boundingBox()).toMatchObject({ width: 1, height: 1 });
  // Every card shows exactly one status.
  const statuses = await table.locator('tbody tr td:nth-child(3) > span > span:first-child').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(10);
  for (const s of statuses)
    expect(s.trim()).toMatch(/^(Draft|Available|Booked|In progress|Completed|Paid|Cancelled)$/);

  // The filters wait behind a button and open in a sheet, which narrows the list.
  expect(await page.getByRole('search', { name: 'Filter missions' }).count()).toBe(0);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter missions' });
  await sheet.waitFor();
  await sheet.getByRole('button', { name: 'Status' }).click();
  await page.getByRole('checkbox', { name: 'Completed' }).check();
  await page.keyboard.press('Escape');
  await page.waitForURL(/status=completed/);
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect
    .poll(
      async () => {
        const shown = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
        return shown.length > 0 && shown.every((s) => s.trim() === 'Completed');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.getByRole('button', { name: /^Filters\s*1/ }).waitFor();
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The same table in a campaign's Missions tab fits too.
  const link = table.locator('tbody tr').first().getByRole('link');
  await link.click();
  await page.waitForURL(/\/campaigns\/\d+/);
  await page.getByRole('tab', { name: 'Missions' }).click();
  await page.waitForURL(/tab=missions/);
  await page.getByRole('table', { name: 'Missions', exact: true }).waitFor();
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The week calendar fits as well.
  await page.goto(appUrl('/missions?view=week'));
  await expect.poll(() => page.getByRole('heading', { level: 3 }).count(), { timeout: 15_000 }).toBe(7);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  expect(errors).toEqual([]);
});

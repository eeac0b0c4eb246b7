import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('on a 390 px phone: change the spend period in the filter sheet, read it month by month, no sideways scroll', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto(appUrl('/spend'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/spend$/);
  await page.getByRole('heading', { level: 1, name: 'Spend' }).waitFor();
  expect(await page.title()).toBe('Spend · Doorstep');
  await page.getByRole('table', { name: 'Spend by month' }).getByText('All months').waitFor();
  expect(await fits()).toBe(true);

  // The period folds into a sheet on a phone.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Spend period' });
  await sheet.getByLabel('From').fill('2025-01-01');
  await sheet.getByLabel('To').fill('2025-06-30');
  await sheet.getByLabel('To').blur();
  await page.waitForURL(/from=2025-01-01&to=2025-06-30/);
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await page.getByText('Jan 1, 2025 to Jun 30, 2025').waitFor();

  // Six months, Jan to Jun 2025, adding up to the period's total.
  const table = page.getByRole('table', { name: 'Spend by month' });
  await table.getByText('All months').waitFor();
  const months = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(months.map((m) => m.replace(/\s+/g, ' ').trim())).toEqual([
    'Jan 2025',
    'Feb 2025',
    'Mar 2025',
    'Apr 2025',
    'May 2025',
    'Jun 2025',
  ]);
  const total = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
  const sum = table.locator('tfoot td').nth(1);
  await expect.poll(async () => (await sum.innerText()).trim()).toBe((await total.innerText()).trim());
  expect((await total.innerText()).trim()).toMatch(/^\$[\d,]+\.\d{2}$/);

  // The estimate and the unpriced campaigns, and still nothing wider than the screen.
  await page.getByText('Cost per scan', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'See the campaigns of this period' }).waitFor();
  expect(await fits()).toBe(true);
  const text = await page.locator('body').innerText();
  for (const word of ['extraData', 'cityMetrics', 'unpriced', 'exclusive']) expect(text).not.toContain(word);

  expect(errors).toEqual([]);
  await context.close();
});

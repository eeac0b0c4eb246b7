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

test('sign in as a demo client, filter the campaigns, open one, sign out', async () => {
  const { page, errors } = await newPage(browser);

  // Signed out: any page sends to sign-in, remembering where the user wanted to go.
  await page.goto(appUrl('/campaigns'));
  await page.waitForURL(/\/sign-in\?next=%2Fcampaigns/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();

  // Back where the user wanted to be, with the client's name in the header.
  await page.waitForURL(/\/campaigns$/);
  await expect
    .poll(() => page.getByRole('banner').getByText('Slice Republic Pizza').count())
    .toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Campaigns', exact: true });
  await table.waitFor();
  await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(10);

  // Filter by status: the URL carries the filter and every row is active.
  // (In the filter landmark: the table's column headers have sort buttons of the same names.)
  await page
    .getByRole('search', { name: 'Filter campaigns' })
    .getByRole('button', { name: 'Status' })
    .click();
  await page.getByRole('checkbox', { name: 'Active' }).check();
  await page.keyboard.press('Escape');
  await page.waitForURL(/status=active/);
  await expect
    .poll(async () => {
      const statuses = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
      return statuses.length > 0 && statuses.every((s) => s.trim() === 'Active');
    })
    .toBe(true);

  // Search narrows further, and survives a reload (the filters live in the URL).
  await page.getByRole('searchbox', { name: 'Search' }).fill('portland');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await page.waitForURL(/search=portland/);
  await page.reload();
  await table.waitFor();
  await expect
    .poll(async () => {
      const names = await table.locator('tbody tr td:first-child').allInnerTexts();
      return names.length > 0 && names.every((n) => /portland/i.test(n));
    })
    .toBe(true);

  // Open the first campaign.
  const firstLink = table.locator('tbody tr').first().getByRole('link');
  const name = (await firstLink.innerText()).trim();
  await firstLink.click();
  await page.waitForURL(/\/campaigns\/\d+/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByText('Active', { exact: true }).first().waitFor();

  // Sign out: back to sign-in, and the key is gone from the tab.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Slice Republic Pizza/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in/);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toMatch(/eyJ/);
  await page.goto(appUrl('/campaigns'));
  await page.waitForURL(/\/sign-in/);

  expect(errors).toEqual([]);
});

test('on a 390 px phone the list fits, sorts by name from the keyboard and filters in a sheet', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto(appUrl('/campaigns'));
  const table = page.getByRole('table', { name: 'Campaigns', exact: true });
  await table.waitFor();
  expect(await page.title()).toBe('Campaigns · Doorstep');
  expect(await fits()).toBe(true);

  // Rows are cards: the name is the card's title; the filters wait behind a button.
  const names = () => table.locator('tbody tr td[data-primary]').allInnerTexts();
  expect((await names()).length).toBeGreaterThan(10);
  expect(await page.getByRole('search', { name: 'Filter campaigns' }).count()).toBe(0);

  // Sort by name with the keyboard alone: Tab to the "Sort by" menu, then the arrow key.
  const sortBy = page.getByLabel('Sort by');
  for (let i = 0; i < 40 && !(await sortBy.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect.poll(() => sortBy.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await page.waitForURL(/sort=name&dir=asc/);
  const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  await expect
    .poll(async () => {
      const shown = (await names()).map((n) => n.trim());
      return shown.length > 10 && shown.every((n, i) => i === 0 || collator.compare(shown[i - 1]!, n) <= 0);
    })
    .toBe(true);
  expect(await fits()).toBe(true);

  // The filters open in a sheet that fits the screen; choosing one keeps the sort.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter campaigns' });
  await sheet.waitFor();
  const box = await sheet.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await fits()).toBe(true);
  await sheet.getByRole('button', { name: 'Status' }).click();
  await page.getByRole('checkbox', { name: 'Active' }).check();
  await page.keyboard.press('Escape');
  await page.waitForURL(/status=active/);
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await sheet.waitFor({ state: 'hidden' });
  expect(page.url()).toMatch(/sort=name&dir=asc/);
  await expect.poll(() => page.getByRole('button', { name: /Filters/ }).innerText()).toMatch(/1/);
  await expect
    .poll(async () => {
      const statuses = await table.locator('tbody tr td[data-label="Status"]').allInnerTexts();
      return statuses.length > 0 && statuses.every((s) => /Active/.test(s));
    })
    .toBe(true);
  expect(await fits()).toBe(true);

  expect(errors).toEqual([]);
  await context.close();
});

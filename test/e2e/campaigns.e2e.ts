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
  const table = page.getByRole('table', { name: 'Campaigns' });
  await table.waitFor();
  expect(await table.getByRole('row').count()).toBeGreaterThan(10);

  // Filter by status: the URL carries the filter and every row is active.
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

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

test('filter the missions by status, then read the spend with drafts included', async () => {
  const { page, errors } = await newPage(browser);

  await page.goto(appUrl('/missions'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/missions$/);

  // The missions table, with its status column.
  const table = page.getByRole('table', { name: 'Missions' });
  await table.waitFor();
  // The rows follow the table's frame (a loading table has a few placeholder rows).
  await expect.poll(() => table.locator('tbody tr').count(), { timeout: 15_000 }).toBeGreaterThan(10);
  const statusColumn = async () => {
    const headers = await table.locator('thead th').allInnerTexts();
    const index = headers.findIndex((h) => h.trim().toLowerCase() === 'status');
    return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
  };

  // Filter by status Completed: the URL carries the filter and every row is completed.
  await page.getByRole('button', { name: 'Status' }).click();
  await page.getByRole('checkbox', { name: 'Completed' }).check();
  await page.keyboard.press('Escape');
  await page.waitForURL(/status=completed/);
  await expect
    .poll(async () => {
      const statuses = await statusColumn();
      return statuses.length > 0 && statuses.every((s) => s.trim() === 'Completed');
    })
    .toBe(true);
  await page.getByText(/^Showing 1–\d+ of [\d,]+ missions$/).waitFor();

  // The week calendar, from the navigation's view switch.
  await page.getByRole('button', { name: 'Week' }).click();
  await page.waitForURL(/view=week/);
  // Headed by its dates ("Nov 23 – 29, 2026"), not "Week 48, 2026".
  await page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]{2} \d{1,2} – / }).waitFor();
  await expect.poll(() => page.getByRole('heading', { level: 3 }).count()).toBe(7);

  // Spend, through the navigation.
  await page.getByRole('navigation').getByRole('link', { name: 'Spend' }).first().click();
  await page.waitForURL(/\/spend$/);
  await page.getByRole('heading', { level: 1, name: 'Spend' }).waitFor();
  await page.getByRole('checkbox', { name: 'Include drafts' }).check();
  await page.waitForURL(/drafts=true/);
  const total = page.locator('dt', { hasText: /^Total$/ }).locator('xpath=following-sibling::dd[1]');
  await expect.poll(async () => (await total.innerText()).trim()).toMatch(/^\$[\d,]+\.\d{2}$/);
  const alert = page.getByRole('alert');
  await alert.getByRole('heading', { name: 'This total is incomplete' }).waitFor();
  expect(await alert.innerText()).toMatch(/have no recorded price/);

  expect(errors).toEqual([]);
});

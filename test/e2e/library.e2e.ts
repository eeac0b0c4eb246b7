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

test('sign in, find Austin, TX in the city search, and see postal-compliance badges on the templates', async () => {
  const { page, errors } = await newPage(browser);

  await page.goto(appUrl('/'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();

  // Library > Cities from the navigation.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Cities', exact: true })
    .click();
  await page.waitForURL(/\/library\/cities$/);
  await page.getByRole('heading', { level: 1, name: 'Cities' }).waitFor();
  const table = page.getByRole('table', { name: 'Cities' });
  await table.waitFor();

  // A long list scrolls inside its box, and only the rows in view are in the page.
  expect(await table.getAttribute('aria-rowcount')).toBe('501');
  expect(await table.locator('tbody tr:not([aria-hidden])').count()).toBeLessThan(100);

  await page.getByRole('searchbox', { name: 'City' }).fill('Austin, TX');
  await page.getByRole('searchbox', { name: 'City' }).press('Enter');
  await page.waitForURL(/search=Austin%2C(\+|%20)TX/);
  const austin = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Austin', exact: true }) });
  await austin.first().waitFor();
  await expect.poll(() => austin.first().getByRole('cell').nth(1).innerText()).toBe('TX');
  await expect
    .poll(async () => {
      const states = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
      return states.length > 0 && states.every((s) => s.trim() === 'TX');
    })
    .toBe(true);

  // Library > Templates: every card says in words whether it is postal-compliant.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Templates', exact: true })
    .click();
  await page.waitForURL(/\/library\/templates$/);
  const gallery = page.getByRole('list', { name: 'Templates' });
  await gallery.waitFor();
  const cards = gallery.getByRole('article');
  await expect.poll(() => cards.count()).toBeGreaterThan(5);
  const compliant = gallery.getByText('Postal-compliant', { exact: true });
  const notCompliant = gallery.getByText('Not postal-compliant', { exact: true });
  await expect.poll(() => compliant.count()).toBeGreaterThan(0);
  expect(await notCompliant.count()).toBeGreaterThan(0);
  expect((await compliant.count()) + (await notCompliant.count())).toBe(await cards.count());

  // Postal-compliant only: the non-compliant ones go, and the URL keeps the choice.
  await page.getByRole('checkbox', { name: 'Postal-compliant only' }).check();
  await page.waitForURL(/compliant=1/);
  await expect.poll(() => notCompliant.count()).toBe(0);
  expect(await cards.count()).toBe(await compliant.count());

  // Thumbnails load (served by the sandbox through the dashboard's origin or the sandbox's own).
  const firstImage = cards.first().getByRole('img');
  await firstImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  expect(errors).toEqual([]);
});

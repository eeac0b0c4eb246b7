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

test('the designs on a 390 px phone: no sideways scroll, full names, and a design opens large', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  await page.goto(appUrl('/library/designs?status=rejected'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/library\/designs\?status=rejected$/);
  const grid = page.getByRole('list', { name: 'Designs' });
  await grid.waitFor();
  expect(await page.title()).toBe('Designs · Library · Doorstep');
  expect(await sideways()).toBeLessThanOrEqual(0);

  // A rejected design opens in a dialog with its large preview and an honest word on the reason.
  const card = grid.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  const button = card.getByRole('button', { name });
  // The whole name is on screen (wrapped, not cut).
  expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  expect(await dialog.innerText()).toMatch(/Rejected/);
  expect(await dialog.innerText()).toMatch(/does not say why a design was rejected/);
  const preview = dialog.getByRole('img', { name: `Preview of ${name}` });
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
  expect((await preview.boundingBox())!.width).toBeGreaterThan(250);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);

  // The other library pages fit the phone too.
  for (const path of ['/library/audiences', '/library/templates', '/library/cities']) {
    await page.goto(appUrl(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sideways(), path).toBeLessThanOrEqual(0);
  }
  expect(await page.locator('body').innerText()).not.toMatch(/skip=/);

  expect(errors).toEqual([]);
});

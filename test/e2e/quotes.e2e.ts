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

test('quote 500 pieces, see the bound notice, compare two formats and see the cheaper highlighted', async () => {
  const { page, errors } = await newPage(browser);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });

  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // The chart library is not part of the pages before Quotes.
  expect(scripts.some((s) => /tier-chart/.test(s))).toBe(false);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Quotes', exact: true })
    .click();
  await page.waitForURL(/\/quotes/);
  await page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();

  // 500 Large pieces: below the smallest tier.
  const form = page.getByRole('form', { name: 'Direct-mail (EDDM) quote' });
  await form.getByLabel('Pieces to mail').fill('500');
  await form.getByLabel('Format').selectOption('LARGE');
  await form.getByRole('button', { name: 'Get quote' }).click();
  await page.waitForURL(/volume=500&format=LARGE/);
  const bound = page.getByRole('region', { name: 'Volume moved to the nearest allowed value' });
  await bound.waitFor();
  expect(await bound.innerText()).toMatch(/You asked for\s+500 pieces/);
  expect(await bound.innerText()).toMatch(/Quoted with\s+1,000 pieces/);
  const result = page.getByRole('region', { name: 'Quote', exact: true });
  const largeTotal = (await result.getByTestId('quote-total').innerText()).trim();
  expect(largeTotal).toMatch(/^\$[\d,]+\.\d{2}$/);

  // The tier chart (recharts, loaded now) draws a step line per format.
  await page.locator('.recharts-surface').first().waitFor();
  expect(await page.locator('.recharts-line').count()).toBe(5);
  expect(scripts.some((s) => /tier-chart/.test(s))).toBe(true);
  await page.getByText(/more pieces reach the next tier/).waitFor();

  // Two formats into the comparison, the dearer one first.
  await result.getByRole('button', { name: 'Add to comparison' }).click();
  await page.waitForURL(/s=eddm%3ALARGE%3A500/);
  await form.getByLabel('Format').selectOption('BEST_SELLER');
  await form.getByRole('button', { name: 'Get quote' }).click();
  await page.waitForURL(/format=BEST_SELLER/);
  await expect
    .poll(async () => (await result.getByTestId('quote-total').innerText()).trim())
    .not.toBe(largeTotal);
  const bestTotal = (await result.getByTestId('quote-total').innerText()).trim();
  await result.getByRole('button', { name: 'Add to comparison' }).click();
  await page.waitForURL(/s=eddm%3ALARGE%3A500%2Ceddm%3ABEST_SELLER%3A500/);

  const table = page.getByRole('table', { name: 'Quote comparison' });
  await expect
    .poll(() => table.getByRole('columnheader').allInnerTexts())
    .toEqual([
      expect.stringContaining('Direct mail · Large'),
      expect.stringContaining('Direct mail · Best seller'),
    ]);
  const totals = table.getByRole('row', { name: /^Total/ }).getByRole('cell');
  await expect.poll(() => totals.nth(1).innerText()).toContain('Cheapest total');
  expect(await totals.nth(1).innerText()).toContain(bestTotal);
  expect(await totals.nth(0).innerText()).toContain(largeTotal);
  expect(await totals.nth(0).innerText()).not.toContain('Cheapest');
  // The cheaper column is highlighted as a whole, and only it.
  expect(await table.getByRole('columnheader').nth(1).getAttribute('class')).toMatch(/bg-emerald-50/);
  expect(await table.getByRole('columnheader').nth(0).getAttribute('class')).not.toMatch(/bg-emerald-50/);

  // The comparison is in the address: a reload (or a shared link) shows it again.
  await page.reload();
  await table.waitFor();
  await expect.poll(() => totals.nth(1).innerText()).toContain('Cheapest total');

  expect(errors).toEqual([]);
});

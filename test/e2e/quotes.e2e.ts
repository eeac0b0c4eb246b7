import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;

/** Whether `locator` is wholly inside the window (the user sees it without scrolling). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return !!box && box.y >= 0 && box.y + box.height <= height;
}
const pageWidth = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
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

  const cards = page.getByRole('list', { name: 'Quote comparison' }).locator(':scope > li');
  await expect
    .poll(() => cards.locator('h3').allInnerTexts())
    .toEqual(['Direct mail · Large (6.25 × 11 in)', 'Direct mail · Best seller (6.25 × 9 in)']);
  await expect.poll(() => cards.nth(1).innerText()).toContain('Cheapest total');
  expect(await cards.nth(1).innerText()).toContain(bestTotal);
  expect(await cards.nth(0).innerText()).toContain(largeTotal);
  expect(await cards.nth(0).innerText()).not.toContain('Cheapest');
  // The cheaper quote is highlighted as a whole, and only it; both say their total includes postage.
  expect(await cards.nth(1).getAttribute('class')).toMatch(/bg-emerald-50/);
  expect(await cards.nth(0).getAttribute('class')).not.toMatch(/bg-emerald-50/);
  expect(await cards.nth(0).innerText()).toContain('Includes printing and USPS postage');
  // On a wide screen the comparison sits beside the calculator: the quote just added is on screen.
  expect(await inView(page, cards.nth(1))).toBe(true);

  // The comparison is in the address: a reload (or a shared link) shows it again.
  await page.reload();
  await expect.poll(() => cards.nth(1).innerText()).toContain('Cheapest total');

  expect(errors).toEqual([]);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`on a 390 px phone (motion: ${reducedMotion}), a format added to the comparison is brought into view, with no sideways scroll`, async () => {
    const { page, errors } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion });
    await page.goto(appUrl('/sign-in'));
    await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(appUrl('/quotes?volume=5000&format=LARGE&s=eddm:SMALL:5000'));
    const result = page.getByRole('region', { name: 'Quote', exact: true });
    await result.getByTestId('quote-total').waitFor();
    expect(await result.innerText()).toContain('Includes printing and USPS postage');
    const cards = page.getByRole('list', { name: 'Quote comparison' }).locator(':scope > li');
    await cards.first().waitFor();
    // The comparison starts below the calculator, out of sight.
    expect(await inView(page, cards.first())).toBe(false);
    expect(await pageWidth(page)).toEqual({ scroll: 390, inner: 390 });

    const add = result.getByRole('button', { name: 'Add to comparison' });
    await add.scrollIntoViewIfNeeded();
    await add.click();
    await page.waitForURL(/s=eddm%3ASMALL%3A5000%2Ceddm%3ALARGE%3A5000/);
    const added = cards.filter({ hasText: 'Just added' });
    await expect
      .poll(() => added.locator('h3').allInnerTexts())
      .toEqual(['Direct mail · Large (6.25 × 11 in)']);
    // Brought into view (at once when reduced motion is asked for), and marked as what changed.
    if (reducedMotion === 'reduce') expect(await inView(page, added)).toBe(true);
    else await expect.poll(() => inView(page, added)).toBe(true);
    expect(await added.getAttribute('class')).toMatch(/ring-2/);
    await expect.poll(() => cards.nth(0).innerText()).toContain('Cheapest total');
    expect(await pageWidth(page)).toEqual({ scroll: 390, inner: 390 });
    expect(await page.title()).toBe('Quotes · Doorstep');

    expect(errors).toEqual([]);
  });
}

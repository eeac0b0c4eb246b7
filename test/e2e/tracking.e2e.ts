import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Chooses the first active campaign that has coupon codes, then its first code; returns the code. */
async function pickCoupon(page: Page): Promise<{ campaign: string; code: string }> {
  const campaign = page.getByRole('combobox', { name: 'Campaign', exact: true });
  const code = page.getByRole('combobox', { name: 'Coupon code' });
  await expect.poll(() => campaign.locator('option').count()).toBeGreaterThan(1);
  const names = await campaign.locator('option').allInnerTexts();
  for (let i = 1; i < names.length; i++) {
    await campaign.selectOption({ index: i });
    // Either the codes arrive, or the campaign says it has none.
    await expect
      .poll(
        async () =>
          (await code.locator('option').count()) > 1 ||
          (await page.getByText(/This campaign has no coupon codes/).count()) > 0,
      )
      .toBe(true);
    if ((await code.locator('option').count()) > 1) {
      await code.selectOption({ index: 1 });
      return { campaign: names[i]!.trim(), code: await code.inputValue() };
    }
  }
  throw new Error('no active campaign with coupon codes');
}

test('record a conversion with a coupon, then find it in the conversions table', async () => {
  const { page, errors } = await newPage(browser);

  await page.goto(appUrl('/tracking'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/tracking$/);
  await page.getByRole('heading', { level: 1, name: 'Tracking events' }).waitFor();
  expect(await page.title()).toBe('Tracking events · Doorstep');

  // Checked as typed: three decimals are refused at the field, two are fine.
  const value = page.getByRole('textbox', { name: 'Value', exact: true });
  await value.fill('42.505');
  await page.getByText('The value must have at most 2 decimals.').waitFor();
  await value.fill('42.50');
  await page.getByText('The value must have at most 2 decimals.').waitFor({ state: 'detached' });

  await page.getByRole('combobox', { name: 'Conversion type' }).selectOption('First Order');
  await page.getByRole('textbox', { name: 'Transaction id' }).fill('e2e-order-1');
  await page.getByRole('textbox', { name: 'User id' }).fill('e2e-customer-1');
  await page.getByRole('textbox', { name: 'Discount (optional)' }).fill('5');
  const coupon = await pickCoupon(page);

  // The body and the snippets carry the coupon; the snippets never carry the session's key.
  const json = JSON.parse(await page.getByRole('region', { name: 'JSON body' }).innerText());
  expect(json).toEqual({
    eventName: 'conversion',
    type: 'First Order',
    transactionId: 'e2e-order-1',
    value: 42.5,
    currency: 'USD',
    userId: 'e2e-customer-1',
    coupon: coupon.code,
    discount: 5,
  });
  await page.getByRole('tab', { name: 'curl' }).click();
  const curl = await page.getByRole('region', { name: 'curl' }).innerText();
  expect(curl).toContain(`${new URL(appUrl('/')).origin}/api/tracking/events`);
  expect(curl).toContain('Bearer $CLIENT_KEY');
  const key = await page.evaluate(() => sessionStorage.getItem('doorstep.clientKey'));
  expect(key).toMatch(/^ey/);
  expect(curl).not.toContain(key);

  await page.getByRole('button', { name: 'Send event' }).click();
  const card = page.getByRole('region', { name: 'Event recorded' });
  await card.waitFor();
  const text = await card.innerText();
  expect(text).toContain('Conversion: First order');
  expect(text).toContain('$42.50');
  expect(text).toContain(coupon.code);
  expect(text).toContain(coupon.campaign);
  expect(text).not.toContain('e2e-customer-1');

  // The conversions page lists it first (newest first), with its coupon and value.
  await card.getByRole('link', { name: 'See it with your other conversions' }).click();
  await page.waitForURL(/\/conversions$/);
  const table = page.getByRole('table', { name: 'Conversions' });
  await table.waitFor();
  const first = table.locator('tbody tr').first();
  await expect.poll(() => first.innerText()).toContain(coupon.code);
  // The campaign's name follows its own request; a placeholder stands in until it comes.
  await expect.poll(() => first.innerText()).toContain(coupon.campaign);
  const row = await first.innerText();
  expect(row).toContain('First order');
  expect(row).toContain('$42.50');
  expect(row).toContain('$5.00');
  expect(row).toContain(coupon.campaign);
  expect(await page.title()).toBe('Conversions · Doorstep');

  // The type filter goes to the URL and still finds it.
  await page.getByRole('button', { name: 'Type' }).click();
  await page.getByRole('checkbox', { name: 'First order' }).check();
  await page.keyboard.press('Escape');
  await page.waitForURL(/type=first-order/);
  await expect.poll(() => table.locator('tbody tr').first().innerText()).toContain(coupon.code);

  expect(errors).toEqual([]);
});

test('the conversions page fits a 360 px phone: the table scrolls in its own box', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(appUrl('/conversions'));
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL(/\/conversions$/);
  const table = page.getByRole('table', { name: 'Conversions' });
  await table.waitFor();
  await page.locator('.recharts-surface').first().waitFor();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const box = await table.evaluate((t) => {
    const scroller = t.parentElement!;
    return { inner: scroller.scrollWidth, outer: scroller.clientWidth };
  });
  expect(box.inner).toBeGreaterThan(box.outer);
  expect(errors).toEqual([]);
  await context.close();
});

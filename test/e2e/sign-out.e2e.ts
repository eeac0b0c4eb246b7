/**
 * Signing out ends every conversation with the service: from pages opened by their address, nothing is
 * requested after "Sign out" (no account, glossary or list read without a key, no 401s).
 */
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

test.each(['/campaigns?status=active', '/missions', '/campaigns/12551?tab=performance'])(
  'signing out from %s sends nothing more to the service',
  async (deepLink) => {
    const { page, errors } = await newPage(browser);
    await page.goto(appUrl('/sign-in'));
    await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(appUrl(deepLink));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    const after: string[] = [];
    let signedOut = false;
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (signedOut && u.pathname.startsWith('/api/client')) after.push(`${req.method()} ${u.pathname}`);
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Slice Republic Pizza/ })
      .click();
    signedOut = true;
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in/);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(after).toEqual([]);
    expect(errors).toEqual([]);
  },
);

test('signing out from the postcards page leaves no recipient in the tab', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(appUrl('/postcards'));
  await page.getByRole('button', { name: 'Add a recipient' }).click();
  await page.getByLabel('Name, row 1').fill('Jürgen Müller');
  await page.getByLabel('Address line 1, row 1').fill('Königsallee 1');
  // Kept in the tab (a reload would restore it)...
  await page.waitForFunction(() =>
    (sessionStorage.getItem('doorstep.postcards.draft') ?? '').includes('Jürgen'),
  );
  // ...and an edit still waiting to be kept when the page closes.
  await page.getByLabel('City, row 1').fill('Düsseldorf');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Slice Republic Pizza/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in/);
  await page.waitForTimeout(500);
  const kept = await page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((s) =>
      Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`),
    ),
  );
  expect(kept.filter((entry) => entry.startsWith('doorstep.'))).toEqual([]);
  expect(kept.join('\n')).not.toMatch(/Jürgen|Königsallee|Düsseldorf/);
  expect(errors).toEqual([]);
});

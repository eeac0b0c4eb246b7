/**
 * What the bench's browser sections share: a cold visit's page (a new context, signed in through the
 * tab's sessionStorage, opened SETTLE_MS before it is used) and signing in as the first demo client
 * through the sign-in page.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The desktop window every browser figure is taken in. */
export const BENCH_VIEWPORT = { width: 1400, height: 900 } as const;

/**
 * The pause between opening a visit's page and navigating it. Closing the last visit's context and
 * making the next one are the bench's own work (a renderer process ends, another starts), which goes on
 * after the calls return; on two cores it made the visit it overlapped about 30% slower (README).
 */
export const SETTLE_MS = 1000;

/** A new context (no HTTP cache, no query cache) signed in with `clientKey`, its page, SETTLE_MS later. */
export async function coldPage(
  browser: Browser,
  clientKey: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT, locale: 'en-US' });
  await context.addInitScript((k) => sessionStorage.setItem('doorstep.clientKey', k), clientKey);
  const page = await context.newPage();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { context, page };
}

/** Signs `page` in as the first demo client (Slice Republic Pizza) on the sign-in page. */
export async function signInAsFirstClient(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByRole('button', { name: /Slice Republic Pizza/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
}

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

/** The median of `values` (the upper one of an even count). */
export const middle = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Signs `page` in as the first demo client (Slice Republic Pizza) on the sign-in page. */
export async function signInAsFirstClient(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByRole('button', { name: /Slice Republic Pizza/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
}

/**
 * A page script, added before any of the page's own, that watches how a page draws (issue 38, point 2):
 * each React commit (through the hook React's developer tools use, which a production build also calls)
 * with whether the page's heading and its rows (`rows`, a selector) were in the document then, and the
 * layout shifts. Plain text, not a function: the bench's compiler would add helpers the page lacks.
 */
export const drawingProbe = (rows: string) => `(() => {
  const probe = { commits: [], shift: 0 };
  window.__benchDrawing = probe;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), isDisabled: false,
    inject: () => 1, checkDCE: () => undefined,
    onCommitFiberRoot: () => {
      probe.commits.push({ heading: document.querySelector('main h1') !== null, rows: document.querySelector(${JSON.stringify(rows)}) !== null });
    },
    onCommitFiberUnmount: () => undefined, onPostCommitFiberRoot: () => undefined, onScheduleFiberRoot: () => undefined,
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) probe.shift += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** What `drawingProbe` saw of a visit. */
export interface Drawing {
  /** Commits that drew the page (its heading in) before its rows were. */
  pageCommitsBeforeRows: number;
  /** Every layout shift of the visit added up (the figure Lighthouse calls Cumulative Layout Shift, unwindowed). */
  layoutShift: number;
}

export async function readDrawing(page: Page): Promise<Drawing> {
  const probe = await page.evaluate(
    () =>
      (
        window as unknown as {
          __benchDrawing?: { commits: { heading: boolean; rows: boolean }[]; shift: number };
        }
      ).__benchDrawing,
  );
  if (!probe) throw new Error('the drawing probe did not run');
  const firstWithRows = probe.commits.findIndex((c) => c.rows);
  const before = firstWithRows < 0 ? probe.commits : probe.commits.slice(0, firstWithRows);
  return { pageCommitsBeforeRows: before.filter((c) => c.heading).length, layoutShift: probe.shift };
}

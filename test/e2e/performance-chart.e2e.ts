/**
 * The performance chart of a running campaign, at a phone's width (390 px) and a desktop's (1440 px):
 * the week still running is marked (dashed, "so far", a note), the axis reads as dates, each measure has
 * its own small chart, and neither the chart nor the table makes the page scroll sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isoWeekOf } from '../../src/api/contract/iso-week';
import { appUrl, launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The browser's today (the app marks the week holding it), as `YYYY-MM-DD`. */
const localToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  });

/** Reads the service as the signed-in client (the key the app keeps for this tab). */
const read = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const key = sessionStorage.getItem('doorstep.clientKey');
    const res = await fetch(`/api${p}`, { headers: { Authorization: `Bearer ${key}` } });
    return ((await res.json()) as { data: unknown }).data;
  }, path);

type Volume = { xAxis: { data: string[] } };

test.each([390, 1440])('at %i px the running week is marked and nothing scrolls sideways', async (width) => {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await page.goto(appUrl('/sign-in'));
  await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  // An active flyer campaign (weekly figures) that counts scans and conversions (one that does not has no
  // line for them), whose last week is this one, still running.
  const today = await localToday(page);
  const week = isoWeekOf(today)!;
  const thisWeek = `${week.year}-W${String(week.week).padStart(2, '0')}`;
  const list = (await read(page, '/client/campaigns?first=500')) as {
    nodes: {
      id: string;
      status: number;
      type: number;
      scan_data_enabled: boolean;
      conversions_api_enabled: boolean;
    }[];
  };
  let id: string | undefined;
  const counting = list.nodes.filter((x) => x.scan_data_enabled && x.conversions_api_enabled);
  for (const c of counting.filter((x) => x.status === 10 && x.type !== 4)) {
    const perf = (await read(page, `/client/campaigns/${c.id}/performance`)) as Volume;
    if (perf.xAxis.data.length > 1 && perf.xAxis.data.at(-1) === thisWeek) {
      id = c.id;
      break;
    }
  }
  expect(id, 'an active campaign with activity this week').toBeDefined();

  await page.goto(appUrl(`/campaigns/${id}?tab=performance`));
  const chart = page.getByRole('figure', { name: 'Weekly performance chart' });
  await chart.locator('svg.recharts-surface').nth(2).waitFor();

  // One small chart per measure, each with its own scale.
  expect(await chart.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
    'Scans',
    'Conversions',
    'Flyers distributed',
  ]);
  // The running week: a dashed segment and a hollow point in each chart, "so far" under its date, a note.
  expect(await chart.locator('path.recharts-line-curve[stroke-dasharray]').count()).toBe(3);
  expect(await chart.locator('circle[data-running]').count()).toBe(3);
  await expect.poll(() => chart.locator('text[data-running]').allTextContents()).toEqual(['so far']);
  expect(await chart.getByTestId('running-note').innerText()).toMatch(
    /^This week so far \(Mon(–\w{3})?(, \d of 7 days)?\): the dashed end of each line is a week still running, not a drop\./,
  );
  // Dates on the axis ("Nov 16"), never week numbers.
  const ticks = await chart.locator('.recharts-xAxis-tick-labels text:not([data-running])').allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  for (const t of ticks) expect(t).toMatch(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})?$/);
  expect(await page.locator('main').innerText()).not.toMatch(/Week \d/);

  // The chart fits the screen: the page never scrolls sideways, nor does any chart stick out.
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  const widest = await chart
    .locator('svg.recharts-surface')
    .evaluateAll((svgs) => Math.max(...svgs.map((s) => s.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(width);

  // The table view: each week's days, this one flagged; on a phone the rows fold into cards.
  await page.getByRole('button', { name: 'Table' }).click();
  await page.waitForURL(/view=table/);
  const table = page.getByRole('table', { name: 'Performance by week' });
  await table.waitFor();
  const rows = table.locator('tbody tr');
  const last = rows.last();
  expect(await last.innerText()).toContain('This week so far');
  expect(await rows.first().innerText()).not.toContain('This week so far');
  expect(await rows.first().locator('td').first().innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}\s*–\s*/);
  expect(await fits()).toBe(true);
  // Every column is in view: the table needs no sideways scrolling of its own either.
  const table_ = await table.evaluate((t) => ({
    right: t.getBoundingClientRect().right,
    overflow: t.scrollWidth - t.parentElement!.clientWidth,
  }));
  expect(table_.right).toBeLessThanOrEqual(width);
  expect(table_.overflow).toBeLessThanOrEqual(0);

  expect(errors).toEqual([]);
  await context.close();
});

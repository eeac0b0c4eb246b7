/**
 * Every page of the dashboard, from the route table, at a 360 px phone and a 1440 px desktop: nothing
 * scrolls sideways, each page names itself in the browser tab, and no page shows a word only a developer
 * would use (field names, query parameters, raw codes of the service's glossary).
 *
 * With `SCREENSHOTS_DIR` set (`npm run screenshots`), it also visits them at 390 px (a common phone) and
 * saves a full-page picture of each at 390 and 1440 px, named as support/pages.ts says, and removes the
 * pictures of pages that are gone.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { designFormatCodes } from '../../src/api/contract/print-format';
import { eddmFormats } from '../../src/api/contract/quote';
import { axeViolations } from './support/axe';
import { appUrl, demoClientKey, launchBrowser } from './support/browser';
import {
  everyPage,
  screenshotFile,
  screenshotFiles,
  screenshotWidths,
  type DemoIds,
  type PageVisit,
} from './support/pages';
import { mapAtRest } from './support/planner';

const shotsDir = process.env.SCREENSHOTS_DIR;

let browser: Browser;
let sandboxKey: string;
// Read once for every width: the demo records the visits are made with, and the words to look for.
let ids: DemoIds;
let words: RegExp[];
beforeAll(async () => {
  browser = await launchBrowser();
  sandboxKey = await demoClientKey();
  [ids, words] = await Promise.all([demoIds(), internalWords()]);
  if (shotsDir) {
    mkdirSync(shotsDir, { recursive: true });
    // The folder holds exactly the current pictures: those of a page renamed or gone are removed.
    const current = new Set(screenshotFiles());
    for (const file of readdirSync(shotsDir))
      if (/^\d+-.+\.jpg$/.test(file) && !current.has(file)) rmSync(path.join(shotsDir, file));
  }
});
afterAll(async () => {
  await browser?.close();
});

async function read<T>(pathAndQuery: string): Promise<T> {
  const res = await fetch(new URL(pathAndQuery, inject('sandboxUrl')), {
    headers: { Authorization: `Bearer ${sandboxKey}` },
  });
  return ((await res.json()) as { data: T }).data;
}

type Campaigns = { nodes: Array<{ id: string; status: number; start_date: string | null }> };

/** The demo records the visits name: a running campaign, a draft, a running direct-mail one, three to compare. */
async function demoIds(): Promise<DemoIds> {
  const [active, draft, directMail, compared] = await Promise.all([
    read<Campaigns>('/client/campaigns?statuses=10&first=1'),
    read<Campaigns>('/client/campaigns?statuses=0&first=1'),
    read<Campaigns>('/client/campaigns?types=3&statuses=10&first=1'),
    read<Campaigns>('/client/campaigns?statuses=10&first=3'),
  ]);
  return {
    campaign: active.nodes[0]!.id,
    draft: draft.nodes[0]!.id,
    directMail: directMail.nodes[0]!.id,
    compared: compared.nodes.map((c) => c.id),
  };
}

/** Words a marketer never uses: field names, query parameters and the glossary's raw codes. */
async function internalWords(): Promise<RegExp[]> {
  const glossary = await read<Record<string, Array<{ label?: string; value?: string }>>>('/client/glossary');
  const codes = new Set(['FOOD', 'HANDTOHAND', 'DIRECTMAIL', 'LETTERBOX', ...eddmFormats]);
  // Design and template format codes, in the cases the service writes them (POSTCARD_6X9, POSTCARD_9x6)
  // and as a page once showed them (postcard_6x9): a format is shown by its name and size.
  for (const code of designFormatCodes) {
    codes.add(code);
    codes.add(code.toLowerCase());
    codes.add(code.replace(/X(\d)/g, 'x$1'));
  }
  for (const list of Object.values(glossary)) {
    for (const entry of Array.isArray(list) ? list : []) {
      for (const word of [entry.label, entry.value])
        if (word && /^[A-Z][A-Z_]{3,}$/.test(word)) codes.add(word);
    }
  }
  const fixed = [
    'skip=',
    'extraData',
    'cityMetrics',
    'exclusive',
    'Submittable',
    'h2h',
    'd2d',
    'undefined',
    'NaN',
    'null',
  ];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A code made of letters and digits (h2h, d2d) is only itself when no digit runs into it either: inside
  // a longer token of letters and digits, such as an anonymous customer's hexadecimal id on the
  // conversions page ("…2d2d1…"), it is not the code. Other words keep their boundaries.
  const edge = (w: string) => (/\d/.test(w) ? '[^A-Za-z0-9_]' : '[^A-Za-z_]');
  return [...fixed, ...codes].map((w) => new RegExp(`(^|${edge(w)})${escape(w)}($|${edge(w)})`));
}

/** The page's own text as written (before CSS capitals), without scripts and styles. */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) =>
        n.parentElement?.closest('script,style,noscript')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const parts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) parts.push(n.nodeValue ?? '');
    const attrs = Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')).flatMap(
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [...parts, ...attrs].join('\n');
  });

/**
 * The page's requests in flight, and a wait for the network to go quiet: none in flight and none started
 * or ended for `quietMs`. Playwright's `networkidle` is the same with 500 ms, on every page visited.
 */
function watchNetwork(page: Page) {
  const inFlight = new Set<unknown>();
  let changed = Date.now();
  const start = (r: unknown) => {
    inFlight.add(r);
    changed = Date.now();
  };
  const end = (r: unknown) => {
    inFlight.delete(r);
    changed = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  // A navigation drops what the page before it had in flight.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) inFlight.clear();
  });
  return async (quietMs = 200, timeout = 30_000) => {
    const until = Date.now() + timeout;
    for (;;) {
      const quietFor = Date.now() - changed;
      if (inFlight.size === 0 && quietFor >= quietMs) return;
      if (Date.now() > until)
        throw new Error(`the network did not go quiet: ${inFlight.size} requests in flight`);
      await new Promise((r) => setTimeout(r, inFlight.size === 0 ? quietMs - quietFor : 50));
    }
  };
}

/**
 * Waits until the page has settled: its heading is there, no request is pending, no skeleton is left, a
 * map has drawn what it asked for, and what came last is drawn (two frames) with no opening animation
 * still running.
 */
async function settle(page: Page, networkQuiet: () => Promise<void>) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await networkQuiet();
  await page
    .waitForFunction(() => document.querySelectorAll('main .animate-pulse').length === 0, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // The planner's map (and a campaign's Routes tab) draws its tiles and routes after the last request.
  const hasMap = await page.evaluate(
    () => '__plannerMap' in window && document.querySelector('.maplibregl-canvas') !== null,
  );
  if (hasMap) await mapAtRest(page);
  await animationsDone(page);
}

/** Two frames drawn and every animation that ends (a menu or dialog opening) ended; spinners loop on. */
const animationsDone = (page: Page) =>
  page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document
                .getAnimations()
                .every(
                  (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
                ),
            ),
          ),
        ),
      ),
    undefined,
    { timeout: 10_000 },
  );

const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const sticking = Array.from(document.querySelectorAll('body *'))
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 1 && !el.closest('[data-scroll-x], .overflow-x-auto'),
      )
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking };
  });

/** A state beyond a page's first view, checked by axe too: what it is, and how a user opens it. */
type State = { state: string; opens: 'menu' | 'dialog'; open: (page: Page) => Promise<unknown> };

/**
 * The states checked on a page, opened on the page just checked (no second visit): the account menu; on a
 * phone the navigation and a list's filter sheet, on a desktop a design's dialog; the route import dialog
 * with its codes looked up.
 */
function statesOf(visit: PageVisit, width: number): State[] {
  const phone = width < 640;
  const states: Record<string, State[]> = {
    campaigns: [
      {
        state: 'the account menu open',
        opens: 'menu',
        open: (page) => page.getByRole('banner').getByRole('button').last().click(),
      },
      ...(phone
        ? [
            {
              state: 'the navigation open',
              opens: 'dialog',
              open: (page) => page.getByRole('button', { name: 'Open navigation' }).click(),
            } satisfies State,
          ]
        : []),
    ],
    missions: phone
      ? [
          {
            state: 'the filter sheet open',
            opens: 'dialog',
            open: (page) => page.getByRole('button', { name: /^Filters/ }).click(),
          },
        ]
      : [],
    designs: phone
      ? []
      : [
          {
            state: 'a design open',
            opens: 'dialog',
            open: (page) => page.getByRole('main').getByRole('list').getByRole('button').first().click(),
          },
        ],
    'plan-austin-routes': [
      {
        state: 'the route import dialog open, its codes looked up',
        opens: 'dialog',
        open: async (page) => {
          await page.getByRole('button', { name: 'Import routes' }).click();
          const dialog = page.getByRole('dialog', { name: 'Import routes' });
          await dialog.getByLabel('Route codes').fill('78701 C002, 78701 C998, my street');
          await dialog.getByRole('button', { name: 'Find these routes' }).click();
          await dialog.getByTestId('import-preview').waitFor();
        },
      },
    ],
  };
  return states[visit.name] ?? [];
}

// 360 px is the narrowest phone the dashboard is made for (a wider phone lays out as it does, so axe there
// covers the phone layout); 1440 px a laptop; 390 px, a common phone, for the screenshots.
const widths = shotsDir ? [360, 390, 1440] : [360, 1440];
const axeWidths = [360, 1440];
// The widths run side by side, each in its own browser context and one page for every visit: on two cores
// that takes about 70% of the time one after the other (most of it is axe, in each context's renderer).
describe.concurrent.each(widths)('every page at %i px', (width) => {
  // Concurrent tests report their failures through their own `expect`.
  test('fits the screen, names its tab, and speaks the marketer’s language', async ({ expect }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
    // What the Content-Security-Policy refuses is reported as an error too (the browser's Issues panel and
    // Lighthouse count it), even when the page's code catches it, as zod's probe for eval once did.
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `Content-Security-Policy refused ${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile})`,
        ),
      ),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().startsWith('Content-Security-Policy refused'))
        errors.push(m.text());
    });
    const networkQuiet = watchNetwork(page);
    const problems: string[] = [];
    const withAxe = axeWidths.includes(width);

    const axe = async (where: string) => {
      const t0 = Date.now();
      for (const v of await axeViolations(page)) problems.push(`${where}: ${v}`);
      if (process.env.AXE_TIMES) console.log(`axe ${width} ${where} ${Date.now() - t0} ms`);
    };

    const check = async (visit: PageVisit, address: string) => {
      await page.goto(appUrl(address));
      const t0 = Date.now();
      await settle(page, networkQuiet);
      if (process.env.AXE_TIMES) console.log(`settle ${width} ${address} ${Date.now() - t0} ms`);
      const { scrollWidth, width: inner, sticking } = await overflow(page);
      if (scrollWidth > inner)
        problems.push(`${address}: ${scrollWidth} px wide on a ${inner} px screen (${sticking.join(', ')})`);
      const title = await page.title();
      if (!/ · Doorstep$/.test(title)) problems.push(`${address}: the tab is titled "${title}"`);
      // axe at the phone and desktop layouts.
      if (withAxe) await axe(address);
      const text = await pageText(page);
      for (const w of words) {
        const m = w.exec(text);
        if (m) problems.push(`${address}: shows "${m[0].trim()}"`);
      }
      if (shotsDir && (screenshotWidths as readonly number[]).includes(width)) {
        const file = path.join(shotsDir, screenshotFile(width, visit));
        await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 });
      }
      if (!withAxe) return;
      // Each state opened on the page as it is, then closed (Escape) for the next one.
      const states = statesOf(visit, width);
      for (const [i, { state, opens, open }] of states.entries()) {
        await open(page);
        const opened = page.getByRole(opens);
        await opened.waitFor();
        // Opened: its animation over, and what it asked for (the routes looked up) drawn.
        await networkQuiet();
        await animationsDone(page);
        await axe(`${address} with ${state}`);
        if (i < states.length - 1) {
          await page.keyboard.press('Escape');
          await opened.waitFor({ state: 'detached' });
        }
      }
    };

    // Signed out first: the sign-in page; then signed in as a user does, from that page.
    for (const visit of everyPage.signIn) await check(visit, visit.address(ids));
    await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
    await page.waitForURL((u) => u.pathname === '/');

    const titles = new Map<string, string>();
    const signedIn = Object.entries(everyPage).flatMap(([route, visits]: [string, PageVisit[]]) =>
      route === 'signIn' ? [] : visits,
    );
    for (const visit of signedIn) {
      const address = visit.address(ids);
      await check(visit, address);
      titles.set(address, await page.title());
    }
    await context.close();

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    // Titles tell the pages apart (a page's tabs, filters and searches, after a `?`, may share its title).
    const pagesOnly = [...titles].filter(([a]) => !a.includes('?'));
    expect(new Set(pagesOnly.map(([, t]) => t)).size).toBeGreaterThanOrEqual(pagesOnly.length - 1);
  }, 600_000);
});

/**
 * Every page of the dashboard, from the route table, at a 360 px phone and a 1440 px desktop: nothing
 * scrolls sideways, each page names itself in the browser tab, and no page shows a word only a developer
 * would use (field names, query parameters, raw codes of the service's glossary).
 *
 * With `SCREENSHOTS_DIR` set (`npm run screenshots`), it also visits them at 390 px (a common phone) and
 * saves a full-page picture of each at 390 and 1440 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, test } from 'vitest';
import { designFormatCodes } from '../../src/api/contract/print-format';
import { eddmFormats } from '../../src/api/contract/quote';
import type { appRoutes } from '../../src/lib/app-paths';
import { axeViolations } from './support/axe';
import { appUrl, launchBrowser } from './support/browser';

let browser: Browser;
let sandboxKey: string;
let shotIds: Record<string, string> = {};
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(new URL('/sandbox/credentials', inject('sandboxUrl')));
  const body = (await res.json()) as { data: { clients: Array<{ name: string; clientKey: string }> } };
  sandboxKey = body.data.clients.find((c) => c.name === 'Slice Republic Pizza')!.clientKey;
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

/** The addresses to visit for each route of the table; the record's type makes a new route a compile error here. */
async function pagesOf(): Promise<Record<keyof typeof appRoutes, string[]>> {
  const active = (await read<Campaigns>('/client/campaigns?statuses=10&first=1')).nodes[0]!;
  const draft = (await read<Campaigns>('/client/campaigns?statuses=0&first=1')).nodes[0]!;
  // A running direct-mail campaign, for its Routes tab (the map and table of its carrier routes).
  const directMail = (await read<Campaigns>('/client/campaigns?types=3&statuses=10&first=1')).nodes[0]!;
  const campaign = `/campaigns/${active.id}`;
  // Three running campaigns compared in the results view (the chart, its table and the legend).
  const compared = (await read<Campaigns>('/client/campaigns?statuses=10&first=3')).nodes.map((c) => c.id);
  shotIds = { [active.id]: 'active-campaign', [draft.id]: 'draft', [directMail.id]: 'direct-mail-campaign' };
  return {
    home: ['/'],
    signIn: [], // visited signed out, below
    campaigns: ['/campaigns', '/campaigns?type=directmail'],
    results: ['/results', `/results?sort=scanRate&compare=${compared.join(',')}`],
    campaign: [
      campaign,
      `${campaign}?tab=performance`,
      `${campaign}?tab=missions`,
      `${campaign}?tab=artwork`,
      `${campaign}?tab=coupons`,
      `/campaigns/${directMail.id}?tab=routes`,
      `/campaigns/${draft.id}`,
    ],
    newCampaign: ['/campaigns/new'],
    buildCampaign: [`/campaigns/${draft.id}/build`],
    missions: ['/missions'],
    quotes: ['/quotes'],
    // The planner before a search, and with one (its map, ZIP areas, pin and routes table): 2 miles
    // around Austin with one route chosen.
    plan: ['/plan', '/plan?lat=30.2747&lng=-97.7404&q=Austin%2C%20TX&r=3219&routes=78701-C001'],
    tracking: ['/tracking'],
    conversions: ['/conversions'],
    postcards: ['/postcards'],
    spend: ['/spend'],
    audiences: ['/library/audiences'],
    designs: ['/library/designs'],
    templates: ['/library/templates'],
    cities: ['/library/cities'],
    account: ['/account'],
    oauthCallback: [], // reached only from the consent page, with a code
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
 * Waits until the page has settled: its heading is there, no request is pending, no skeleton is left,
 * and what came last is drawn (two frames) with no opening animation still running.
 */
async function settle(page: Page, networkQuiet: () => Promise<void>) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await networkQuiet();
  await page
    .waitForFunction(() => document.querySelectorAll('main .animate-pulse').length === 0, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
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

const shotsDir = process.env.SCREENSHOTS_DIR;
/** Screenshots at the phone and desktop widths the issue names, named by page (ids replaced by their role). */
const shotWidths = [390, 1440];
const shotName = (width: number, address: string, ids: Record<string, string>) => {
  let name = address;
  for (const [id, role] of Object.entries(ids)) name = name.replace(`/${id}`, `/${role}`);
  // The campaigns a comparison holds change with the demo data: the file is named by what it shows.
  name = name.replace(/compare=[\d,]+/, 'compare');
  return `${width}-${name.replace(/^\//, '').replace(/[/?=&]+/g, '-') || 'home'}.jpg`;
};

// 360 px is the narrowest phone the dashboard is made for (a wider phone lays out as it does, so axe there
// covers the phone layout); 1440 px a laptop; 390 px, a common phone, for the screenshots.
const widths = shotsDir ? [360, 390, 1440] : [360, 1440];
const axeWidths = [360, 1440];
// The widths run side by side, each in its own browser context: on two cores that takes about 70% of the
// time one after the other (most of it is axe, in each context's own renderer).
describe.concurrent.each(widths)('every page at %i px', (width) => {
  // Concurrent tests report their failures through their own `expect`.
  test('fits the screen, names its tab, and speaks the marketer’s language', async ({ expect }) => {
    const pages = await pagesOf();
    const words = await internalWords();
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
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });

    const check = async (address: string) => {
      await settle(page, networkQuiet);
      const { scrollWidth, width: inner, sticking } = await overflow(page);
      if (scrollWidth > inner)
        problems.push(`${address}: ${scrollWidth} px wide on a ${inner} px screen (${sticking.join(', ')})`);
      const title = await page.title();
      if (!/ · Doorstep$/.test(title)) problems.push(`${address}: the tab is titled "${title}"`);
      const t0 = Date.now();
      // axe at the phone and desktop layouts.
      if (axeWidths.includes(width))
        for (const v of await axeViolations(page)) problems.push(`${address}: ${v}`);
      if (process.env.AXE_TIMES) console.log(`axe ${width} ${address} ${Date.now() - t0} ms`);
      const text = await pageText(page);
      for (const w of words) {
        const m = w.exec(text);
        if (m) problems.push(`${address}: shows "${m[0].trim()}"`);
      }
      if (shotsDir && shotWidths.includes(width)) {
        const file = path.join(shotsDir, shotName(width, address, shotIds));
        await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 60 });
      }
    };

    // Signed out first: the sign-in page.
    await page.goto(appUrl('/sign-in'));
    await check('/sign-in');
    await page.getByRole('button', { name: 'Slice Republic Pizza' }).click();
    await page.waitForURL((u) => u.pathname === '/');

    const titles = new Map<string, string>();
    for (const address of Object.values(pages).flat()) {
      await page.goto(appUrl(address));
      await check(address);
      titles.set(address, await page.title());
    }

    // States beyond a page's first view, checked by axe too: the account menu open, and on a phone the
    // navigation and a list's filter sheet open; on a desktop a design's dialog.
    if (axeWidths.includes(width)) {
      type State = [string, string, () => Promise<unknown>];
      const states: State[] = [
        [
          '/campaigns',
          'the account menu open',
          () => page.getByRole('banner').getByRole('button').last().click(),
        ],
        width < 640
          ? [
              '/campaigns',
              'the navigation open',
              () => page.getByRole('button', { name: 'Open navigation' }).click(),
            ]
          : [
              '/library/designs',
              'a design open',
              () => page.getByRole('main').getByRole('list').getByRole('button').first().click(),
            ],
        ...(width < 640
          ? ([
              [
                '/missions',
                'the filter sheet open',
                () => page.getByRole('button', { name: /^Filters/ }).click(),
              ],
            ] as State[])
          : []),
        [
          '/plan?lat=30.26715&lng=-97.74306&q=Austin%2C%20TX&routes=78701-C001',
          'the route import dialog open, its codes looked up',
          async () => {
            await page.getByRole('button', { name: 'Import routes' }).click();
            const dialog = page.getByRole('dialog', { name: 'Import routes' });
            await dialog.getByLabel('Route codes').fill('78701 C002, 78701 C998, my street');
            await dialog.getByRole('button', { name: 'Find these routes' }).click();
            await dialog.getByTestId('import-preview').waitFor();
          },
        ],
      ];
      for (const [address, state, open] of states) {
        await page.goto(appUrl(address));
        await settle(page, networkQuiet);
        await open();
        await page.getByRole(state.includes('menu') ? 'menu' : 'dialog').waitFor();
        // Opened: its animation over, and what it asked for (the routes looked up) drawn.
        await networkQuiet();
        await animationsDone(page);
        for (const v of await axeViolations(page)) problems.push(`${address} with ${state}: ${v}`);
      }
    }
    await context.close();

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    // Titles tell the pages apart (a page's tabs, filters and searches, after a `?`, may share its title).
    const pagesOnly = [...titles].filter(([a]) => !a.includes('?'));
    expect(new Set(pagesOnly.map(([, t]) => t)).size).toBeGreaterThanOrEqual(pagesOnly.length - 1);
  }, 600_000);
});

/**
 * `npm run bench`: prints Doorstep's performance figures and checks each against its budget.
 *
 * 1. Sandbox: seed time of a fresh database, and the latency of the heaviest reads over real HTTP.
 * 2. Bundle: a production build; what the first load downloads (gzip) and where the heavy libraries went.
 * 3. Browser (when Chromium is present): time to a drawn page, how many requests the home page makes, and
 *    the route planner's figures (test/bench/planner.ts).
 *
 * Exits 1 when a budget is missed. Budgets are deliberately loose enough for a loaded 2-core machine.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { createSandbox } from '../../server/sandbox';
import { startSandboxServer } from '../../server/server';
import { benchPlanner } from './planner';

interface Row {
  name: string;
  value: number;
  unit: string;
  budget: number;
}

const rows: Row[] = [];
function record(name: string, value: number, unit: string, budget: number) {
  rows.push({ name, value, unit, budget });
  const ok = value <= budget;
  console.log(
    `${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(58)} ${fmt(value).padStart(9)} ${unit.padEnd(6)} (budget ${fmt(budget)} ${unit})`,
  );
}
const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? 0;
}

async function timeRequests(url: string, token: string, runs: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= 2) times.push(performance.now() - t0); // the first two warm the statement cache
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchSandbox(): Promise<{ url: string; token: string; close: () => Promise<void> }> {
  console.log('\n# Sandbox');
  const seedTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const sb = await createSandbox();
    seedTimes.push(performance.now() - t0);
    sb.close();
  }
  seedTimes.sort((a, b) => a - b);
  // Every sandbox test file starts from a fresh database: creating one must stay well under half a second.
  record('fresh in-memory sandbox (migrate + seed), median of 3', seedTimes[1] ?? 0, 'ms', 500);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-bench-'));
  const server = await startSandboxServer({ port: 0, dataDir, reset: true, quiet: true });
  const token = server.credentials.clients[0]?.clientKey;
  if (!token) throw new Error('no demo client');
  const endpoints: [string, string][] = [
    ['GET /client/campaigns?first=500', '/client/campaigns?first=500'],
    ['GET /client/campaigns?search=pizza&statuses=ACTIVE', '/client/campaigns?search=pizza&statuses=ACTIVE'],
    ['GET /client/missions?first=500', '/client/missions?first=500'],
    [
      'GET /client/missions?from=..&to=.. (a week)',
      '/client/missions?from=2026-11-16&to=2026-11-23&first=500',
    ],
    ['GET /client/campaigns/12551/performance', '/client/campaigns/12551/performance'],
    ['GET /client/spend?includeDrafts=true', '/client/spend?includeDrafts=true'],
    ['GET /client/cities?search=San&first=1000', '/client/cities?search=San&first=1000'],
    [
      'GET /client/carrier-routes/search, 500 routes with polygons',
      '/client/carrier-routes/search?lat=41.8781&lng=-87.6298&radius=20000&first=500&includePaths=true',
    ],
  ];
  for (const [name, p] of endpoints) {
    const { p95 } = await timeRequests(server.url + p, token, 30);
    record(`${name}, p95 of 30`, p95, 'ms', 150);
  }
  return {
    url: server.url,
    token,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file)).length / 1024;
}

async function benchBundle(root: string, outDir: string) {
  console.log('\n# Bundle (production build)');
  // With the test hooks, for the planner's figures: they put its map on `window`, one statement in the
  // planner's own chunk (dead code in every other build); nothing of them may reach the first load.
  process.env.VITE_E2E_HOOKS = 'true';
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // What index.html pulls in before any route runs: the entry script, its preloads and the styles.
  const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  );
  const firstLoadKb = firstLoad.reduce((sum, f) => sum + gzipKb(path.join(outDir, f)), 0);
  const firstLoadText = firstLoad.map((f) => readFileSync(path.join(outDir, f), 'utf8')).join('\n');
  if (firstLoadText.includes('__plannerMap')) throw new Error('the test hooks reached the first load');
  record(`first load: ${firstLoad.length} files from index.html, gzip`, firstLoadKb, 'kB', 160);

  const assets = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  // recharts ships its own marker strings; a lazily loaded chart library never reaches the entry files.
  const rechartsInEntry = /recharts-(?:wrapper|surface)/.test(firstLoadText) ? 1 : 0;
  const maplibreInEntry = /maplibregl|maplibre-gl/i.test(firstLoadText) ? 1 : 0;
  record('recharts in the first load (0 = lazy)', rechartsInEntry, 'files', 0);
  record('maplibre-gl in the first load (0 = lazy)', maplibreInEntry, 'files', 0);
  const largest = assets
    .map((f) => ({ f, kb: gzipKb(path.join(outDir, 'assets', f)) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 3);
  for (const { f, kb } of largest)
    console.log(`      largest chunk ${f.padEnd(40)} ${kb.toFixed(1)} kB gzip`);
}

async function benchBrowser(root: string, outDir: string, sandboxUrl: string, token: string) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  console.log('\n# Browser (Chromium, production build)');
  if (!existsSync(executablePath)) {
    console.log(`      skipped: no Chromium at ${executablePath}`);
    return;
  }
  process.env.SANDBOX_URL = sandboxUrl;
  const server = await preview({
    root,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  const appUrl = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const apiRequests: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/client/')) apiRequests.push(u.pathname + u.search);
    });

    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: /Slice Republic Pizza/ }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
    // Signing in lands on Home: let its requests finish, or they would be counted with the cold visit below.
    await page.waitForLoadState('networkidle');

    apiRequests.length = 0;
    let t0 = performance.now();
    await page.goto(`${appUrl}/`);
    await page.getByRole('heading', { name: 'The last 4 weeks' }).waitFor();
    await page.waitForLoadState('networkidle');
    record('home: cold load to settled page', performance.now() - t0, 'ms', 4000);
    // Bounded whatever the account's size: at most 40 campaigns' performance reads (those that can have run
    // in the last 8 weeks) plus 8 lists and counts, the account and the glossary.
    record('home: API requests for an account of 264 campaigns', apiRequests.length, 'reqs', 50);

    apiRequests.length = 0;
    await page.getByRole('link', { name: 'Campaigns', exact: true }).first().click();
    await page.getByRole('table').waitFor();
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.waitForLoadState('networkidle');
    const homeRepeat = apiRequests.filter((r) => !r.startsWith('/api/client/campaigns?')).length;
    record('home: API requests on a return visit within the cache time', homeRepeat, 'reqs', 2);

    t0 = performance.now();
    await page.goto(`${appUrl}/missions?size=500`);
    await page.getByRole('table').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 20);
    record('missions: cold load, 500 rows per page, to drawn table', performance.now() - t0, 'ms', 4000);
    const rendered = await page.evaluate(() => document.querySelectorAll('tbody tr').length);
    console.log(`      missions table rows in the DOM for a 500-row page: ${rendered}`);
    const scrollMs = await page.evaluate(async () => {
      const start = performance.now();
      for (let i = 0; i < 30; i++) {
        window.scrollBy(0, 400);
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      }
      return (performance.now() - start) / 30;
    });
    record('missions: mean frame while scrolling 500 rows', scrollMs, 'ms', 50);

    t0 = performance.now();
    await page.goto(`${appUrl}/campaigns/12551?tab=performance`);
    await page.locator('.recharts-surface').first().waitFor();
    record('campaign performance tab: cold load to drawn chart', performance.now() - t0, 'ms', 5000);
    await context.close();

    await benchPlanner({ browser, appUrl, sandboxUrl, token, record });
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const outDir = path.join(root, '.e2e-tmp', 'bench-dist');
  const sandbox = await benchSandbox();
  try {
    await benchBundle(root, outDir);
    await benchBrowser(root, outDir, sandbox.url, sandbox.token);
  } finally {
    await sandbox.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  const over = rows.filter((r) => r.value > r.budget);
  console.log(`\n${rows.length - over.length}/${rows.length} within budget`);
  if (over.length > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

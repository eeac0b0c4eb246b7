/**
 * The bench's side-by-side figures (issue 13): each measured against an anchor built from the same
 * libraries on the same machine in the same run, so that a loaded machine moves both alike.
 *
 * - First load: the campaigns page's first load (gzip) / a bare React page (test/bench/bare-react)
 *   built by the project's Vite with the project's React plugin and target.
 * - Throughput: the sandbox as a child process (started by the command of `npm run sandbox`)
 *   under autocannon from this process (loopback, 50 connections, BENCH_LOAD_SECONDS each, default 5)
 *   / a bare Hono JSON endpoint (test/bench/bare-hono.ts, a child too) loaded just before it, in three
 *   rounds: the figure is the median of the rounds' ratios.
 * - Start: the same child, spawn to the first 200 from `/health`: cold (empty data folder: migrate and
 *   seed) and warm (the folder the cold start left). `npm run sandbox` runs a bundle it rebuilds when a
 *   source changed (scripts/sandbox.js); that build is timed first, on its own, so the starts measure
 *   the sandbox.
 * - Lighthouse: desktop preset on the built campaigns page, signed in (lighthouse.ts).
 * - The floor of a cold visit: a bare React page that reads the campaigns list's first page and draws its
 *   rows (test/bench/bare-react-list), served beside the build by the same preview server, its one read
 *   sent through the same proxy to the same sandbox. The cold visits (run.ts) and Lighthouse
 *   (lighthouse.ts) measure it beside the dashboard: what any React page that shows data from the
 *   service takes on this machine, which no goal for the dashboard can go below.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { rawGet } from '../support/raw-get';

export type Direction = 'max' | 'min';
/** Records a figure: `budget` is a ceiling (`max`, the default) or a floor (`min`). */
export type RecordFigure = (
  name: string,
  value: number,
  unit: string,
  budget: number,
  direction?: Direction,
) => void;
/** Records a reference: a figure printed beside the budgets, with none of its own (a floor, an absolute time). */
export type RecordReference = (name: string, value: number, unit: string) => void;

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** The JS and CSS files an index.html pulls in before any route runs: its script, preloads and styles. */
export function firstLoadFiles(outDir: string): string[] {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
}

export const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1024;

/**
 * Builds one of the bench's anchor pages (a folder of test/bench with its index.html) into `outDir`, with
 * the project's Vite, React plugin and target, to be served under `base`.
 */
async function buildAnchorPage(folder: string, outDir: string, base = '/'): Promise<void> {
  await build({
    configFile: false,
    root: path.join(import.meta.dirname, folder),
    base,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });
}

/** Builds the bare React page with the project's Vite; answers its first load in kB gzip. */
export async function bareReactFirstLoad(outDir: string): Promise<number> {
  await buildAnchorPage('bare-react', outDir);
  return [...firstLoadFiles(outDir), 'index.html'].reduce((sum, f) => sum + gzipKb(path.join(outDir, f)), 0);
}

/**
 * The campaigns list's first page, as the dashboard asks for it on a cold visit of /campaigns (the cold
 * visits check that it still does), under the API's base path: what the throughput figure loads and the
 * floor page reads.
 */
export const LIST_FIRST_PAGE = '/client/campaigns?first=50';

/** Where the floor page is served, beside the build (its own folder in the build's output). */
const FLOOR_FOLDER = 'bench-floor';

/** The floor page's address on the preview server: it reads LIST_FIRST_PAGE through the `/api` proxy. */
export const floorAddress = () =>
  `/${FLOOR_FOLDER}/index.html?read=${encodeURIComponent(`/api${LIST_FIRST_PAGE}`)}`;

/** Builds the floor page (test/bench/bare-react-list) into the build at `appOutDir`, as anchors are built. */
export const buildFloorPage = (appOutDir: string) =>
  buildAnchorPage('bare-react-list', path.join(appOutDir, FLOOR_FOLDER), `/${FLOOR_FOLDER}/`);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface Child {
  url: string;
  /** Spawn to the first 200 from the health path, ms. */
  startMs: number;
  stop(): Promise<void>;
}

/** Spawns `command` on a free port and waits for `healthPath` to answer 200. */
async function spawnServer(
  command: readonly string[],
  env: NodeJS.ProcessEnv,
  healthPath: string,
  timeoutMs = 120_000,
): Promise<Child> {
  const script = command.join(' ');
  const [file = '', ...args] = command;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const proc: ChildProcess = spawn(file, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let done = false;
  void exited.then(() => (done = true));
  const stop = async () => {
    if (!done) proc.kill('SIGTERM');
    await exited;
  };
  for (;;) {
    if (done) throw new Error(`${script} exited before answering: ${stderr}`);
    if (performance.now() - t0 > timeoutMs) {
      await stop();
      throw new Error(`${script} did not answer ${healthPath} within ${timeoutMs} ms`);
    }
    try {
      const res = await fetch(url + healthPath);
      await res.arrayBuffer();
      if (res.ok) return { url, startMs: performance.now() - t0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The command of `npm run sandbox` itself, read from package.json (`node` is this Node), so the bench
 * starts the sandbox exactly as a user does, without npm's own start in front of it.
 */
function sandboxCommand(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [bin = '', ...args] = (pkg.scripts.sandbox ?? '').split(/\s+/).filter(Boolean);
  if (bin === 'node') return [process.execPath, ...args];
  if (bin === 'tsx') return [TSX, ...args];
  throw new Error(`the bench cannot run the sandbox script '${pkg.scripts.sandbox}'`);
}

/** The sandbox as `npm run sandbox` runs it, with its data in `dataDir`. */
export const spawnSandbox = (dataDir: string, env: NodeJS.ProcessEnv = {}) =>
  spawnServer(sandboxCommand(), { ...env, SANDBOX_DATA_DIR: dataDir }, '/health');

/**
 * Brings the bundle `npm run sandbox` runs up to date (scripts/sandbox.js `--build`), as its first start
 * after a change does; answers how long that took (about 0.1 s when nothing changed).
 */
export async function buildSandbox(): Promise<number> {
  const [file = '', ...args] = sandboxCommand();
  const t0 = performance.now();
  const proc = spawn(file, [...args, '--build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
  if (code !== 0) throw new Error(`building the sandbox failed (exit ${code})`);
  return performance.now() - t0;
}

export const spawnBareHono = (env: NodeJS.ProcessEnv = {}) =>
  spawnServer([TSX, path.join('test', 'bench', 'bare-hono.ts')], env, '/bare');

/** Headers a server sets per connection or per answer, not part of what an answer is. */
const PER_SEND = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Bare Hono answering `GET /same` with the bytes and headers the sandbox sent for `url` (compressed as it
 * sent them): the anchor of what sending that answer costs without any work behind it.
 */
async function spawnBareSending(url: string, headers: Record<string, string>, folder: string) {
  const answer = await rawGet(url, headers);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (typeof value === 'string' && !PER_SEND.has(name)) kept[name] = value;
  const file = path.join(folder, 'bare-answer.json');
  writeFileSync(file, JSON.stringify({ headers: kept, body: answer.bytes.toString('base64') }));
  const server = await spawnBareHono({ BARE_ANSWER: file });
  return { ...server, size: answer.bytes.length, encoding: kept['content-encoding'] ?? 'none' };
}

/** The first demo client's key, from the data folder's credentials.json. */
export function clientKeyIn(dataDir: string): string {
  const credentials = JSON.parse(readFileSync(path.join(dataDir, 'credentials.json'), 'utf8')) as {
    clients: { clientKey: string }[];
  };
  const key = credentials.clients[0]?.clientKey;
  if (!key) throw new Error('no demo client in credentials.json');
  return key;
}

/**
 * Cold start (an empty data folder: migrate and seed) and warm start (the same folder again, median of
 * 3), spawn to `/health`. Answers the seeded folder for the throughput figures.
 */
export async function benchStarts(record: RecordFigure): Promise<string> {
  // A first start after a change (or the first ever) builds the bundle; it is shown apart from the starts.
  const buildMs = await buildSandbox();
  console.log(`      sandbox bundle brought up to date before the starts: ${(buildMs / 1000).toFixed(2)} s`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-bench-start-'));
  const cold = await spawnSandbox(dataDir);
  await cold.stop();
  record('sandbox cold start (empty folder: migrate + seed) to /health', cold.startMs, 'ms', 3000);
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const child = await spawnSandbox(dataDir);
    warm.push(child.startMs);
    await child.stop();
  }
  warm.sort((a, b) => a - b);
  record('sandbox warm start (existing folder) to /health, median of 3', warm[1] ?? 0, 'ms', 1000);
  return dataDir;
}

interface Load {
  rps: number;
  p99: number;
  errors: number;
}

async function load(
  opts: { url: string; method?: string; headers?: Record<string, string>; body?: string },
  seconds: number,
): Promise<Load> {
  const r = await autocannon({ ...opts, connections: 50, duration: seconds });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

interface Target {
  name: string;
  path: string;
  method?: string;
  body?: unknown;
  /** Floor of the ratio to bare Hono; p99 ceiling (ms). */
  ratio: number;
  p99: number;
  /**
   * Also measured against bare Hono sending this answer's own bytes (see `spawnBareSending`): for an answer
   * far larger than the anchor's 40 bytes, whose sending alone costs more than the anchor's whole work.
   */
  sameAnswer?: boolean;
}

/** The throughput targets (issue 27's goals): the list and the quote; the other two are watched with loose floors. */
const TARGETS: Target[] = [
  {
    name: `GET ${LIST_FIRST_PAGE}`,
    path: LIST_FIRST_PAGE,
    ratio: 0.8,
    p99: 10,
    sameAnswer: true,
  },
  { name: 'GET /client/missions?first=500', path: '/client/missions?first=500', ratio: 0.02, p99: 1500 },
  {
    name: 'GET /client/carrier-routes/search, 100 routes with polygons',
    path: '/client/carrier-routes/search?lat=41.8781&lng=-87.6298&radius=20000&first=100&includePaths=true',
    ratio: 0.02,
    p99: 1500,
  },
  {
    name: 'POST /client/calculators/eddm',
    path: '/client/calculators/eddm',
    method: 'POST',
    body: { volume: 5000, format: 'LARGE' },
    ratio: 0.8,
    p99: 10,
  },
];

type LoadOpts = Parameters<typeof load>[0];

/** Rounds of an anchor run and a measured run, back to back, per throughput figure. */
const ROUNDS = 3;

/**
 * `opts` against `anchorOpts` in ROUNDS rounds, each an anchor run then a measured run of `seconds`: the
 * ratio is the median of the rounds' ratios, so a slow stretch of the machine that falls on one run
 * moves one round, not the figure. The measured side's p99 is its worst round's; errors are summed.
 */
async function pairedRatio(anchorOpts: LoadOpts, opts: LoadOpts, seconds: number) {
  const rounds: { anchor: Load; it: Load; ratio: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const anchor = await load(anchorOpts, seconds);
    const it = await load(opts, seconds);
    rounds.push({ anchor, it, ratio: it.rps / anchor.rps });
  }
  const mid = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
  return {
    ratio: mid.ratio,
    ratios: rounds.map((r) => r.ratio),
    rps: mid.it.rps,
    anchorRps: mid.anchor.rps,
    p99: Math.max(...rounds.map((r) => r.it.p99)),
    anchorP99: Math.max(...rounds.map((r) => r.anchor.p99)),
    errors: rounds.reduce((sum, r) => sum + r.it.errors, 0),
  };
}

const ratiosText = (ratios: number[]) => ratios.map((r) => r.toFixed(2)).join(', ');

/**
 * Throughput of the sandbox (a child on `dataDir`) against bare Hono (a child): each endpoint in rounds
 * right after a run of the bare endpoint, so both meet the machine in the same state (pairedRatio).
 */
export async function benchThroughput(record: RecordFigure, dataDir: string): Promise<void> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
  const sandbox = await spawnSandbox(dataDir);
  const bare = await spawnBareHono();
  try {
    const key = clientKeyIn(dataDir);
    // The headers a browser sends with the dashboard's reads (it always offers compression): the anchor
    // gets the same, though its 40-byte answer is too small to compress.
    const headers = {
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    };
    for (const t of TARGETS) {
      const opts = {
        url: sandbox.url + t.path,
        method: t.method ?? 'GET',
        headers,
        body: t.body === undefined ? undefined : JSON.stringify(t.body),
      };
      // The anchor gets the same request (method, headers, body), so a POST is compared with a POST.
      const anchorOpts = { ...opts, url: bare.url + '/bare' };
      // Warm both (statements, JIT) before either is timed.
      await load(anchorOpts, 1);
      await load(opts, 1);
      const it = await pairedRatio(anchorOpts, opts, seconds);
      console.log(
        `      ${t.name}: ${it.rps.toFixed(0)} req/s against bare Hono ${it.anchorRps.toFixed(0)} req/s (p99 ${it.p99} ms against ${it.anchorP99} ms); rounds ${ratiosText(it.ratios)}`,
      );
      record(
        `throughput ${t.name} / bare Hono, 50 conns, median of ${ROUNDS}`,
        it.ratio,
        'x',
        t.ratio,
        'min',
      );
      record(`throughput ${t.name}: p99 latency`, it.p99, 'ms', t.p99);
      record(`throughput ${t.name}: errors and non-2xx`, it.errors, 'reqs', 0);
      if (t.sameAnswer) {
        const same = await spawnBareSending(opts.url, headers, dataDir);
        try {
          const sameOpts = { ...opts, url: same.url + '/same' };
          await load(sameOpts, 1);
          const again = await pairedRatio(sameOpts, opts, seconds);
          console.log(
            `      ${t.name}: ${again.rps.toFixed(0)} req/s against bare Hono sending the same ${same.size} bytes (${same.encoding}) ${again.anchorRps.toFixed(0)} req/s; that anchor is ${(again.anchorRps / it.anchorRps).toFixed(2)}x the 40-byte one; rounds ${ratiosText(again.ratios)}`,
          );
          record(
            `throughput ${t.name} / bare Hono sending the same answer, 50 conns, median of ${ROUNDS}`,
            again.ratio,
            'x',
            t.ratio,
            'min',
          );
        } finally {
          await same.stop();
        }
      }
    }
  } finally {
    await sandbox.stop();
    await bare.stop();
  }
}

/** Removes a folder made by the bench. */
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

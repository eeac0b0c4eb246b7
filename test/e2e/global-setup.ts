import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { startSandboxServer } from '../../server/server';
import { chromiumLaunchOptions } from './support/browser';
import { startTileServer } from './support/tile-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    sandboxUrl: string;
    /** The build the preview serves, for tests that serve it again in front of another sandbox. */
    distDir: string;
    /** The street basemap's style the build draws (test/e2e/support/tile-server.ts). */
    mapStyleUrl: string;
    /** The attribution that style's tiles carry. */
    mapAttribution: string;
    /** The run's one Chromium, which every file connects to (support/browser.ts). */
    browserWsEndpoint: string;
  }
}

/**
 * Builds the dashboard once, starts a sandbox on a free port with a fresh data folder, and serves the
 * build with `vite preview`, which forwards `/api` to that sandbox, as `npm start` does in development.
 * The route planner draws a street basemap served on loopback by the tests' own tile server (the public
 * ones cannot be reached from here): it is started first, and the build is made with its style.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'doorstep-e2e-'));
  // One build folder per run, so runs side by side (helpers, CI retries) never serve each other's files.
  const outDir = path.join(root, '.e2e-tmp', `dist-${process.pid}`);
  // The browser starts while the build runs (it is otherwise idle); every file connects to it.
  const browserServer = chromium.launchServer(chromiumLaunchOptions);
  const sandbox = await startSandboxServer({ port: 0, dataDir, reset: true, quiet: true });
  process.env.SANDBOX_URL = sandbox.url;
  const tiles = await startTileServer();
  // Read by the build (the planner's style) and by the preview server (its Content-Security-Policy).
  process.env.VITE_MAP_STYLE_URL = tiles.styleUrl;

  // Test hooks of the build (the planner's map on `window`); dead code in every other build.
  process.env.VITE_E2E_HOOKS = 'true';
  // Sizes are not reported: gzipping every chunk to print their sizes is time the tests do not need.
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, reportCompressedSize: false } });
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');

  project.provide('appUrl', `http://127.0.0.1:${address.port}`);
  project.provide('sandboxUrl', sandbox.url);
  project.provide('distDir', outDir);
  project.provide('mapStyleUrl', tiles.styleUrl);
  project.provide('mapAttribution', tiles.attribution);
  project.provide('browserWsEndpoint', (await browserServer).wsEndpoint());

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await sandbox.close();
    await tiles.close();
    await (await browserServer).close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
}

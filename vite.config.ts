import { createHash } from 'node:crypto';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { basemapOf, basemapOrigins, originOf } from './src/features/planner/basemap.ts';
import { readEnv } from './src/config/read-env.ts';
import { earlyReadsPlugin, earlyReadsScript } from './scripts/early-reads-plugin.ts';

/**
 * The security headers a production host should send with the dashboard, also sent by the dev and
 * preview servers so the app is developed and tested under them (docs/security.md). One inline script is
 * allowed, by its hash: the early reads (scripts/early-reads-plugin.ts), and no other. The dev server
 * also allows the one it injects itself (React Fast Refresh's preamble), by its hash. Styles may be inline (Radix and the map write style elements);
 * artwork images come from the API's origin; the map library runs a web worker; the planner's street
 * basemap (its style, tiles, sprite and fonts, or its PMTiles file) comes from the origins of the
 * configured map settings (src/features/planner/basemap.ts), OpenFreeMap's by default.
 */
export function securityHeaders(
  env: Record<string, string>,
  sandboxUrl: string,
  dev: boolean,
  inlineScript: string,
) {
  const api = originOf(env.VITE_API_BASE_URL);
  const basemap = basemapOrigins(
    basemapOf({
      styleUrl: env.VITE_MAP_STYLE_URL,
      pmtilesUrl: env.VITE_MAP_PMTILES_URL,
      assetsUrl: env.VITE_MAP_ASSETS_URL,
    }),
  );
  const preamble = createHash('sha256').update(react.preambleCode.replace('__BASE__', '/')).digest('base64');
  const sources = (...list: (string | false | undefined)[]) => [...new Set(list.filter(Boolean))].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${sources("'self'", inlineScript, dev && `'sha256-${preamble}'`)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${sources("'self'", 'data:', 'blob:', originOf(sandboxUrl), api, ...basemap)}`,
    "font-src 'self' data:",
    `connect-src ${sources("'self'", api, ...basemap)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

const slashes = (id: string) => id.replaceAll('\\', '/');
/** Whether a module id is in one of `packages` (node_modules). */
const inPackages =
  (...packages: string[]) =>
  (id: string) =>
    packages.some((p) => slashes(id).includes(`/node_modules/${p}/`));
/** Whether a module id starts with one of `prefixes` under src/. */
const inSource = (id: string, ...prefixes: string[]) =>
  prefixes.some((p) => slashes(id).includes(`/src/${p}`));

/**
 * Fewer, larger shared chunks than the bundler's default (which made a file of every shared module, each
 * icon its own), so a page arrives in a handful of requests: a browser sends at most six at a time to one
 * host over HTTP/1.1, API reads included. None of these is part of the first load except boot and React
 * (the first load is React, the styles and the loading frame: see src/main.tsx), and none holds a library
 * that loads only with its page (recharts, MapLibre, papaparse, react-hook-form, the OAuth client).
 * - boot: the module that asks for the app's chunk and the first page's code, the route patterns it
 *   matches the address with, the helper it asks with, and the loading frame (the loading page in the
 *   data chunk draws it too: held here, the data group cannot take it along, and the first load with it).
 * - react: React and ReactDOM, shared by the first load and everything after it.
 * - router: react-router and React Query, what the app's chunk (src/app/start-app.tsx) starts.
 * - data: the HTTP client, the contract and zod, the query factories and the route loaders that start
 *   them (and the chart's module, which a loader asks for, with lib/once-import): what every page needs
 *   before its first request, so a loader can ask at once. Also the loading page and the session's
 *   sign-out steps, which the app's chunk and the signed-in frame share: each was a small file of its own.
 * - shared: the shared components, hooks and helpers, and their libraries (Radix, icons, class names),
 *   with the signed-in frame (app/layout) and the campaign badges, so a cold visit of the list asks for
 *   two rounds of six files after the document, not three (docs/performance.md).
 * - charts: recharts and the line chart, loaded only with a chart.
 */
const chunkGroups = [
  {
    // The first module the page runs (src/app/load-app.ts, imported first by src/main.tsx) and Vite's
    // helper for dynamic imports, with which it asks for the app's chunk: a chunk of their own that needs
    // nothing else, so the request goes out before React is evaluated (about 60 ms sooner on the bench's
    // machine). In the React chunk it would wait for React to run first.
    name: 'boot',
    test: (id: string) =>
      id.includes('vite/preload-helper') ||
      inSource(
        id,
        'app/load-app',
        'app/page-modules',
        'app/loading-frame',
        'lib/app-routes',
        'api/contract/oauth-path',
      ),
    priority: 50,
  },
  {
    name: 'react',
    test: inPackages('react', 'react-dom', 'scheduler'),
    priority: 40,
  },
  {
    name: 'router',
    test: inPackages(
      'react-router',
      'cookie',
      'set-cookie-parser',
      '@tanstack/query-core',
      '@tanstack/react-query',
    ),
    priority: 30,
  },
  {
    name: 'data',
    test: (id: string) =>
      inPackages('zod')(id) ||
      inSource(
        id,
        'api/',
        'config/',
        'components/charts/line-series-chart-module',
        'lib/once-import',
        'app/page-loading',
        'app/service-status',
        'features/auth/session-actions',
      ) ||
      /\/src\/queries\/[^/]+-(queries|mutations)\.ts$/.test(slashes(id)) ||
      /\/src\/features\/.+\/(api\/[^/]+|[^/]+-loader)\.ts$/.test(slashes(id)),
    priority: 20,
  },
  {
    name: 'shared',
    test: (id: string) =>
      inPackages('lucide-react', '@radix-ui', 'clsx', 'tailwind-merge')(id) ||
      inSource(id, 'app/layout/', 'features/campaigns/components/campaign-badges') ||
      (inSource(id, 'components/', 'lib/', 'queries/use-') &&
        !inSource(
          id,
          'components/charts/line-series-chart',
          'components/charts/compare-lines-chart',
          'lib/input-modality',
        )),
    priority: 10,
  },
  {
    // Loaded only with a chart; one file rather than the three the bundler made of recharts.
    name: 'charts',
    test: (id: string) =>
      inPackages('recharts')(id) ||
      inSource(id, 'components/charts/line-series-chart', 'components/charts/compare-lines-chart'),
    priority: 5,
  },
];

/**
 * The dashboard calls the API at VITE_API_BASE_URL. By default that is `/api` on the dashboard's own
 * origin, which the dev and preview servers forward to the sandbox (SANDBOX_URL), so the browser never
 * needs CORS for the sandbox. `changeOrigin` sends the sandbox's own Host (127.0.0.1:port), which is the
 * only kind of Host the sandbox answers.
 */
export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // The early reads' inline script, with the base URL the app's HTTP client uses (src/config/read-env.ts).
  const early = await earlyReadsScript(readEnv(env).apiBaseUrl);
  const sandboxUrl = env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const proxy: Record<string, ProxyOptions> = {
    '/api': { target: sandboxUrl, changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') },
  };
  return {
    plugins: [react(), tailwindcss(), earlyReadsPlugin(early)],
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy,
      headers: securityHeaders(env, sandboxUrl, true, early.source),
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      strictPort: false,
      proxy,
      headers: securityHeaders(env, sandboxUrl, false, early.source),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
    },
  };
});

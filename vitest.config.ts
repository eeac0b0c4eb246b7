import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Component tests: jsdom, the DOM setup, and a longer timeout (each renders the whole app). */
const appTests = {
  environment: 'jsdom' as const,
  setupFiles: ['test/support/setup-dom.ts'],
  testTimeout: 15000,
};

/**
 * Component tests that need modules of their own: they `vi.mock` a module other tests import (the map,
 * the OAuth redirect), or watch a chart's code load for the first time (its loading state).
 */
const isolatedAppTests = [
  'src/features/builder/build-page.test.tsx',
  'src/features/builder/new-campaign-page.test.tsx',
  'src/features/planner/components/route-planner.test.tsx',
  'src/features/planner/components/route-planner-layers.test.tsx',
  'src/features/planner/plan-page.test.tsx',
  'src/features/planner/components/campaign-routes.test.tsx',
  'src/features/planner/components/past-response-panel.test.tsx',
  'src/features/planner/components/where-am-i.test.tsx',
  'src/features/planner/plan-route-limit.test.tsx',
  'src/features/planner/components/route-cap.test.tsx',
  'src/components/charts/lazy-line-series-chart.test.tsx',
  'src/features/conversions/components/daily-chart.test.tsx',
];

/** Sandbox tests that `vi.mock` a module other sandbox tests import (a token signer held mid-exchange). */
const isolatedServerTests = ['server/routes/oauth/code-races.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // A worker per core: left to itself, Vitest ran one on the 2-core CI machine, and two take a third less.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Every test makes its own sandbox (its own database); nothing is kept in module state between
          // files, so the files share one module graph per worker instead of importing it anew (about
          // half of this project's time went into imports).
          isolate: false,
          include: ['server/**/*.test.ts', 'test/unit/**/*.test.ts', 'test/docs/**/*.test.ts'],
          exclude: isolatedServerTests,
        },
      },
      {
        extends: true,
        test: { name: 'server-isolated', environment: 'node', include: isolatedServerTests },
      },
      {
        // The dashboard's pure logic (URL filters, series shaping, money, contract schemas): no DOM needed.
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          // Pure functions: sharing the module graph between files saves most of this project's time.
          isolate: false,
          include: ['src/**/*.test.ts'],
          exclude: ['src/api/http-client.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...appTests,
          name: 'app',
          // The page tests render the whole app against their own sandbox, unmount it after each test
          // and clear sessionStorage (where the HTTP client keeps the key): they share one module graph
          // and one jsdom per worker, which halves their time (setting up both took 4 s per file).
          isolate: false,
          include: ['src/**/*.test.tsx', 'src/api/http-client.test.ts'],
          exclude: isolatedAppTests,
        },
      },
      {
        extends: true,
        test: { ...appTests, name: 'app-isolated', include: isolatedAppTests },
      },
    ],
  },
});

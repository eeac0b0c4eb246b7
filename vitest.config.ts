import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
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
          include: ['server/**/*.test.ts', 'test/unit/**/*.test.ts'],
        },
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
          name: 'app',
          environment: 'jsdom',
          // The HTTP client keeps the key in sessionStorage.
          include: ['src/**/*.test.tsx', 'src/api/http-client.test.ts'],
          setupFiles: ['test/support/setup-dom.ts'],
          testTimeout: 15000,
        },
      },
    ],
  },
});

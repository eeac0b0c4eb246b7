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
          include: ['server/**/*.test.ts', 'test/unit/**/*.test.ts'],
        },
      },
      {
        // The dashboard's pure logic (URL filters, series shaping, money, contract schemas): no DOM needed.
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
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

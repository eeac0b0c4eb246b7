import { defineConfig } from 'vitest/config';

/** Browser tests: a production build served with the sandbox behind it, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60000,
    // A page answering a click may take more than the default second on a busy 2-core CI machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120000,
    fileParallelism: false,
  },
});

import { defineConfig } from 'vitest/config';

// The end-to-end suite: the built app (npm run build) served by the bundled server on a free port with a
// fresh data directory, driven through playwright-core in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/every-error-is-korean.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings honest and memory low.
    fileParallelism: false,
  },
});

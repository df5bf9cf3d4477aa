import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant (`npm run mutation`, issue 34): the domain's, and the server's
// live-page tests on PGlite for `plugins/live-pages.ts`.
export default defineConfig({
  test: {
    // A file that fails to import counts as a failed test (scripts/mutation/failed-load-reporter.ts, stryker-js#6150).
    reporters: ['default', './scripts/mutation/failed-load-reporter.ts'],
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'live-pages',
          include: ['apps/server/src/plugins/live-pages.test.ts'],
          environment: 'node',
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: ['apps/server/src/testing/global-setup-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

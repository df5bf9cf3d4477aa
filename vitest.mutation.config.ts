import { configDefaults, defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant (`npm run mutation`, issue 34): the domain's, and the server's
// live-page tests on PGlite for `plugins/live-pages.ts`.
//
// `MUTATION_WITHOUT_SPLIT_PROPERTY=1` leaves out rent-offers' brute-force property (4 of the domain suite's 7 s), for
// runs that mutate the rest of the domain: every module-level mutant runs the whole suite, so that one file was a
// third of the rest's 100 minutes. A mutant only it could kill then counts survived: the score is a lower bound.
const domainExclude = [
  ...configDefaults.exclude,
  ...(process.env.MUTATION_WITHOUT_SPLIT_PROPERTY ? ['**/rent-offers/cheapest-split.property.test.ts'] : []),
];

export default defineConfig({
  test: {
    // A file that fails to import counts as a failed test (scripts/mutation/failed-load-reporter.ts, stryker-js#6150).
    reporters: ['default', './scripts/mutation/failed-load-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          exclude: domainExclude,
          environment: 'node',
        },
      },
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

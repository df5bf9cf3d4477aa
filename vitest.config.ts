import { configDefaults, defineConfig } from 'vitest/config';

// One runner for every unit and integration test. Server tests run once per database driver:
// `server-pglite` on embedded PGlite and `server-postgres` on a real PostgreSQL (TEST_DATABASE_URL,
// default postgres://jipsa:jipsa@127.0.0.1:5432/jipsa, which .ci/run creates).
const serverTests = ['apps/server/src/**/*.test.ts'];
// Modules that touch no table (pure calculations, the address and housing sources, the 등기부 read in memory): their
// tests cannot tell the drivers apart, so they run once, on the embedded default.
const driverBlindTests = [
  'apps/server/src/modules/calculators/**',
  'apps/server/src/modules/housing/**',
  'apps/server/src/modules/rent-offers/**',
  'apps/server/src/modules/jeonse-safety/registry/**',
];
// Every app.inject of a test app is checked against the served OpenAPI document (ADR 0033).
const CONFORMANCE_SETUP = 'apps/server/src/testing/openapi-conformance-setup.ts';

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one idle, which on the two-core CI machine ran the files one at a time.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: ['apps/server/src/testing/global-setup-pglite.ts'],
          setupFiles: [CONFORMANCE_SETUP],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...driverBlindTests],
          environment: 'node',
          env: { TEST_DB_DRIVER: 'postgres' },
          globalSetup: ['apps/server/src/testing/global-setup-postgres.ts'],
          setupFiles: [CONFORMANCE_SETUP],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One runner for every unit and integration test. Server tests run once per database driver:
// `server-pglite` on embedded PGlite and `server-postgres` on a real PostgreSQL (TEST_DATABASE_URL,
// default postgres://jipsa:jipsa@127.0.0.1:5432/jipsa, which .ci/run creates).
const serverTests = ['apps/server/src/**/*.test.ts'];
// Every app.inject of a test app is checked against the served OpenAPI document (ADR 0033).
const CONFORMANCE_SETUP = 'apps/server/src/testing/openapi-conformance-setup.ts';

export default defineConfig({
  test: {
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

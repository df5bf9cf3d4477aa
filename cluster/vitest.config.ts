import { defineConfig } from 'vitest/config';

// The cross-instance suite: `npm run cluster`'s shape (PostgreSQL, Redis, s3rver, three instances behind
// HAProxy) started once for all files, then driven over HTTP through the balancer.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['**/*.cluster.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

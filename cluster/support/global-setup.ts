import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/lib/cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterUrl: string;
    clusterInstances: { name: string; url: string }[];
    clusterDatabaseUrl: string;
    s3Directory: string;
  }
}

const CLUSTER_PORT = 18_490;

export default async function setup(project: TestProject) {
  const cluster = await startCluster({
    root: path.resolve(import.meta.dirname, '../..'),
    port: CLUSTER_PORT,
    instanceCount: 3,
    adminDatabaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://jipsa:jipsa@127.0.0.1:5432/jipsa',
    quiet: true,
    env: { RATE_LIMIT_MAX: '200', COMMENT_WRITES_PER_MINUTE: '5' },
  });
  project.provide('clusterUrl', cluster.url);
  project.provide(
    'clusterInstances',
    cluster.instances.map((instance: { name: string; url: string }) => ({ name: instance.name, url: instance.url })),
  );
  project.provide('clusterDatabaseUrl', cluster.databaseUrl);
  project.provide('s3Directory', cluster.s3.directory);
  return () => cluster.stop();
}

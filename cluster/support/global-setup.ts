import { createServer } from 'node:http';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/lib/cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterUrl: string;
    clusterInstances: { name: string; url: string }[];
    clusterDatabaseUrl: string;
    s3Directory: string;
    clusterControlUrl: string;
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

  // Test files run in workers without the process handles: they ask this small server to restart an
  // instance (SIGTERM, wait for exit, start, wait until ready), as an operator's rolling deploy would.
  const control = createServer((request, response) => {
    const name = /^\/restart\/(\w+)$/.exec(request.url ?? '')?.[1];
    const instance = cluster.instances.find((candidate: { name: string }) => candidate.name === name);
    if (request.method !== 'POST' || !instance) {
      response.writeHead(404).end();
      return;
    }
    instance.restart().then(
      () => response.writeHead(200).end(name),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(CLUSTER_PORT + 200, '127.0.0.1', resolve));
  project.provide('clusterControlUrl', `http://127.0.0.1:${CLUSTER_PORT + 200}`);

  return async () => {
    control.close();
    await cluster.stop();
  };
}

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
    prometheusUrl: string;
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
  project.provide('prometheusUrl', cluster.prometheusUrl);

  // Test files run in workers without the process handles: they ask this small server to restart an
  // instance (SIGTERM, wait for exit, start, wait until ready), as an operator's rolling deploy would.
  // The same for the shared parts: POST /redis/stop, /redis/start, /s3/stop, /s3/start.
  const control = createServer((request, response) => {
    const [, target, action] = /^\/(\w+)\/(\w+)$/.exec(request.url ?? '') ?? [];
    const instance = cluster.instances.find((candidate: { name: string }) => candidate.name === action);
    const part = target === 'redis' ? cluster.redis : target === 's3' ? cluster.s3 : null;
    let work: Promise<unknown> | null = null;
    if (request.method === 'POST' && target === 'restart' && instance) work = instance.restart();
    else if (request.method === 'POST' && part && (action === 'stop' || action === 'start')) work = part[action]();
    if (!work) {
      response.writeHead(404).end();
      return;
    }
    work.then(
      () => response.writeHead(200).end('ok'),
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

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { log, probe } from './run.mjs';

// The production shape on one machine (docs/deploy.md): PostgreSQL, Redis, an S3-protocol store, N app
// instances and a round-robin load balancer (HAProxy, no sticky sessions) in front, and a Prometheus that
// scrapes every instance on its own metrics port (METRICS_PORT, never through the balancer).

const BUCKET = 'jipsa';
// s3rver's fixed credentials; the app signs with them through its real SigV4 adapter.
const S3_KEY = 'S3RVER';

async function waitForPort(port, what, child, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited early (code ${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on ${port} within ${seconds} s`);
}

async function waitForReady(url, what, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited early (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} was not ready within ${seconds} s`);
}

/**
 * Keeps the last 4,000 characters a child printed, so a refusal to start (a port taken, a bad database) says why in
 * the error, also when the cluster runs quietly for the tests.
 */
function keepLastWords(child) {
  let words = '';
  const keep = (chunk) => {
    words = `${words}${chunk}`.slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => words;
}

function stopChild(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

/** Creates the cluster's database on the PostgreSQL of `adminUrl` (dropping a previous one) and returns its URL. */
async function freshDatabase(adminUrl, name) {
  for (const sql of [`DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`]) {
    const result = probe('psql', [adminUrl, '-qtAc', sql]);
    if (!result.ok) throw new Error(`psql failed (${sql}): ${result.stderr}`);
  }
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

function haproxyConfig({ port, instances }) {
  return `global
  maxconn 2048
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # Tell the app who the client is (TRUST_PROXY); retry a connection refused by a stopping instance.
  option forwardfor
  retries 3
  option redispatch
frontend public
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
${instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 500ms fall 1 rise 1`).join('\n')}
`;
}

/** Scrapes each instance's metrics listener every second (a deployment scrapes every 15–30 s). */
function prometheusConfig({ instances }) {
  return `global:
  scrape_interval: 1s
  evaluation_interval: 1s
scrape_configs:
  - job_name: jipsa
    metrics_path: /metrics
    static_configs:
${instances.map((instance) => `      - targets: ['127.0.0.1:${instance.metricsPort}']\n        labels: { instance: '${instance.name}' }`).join('\n')}
`;
}

async function waitForHttp(url, what, child, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited early (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not answer ${url} within ${seconds} s`);
}

/**
 * Starts the cluster and resolves when every part answers. `root` is the repository (the server must be
 * built). Returns handles to stop or restart an instance, Redis or the object store, and `stop()`.
 */
export async function startCluster({
  root,
  port = 8090,
  instanceCount = 3,
  adminDatabaseUrl,
  // Prometheus listens here, instance N's metrics on prometheusPort + N. Every fixed port stays below Linux's
  // ephemeral range (32768–60999): a listener there can find its port held by some outgoing connection.
  prometheusPort = port + 300,
  env: extraEnv = {},
  quiet = false,
}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'jipsa-cluster-'));
  const children = new Set();
  const track = (child) => {
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const output = quiet ? 'ignore' : 'inherit';

  const databaseUrl = process.env.DATABASE_URL ?? (await freshDatabase(adminDatabaseUrl, `jipsa_cluster_${port}`));

  const redisPort = port + 100;
  const redis = {
    port: redisPort,
    url: `redis://127.0.0.1:${redisPort}`,
    child: null,
    async start() {
      this.child = track(
        spawn(
          'redis-server',
          ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            stdio: 'ignore',
          },
        ),
      );
      await waitForPort(redisPort, 'redis-server', this.child);
    },
    stop() {
      return stopChild(this.child);
    },
  };

  const { default: S3rver } = await import('s3rver');
  const s3Port = port + 101;
  const s3Directory = path.join(workDir, 's3');
  const s3 = {
    port: s3Port,
    directory: s3Directory,
    server: null,
    async start() {
      this.server = new S3rver({
        address: '127.0.0.1',
        port: s3Port,
        directory: s3Directory,
        silent: true,
        configureBuckets: [{ name: BUCKET }],
      });
      await this.server.run();
    },
    async stop() {
      await this.server?.close();
      this.server = null;
    },
  };

  const publicUrl = `http://127.0.0.1:${port}`;
  const sharedEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    // One secret for every instance: a token signed by one is verified by all.
    JWT_SECRET: randomBytes(48).toString('base64url'),
    REDIS_URL: redis.url,
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_KEY,
    S3_SECRET_ACCESS_KEY: S3_KEY,
    TRUST_PROXY: 'true',
    // A local cluster has no Kakao keys: the dev login is asked for on purpose (loopback only).
    DEV_LOGIN: 'true',
    DATA_DIR: workDir,
    // HAProxy checks every 500 ms: a stopping instance says 503 on /ready for longer than that first.
    SHUTDOWN_DRAIN_MS: '1200',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...extraEnv,
  };

  const instances = Array.from({ length: instanceCount }, (_, index) => {
    const instancePort = port + 1 + index;
    const name = `app${index + 1}`;
    const metricsPort = prometheusPort + 1 + index;
    return {
      name,
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}`,
      metricsPort,
      child: null,
      async start() {
        this.child = track(
          spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
            cwd: root,
            env: { ...sharedEnv, PORT: String(instancePort), INSTANCE_NAME: name, METRICS_PORT: String(metricsPort) },
            stdio: ['ignore', 'pipe', 'pipe'],
          }),
        );
        const lastWords = keepLastWords(this.child);
        if (!quiet) {
          this.child.stdout.pipe(process.stdout);
          this.child.stderr.pipe(process.stderr);
        }
        await waitForReady(this.url, name, this.child).catch((error) => {
          throw new Error(`${error.message}\n${lastWords()}`);
        });
      },
      stop(signal = 'SIGTERM') {
        return stopChild(this.child, signal);
      },
      async restart() {
        await this.stop();
        await this.start();
      },
    };
  });

  const haproxyFile = path.join(workDir, 'haproxy.cfg');
  writeFileSync(haproxyFile, haproxyConfig({ port, instances }));
  let balancer = null;
  const prometheusFile = path.join(workDir, 'prometheus.yml');
  writeFileSync(prometheusFile, prometheusConfig({ instances }));
  const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  let prometheus = null;

  const stop = async () => {
    await stopChild(prometheus);
    await stopChild(balancer);
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis.stop();
    await s3.stop();
    for (const child of children) child.kill('SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await redis.start();
    await s3.start();
    // The first instance migrates the empty database alone; the others start on a migrated one.
    await instances[0].start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    balancer = track(spawn('haproxy', ['-f', haproxyFile, '-db'], { stdio: ['ignore', 'ignore', output] }));
    await waitForPort(port, 'haproxy', balancer);
    await waitForReady(publicUrl, 'the balancer', balancer);
    // Debian's prometheus, its data in the cluster's scratch directory (gone at stop). Its last words are kept, so a
    // refusal to start (a port taken, a bad flag) says why even when the cluster runs quietly for the tests.
    prometheus = track(
      spawn(
        'prometheus',
        [
          `--config.file=${prometheusFile}`,
          `--storage.tsdb.path=${path.join(workDir, 'prometheus')}`,
          `--web.listen-address=127.0.0.1:${prometheusPort}`,
          '--log.level=warn',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      ),
    );
    const prometheusLastWords = keepLastWords(prometheus);
    if (!quiet) prometheus.stderr.pipe(process.stderr);
    await waitForHttp(`${prometheusUrl}/-/ready`, 'prometheus', prometheus).catch((error) => {
      throw new Error(`${error.message}\n${prometheusLastWords()}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  if (!quiet)
    log(
      `클러스터가 ${publicUrl} 에서 돌아요: 인스턴스 ${instances.map((instance) => instance.port).join(', ')}, Redis ${redisPort}, S3 ${s3Port}, Prometheus ${prometheusUrl} (지표 포트 ${instances.map((instance) => instance.metricsPort).join(', ')})`,
    );
  return { url: publicUrl, databaseUrl, instances, redis, s3, prometheusUrl, stop };
}

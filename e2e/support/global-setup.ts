import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready in 60 s:\n${output()}`);
}

/** The shell's environment without what would decide the mode for the server (CI may export NODE_ENV). */
function withoutModeSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _mode, HOST: _host, REDIS_URL: _redis, STORAGE: _storage, ...rest } = env;
  return rest;
}

export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry)) throw new Error('Build first: npm run build (apps/server/dist/server.js is missing).');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let log = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    // As `npm start` runs for a newcomer: no NODE_ENV, no HOST — the local trial of ADR 0008.
    env: {
      ...withoutModeSettings(process.env),
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      COMPUTE_RATE_LIMIT_MAX: '100000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  await waitUntilReady(baseUrl, server, () => log);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

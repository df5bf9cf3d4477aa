import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../apps/server/src/testing/free-port.ts';

// The bundled server as `npm start` runs it, for the e2e suite's own server and for tests that need one of their
// own (another configuration, another database), and the PostgreSQL those get a scratch database on.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://jipsa:jipsa@127.0.0.1:5432/jipsa';

/** The shell's environment without what would decide the mode for the server (CI may export NODE_ENV). */
export function withoutModeSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _mode, HOST: _host, REDIS_URL: _redis, STORAGE: _storage, ...rest } = env;
  return rest;
}

/**
 * Runs one of the server's npm commands (`npm run <script> -w apps/server -- …args`) with `env` over the shell's
 * environment without its mode settings, as an operator would beside the running server: its exit code and output.
 */
export async function runServerCommand(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const command = spawn('npm', ['run', script, '-w', 'apps/server', '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...withoutModeSettings(process.env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  command.stdout?.on('data', (chunk) => (output += chunk));
  command.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => command.once('exit', resolve));
  return { code, output };
}

export type BundledServer = {
  port: number;
  url: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit (at once when it already exited). */
  stop: () => Promise<number | null>;
};

/**
 * Starts dist/server.js on a free port with `env` over the shell's environment without its mode settings; `env` may
 * be made from the server's own URL (PUBLIC_URL).
 */
export async function spawnBundledServer(
  env: Record<string, string> | ((url: string) => Record<string, string>),
): Promise<BundledServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...withoutModeSettings(process.env), PORT: String(port), ...(typeof env === 'function' ? env(url) : env) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    port,
    url,
    process: child,
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits for `/ready` and returns its answer; throws with the server's output when it exits or 60 s pass. */
export async function waitUntilReady(server: BundledServer): Promise<{ data?: Record<string, unknown> }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`The server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/ready`);
      if (response.ok) return (await response.json()) as { data?: Record<string, unknown> };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready in 60 s:\n${server.output()}`);
}

/** A database of its own on the test PostgreSQL: its URL, and `drop` for afterAll. */
export async function scratchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${name}` }).toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name}`),
  };
}

export type OwnServer = {
  url: string;
  /** Runs one of the server's npm commands on the same database and data directory (see `runServerCommand`). */
  runCommand: (script: string, args: readonly string[]) => Promise<{ code: number | null; output: string }>;
  /** Stops the server and removes its database and data directory. */
  stop: () => Promise<void>;
};

/**
 * A bundled server of a test file's own, on a scratch database and data directory, for what needs the operator's
 * commands beside it: `shared` is the configuration both get, `serverOnly` the server's alone. Rate limits are
 * lifted, since a browser test makes many requests from one address.
 */
export async function startOwnServer(
  name: string,
  shared: Record<string, string> = {},
  serverOnly: Record<string, string> = {},
): Promise<OwnServer> {
  const database = await scratchDatabase(`jipsa_${name}_${process.pid}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `jipsa-${name}-`));
  const env = { NODE_ENV: 'development', DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...shared };
  const removeData = async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let server: BundledServer | undefined;
  try {
    server = await spawnBundledServer((url) => ({
      ...env,
      PUBLIC_URL: url,
      RATE_LIMIT_MAX: '100000',
      COMPUTE_RATE_LIMIT_MAX: '100000',
      ...serverOnly,
    }));
    await waitUntilReady(server);
  } catch (error) {
    await server?.stop();
    await removeData();
    throw error;
  }
  const running = server;
  return {
    url: running.url,
    runCommand: (script, args) => runServerCommand(script, args, env),
    stop: async () => {
      await running.stop();
      await removeData();
    },
  };
}

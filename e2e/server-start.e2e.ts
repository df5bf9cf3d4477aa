import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm start` runs the bundled server; here it runs against a real PostgreSQL instead of PGlite.
const repoRoot = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://jipsa:jipsa@127.0.0.1:5432/jipsa';
const databaseName = `jipsa_start_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let dataDir: string;
beforeAll(async () => {
  await admin(`CREATE DATABASE ${databaseName}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-start-'));
});
afterAll(async () => {
  await admin(`DROP DATABASE IF EXISTS ${databaseName}`);
  await rm(dataDir, { recursive: true, force: true });
});

describe('서버 시작', () => {
  it('DATABASE_URL 이 있으면 PostgreSQL 에 마이그레이션하고 붙으며, SIGTERM 에 깔끔하게 끝나요', async () => {
    const port = 20_000 + (process.pid % 20_000);
    const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

    let ready: { data?: { database?: string } } | undefined;
    for (let attempt = 0; attempt < 150 && !ready; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/ready`);
        if (response.ok) ready = (await response.json()) as typeof ready;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    expect(ready?.data?.database).toBe('postgres');

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const migrations = await client.query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
    await client.end();
    expect(migrations.rows[0].count).toBeGreaterThan(0);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

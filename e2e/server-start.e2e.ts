import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scratchDatabase, spawnBundledServer, waitUntilReady } from './support/bundled-server.ts';

// `npm start` runs the bundled server; here it runs against a real PostgreSQL instead of PGlite.
let dataDir: string;
let database: { url: string; drop: () => Promise<void> };
beforeAll(async () => {
  database = await scratchDatabase(`jipsa_start_${process.pid}`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-start-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the bundled server as `npm start` does, with `env` on top of a clean environment (no NODE_ENV). */
const startServer = (env: Record<string, string>) =>
  spawnBundledServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });

describe('서버 시작', () => {
  it('아무것도 설정하지 않은 npm start 는 127.0.0.1 의 로컬 체험이라 개발용 로그인과 데모 글이 있어요', async () => {
    const base = inject('baseUrl');
    expect(new URL(base).hostname).toBe('127.0.0.1');
    const ready = (await (await fetch(`${base}/ready`)).json()) as { data: { mode: string; database: string } };
    expect(ready.data).toMatchObject({ mode: 'development', database: 'pglite' });
    expect(await (await fetch(`${base}/oauth2/authorization/kakao`)).text()).toContain('개발용 로그인');
    const posts = (await (await fetch(`${base}/api/v1/post/sorted?sortType=LATEST`)).json()) as {
      data: { posts: unknown[] };
    };
    expect(posts.data.posts.length).toBeGreaterThan(0);
  });

  it('NODE_ENV 를 잊고 DATABASE_URL 만 주면 운영 모드라서 JWT_SECRET 과 PUBLIC_URL 없이는 시작하지 않아요', async () => {
    const server = await startServer({ DATABASE_URL: database.url });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('JWT_SECRET: required in production (NODE_ENV unset, configured: DATABASE_URL)');
    expect(server.output()).toContain('PUBLIC_URL: required in production');
  });

  it('DATABASE_URL 과 비밀값을 주면 운영 모드로 PostgreSQL 에 마이그레이션하고 붙으며, 개발용 로그인도 데모 글도 없고, SIGTERM 에 깔끔하게 끝나요', async () => {
    const server = await startServer({
      DATABASE_URL: database.url,
      JWT_SECRET: 'an-operator-secret-that-is-long-enough-to-sign',
      PUBLIC_URL: 'https://jipsa.example',
    });
    const ready = await waitUntilReady(server);
    expect(ready?.data).toMatchObject({ status: 'ok', database: 'postgres', mode: 'production' });
    // Without feed keys every market-rate feed is listed, off (issue 28): the committed table serves alone.
    const feeds = (ready?.data as { rateFeeds?: { name: string; enabled: boolean }[] } | undefined)?.rateFeeds ?? [];
    expect(feeds.length).toBeGreaterThan(0);
    expect(feeds.every((feed) => !feed.enabled)).toBe(true);

    const [firstLine] = server.output().split('\n');
    expect(JSON.parse(firstLine ?? '{}')).toMatchObject({
      mode: 'production',
      devLogin: false,
      demoSeed: false,
      database: 'postgres',
      msg: expect.stringContaining('집사 starting in production mode (NODE_ENV unset, configured: DATABASE_URL)'),
    });
    expect(JSON.parse(firstLine ?? '{}').msg).toContain('rate feeds: ECOS off, KFB COFIX off');

    const login = await fetch(`http://127.0.0.1:${server.port}/oauth2/authorization/kakao`, { redirect: 'manual' });
    expect(login.status).toBe(404);
    const loginPage = await login.text();
    expect(loginPage).toContain('로그인을 사용할 수 없어요');
    expect(loginPage).not.toContain('개발용 로그인');

    const posts = await fetch(`http://127.0.0.1:${server.port}/api/v1/post/sorted?sortType=LATEST`);
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as { data: { posts: unknown[] } }).data.posts).toEqual([]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const migrations = await client.query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
    const demoPosts = await client.query('SELECT count(*)::int AS count FROM posts');
    await client.end();
    expect(migrations.rows[0].count).toBeGreaterThan(0);
    expect(demoPosts.rows[0].count).toBe(0);

    expect(await server.stop()).toBe(0);
  });
});

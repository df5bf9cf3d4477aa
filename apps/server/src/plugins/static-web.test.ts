import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../testing/test-database.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-web-dist-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html lang="ko"><title>집사</title></html>');
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: webDistDir,
    JWT_SECRET: 'x'.repeat(40),
    LOG_LEVEL: 'silent',
  });
  app = await buildApp({ config, database: await createTestDatabase(), webDistDir, logger: false });
});
afterAll(async () => {
  await app.close();
});

describe('SPA 제공', () => {
  it('해시가 붙은 파일은 1년 동안 캐시해요', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('API 가 아닌 GET 은 어느 깊이든 index.html 을 캐시 없이 돌려줘요', async () => {
    for (const url of ['/', '/calculator', '/report/123', '/community/detail']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>집사</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('모르는 API 경로는 SPA 가 아니라 JSON 404 예요', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().data.errorCode).toBe('NOT_FOUND');
  });

  it('GET 이 아닌 모르는 경로도 JSON 404 예요', async () => {
    const response = await app.inject({ method: 'POST', url: '/calculator' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(404);
  });
});

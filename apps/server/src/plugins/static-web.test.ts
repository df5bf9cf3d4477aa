import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
  const script = 'console.log(1)';
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  // What apps/web/scripts/prerender.mjs writes.
  await mkdir(path.join(webDistDir, 'pages'));
  const page = (heading: string) =>
    `<!doctype html><html lang="ko"><title>${heading}</title><link rel="canonical" href="%ORIGIN%/x" /><h1>${heading}</h1></html>`;
  await writeFile(path.join(webDistDir, 'pages', 'home.html'), page('홈'));
  await writeFile(path.join(webDistDir, 'pages', 'calculator.html'), page('LTV 계산기'));
  await writeFile(path.join(webDistDir, 'pages', 'calculator-dsr.html'), page('DSR 계산기'));
  await writeFile(path.join(webDistDir, 'pages', 'report.html'), page('보고서 틀'));
  await writeFile(path.join(webDistDir, 'pages', 'not-found.html'), page('페이지를 찾을 수 없어요'));
  await writeFile(
    path.join(webDistDir, 'pages.json'),
    JSON.stringify({
      originPlaceholder: '%ORIGIN%',
      notFoundPage: 'not-found',
      pages: [
        { name: 'home', path: '/', tab: null, indexable: true },
        {
          name: 'calculator',
          path: '/calculator',
          tab: null,
          indexable: true,
          preloads: ['/api/v1/marketRates'],
        },
        { name: 'calculator-dsr', path: '/calculator', tab: 'DSR', indexable: true },
        { name: 'report', path: '/report/:id', tab: null, indexable: false },
      ],
      routes: ['/', '/calculator', '/report/:id', '/community', '/community/detail'],
    }),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://jipsa.example',
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

  it('해시가 붙은 파일에는 문서에만 쓰이는 헤더를 빼서 파일마다 바이트를 아끼고, 스크립트를 지키는 헤더는 남겨요', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { origin: 'https://jipsa.example' },
    });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['access-control-allow-credentials']).toBeUndefined();
    expect(asset.headers['etag']).toBeUndefined();
    expect(asset.headers['x-request-id']).toBeUndefined();
    expect(asset.headers['x-served-by']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBeDefined();
    expect(page.headers['x-request-id']).toBeDefined();
    expect(page.headers['x-served-by']).toBeDefined();
  });

  it('미리 그린 화면이 있는 경로는 그 화면을, 없는 경로는 index.html 을 캐시 없이 돌려줘요', async () => {
    const body = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      return response.body;
    };
    expect(await body('/')).toContain('<h1>홈</h1>');
    expect(await body('/calculator')).toContain('<h1>LTV 계산기</h1>');
    expect(await body('/calculator?tab=DSR')).toContain('<h1>DSR 계산기</h1>');
    expect(await body('/calculator?tab=NOPE')).toContain('<h1>LTV 계산기</h1>');
    expect(await body('/report/123')).toContain('<h1>보고서 틀</h1>');
    expect(await body('/community/detail?postId=1')).toContain('<title>집사</title>');
  });

  it('미리 그린 화면의 링크는 서버의 공개 주소로 채워져요', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<link rel="canonical" href="https://jipsa.example/x" />');
  });

  it('새 방문자에게는 첫 화면이 부를 API 를 Link 헤더로 미리 받게 하고, 토큰 쿠키가 있으면 그러지 않아요', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/calculator' });
    expect(visitor.headers.link).toBe('</api/v1/marketRates>; rel=preload; as=fetch; crossorigin=use-credentials');
    const member = await app.inject({ method: 'GET', url: '/calculator', headers: { cookie: 'refreshToken=abc' } });
    expect(member.headers.link).toBeUndefined();
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers.link).toBeUndefined();
  });

  it('화면을 저장해 두는 요청(서비스 워커의 미리 받기)에는 Link 헤더를 붙이지 않아요: 나중에 로그인한 사람에게 방문자의 답을 미리 받게 하니까요', async () => {
    const precache = await app.inject({ method: 'GET', url: '/calculator', headers: { 'sec-fetch-dest': 'empty' } });
    expect(precache.statusCode).toBe(200);
    expect(precache.headers.link).toBeUndefined();
    const navigation = await app.inject({
      method: 'GET',
      url: '/calculator',
      headers: { 'sec-fetch-dest': 'document' },
    });
    expect(navigation.headers.link).toBe('</api/v1/marketRates>; rel=preload; as=fetch; crossorigin=use-credentials');
  });

  it('어느 경로도 아닌 주소는 404 화면을 404 로 돌려줘요', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('페이지를 찾을 수 없어요');
  });

  it('화면과 파일은 Accept-Encoding 에 맞춰 br, gzip 으로 보내고 Vary 를 붙여요', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/robots.txt']) {
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).length).toBeGreaterThan(0);
      const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).length).toBeGreaterThan(0);
      const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
    }
  });

  it('화면은 ETag 로 다시 확인하면 304 로 답해요', async () => {
    const first = await app.inject({ method: 'GET', url: '/calculator', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/calculator',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('robots.txt 와 sitemap.xml 은 SPA 가 아니라 진짜 파일이에요', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://jipsa.example/sitemap.xml');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://jipsa.example/calculator</loc>');
    expect(sitemap.body).not.toContain('/report/');
  });

  it('1 kB 가 넘는 API 응답은 압축해 보내요', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
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

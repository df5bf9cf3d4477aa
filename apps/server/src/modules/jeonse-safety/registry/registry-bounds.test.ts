import { readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { REGISTRY_BUSY, REGISTRY_NOT_MULTIPART, REGISTRY_UNREADABLE_REASONS } from './copy.ts';
import { registryWithPurpose } from './testing/crafted-pdfs.ts';
import { uploadRegistry } from './testing/upload-registry.ts';

// Issue 45: what an upload built to hold the server does now. The reader's own limits are in registry-reader.test.ts.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'testing', 'fixtures', name));
const NOW = new Date('2026-11-24T03:00:00Z');
let testApp: TestApp;

const upload = (bytes: Buffer, app = testApp) => uploadRegistry(app.app, bytes);

// The reading does not touch the database: these run in one of the two server projects.
describe('등기부 읽기의 한계', () => {
  beforeAll(async () => {
    testApp = await buildTestApp({}, { clock: () => NOW });
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('"1번"이 2만 번 이어진 등기목적은 곧바로 거절하고, 그동안 서버의 이벤트 루프는 막히지 않아요', async () => {
    // Before: read on the server's thread with patterns tried at every place, 2.8 s with /health waiting as long.
    const pdf = registryWithPurpose('1번'.repeat(20_000));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const response = await upload(pdf);
    const elapsed = performance.now() - started;
    delay.disable();

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: REGISTRY_UNREADABLE_REASONS.OVERLONG_TEXT,
      data: { errorCode: 'REGISTRY_UNREADABLE' },
    });
    expect(elapsed).toBeLessThan(5_000);
    expect(delay.max / 1e6).toBeLessThan(250);
  });

  it('한도 안의 긴 등기목적(말소 대상 번호 여럿)은 그대로 읽어요', async () => {
    const targets = Array.from({ length: 30 }, (_, index) => `${index + 1}번`).join(',');
    const response = await upload(registryWithPurpose(`${targets}가압류등기말소`));
    expect(response.statusCode, response.body).toBe(200);
  });

  it('1GB로 부푸는 파일 1초 뒤에 올린 진짜 등기부는 읽어요 (시간 제한은 줄 선 때가 아니라 읽기 시작한 때부터)', async () => {
    const bomb = upload(fixture('gigabyte-page.pdf'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const real = await upload(fixture('trust.pdf'));
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().data.owners).toEqual(['누리부동산신탁주식회사']);
    expect((await bomb).json()).toMatchObject({ message: REGISTRY_UNREADABLE_REASONS.TOO_MUCH_MEMORY });
  });

  it('기다리는 줄이 가득 차면 곧바로 503 과 Retry-After 로 답해요', async () => {
    const running = Array.from({ length: 5 }, () => upload(fixture('gigabyte-page.pdf')));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const refused = await upload(fixture('trust.pdf'));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toMatchObject({ message: REGISTRY_BUSY, data: { errorCode: 'SERVICE_UNAVAILABLE' } });
    await Promise.all(running);
  });

  it('한 주소에서 1분에 올릴 수 있는 파일 수에는 따로 한도가 있어요', async () => {
    const limited = await buildTestApp({ REGISTRY_UPLOADS_PER_MINUTE: '2' }, { clock: () => NOW });
    try {
      const bytes = fixture('not-a-registry.pdf');
      expect((await upload(bytes, limited)).statusCode).toBe(400);
      expect((await upload(bytes, limited)).statusCode).toBe(400);
      const third = await upload(bytes, limited);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.app.close();
    }
  });

  it('PDF를 본문 그대로 보내면 415 로, 이미지가 아니라 PDF 올리는 법을 말해요', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/jeonseSafety/registry',
      headers: { 'content-type': 'application/pdf' },
      payload: fixture('trust.pdf'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: REGISTRY_NOT_MULTIPART,
      data: { errorCode: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    expect(response.json().message).not.toMatch(/이미지|JPG/);
  });

  it('토큰 없이 읽은 등기부(소유자 이름이 있는 답)도 어디에도 저장되지 않게 no-store 예요', async () => {
    const response = await upload(fixture('trust.pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { newImageKey } from './image-key.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

describe('GET /images/{key}', () => {
  it('저장된 이미지를 그 형식과 1년 불변 캐시로 보내요', async () => {
    const key = newImageKey('webp');
    await testApp.app.imageStorage.put(key, Buffer.from('RIFF-webp'), 'image/webp');
    const response = await testApp.app.inject({ method: 'GET', url: `/images/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString()).toBe('RIFF-webp');
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('없는 이미지는 404 예요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/images/${newImageKey('jpg')}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().data.errorCode).toBe('NOT_FOUND');
  });

  it.each([
    '..%2Fjwt-secret',
    '..%2F..%2Fetc%2Fpasswd',
    '%2E%2E%2Fjwt-secret',
    'jwt-secret',
    'secret.jpg',
    '..',
    'a.svg',
  ])('/images/%s 처럼 이미지 키가 아닌 경로는 저장소 밖의 파일을 주지 않고 404 예요', async (key) => {
    await writeFile(path.join(testApp.config.dataDir, 'secret.jpg'), 'not for you');
    const response = await testApp.app.inject({ method: 'GET', url: `/images/${key}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('not for you');
    expect(response.body).not.toContain('test-secret');
  });
});

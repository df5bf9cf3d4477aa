import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanProfile } from '../modules/loan-advice/loan-advice-test-support.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 27: a person's answers are never kept by a shared or browser cache.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

async function guestToken(): Promise<{ token: string; cacheControl: unknown }> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/guest/login' });
  return { token: response.json().data.accessToken, cacheControl: response.headers['cache-control'] };
}

describe('개인 응답의 Cache-Control', () => {
  it('게스트 토큰을 주는 응답과, 토큰을 보낸 요청의 보고서·입력·user/me 는 no-store 예요', async () => {
    const { token, cacheControl } = await guestToken();
    expect(cacheControl).toBe('private, no-store');
    const headers = { accesstoken: token };
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/loanAdvice',
      headers,
      payload: loanProfile(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const report = created.json().data;
    for (const url of [
      `/api/v1/loanAdvice/${report.loanAdviceResultId}`,
      `/api/v1/userInputInfo/${report.userInputInfoId}`,
      '/api/v1/loanAdvice',
      '/api/v1/user/me',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    expect(created.headers['cache-control']).toBe('private, no-store');
  });

  it('토큰 없는 공개 응답(시장금리)은 no-store 를 붙이지 않아요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/marketRates' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).not.toBe('private, no-store');
  });
});

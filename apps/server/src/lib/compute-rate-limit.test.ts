import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 27: every route that computes on each request without login has the tighter per-IP limit of its own.
const COMPUTE_ROUTES = [
  '/api/v1/ltvCalc',
  '/api/v1/dtiCalc',
  '/api/v1/dsrCalc',
  '/api/v1/repaymentCalc',
  '/api/v1/jeonseSafety',
  '/api/v1/loanAdvice/simple',
  '/api/v1/rentOffers/compare',
];

let limited: TestApp;
beforeAll(async () => {
  limited = await buildTestApp({ COMPUTE_RATE_LIMIT_MAX: '2' });
});
afterAll(async () => {
  await limited.app.close();
});

describe('계산 경로마다 IP당 1분 COMPUTE_RATE_LIMIT_MAX번', () => {
  for (const url of COMPUTE_ROUTES) {
    it(`${url}: 세 번째 요청은 한국어 429 예요`, async () => {
      const remoteAddress = `203.0.113.${COMPUTE_ROUTES.indexOf(url) + 1}`;
      const post = () => limited.app.inject({ method: 'POST', url, payload: {}, remoteAddress });
      const statuses = [(await post()).statusCode, (await post()).statusCode];
      expect(statuses.every((status) => status !== 429)).toBe(true);
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('요청이 너무 많아요. 잠시 후 다시 시도해주세요.');
    });
  }

  it('가벼운 공개 경로는 계산 제한을 받지 않아요', async () => {
    const remoteAddress = '203.0.113.99';
    for (let call = 0; call < 5; call += 1) {
      const response = await limited.app.inject({ method: 'GET', url: '/api/v1/marketRates', remoteAddress });
      expect(response.statusCode).toBe(200);
    }
  });
});

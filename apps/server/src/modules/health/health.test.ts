import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ CORS_ORIGINS: 'https://web.jipsa.example' });
});
afterAll(async () => {
  await testApp.app.close();
});

describe('상태 확인', () => {
  it('GET /health 는 봉투 형식으로 ok 를 돌려줘요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'OK', data: { status: 'ok' } });
  });

  it('GET /ready 는 데이터베이스에 실제로 질의해서 드라이버와 실행 모드를 알려줘요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/ready' });
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'ok', database: testApp.database.driver, mode: 'test' });
    // Without ECOS_API_KEY every ECOS series is listed, and off.
    expect(data.rateFeeds.map((feed: { name: string; enabled: boolean }) => [feed.name, feed.enabled])).toEqual([
      ['ecos-722Y001-0101000', false],
      ['ecos-121Y002-BEABAA2118', false],
      ['ecos-121Y006-BECBLA03051', false],
      ['ecos-121Y006-BECBLA03041', false],
      ['kfb-cofix', false],
    ]);
  });

  it('멈추기 시작하면(SIGTERM) /ready 는 503 이고, 다른 요청에는 계속 답하되 연결을 닫아요', async () => {
    const leaving = await buildTestApp();
    try {
      leaving.app.startDraining();
      const ready = await leaving.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      const health = await leaving.app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await leaving.app.close();
    }
  });

  it('데이터베이스가 닫히면 /ready 는 503 을 돌려줘요', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe(503);
    await other.app.close();
  });
});

describe('공통 규약', () => {
  it('모르는 /api 경로는 JSON 404 봉투를 돌려줘요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      code: 404,
      message: '요청하신 주소를 찾을 수 없어요.',
      data: { errorCode: 'NOT_FOUND' },
    });
  });

  it('모든 응답에 요청 id 와 보안 헤더가 붙어요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-request-id']).toMatch(/[\w-]{8,}/);
    expect(response.headers['x-served-by']).toBe(testApp.config.instanceName);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Computed once from helmet (ADR 0014), also on a route that does not exist.
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
    expect(missing.headers['content-security-policy']).toBe(response.headers['content-security-policy']);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('들어온 X-Request-Id 를 그대로 이어받아요', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
  });

  it('설정된 웹 출처에는 자격 증명과 토큰 헤더를 허락해요', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/ltvCalc',
      headers: {
        origin: 'https://web.jipsa.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'AccessToken,Profile,RefreshToken,Content-Type',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://web.jipsa.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['accesstoken', 'profile', 'refreshtoken']) expect(allowed).toContain(header);
  });

  it('설정되지 않은 출처에는 CORS 를 허락하지 않아요', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/ltvCalc',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('64KB 를 넘는 JSON 본문은 413 PAYLOAD_TOO_LARGE 예요', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().data.errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('운영 모드에서는 /docs 를 기본으로 닫고, API_DOCS=on 이면 열어요', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://jipsa.example' };
    const closed = await buildTestApp(production);
    const opened = await buildTestApp({ ...production, API_DOCS: 'on' });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/yaml']) {
        const response = await closed.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().data.errorCode).toBe('NOT_FOUND');
      }
      expect((await opened.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await closed.app.close();
      await opened.app.close();
    }
  });

  it('OpenAPI 문서를 /docs/json 에서 내려줘요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });
});

describe('본문 없는 요청', () => {
  it('Content-Type 이 JSON 이어도 본문이 비어 있으면 본문 없음으로 받아요', async () => {
    // The route does not exist: a 404 (not a 400) proves the empty body got past the JSON parser.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(404);
  });

  it('깨진 JSON 은 400 VALIDATION_FAILED 예요', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errorCode).toBe('VALIDATION_FAILED');
  });

  it('__proto__ 로 프로토타입을 오염시키려는 본문은 거절해요', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });
});
